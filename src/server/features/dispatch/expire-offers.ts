// docs/decisions/055: offers end on time without anyone's request. The runner's offer-expiry task
// (every 30 s, one server at a time) closes each open offer whose time is up and offers the job to
// the next cleaner. Each offer is closed in a transaction of its own, under its job's lock, after
// reading it again: an offer answered meanwhile (accepted, declined, withdrawn) is left alone, and a
// second run finds nothing to do.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { closeOffer, lockOffer } from "../../domain/dispatch/close-offer";

/** Offers read per batch: the sweep's transactions stay short, and a stop is heard between offers. */
export const EXPIRY_BATCH = 50;

/** Closes the open offers whose expires_at has come; how many it closed. */
export async function expireDueOffers({
  db,
  now,
  publicUrl,
  signal,
}: {
  db: Database;
  now: Date;
  publicUrl: string;
  signal?: AbortSignal;
}): Promise<number> {
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
