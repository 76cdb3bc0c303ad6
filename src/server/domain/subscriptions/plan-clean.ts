// docs/decisions/010 and 041: a job booked as one of its plan's included cleans holds that clean
// while it is not Canceled. Canceling (by the client or an admin) or deleting it gives the clean
// back; an admin taking it out of Canceled takes it again. Only within the period the job was
// booked in: a renewed plan starts afresh and owes nothing for an older period.
import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { PlanUsage } from "../../../shared/domain/statuses";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import type { Transaction } from "../../db/client";

export interface PlanCleanHolder {
  jobId: string;
  clientId: string;
  planUsage: PlanUsage;
  subscriptionId: string | null;
  createdAt: Date;
}

const samePeriod = (job: PlanCleanHolder & { subscriptionId: string }) =>
  and(
    eq(subscriptions.subscriptionId, job.subscriptionId),
    eq(subscriptions.clientId, job.clientId),
    lte(subscriptions.currentPeriodStart, job.createdAt),
  );

/** Gives the job's included clean back to its plan (never below 0); true when one was given back. */
export async function givePlanCleanBack(tx: Transaction, job: PlanCleanHolder): Promise<boolean> {
  if (job.planUsage !== "included" || !job.subscriptionId) return false;
  const returned = await tx
    .update(subscriptions)
    .set({ usedCleans: sql`GREATEST(${subscriptions.usedCleans} - 1, 0)` })
    .where(samePeriod({ ...job, subscriptionId: job.subscriptionId }))
    .returning({ usedCleans: subscriptions.usedCleans });
  return returned.length > 0;
}

/**
 * A Canceled job an admin puts back to work takes its included clean again. With none left in
 * the period (the client booked others meanwhile) the job no longer holds one: its plan usage
 * becomes "none", so canceling it later gives back nothing it did not take. Its price is kept.
 */
export async function takePlanCleanAgain(tx: Transaction, job: PlanCleanHolder): Promise<"taken" | "released" | "none"> {
  if (job.planUsage !== "included" || !job.subscriptionId) return "none";
  const taken = await tx
    .update(subscriptions)
    .set({ usedCleans: sql`${subscriptions.usedCleans} + 1` })
    .where(and(samePeriod({ ...job, subscriptionId: job.subscriptionId }), lt(subscriptions.usedCleans, subscriptions.includedCleans)))
    .returning({ usedCleans: subscriptions.usedCleans });
  if (taken.length > 0) return "taken";
  await tx.update(jobs).set({ planUsage: "none" }).where(eq(jobs.jobId, job.jobId));
  return "released";
}
