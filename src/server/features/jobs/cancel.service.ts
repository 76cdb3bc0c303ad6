import type { Database } from "../../db/client";
import { transitionJob } from "../../domain/jobs/lifecycle";

export const NOT_CANCELABLE = "Only a cleaning that is still waiting for a cleaner can be canceled.";

/**
 * spec 4: a client cancels only their own Posted job (docs/decisions/030). A job that took one of
 * the plan's included cleans gives it back in the same transaction (never below 0), as long as the
 * plan is still in the period the job was booked in.
 */
export async function cancelJob({ db, clientId, jobId }: { db: Database; clientId: string; jobId: string }) {
  return db.transaction(async (tx) => {
    const { job, planCleanReturned } = await transitionJob(tx, jobId, "Canceled", {
      by: "client",
      clientId,
      refused: NOT_CANCELABLE,
    });
    return { jobId: job.jobId, status: job.status, cleanReturned: planCleanReturned };
  });
}
