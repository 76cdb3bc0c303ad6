// docs/decisions/055: a Posted job whose time a calendar moved is offered afresh: the open offer was
// judged for the old time (the cleaner may clash now, and it may outlast the new claim deadline).
// It is withdrawn, and offerNext judges the cleaners again at the new time; a withdrawn offer does
// not keep its cleaner from being offered the job again.
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { offerNext } from "./dispatch-job";
import type { DispatchContext } from "./types";

/** The caller holds the job's row lock and has written its new times. */
export async function redispatchMovedJob(tx: Transaction, jobId: string, ctx: DispatchContext): Promise<void> {
  const [withdrawn] = await tx
    .update(jobOffers)
    .set({ status: "withdrawn", answeredAt: ctx.now })
    .where(and(eq(jobOffers.jobId, jobId), eq(jobOffers.status, "open")))
    .returning({ offerId: jobOffers.offerId });
  if (!withdrawn) return;
  await tx.update(jobs).set({ offeredTo: null }).where(eq(jobs.jobId, jobId));
  await offerNext(tx, jobId, ctx);
}
