// bench:dispatch's four weeks on a simulated clock. Jobs are booked at their booking moments
// through the real booking path (bookJob, as a client's booking and a calendar sync book); with
// auto_assign on, dispatch offers each one; every offered cleaner answers as their seeded draw for
// that job says (accept ~60 %, decline ~25 %, ignore ~15 %, after a delay), through the cleaner's
// own Accept and Decline (offers.service.ts); unanswered offers are expired by the runner's expiry
// (expireDueOffers) at its first 30-second run after their expires_at, and the same run withdraws the
// offers an accept left clashing (withdrawUnworkableOffers). A job on the open board (sent there by dispatch, or every job with dispatch
// off: first come, first served) is claimed by the first eligible cleaner whose draw says they take
// it, at their delay, through claimJob. The same draws decide both runs.
import { and, eq } from "drizzle-orm";
import { offerExpiry } from "../../src/server/background/tasks";
import type { Database, Transaction } from "../../src/server/db/client";
import { jobOffers } from "../../src/server/db/schema/dispatch";
import { jobs } from "../../src/server/db/schema/jobs";
import { startDispatch, offerNext } from "../../src/server/domain/dispatch/dispatch-job";
import { eligibleCandidates } from "../../src/server/domain/dispatch/eligibility";
import { chooseAutomatically } from "../../src/server/domain/dispatch/automatic-choice";
import { lockOffer } from "../../src/server/domain/dispatch/close-offer";
import { moveDispatch } from "../../src/server/domain/dispatch/dispatch-transitions";
import { bookJob } from "../../src/server/domain/jobs/book-job";
import { featureFlags } from "../../src/server/db/schema/platform";
import { SERVER_FLAGS } from "../../src/server/domain/flags/feature-flags";
import { expireDueOffers, withdrawUnworkableOffers } from "../../src/server/features/dispatch/expire-offers";
import { claimJob } from "../../src/server/features/open-jobs/claim.service";
import { acceptOffer, declineOffer } from "../../src/server/features/open-jobs/offers.service";
import { AppError } from "../../src/server/lib/errors";
import { SimClock } from "./clock";
import { bookingOf, type LoadedWorld } from "./load";
import { drawFor } from "./prng";
import type { World } from "./world";

const PUBLIC_URL = "http://localhost:3000";
const MINUTE_MS = 60_000;
/** One booking and one closed offer in this many is timed (each probe repeats the step, rolled back). */
const PROBE_EVERY = Number(process.env.BENCH_PROBE_EVERY ?? 2);
/** How often the runner's offer-expiry task runs. */
const EXPIRY_EVERY_MS = offerExpiry.everyMs;

/** What a cleaner does with a job put before them, fixed by the seed, the cleaner and the job. */
export function responseOf(
  seed: number,
  cleanerIndex: number,
  jobIndex: number,
): { answer: "accept" | "decline" | "ignore"; delayMs: number } {
  const choice = drawFor(seed, cleanerIndex, jobIndex, 1);
  const answer = choice < 0.6 ? "accept" : choice < 0.85 ? "decline" : "ignore";
  // Most answer within the hour, some take a few: exponential, mean 40 minutes, to the millisecond.
  const delayMs = Math.round(-Math.log(1 - drawFor(seed, cleanerIndex, jobIndex, 2)) * 40 * MINUTE_MS) + 1;
  return { answer, delayMs };
}

export interface RunResult {
  /** Wall time of each startDispatch (at booking) and offerNext (after a decline or an expiry), ms. */
  startDispatchMs: number[];
  offerNextMs: number[];
  /** Refused answers and claims, by what was refused and the refusal's code. */
  refusals: Map<string, number>;
  /** Jobs that reached the board with no eligible cleaner free (not offered it already) at that moment. */
  noneFree: number;
  /** Simulated milliseconds from booking to assignment, per assigned job. */
  bookedAt: Map<string, number>;
  events: number;
}

