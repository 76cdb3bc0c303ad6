import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { AppError, notFound } from "../../lib/errors";
import { givePlanCleanBack } from "../../domain/subscriptions/plan-clean";

export const JOB_NOT_FOUND = "Job not found.";

/**
 * spec 4: a client cancels only their own Posted job: one conditional UPDATE. A job that took one
 * of the plan's included cleans gives it back in the same transaction (never below 0), as long as
 * the plan is still in the period the job was booked in.
 */
export async function cancelJob({ db, clientId, jobId }: { db: Database; clientId: string; jobId: string }) {
  return db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(jobs)
      .set({ status: "Canceled" })
      .where(and(eq(jobs.jobId, jobId), eq(jobs.clientId, clientId), eq(jobs.status, "Posted")))
      .returning({
        jobId: jobs.jobId,
        status: jobs.status,
        planUsage: jobs.planUsage,
        subscriptionId: jobs.subscriptionId,
        createdAt: jobs.createdAt,
      });
    if (!canceled) {
      const [existing] = await tx
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.jobId, jobId), eq(jobs.clientId, clientId)));
      if (!existing) throw notFound(JOB_NOT_FOUND);
      throw new AppError("JOB_NOT_CANCELABLE", 409, "Only a cleaning that is still waiting for a cleaner can be canceled.");
    }
    const cleanReturned = await givePlanCleanBack(tx, { ...canceled, clientId });
    return { jobId: canceled.jobId, status: canceled.status, cleanReturned };
  });
}
