// spec 4: an admin sets Posted, Assigned, In Progress, Completed or Canceled on any job that is not
// Completed, with no ordering restriction, and the job stays consistent with its assignment, its
// plan clean and its payout (docs/decisions/041). One transaction; transitionJob (docs/decisions/030)
// expects the status read here under the job's lock, so two admins changing one job at once cannot
// both win. Then the admin's notices, and the audit row transitionJob writes from what the admin gives.
import { needsCleaner, REASON_REQUIRED, reasonNeeded, type AdminJobStatusChange } from "../../../shared/schemas/admin-jobs";
import type { Database } from "../../db/client";
import type { JobStatusChangeMetadata } from "../../domain/audit/audit-actions";
import { AppError, isUniqueViolation } from "../../lib/errors";
import { decidedAny } from "../../domain/jobs/applications";
import { CHANGED_MEANWHILE, NEEDS_ASSIGNMENT, transitionJob, type JobChange } from "../../domain/jobs/lifecycle";
import { mayMove, moveRefused } from "../../domain/jobs/transitions";
import { readJobForChange, type JobForChange } from "./job-change";
import { enqueueJobChangeNotices } from "./admin-job-notices";
import { lockEarningCleaner, lockWorkingCleaner } from "./cleaner-for-job";

export const statusMessages = {
  completedIsFinal: "A completed job cannot be changed.",
  needsAssignment: NEEDS_ASSIGNMENT,
} as const;

const cleanerOf = (change: JobChange) => change.assignment?.cleanerId ?? null;

interface AdminMove {
  job: JobForChange;
  target: AdminJobStatusChange["status"];
  cleaner: { name: string } | null;
  reason: string | undefined;
  /** The admin's notices queued for this change. */
  notified: string[];
}

/** What the audit row keeps of the change's effects, beside the admin's reason and every email queued. */
function effectsOf(change: JobChange, { job, target, cleaner, reason, notified }: AdminMove) {
  const effects: JobStatusChangeMetadata = {};
  if (cleaner) effects.cleanerName = cleaner.name;
  if (target === "Canceled" && job.status !== "Canceled") effects.planCleanReturned = change.planCleanReturned;
  if (target === "Completed") effects.payoutCents = change.payout?.amountCents ?? null;
  // A Canceled job put back to work holds its plan clean again.
  if (change.planClean) effects.planClean = change.planClean;
  if (change.applications && decidedAny(change.applications)) effects.applications = change.applications;
  if (reason) effects.reason = reason;
  const emailed = [...notified, ...change.emailed];
  if (emailed.length) effects.emailed = emailed;
  return effects;
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
    const target = input.status;
    if (!mayMove(job.status, target, "admin")) throw moveRefused(statusMessages.completedIsFinal);
    // docs/decisions/026: cancelling or changing who does the job needs the admin's reason.
    const oldCleanerId = job.assignment?.cleanerId ?? null;
    const mustExplain = reasonNeeded({ status: job.status, cleanerId: oldCleanerId }, input);
    if (mustExplain && !input.reason) throw new AppError("REASON_REQUIRED", 422, REASON_REQUIRED);
    // The schema requires the cleaner for Assigned and In Progress: locked first, as a claim locks them.
    const cleaner = needsCleaner(target) ? await lockWorkingCleaner(tx, input.cleanerId!, job) : null;
    // A completion adds the payout to its cleaner's earnings, an UPDATE of their row: that row is
    // locked before the job's, as every path takes them (docs/decisions/062), not after it, where
    // the cleaner's own completion of the job (cleaner, then job) would wait the other way round.
    if (target === "Completed" && oldCleanerId !== null) await lockEarningCleaner(tx, oldCleanerId);
    const change = await transitionJob(tx, jobId, target, {
      by: "admin",
      expect: job.status,
      cleanerId: input.cleanerId,
      cleaner: cleaner ?? undefined,
      refused: statusMessages.completedIsFinal,
      publicUrl,
      now,
      audit: {
        actorId,
        describe: async (change, sides) => {
          // The admin's notices are queued once the move is made, so its audit row lists every email the change queued.
          const notified = await enqueueJobChangeNotices(tx, {
            job,
            canceled: target === "Canceled" && job.status !== "Canceled",
            cleanerChanged: cleanerOf(change) !== oldCleanerId,
            newCleaner: cleanerOf(change) !== oldCleanerId && cleaner ? { cleanerId: input.cleanerId!, ...cleaner } : null,
            planCleanReturned: change.planCleanReturned,
            now,
            publicUrl,
            supportEmail,
          });
          return {
            action: "job.status_changed",
            summary: `Job set to ${target}${cleaner ? ` with ${cleaner.name}` : ""} (was ${job.status})`,
            payload: {
              before: { ...sides.before, assignmentStatus: job.assignment?.status ?? null, planUsage: job.planUsage },
              after: { ...sides.after, assignmentStatus: change.assignment?.status ?? null, planUsage: change.job.planUsage },
              metadata: effectsOf(change, { job, target, cleaner, reason: input.reason, notified }),
            },
          };
        },
      },
    });
    return { jobId, status: change.job.status, cleanerId: cleanerOf(change), changed: change.changed };
  });
}