class Rollback extends Error {}
/** Runs `probe` in a transaction that is always rolled back: a measurement that changes nothing. */
async function measureRolledBack(db: Database, probe: Parameters<Database["transaction"]>[0]): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await probe(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

export async function simulate(db: Database, world: World, loaded: LoadedWorld, { seed, dispatch }: { seed: number; dispatch: boolean }) {
  const clock = new SimClock();
  const result: RunResult = { startDispatchMs: [], offerNextMs: [], refusals: new Map(), noneFree: 0, bookedAt: new Map(), events: 0 };
  const jobIndexOf = new Map<string, number>();
  const cleanerIndexOf = new Map(loaded.cleanerIds.map((id, index) => [id, index]));
  const seenOffers = new Set<string>();
  const onBoard = new Set<string>();
  const refused = (what: string, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const key = `${what} ${error.code}`;
    result.refusals.set(key, (result.refusals.get(key) ?? 0) + 1);
  };

  /** Looks at the job after a change: a new open offer is answered (or lapses); a job newly on the board is claimed. */
  async function observe(jobId: string, at: number) {
    const [read] = await db
      .select({ job: jobs, open: jobOffers })
      .from(jobs)
      .leftJoin(jobOffers, and(eq(jobOffers.jobId, jobs.jobId), eq(jobOffers.status, "open")))
      .where(eq(jobs.jobId, jobId));
    if (!read || read.job.status !== "Posted") return;
    const { job, open } = read;
    const jobIndex = jobIndexOf.get(jobId)!;
    if (open && !seenOffers.has(open.offerId)) {
      seenOffers.add(open.offerId);
      const { answer, delayMs } = responseOf(seed, cleanerIndexOf.get(open.cleanerId)!, jobIndex);
      const answerAt = open.offeredAt.getTime() + delayMs;
      const expiresAt = open.expiresAt!.getTime();
      if (answer !== "ignore" && answerAt < expiresAt)
        clock.at(answerAt, (now) => answerOffer(open.offerId, open.cleanerId, jobId, answer, now));
      clock.at(Math.ceil(expiresAt / EXPIRY_EVERY_MS) * EXPIRY_EVERY_MS, (now) => expireOffer(open.offerId, jobId, now));
    }
    const boardJob = dispatch ? job.dispatchState === "board" : job.dispatchState === null;
    if (boardJob && !onBoard.has(jobId)) {
      onBoard.add(jobId);
      const candidates = await db.transaction((tx) => eligibleCandidates(tx, job));
      if (candidates.length === 0) result.noneFree++;
      for (const candidate of candidates) {
        const { answer, delayMs } = responseOf(seed, cleanerIndexOf.get(candidate.cleanerId)!, jobIndex);
        if (answer === "accept") clock.at(at + delayMs, (now) => claimFromBoard(candidate.cleanerId, jobId, now));
      }
    }
  }

  /**
   * A step left its job waiting for automatic choice, which runs after the commit (docs/decisions/061):
   * in the measured transaction, which rolls back, the choice is made here instead, so its time counts.
   */
  async function choiceAfterCommit(tx: Transaction, jobId: string) {
    const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId));
    if (job && job.status === "Posted" && job.dispatchState === "offering" && job.offeredTo === null) await chooseAutomatically(tx, job);
  }

  async function book(jobIndex: number, now: Date) {
    const job = world.jobs[jobIndex]!;
    const unit = loaded.units[job.unitIndex]!;
    const input = {
      ...bookingOf(job, unit, now, PUBLIC_URL),
      ...(job.imported && unit.calendarId
        ? {
            calendar: {
              calendarId: unit.calendarId,
              eventKey: `bench-${jobIndex}`,
              label: "Airbnb",
              sameDayTurnover: false,
              readyBy: null,
            },
          }
        : {}),
    };
    if (dispatch && jobIndex % PROBE_EVERY === 0) {
      // The time to choose: startDispatch alone, on the job just booked, in a transaction rolled back.
      await measureRolledBack(db, async (tx) => {
        await tx.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.flagName, SERVER_FLAGS.autoAssign));
        const posted = await bookJob(tx, input);
        await tx.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.flagName, SERVER_FLAGS.autoAssign));
        const started = performance.now();
        await startDispatch(tx, posted.jobId, { publicUrl: PUBLIC_URL, now });
        await choiceAfterCommit(tx, posted.jobId);
        result.startDispatchMs.push(performance.now() - started);
      });
    }
    // The real path: bookJob posts the job and, with auto_assign on, postJob starts its dispatch.
    const posted = await db.transaction((tx) => bookJob(tx, input));
    jobIndexOf.set(posted.jobId, jobIndex);
    result.bookedAt.set(posted.jobId, now.getTime());
    await observe(posted.jobId, now.getTime());
  }

  /** The time to choose the next cleaner: offerNext alone once this offer is closed, rolled back. */
  let closes = 0;
  async function measureOfferNext(offerId: string, now: Date) {
    if (closes++ % PROBE_EVERY !== 0) return;
    await measureRolledBack(db, async (tx) => {
      const offer = await lockOffer(tx, offerId);
      if (!offer || offer.status !== "open") return;
      await tx.update(jobOffers).set({ status: "expired", answeredAt: now }).where(eq(jobOffers.offerId, offerId));
      await moveDispatch(tx, offer.jobId, "release");
      const started = performance.now();
      await offerNext(tx, offer.jobId, { publicUrl: PUBLIC_URL, now });
      await choiceAfterCommit(tx, offer.jobId);
      result.offerNextMs.push(performance.now() - started);
    });
  }

  async function answerOffer(offerId: string, cleanerId: string, jobId: string, answer: "accept" | "decline", now: Date) {
    if (answer === "decline") await measureOfferNext(offerId, now);
    try {
      if (answer === "accept") {
        await acceptOffer({ db, cleanerId, offerId, publicUrl: PUBLIC_URL, now });
        // The runner's next offer-expiry run withdraws this cleaner's other offers the job now clashes with.
        clock.at(Math.ceil((now.getTime() + 1) / EXPIRY_EVERY_MS) * EXPIRY_EVERY_MS, withdrawClashing);
      } else await declineOffer({ db, cleanerId, offerId, publicUrl: PUBLIC_URL, now });
    } catch (error) {
      refused(answer, error);
    }
    await observe(jobId, now.getTime());
  }

  /**
   * The offer-expiry task's withdrawUnworkableOffers. It withdraws every offer left unworkable, not
   * only this cleaner's: every job with an open offer is looked at again, so each new offer is
   * answered from the moment it was made.
   */
  async function withdrawClashing(now: Date) {
    const open = await db.select({ jobId: jobOffers.jobId }).from(jobOffers).where(eq(jobOffers.status, "open"));
    await withdrawUnworkableOffers({ db, now, publicUrl: PUBLIC_URL });
    for (const { jobId } of open) await observe(jobId, now.getTime());
  }

  /** The runner's offer-expiry task at its first run after the offer's time is up. */
  async function expireOffer(offerId: string, jobId: string, now: Date) {
    await measureOfferNext(offerId, now);
    await expireDueOffers({ db, now, publicUrl: PUBLIC_URL });
    await observe(jobId, now.getTime());
  }

  async function claimFromBoard(cleanerId: string, jobId: string, now: Date) {
    try {
      await claimJob({ db, cleanerId, jobId, publicUrl: PUBLIC_URL, now });
    } catch (error) {
      // Mostly a job another cleaner claimed first: the board's race.
      refused("board claim", error);
    }
  }

  world.jobs.forEach((job) => clock.at(job.bookedAt.getTime(), (now) => book(job.index, now)));
  const counting = clock.at.bind(clock);
  clock.at = (at, run) => {
    result.events++;
    counting(at, run);
  };
  await clock.runUntil(world.end.getTime());
  return { ...result, jobIndexOf };
}
