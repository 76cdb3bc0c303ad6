// docs/decisions/041: an admin puts a cleaner on a job (a status change to Assigned or In Progress,
// or an approved application). The cleaner must be Active and free: the claim's own clash rule
// (domain/cleaners/clashes.ts) applies, as the cleaner could not do two jobs at once.
import { canWork } from "../../../shared/domain/cleaner";
import { CHOOSE_A_CLEANER } from "../../../shared/schemas/admin-jobs";
import { cleaners } from "../../db/schema/people";
import { clashOf } from "../../domain/cleaners/clashes";
import { lockCleaner } from "../../domain/locks";
import { AppError } from "../../lib/errors";
import type { JobForChange } from "./job-change";
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
  // Before the job's row (transitionJob), as every path takes them (docs/decisions/062).
  const cleaner = await lockCleaner(tx, cleanerId, "share", {
    name: cleaners.name,
    email: cleaners.email,
    userId: cleaners.userId,
    status: cleaners.status,
    ratingAvg: cleaners.ratingAvg,
    ratingCount: cleaners.ratingCount,
  });
  if (!cleaner) throw new AppError("INVALID_INPUT", 400, CHOOSE_A_CLEANER);
  if (!canWork(cleaner.status)) throw new AppError("CLEANER_NOT_ACTIVE", 409, assignmentMessages.notActive(cleaner.name));
  const clash = await clashOf(tx, cleanerId, job, job.jobId);
  if (clash === "overlaps") throw new AppError("OVERLAPS_ASSIGNMENT", 409, assignmentMessages.overlaps(cleaner.name));
  if (clash === "time-off") throw new AppError("TIME_OFF", 409, assignmentMessages.timeOff(cleaner.name));
  return cleaner;
}

/** The cleaner whose earnings a completion adds to, locked as that UPDATE locks the row (docs/decisions/062). */
export async function lockEarningCleaner(tx: Transaction, cleanerId: string): Promise<void> {
  await lockCleaner(tx, cleanerId, "no key update", { cleanerId: cleaners.cleanerId });
}
