// docs/decisions/055: the dispatch engine. A job is offered to one cleaner at a time: the unit's
// preferred cleaners in order, then its backups, then automatic choice (the best-scored eligible
// cleaner, at most MAX_AUTOMATIC_OFFERS); when none is left, or the claim deadline minus
// BOARD_LEAD_MS has come, the job goes to the open board for everyone with the explanation.
import { and, asc, eq, ne } from "drizzle-orm";
import { BOARD_LEAD_MS, dispatchExplanation, MAX_AUTOMATIC_OFFERS, SKIP_REASONS, type OfferSource } from "../../../shared/domain/dispatch";
import { afterCommit } from "../../db/after-commit";
import type { Database, Transaction } from "../../db/client";
import { jobOffers, unitCleaners } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { jobOfferEmail, offerEmailKey } from "../emails/offer-emails";
import { isFlagEnabled, SERVER_FLAGS } from "../flags/feature-flags";
import { announceBoardChange, announceJobChange } from "../notifications/live";
import { notify } from "../notifications/notify";
import { offerMadeNotice } from "../notifications/offer-notices";
import { chooseAutomatically, type Choice } from "./automatic-choice";
import { moveDispatch } from "./dispatch-transitions";
import { judgeCleaners, type CleanerVerdict, type DispatchJob } from "./eligibility";
import type { DispatchContext } from "./types";

/** The job's row locked (the caller's lock, taken again: every dispatch step serializes on it), with the client's offer time. */
async function lockForDispatch(tx: Transaction, jobId: string) {
  const [row] = await tx
    .select({ job: jobs, offerMinutes: clients.offerMinutes })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .where(eq(jobs.jobId, jobId))
    .for("update", { of: jobs });
  return row;
}
type Locked = NonNullable<Awaited<ReturnType<typeof lockForDispatch>>>;

/** The moment offers stop (the claim window's end minus BOARD_LEAD_MS); none without a window. */
export function offerDeadline(job: { claimWindowEnds: Date | null }): Date | null {
  return job.claimWindowEnds ? new Date(job.claimWindowEnds.getTime() - BOARD_LEAD_MS) : null;
}

/**
 * A job was just posted (booked, imported from a calendar, or put back to Posted). With the
 * `auto_assign` flag on, marks it `offering` and makes its first offer (offerNext); off, nothing
 * (the job is on the open board, as before dispatch). Runs in the posting's transaction.
 */
export async function startDispatch(tx: Transaction, jobId: string, ctx: DispatchContext): Promise<void> {
  if (!(await isFlagEnabled(tx, SERVER_FLAGS.autoAssign))) return;
  if (await moveDispatch(tx, jobId, "start", { where: eq(jobs.status, "Posted") })) await nextStep(tx, jobId, ctx, true);
}

/**
 * The caller holds the job's row lock (FOR UPDATE) and has closed its open offer, if any
 * (declined, expired, or the offered cleaner could not take it). Offers the job to the next
 * eligible cleaner, passing over (status `skipped`, with the reason) each preferred or backup
 * cleaner who is not eligible, or sends it to the board. Queues the offer's email.
 * A job not Posted, not being offered, or holding an open offer is left as it is.
 */
export async function offerNext(tx: Transaction, jobId: string, ctx: DispatchContext): Promise<void> {
  // An admin who turns dispatch off stops the next offers: the job goes to the board.
  await nextStep(tx, jobId, ctx, await isFlagEnabled(tx, SERVER_FLAGS.autoAssign));
}

/**
 * What the step under the job's lock is given for automatic choice (docs/decisions/061): nothing
 * (inside the caller's transaction: the choice is queued for after its commit), a choice made
 * before the lock for the job as it then was, or `board` (the choices made kept failing).
 */
type Chosen = undefined | "board" | { job: DispatchJob; choice: Choice | null };

/** How the step under the lock ended: done (an offer, the board, nothing to do), or the choice made before it no longer holds. */
type Outcome = "done" | "choose again";

/**
 * offerNext, told whether the flag is on (startDispatch has just read it). Under the job's lock:
 * the unit's listed cleaners are judged by name (a few index reads) and the first eligible offered;
 * automatic choice, which reads and scores a city's free cleaners, is never made here
 * (docs/decisions/061): it is queued for after the caller's commit (chooseAndOffer), and the chosen
 * cleaner judged again here as the offer is written.
 */
