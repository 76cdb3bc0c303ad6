// docs/decisions/055: a job leaving Posted (taken, canceled, or set by an admin) ends its open offer:
// accepted when the offered cleaner is the one who took it, withdrawn otherwise.
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { moveDispatch } from "./dispatch-transitions";

/**
 * Called by transitionJob under the job's lock, once the job has left Posted. `cleanerId`: who does
 * the job now (null when nobody does, e.g. canceled). `offeredTo`: the job's `offered_to` as the
 * lock read it: a job has an open offer exactly while that is set (the `offered` position of
 * dispatch-transitions.ts, docs/decisions/060), so a job offered to nobody, most of them, costs no read here. The job's dispatch_state becomes `accepted`
 * when its offer was accepted; otherwise it keeps its last value (dispatch_state describes a Posted
 * job's dispatch, plus an accepted offer's outcome).
 */
export async function settleOffers(
  tx: Transaction,
  input: { jobId: string; offeredTo: string | null; cleanerId: string | null; now: Date },
): Promise<void> {
  if (input.offeredTo === null) return;
  const [open] = await tx
    .select({ offerId: jobOffers.offerId, cleanerId: jobOffers.cleanerId })
    .from(jobOffers)
    .where(and(eq(jobOffers.jobId, input.jobId), eq(jobOffers.status, "open")));
  if (!open) return;
  const accepted = input.cleanerId !== null && open.cleanerId === input.cleanerId;
  await tx
    .update(jobOffers)
    .set({ status: accepted ? "accepted" : "withdrawn", answeredAt: input.now })
    .where(eq(jobOffers.offerId, open.offerId));
  await moveDispatch(tx, input.jobId, accepted ? "accept" : "release");
}
