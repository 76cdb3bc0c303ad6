import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { AppError, notFound } from "../../lib/errors";

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
      .returning({ jobId: jobs.jobId, status: jobs.status, planUsage: jobs.planUsage, subscriptionId: jobs.subscriptionId, createdAt: jobs.createdAt });
    if (!canceled) {
      const [existing] = await tx.select({ status: jobs.status }).from(jobs).where(and(eq(jobs.jobId, jobId), eq(jobs.clientId, clientId)));
      if (!existing) throw notFound(JOB_NOT_FOUND);
      throw new AppError("JOB_NOT_CANCELABLE", 409, "Only a cleaning that is still waiting for a cleaner can be canceled.");
    }
    let cleanReturned = false;
    if (canceled.planUsage === "included" && canceled.subscriptionId) {
      const returned = await tx
        .update(subscriptions)
        .set({ usedCleans: sql`GREATEST(${subscriptions.usedCleans} - 1, 0)` })
        .where(
          and(
            eq(subscriptions.subscriptionId, canceled.subscriptionId),
            eq(subscriptions.clientId, clientId),
            lte(subscriptions.currentPeriodStart, canceled.createdAt),
          ),
        )
        .returning({ usedCleans: subscriptions.usedCleans });
      cleanReturned = returned.length > 0;
    }
    return { jobId: canceled.jobId, status: canceled.status, cleanReturned };
  });
}
