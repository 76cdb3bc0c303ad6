// docs/decisions/041: an admin puts a cleaner on a job (a status change to Assigned or In Progress,
// or an approved application). The cleaner must be Active and free: the claim's own clash rule
// (lib/cleaner-clashes.ts) applies, as the cleaner could not do two jobs at once.
import { eq } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import { CHOOSE_A_CLEANER } from "../../../shared/schemas/admin-jobs";
import { jobAssignments } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { clashOf } from "../../domain/cleaners/clashes";
import { AppError } from "../../lib/errors";
import { updateJobStatus, type JobForChange } from "./job-change";
import type { Transaction } from "../../db/client";

export const assignmentMessages = {
  notActive: (name: string) => `${name} is not an active cleaner: only an Active cleaner can take a job.`,
  overlaps: (name: string) => `This job overlaps another job of ${name}.`,
  timeOff: (name: string) => `This job falls on ${name}'s time off.`,
} as const;

/**
 * The cleaner's row is locked as a claim locks it, so their own claims and this wait for each
 * other and the clash check stays true until commit. A missing cleaner is bad input (400).
 */
export async function lockWorkingCleaner(tx: Transaction, cleanerId: string, job: JobForChange) {
  const [cleaner] = await tx
    .select({
      name: cleaners.name,
      email: cleaners.email,
      status: cleaners.status,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
    })
    .from(cleaners)
    .where(eq(cleaners.cleanerId, cleanerId))
    .for("share");
  if (!cleaner) throw new AppError("INVALID_INPUT", 400, CHOOSE_A_CLEANER);
  if (!canWork(cleaner.status)) throw new AppError("CLEANER_NOT_ACTIVE", 409, assignmentMessages.notActive(cleaner.name));
  const clash = await clashOf(tx, cleanerId, job, job.jobId);
  if (clash === "overlaps") throw new AppError("OVERLAPS_ASSIGNMENT", 409, assignmentMessages.overlaps(cleaner.name));
  if (clash === "time-off") throw new AppError("TIME_OFF", 409, assignmentMessages.timeOff(cleaner.name));
  return cleaner;
}

/**
 * The job to Assigned or In Progress with this cleaner, its assignment mirroring it: created, or
 * moved to the new cleaner (assigned now), or kept (same cleaner) with its status following.
 * In Progress keeps the start already recorded, else starts now; Assigned has not started.
 */
export async function assignCleaner(
  tx: Transaction,
  job: JobForChange,
  { cleanerId, status, now }: { cleanerId: string; status: "Assigned" | "In Progress"; now: Date },
) {
  const cleaner = await lockWorkingCleaner(tx, cleanerId, job);
  await updateJobStatus(tx, job, { status, completedAt: null });
  const sameCleaner = job.assignment?.cleanerId === cleanerId;
  const startedAt = status === "In Progress" ? ((sameCleaner ? job.assignment?.startedAt : null) ?? now) : null;
  if (job.assignment) {
    await tx
      .update(jobAssignments)
      .set({ cleanerId, status, startedAt, completedAt: null, ...(sameCleaner ? {} : { assignedAt: now }) })
      .where(eq(jobAssignments.jobId, job.jobId));
  } else {
    // job_assignments_job_id_key is the backstop: a concurrent assignment fails here (409 upstream).
    await tx.insert(jobAssignments).values({ jobId: job.jobId, cleanerId, status, assignedAt: now, startedAt });
  }
  return cleaner;
}
