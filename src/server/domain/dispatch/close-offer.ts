// docs/decisions/055: an open offer ends by the cleaner's Decline or by its time running out; the
// job then goes to the next cleaner (offerNext). The offer's answer and the next offer are written
// under the job's lock, so a decline, the expiry sweep and a claim on one job take turns.
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { lockJobs } from "../locks";
import { offerNext } from "./dispatch-job";
import { moveDispatch } from "./dispatch-transitions";
import type { DispatchContext } from "./types";

/** The job's row locked first, then its offer read afresh: what every answer to an offer starts with. */
export async function lockOffer(tx: Transaction, offerId: string) {
  const [target] = await tx.select({ jobId: jobOffers.jobId }).from(jobOffers).where(eq(jobOffers.offerId, offerId));
  if (!target) return undefined;
  await lockJobs(tx, [target.jobId], "update");
  const [offer] = await tx.select().from(jobOffers).where(eq(jobOffers.offerId, offerId));
  return offer;
}

/**
 * The caller holds the job's lock (lockOffer) and saw the offer `open`: marks it declined, expired
 * or withdrawn (its cleaner can no longer take the job), frees the job from its cleaner and offers it to the next one (or the board). False when
 * the offer was no longer open (another answer came first): nothing changes.
 */
export async function closeOffer(
  tx: Transaction,
  offer: { offerId: string; jobId: string },
  outcome: "declined" | "expired" | "withdrawn",
  ctx: DispatchContext,
  /** Why an offer was withdrawn (SKIP_REASONS' words), for the admin's history and the board's note. */
  reason: string | null = null,
): Promise<boolean> {
  const [closed] = await tx
    .update(jobOffers)
    .set({ status: outcome, answeredAt: ctx.now, ...(reason === null ? {} : { reason }) })
    .where(and(eq(jobOffers.offerId, offer.offerId), eq(jobOffers.status, "open")))
    .returning({ cleanerId: jobOffers.cleanerId });
  if (!closed) return false;
  await moveDispatch(tx, offer.jobId, "release", { where: eq(jobs.offeredTo, closed.cleanerId) });
  await offerNext(tx, offer.jobId, ctx);
  return true;
}
