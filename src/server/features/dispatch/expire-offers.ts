// docs/decisions/055: offers end on time without anyone's request. The runner's offer-expiry task
// (every 30 s, one server at a time) closes each open offer whose time is up and offers the job to
// the next cleaner. Each offer is closed in a transaction of its own, under its job's lock, after
// reading it again: an offer answered meanwhile (accepted, declined, withdrawn) is left alone, and a
// second run finds nothing to do.
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import { SKIP_REASONS, type SkipReason } from "../../../shared/domain/dispatch";
import type { Database, Transaction } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { clashOf } from "../../domain/cleaners/clashes";
import { closeOffer, lockOffer } from "../../domain/dispatch/close-offer";
import { chooseAndOffer } from "../../domain/dispatch/dispatch-job";
import { notify } from "../../domain/notifications/notify";
import { OFFER_EXPIRING_NOTICE_MS, offerExpiringNotice } from "../../domain/notifications/offer-notices";

/** What each of the offer-expiry task's sweeps is given. */
interface OfferSweep {
  db: Database;
  now: Date;
  publicUrl: string;
  signal?: AbortSignal;
}

/** Offers read per batch: the sweep's transactions stay short, and a stop is heard between offers. */
export const EXPIRY_BATCH = 50;

/** Closes the open offers whose expires_at has come; how many it closed. */
export async function expireDueOffers({ db, now, publicUrl, signal }: OfferSweep): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ offerId: jobOffers.offerId })
      .from(jobOffers)
      .where(and(eq(jobOffers.status, "open"), lte(jobOffers.expiresAt, now)))
      .orderBy(asc(jobOffers.expiresAt))
      .limit(EXPIRY_BATCH);
    const before = expired;
    for (const { offerId } of due) {
      if (signal?.aborted) return expired;
      const closed = await db.transaction(async (tx) => {
        const offer = await lockOffer(tx, offerId);
        if (!offer || offer.status !== "open" || !offer.expiresAt || offer.expiresAt.getTime() > now.getTime()) return false;
        return closeOffer(tx, offer, "expired", { publicUrl, now });
      });
      if (closed) expired += 1;
    }
    // A full batch may have more behind it; each closed offer has left the open ones, so the next read moves on.
    if (due.length < EXPIRY_BATCH || expired === before || signal?.aborted) return expired;
  }
}

interface ExpiringRow extends Record<string, unknown> {
  offer_id: string;
  user_id: string;
}

/**
 * docs/decisions/068: a cleaner is reminded of an open offer OFFER_EXPIRING_NOTICE_MS before it
 * ends, once: the notification's key (offer.expiring:<offerId>) is both the guard a second run
 * reads and the one the notice writes. Only an offer that lasts at least twice that long is
 * reminded of; a shorter one was just told of (offer.made). Under the job's lock, as an answer is
 * written, so an offer answered meanwhile is not reminded of. How many cleaners were reminded.
 */
export async function remindExpiringOffers({ db, now, signal }: OfferSweep): Promise<number> {
  const until = new Date(now.getTime() + OFFER_EXPIRING_NOTICE_MS).toISOString();
  const { rows } = await db.execute<ExpiringRow>(sql`
    SELECT o.offer_id, c.user_id FROM job_offers o
    JOIN cleaners c ON c.cleaner_id = o.cleaner_id
    WHERE o.status = 'open' AND o.expires_at > ${now.toISOString()}::timestamptz AND o.expires_at <= ${until}::timestamptz
      AND o.expires_at - o.offered_at >= ${`${(2 * OFFER_EXPIRING_NOTICE_MS) / 1000} seconds`}::interval
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = c.user_id AND n.dedupe_key = 'offer.expiring:' || o.offer_id::text)
    ORDER BY o.expires_at
    LIMIT ${EXPIRY_BATCH}`);
  let reminded = 0;
  for (const { offer_id: offerId, user_id: userId } of rows) {
    if (signal?.aborted) break;
    reminded += await db.transaction(async (tx) => {
      const offer = await lockOffer(tx, offerId);
      if (!offer || offer.status !== "open" || !offer.expiresAt || offer.expiresAt.getTime() <= now.getTime()) return 0;
      const [job] = await tx
        .select({ jobId: jobs.jobId, type: jobs.type, timeZone: jobs.timeZone, scheduledStart: jobs.scheduledStart })
        .from(jobs)
        .where(eq(jobs.jobId, offer.jobId));
      if (!job) return 0;
      const written = await notify(tx, offerExpiringNotice({ userId, job, offerId, expiresAt: offer.expiresAt }), now);
      return written.length;
    });
  }
  return reminded;
}

