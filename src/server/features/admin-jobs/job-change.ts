// docs/decisions/041: how an admin's change reads a job before deciding on it. transitionJob then
// expects the status read here (docs/decisions/030), so a change made meanwhile by someone else is
// a 409, never silently overwritten.
import { eq } from "drizzle-orm";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { notFound } from "../../lib/errors";
import { ADMIN_JOB_NOT_FOUND } from "./admin-job-details.service";
import type { Transaction } from "../../db/client";

export async function readJobForChange(tx: Transaction, jobId: string) {
  const [row] = await tx
    .select({
      jobId: jobs.jobId,
      clientId: jobs.clientId,
      status: jobs.status,
      type: jobs.type,
      address: jobs.address,
      city: jobs.city,
      timeZone: jobs.timeZone,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      claimWindowEnds: jobs.claimWindowEnds,
      planUsage: jobs.planUsage,
      subscriptionId: jobs.subscriptionId,
      cleanerPayoutCents: jobs.cleanerPayoutCents,
      createdAt: jobs.createdAt,
      // For the email of the cleaner put on the job (docs/decisions/026).
      specialInstructions: jobs.specialInstructions,
      unitNotes: clientUnits.notes,
      assignmentCleanerId: jobAssignments.cleanerId,
      assignmentStatus: jobAssignments.status,
      assignmentStartedAt: jobAssignments.startedAt,
    })
    .from(jobs)
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .where(eq(jobs.jobId, jobId));
  if (!row) throw notFound(ADMIN_JOB_NOT_FOUND);
  const { assignmentCleanerId, assignmentStatus, assignmentStartedAt, ...job } = row;
  return {
    ...job,
    assignment:
      assignmentCleanerId === null || assignmentStatus === null
        ? null
        : { cleanerId: assignmentCleanerId, status: assignmentStatus, startedAt: assignmentStartedAt },
  };
}
export type JobForChange = Awaited<ReturnType<typeof readJobForChange>>;
