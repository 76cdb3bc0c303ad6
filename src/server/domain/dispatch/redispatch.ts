// docs/decisions/055: a Posted job whose time a calendar moved, or that an admin re-posted, is
// offered afresh. An open offer was judged for the old time or window (the cleaner may clash now,
// and it may outlast the new claim deadline): it is withdrawn, and the cleaners are judged again; a
// withdrawn offer does not keep its cleaner from being offered the job again.
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { offerNext, startDispatch } from "./dispatch-job";
import { moveDispatch } from "./dispatch-transitions";
import type { DispatchContext } from "./types";

/** The caller holds the job's row lock and has written its new times. */
export async function redispatchMovedJob(tx: Transaction, jobId: string, ctx: DispatchContext): Promise<void> {
  const [withdrawn] = await tx
    .update(jobOffers)
    .set({ status: "withdrawn", answeredAt: ctx.now })
    .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.status, "open")))
    .returning({ offerId: jobOffers.offerId });
  if (!withdrawn) return;
  await moveDispatch(tx, jobId, "release");
  await offerNext(tx, jobId, ctx);
}

/**
 * A Posted job given a new claim window (an admin's re-post from Exceptions) is dispatched again, as
 * a new job is: any offer left open is withdrawn (the runner may not have expired it yet), the
 * board's note cleared, and startDispatch offers it (with auto_assign on) or leaves it on the board.
 */
export async function restartDispatch(tx: Transaction, jobId: string, ctx: DispatchContext): Promise<void> {
  await tx
    .update(jobOffers)
    .set({ status: "withdrawn", answeredAt: ctx.now })
    .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.status, "open")));
  await moveDispatch(tx, jobId, "reset");
  await startDispatch(tx, jobId, ctx);
}