/**
 * docs/decisions/055: an offer whose cleaner can no longer take the job (they took another job at
 * that time, booked time off over it, or are no longer Active) would only wait out its time: the
 * same task withdraws it, with the reason, and offers the job to the next cleaner. SQL finds the
 * likely ones; under the job's lock the claim's own rules (clashOf) decide.
 */
export async function withdrawUnworkableOffers({ db, now, publicUrl, signal }: OfferSweep): Promise<number> {
  const { rows } = await db.execute<{ offer_id: string }>(sql`
    SELECT o.offer_id FROM job_offers o
    JOIN jobs j ON j.job_id = o.job_id
    JOIN cleaners c ON c.cleaner_id = o.cleaner_id
    WHERE o.status = 'open' AND (
      c.status <> 'Active'
      OR EXISTS (SELECT 1 FROM job_assignments a JOIN jobs h ON h.job_id = a.job_id
        WHERE a.cleaner_id = o.cleaner_id AND a.status IN ('Assigned', 'In Progress') AND h.status IN ('Assigned', 'In Progress')
          AND h.job_id <> j.job_id AND h.scheduled_start < j.scheduled_end AND h.scheduled_end > j.scheduled_start)
      OR EXISTS (SELECT 1 FROM cleaner_time_off t WHERE t.cleaner_id = o.cleaner_id
        AND t.start_date <= (j.scheduled_end + interval '1 day')::date AND t.end_date >= (j.scheduled_start - interval '1 day')::date))
    ORDER BY o.expires_at
    LIMIT ${EXPIRY_BATCH}`);
  let withdrawn = 0;
  for (const { offer_id: offerId } of rows) {
    if (signal?.aborted) break;
    const closed = await db.transaction(async (tx) => {
      const offer = await lockOffer(tx, offerId);
      if (!offer || offer.status !== "open") return false;
      const reason = await whyUnworkable(tx, offer);
      return reason !== null && closeOffer(tx, offer, "withdrawn", { publicUrl, now }, SKIP_REASONS[reason]);
    });
    if (closed) withdrawn += 1;
  }
  return withdrawn;
}

/** Why the offered cleaner cannot take the job now, by the claim's rules, or null: they still can. */
async function whyUnworkable(tx: Transaction, offer: { jobId: string; cleanerId: string }): Promise<SkipReason | null> {
  const [row] = await tx
    .select({
      cleanerStatus: cleaners.status,
      timeZone: jobs.timeZone,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
    })
    .from(jobs)
    .innerJoin(cleaners, eq(cleaners.cleanerId, offer.cleanerId))
    .where(eq(jobs.jobId, offer.jobId));
  if (!row) return null;
  if (!canWork(row.cleanerStatus)) return "inactive";
  const clash = await clashOf(tx, offer.cleanerId, row, offer.jobId);
  return clash === "overlaps" ? "clash" : clash === "time-off" ? "timeOff" : null;
}

/**
 * docs/decisions/061: automatic choice runs after its transaction's commit (chooseAndOffer). A job
 * committed waiting for it (offering, offered to nobody) whose choice never ran, because the process
 * stopped in between, is chosen for here; a choice made meanwhile leaves the job offered, and the
 * step finds nothing to do. How many jobs it looked at.
 */
export async function offerWaitingJobs({ db, now, publicUrl, signal }: OfferSweep): Promise<number> {
  const waiting = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(eq(jobs.status, "Posted"), eq(jobs.dispatchState, "offering"), isNull(jobs.offeredTo)))
    .orderBy(asc(jobs.scheduledStart))
    .limit(EXPIRY_BATCH);
  for (const { jobId } of waiting) {
    if (signal?.aborted) break;
    await chooseAndOffer(db, jobId, { publicUrl, now });
  }
  return waiting.length;
}