async function nextStep(tx: Transaction, jobId: string, ctx: DispatchContext, on: boolean, chosen?: Chosen): Promise<Outcome> {
  const locked = await lockForDispatch(tx, jobId);
  if (!locked || locked.job.status !== "Posted" || locked.job.dispatchState !== "offering" || locked.job.offeredTo !== null) return "done";
  const { job } = locked;
  const deadline = offerDeadline(job);
  if (!on || !deadline || ctx.now.getTime() >= deadline.getTime() || job.scheduledStart.getTime() <= ctx.now.getTime()) {
    await sendToBoard(tx, jobId);
    return "done";
  }
  const history = await tx
    .select({ source: jobOffers.source, status: jobOffers.status, offeredAt: jobOffers.offeredAt })
    .from(jobOffers)
    .where(eq(jobOffers.jobId, jobId));
  const stamps = stampsAfter(history, ctx.now);

  if (job.unitId) {
    const listed = await tx
      .select({ cleanerId: unitCleaners.cleanerId, role: unitCleaners.role })
      .from(unitCleaners)
      .where(eq(unitCleaners.unitId, job.unitId))
      .orderBy(asc(unitCleaners.role), asc(unitCleaners.position));
    const verdicts = await judgeCleaners(
      tx,
      job,
      listed.map((entry) => entry.cleanerId),
    );
    const roles = new Map(listed.map((entry) => [entry.cleanerId, entry.role]));
    for (const verdict of verdicts) {
      const source = roles.get(verdict.cleanerId)!;
      if (verdict.reason === null) {
        await makeOffer(tx, locked, { verdict, source, score: null, offeredAt: stamps() }, ctx);
        return "done";
      }
      await tx.insert(jobOffers).values({
        jobId,
        cleanerId: verdict.cleanerId,
        source,
        status: "skipped",
        reason: SKIP_REASONS[verdict.reason],
        offeredAt: stamps(),
      });
    }
  }

  // The automatic offers made: one withdrawn (the job moved or re-posted) was never answered, and does not count.
  const automatic = history.filter(
    (offer) => offer.source === "automatic" && offer.status !== "skipped" && offer.status !== "withdrawn",
  ).length;
  if (automatic < MAX_AUTOMATIC_OFFERS && chosen !== "board") {
    if (chosen === undefined) {
      // The job waits, `offering` and offered to nobody, for the choice after the commit; should that
      // never run (the process stopped), the offer-expiry task's sweep makes it (offerWaitingJobs).
      afterCommit(tx, (db) => chooseAndOffer(db, jobId, ctx));
      return "done";
    }
    // Chosen for the job as it was before the lock: a job moved or changed since is chosen for again.
    if (!sameJob(chosen.job, job)) return "choose again";
    if (chosen.choice) {
      // Judged again by the same rules, under the lock: someone may have taken the time meanwhile.
      const [verdict] = await judgeCleaners(tx, job, [chosen.choice.verdict.cleanerId]);
      if (!verdict || verdict.reason !== null) return "choose again";
      await makeOffer(tx, locked, { verdict, source: "automatic", score: chosen.choice.score, offeredAt: stamps() }, ctx);
      return "done";
    }
  }
  await sendToBoard(tx, jobId);
  return "done";
}

/** A choice is made this many times at most when the chosen cleaner no longer qualifies under the lock; then the board. */
export const CHOICE_ATTEMPTS = 3;

/**
 * docs/decisions/061: automatic choice with no lock held. The job (offering, offered to nobody) is
 * read and its cleaner chosen in a read-only transaction of its own; then, in another, the job is
 * locked and the chosen cleaner judged again as the offer is written. A cleaner who no longer
 * qualifies (an Accept or a claim took their time meanwhile) or a job that moved is chosen for
 * again, CHOICE_ATTEMPTS times at most; then the job goes to the board, with the reason.
 */
