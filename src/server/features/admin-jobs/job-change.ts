// docs/decisions/041: how an admin change reads a job and writes its status: the UPDATE expects
// the status it read (in its WHERE), so a change made meanwhile by someone else is a 409, never
// silently overwritten.
import { and, eq } from "drizzle-orm";
import type { JobStatus } from "../../../shared/domain/job-status";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { AppError, notFound } from "../../lib/errors";
import { ADMIN_JOB_NOT_FOUND } from "./admin-job-details.service";
import type { Transaction } from "../../db/client";

export const CHANGED_MEANWHILE = "This job was changed meanwhile. Reload it and try again.";

export async function readJobForChange(tx: Transaction, jobId: string) {
  const [row] = await tx
    .select({
      jobId: jobs.jobId,
      clientId: jobs.clientId,
      status: jobs.status,
      type: jobs.type,
      address: jobs.address,
      city: jobs.city,
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

/** The conditional UPDATE: only while the job still has the status `job` was read with. */
export async function updateJobStatus(
  tx: Transaction,
  job: { jobId: string; status: JobStatus },
  set: Partial<typeof jobs.$inferInsert> & { status: JobStatus },
) {
  const [updated] = await tx
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.jobId, job.jobId), eq(jobs.status, job.status)))
    .returning({ jobId: jobs.jobId });
  if (!updated) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
}
