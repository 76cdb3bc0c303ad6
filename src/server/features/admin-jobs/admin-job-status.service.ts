// spec 4: an admin sets Posted, Assigned, In Progress, Completed or Canceled on any job that is not
// Completed, with no ordering restriction, and the job stays consistent with its assignment, its
// plan clean and its payout (docs/decisions/041). One transaction; the UPDATE carries the status it
// expects in its WHERE, so two admins changing one job at once cannot both win; an audit row.
import { eq } from "drizzle-orm";
import { claimWindowEnd } from "../../../shared/domain/booking";
import { needsCleaner, REASON_REQUIRED, reasonNeeded, type AdminJobStatusChange } from "../../../shared/schemas/admin-jobs";
import type { Database, Transaction } from "../../db/client";
import { jobAssignments } from "../../db/schema/jobs";
import { recordAudit } from "../../domain/audit/audit";
import { AppError, isUniqueViolation } from "../../lib/errors";
import { decidedAny, settleApplications, type SettledApplications } from "../../domain/jobs/applications";
import { recordPayout } from "../../domain/payouts/payout-record";
import { givePlanCleanBack, takePlanCleanAgain } from "../../domain/subscriptions/plan-clean";
import { CHANGED_MEANWHILE, readJobForChange, updateJobStatus, type JobForChange } from "./job-change";
import { enqueueJobChangeNotices, type NewCleaner } from "./admin-job-notices";
import { assignCleaner } from "./job-assignment";

export const statusMessages = {
  completedIsFinal: "A completed job cannot be changed.",
  needsAssignment: "Assign a cleaner to this job before marking it completed.",
} as const;

const snapshot = (job: JobForChange) => ({
  status: job.status,
  cleanerId: job.assignment?.cleanerId ?? null,
  assignmentStatus: job.assignment?.status ?? null,
  planUsage: job.planUsage,
});

/** Moving to Posted: no cleaner any more, and a fresh claim window when the old one has closed (back on the board). */
async function repost(tx: Transaction, job: JobForChange, now: Date, publicUrl: string) {
  const windowOpen = job.claimWindowEnds !== null && job.claimWindowEnds.getTime() > now.getTime();
  await updateJobStatus(tx, job, { status: "Posted", ...(windowOpen ? {} : { claimWindowEnds: claimWindowEnd(now, job.scheduledStart) }) });
  await tx.delete(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
  // An approved applicant taken off the job may apply again; pending applicants still wait.
  return settleApplications(tx, { job, cleanerId: null, now, publicUrl });
}

/** Completed by an admin: the assigned cleaner's work is recorded as the cleaner's completion records it, payout included. */
async function complete(tx: Transaction, job: JobForChange, now: Date) {
  if (!job.assignment) throw new AppError("JOB_NOT_ASSIGNED", 409, statusMessages.needsAssignment);
  await updateJobStatus(tx, job, { status: "Completed", completedAt: now });
  await tx.update(jobAssignments).set({ status: "Completed", completedAt: now }).where(eq(jobAssignments.jobId, job.jobId));
  return recordPayout(tx, { cleanerId: job.assignment.cleanerId, jobId: job.jobId, amountCents: job.cleanerPayoutCents });
}

type StatusChangeOptions = {
  db: Database;
  actorId: string;
  jobId: string;
  input: AdminJobStatusChange;
  publicUrl: string;
  supportEmail?: string;
  now?: Date;
};

export async function changeJobStatus(options: StatusChangeOptions) {
  try {
    return await changeInTransaction(options);
  } catch (error) {
    // job_assignments_job_id_key: someone assigned the job between our read and our insert.
    if (isUniqueViolation(error)) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
    throw error;
  }
}

async function changeInTransaction({ db, actorId, jobId, input, publicUrl, supportEmail, now = new Date() }: StatusChangeOptions) {
  return db.transaction(async (tx) => {
    const job = await readJobForChange(tx, jobId);
    if (job.status === "Completed") throw new AppError("JOB_COMPLETED", 409, statusMessages.completedIsFinal);
    const target = input.status;
    // docs/decisions/026: cancelling or changing who does the job needs the admin's reason.
    const oldCleanerId = job.assignment?.cleanerId ?? null;
    const mustExplain = reasonNeeded({ status: job.status, cleanerId: oldCleanerId }, input);
    if (mustExplain && !input.reason) throw new AppError("REASON_REQUIRED", 422, REASON_REQUIRED);
    const before = snapshot(job);
    const effects: Record<string, unknown> = {};
    let applications: SettledApplications | undefined;
    let newCleaner: NewCleaner | null = null;

    if (needsCleaner(target)) {
      // The schema requires the cleaner for these; the assignment follows the job's status.
      const cleaner = await assignCleaner(tx, job, { cleanerId: input.cleanerId!, status: target as "Assigned" | "In Progress", now });
      effects.cleanerName = cleaner.name;
      newCleaner = { cleanerId: input.cleanerId!, ...cleaner };
      // Applicants learn the job went to someone else; the cleaner's own application is approved.
      applications = await settleApplications(tx, { job, cleanerId: input.cleanerId!, now, publicUrl });
    } else if (target === "Posted") {
      if (job.status !== "Posted") applications = await repost(tx, job, now, publicUrl);
    } else if (target === "Canceled") {
      if (job.status !== "Canceled") {
        await updateJobStatus(tx, job, { status: "Canceled" });
        // The cleaner stays on the job: their assignments show it Canceled (docs/decisions/041).
        effects.planCleanReturned = await givePlanCleanBack(tx, job);
      }
    } else {
      const payout = await complete(tx, job, now);
      effects.payoutCents = payout?.amountCents ?? null;
    }
    // A Canceled job put back to work holds its plan clean again.
    if (job.status === "Canceled" && target !== "Canceled") effects.planClean = await takePlanCleanAgain(tx, job);

    const after = snapshot(await readJobForChange(tx, jobId));
    if (applications && decidedAny(applications)) effects.applications = applications;
    const changed = JSON.stringify(before) !== JSON.stringify(after) || "applications" in effects;
    if (input.reason) effects.reason = input.reason;
    // The client and the cleaners concerned hear of a cancellation or a new (or no) cleaner.
    const notified = await enqueueJobChangeNotices(tx, {
      job,
      canceled: target === "Canceled" && job.status !== "Canceled",
      cleanerChanged: after.cleanerId !== oldCleanerId,
      newCleaner: after.cleanerId !== oldCleanerId ? newCleaner : null,
      planCleanReturned: effects.planCleanReturned === true,
      now,
      publicUrl,
      supportEmail,
    });
    if (notified.length) effects.emailed = notified;
    if (changed) {
      await recordAudit(tx, {
        actorId,
        action: "job.status_changed",
        entityType: "job",
        entityId: jobId,
        summary: `Job set to ${target}${typeof effects.cleanerName === "string" ? ` with ${effects.cleanerName}` : ""} (was ${job.status})`,
        before,
        after,
        metadata: effects,
      });
    }
    return { jobId, status: after.status, cleanerId: after.cleanerId, changed };
  });
}