export async function chooseAndOffer(db: Database, jobId: string, ctx: DispatchContext): Promise<void> {
  for (let attempt = 0; attempt < CHOICE_ATTEMPTS; attempt++) {
    const chosen = await db.transaction((tx) => chooseFor(tx, jobId), { accessMode: "read only" });
    if (!chosen) return;
    const outcome = await db.transaction(async (tx) => nextStep(tx, jobId, ctx, await isFlagEnabled(tx, SERVER_FLAGS.autoAssign), chosen));
    if (outcome === "done") return;
  }
  await db.transaction(async (tx) => nextStep(tx, jobId, ctx, await isFlagEnabled(tx, SERVER_FLAGS.autoAssign), "board"));
}

/** The job, when it waits for automatic choice, and the cleaner chosen for it (null: nobody eligible). Reads only. */
async function chooseFor(tx: Transaction, jobId: string): Promise<Exclude<Chosen, "board" | undefined> | null> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!job || job.status !== "Posted" || job.dispatchState !== "offering" || job.offeredTo !== null) return null;
  return { job, choice: await chooseAutomatically(tx, job) };
}

/** Whether the job is still the one chosen for: the same time, place, client and cleaning. */
function sameJob(a: DispatchJob, b: DispatchJob): boolean {
  return (
    a.scheduledStart.getTime() === b.scheduledStart.getTime() &&
    a.scheduledEnd.getTime() === b.scheduledEnd.getTime() &&
    a.type === b.type &&
    a.city === b.city &&
    a.address === b.address &&
    a.clientId === b.clientId
  );
}

/**
 * Each row this step writes is stamped a millisecond after the one before, and after every earlier
 * row of the job: the offers read oldest first in the order they were made, whatever `now` is.
 */
function stampsAfter(history: readonly { offeredAt: Date }[], now: Date) {
  let last = Math.max(now.getTime() - 1, ...history.map((offer) => offer.offeredAt.getTime()));
  return () => new Date((last += 1));
}

async function makeOffer(
  tx: Transaction,
  { job, offerMinutes }: Locked,
  offer: { verdict: CleanerVerdict; source: OfferSource; score: number | null; offeredAt: Date },
  ctx: DispatchContext,
) {
  const deadline = offerDeadline(job)!;
  const expiresAt = new Date(Math.min(ctx.now.getTime() + offerMinutes * 60_000, deadline.getTime()));
  const [made] = await tx
    .insert(jobOffers)
    .values({
      jobId: job.jobId,
      cleanerId: offer.verdict.cleanerId,
      source: offer.source,
      status: "open",
      score: offer.score === null ? null : offer.score.toFixed(4),
      offeredAt: offer.offeredAt,
      expiresAt,
    })
    .returning({ offerId: jobOffers.offerId });
  if (!made) throw new Error("offer insert returned no row");
  await moveDispatch(tx, job.jobId, "offer", { cleanerId: offer.verdict.cleanerId });
  // docs/decisions/068: the cleaner is told (the offer's email rides with it, as their choices say),
  // and every screen showing the job hears it is now offered.
  const [cleaner] = await tx.select({ userId: cleaners.userId }).from(cleaners).where(eq(cleaners.cleanerId, offer.verdict.cleanerId));
  if (!cleaner) throw new Error("an offered cleaner has no record");
  const email = {
    kind: "job-offer",
    dedupeKey: offerEmailKey(made.offerId),
    to: offer.verdict.email,
    ...jobOfferEmail({ job, offerId: made.offerId, expiresAt, now: ctx.now, publicUrl: ctx.publicUrl }),
  };
  await notify(tx, offerMadeNotice({ userId: cleaner.userId, job, offerId: made.offerId, expiresAt, email }), ctx.now);
  await announceJobChange(tx, job.jobId);
}

/** Nobody left to offer, or no time: the job is everyone's, with the reason for admins (Exceptions). */
async function sendToBoard(tx: Transaction, jobId: string) {
  const offers = await tx
    .select({ cleanerName: cleaners.name, status: jobOffers.status, reason: jobOffers.reason })
    .from(jobOffers)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobOffers.cleanerId))
    .where(and(eq(jobOffers.jobId, jobId), ne(jobOffers.status, "open")))
    .orderBy(asc(jobOffers.offeredAt), asc(jobOffers.offerId));
  await moveDispatch(tx, jobId, "board", { note: dispatchExplanation(offers) });
  await announceJobChange(tx, jobId);
  await announceBoardChange(tx);
}
