// spec 4: the cleaner's flow after a claim: Assigned -> In Progress -> Completed, the job and its
// assignment together, by the assigned cleaner only (docs/decisions/033).
import { and, eq, exists, lte, sql, type SQL } from "drizzle-orm";
import { START_EARLIEST_HOURS } from "../../../shared/domain/cleaner";
import type { Database } from "../../db/client";
import { jobCheckpoints, jobs } from "../../db/schema/jobs";
import { lockActiveCleaner } from "../../auth/cleaner-record";
import { AppError } from "../../lib/errors";
import { transitionJob } from "../../domain/jobs/lifecycle";

export const ASSIGNMENT_NOT_FOUND = "Assignment not found.";
export const progressMessages = {
  tooEarly: `You can start a job from ${START_EARLIEST_HOURS} hours before its scheduled start.`,
  alreadyStarted: "This job has already been started.",
  notStartable: "Only an assigned job can be started.",
  notStarted: "Start the job before marking it complete.",
  beforeStart: "A job cannot be marked complete before its scheduled start.",
  alreadyCompleted: "This job is already completed.",
  notCompletable: "Only a job in progress can be marked complete.",
  afterPhotoRequired: "Add at least one after photo before marking this job complete.",
} as const;

/**
 * Assigned -> In Progress, from START_EARLIEST_HOURS before the scheduled start, by the assigned
 * cleaner only, in one transaction with the cleaner's Active status locked (docs/decisions/030).
 */
export async function startJob({ db, cleanerId, jobId, now = new Date() }: { db: Database; cleanerId: string; jobId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    await lockActiveCleaner(tx, cleanerId);
    const latestStartable = new Date(now.getTime() + START_EARLIEST_HOURS * 3_600_000);
    const { assignment } = await transitionJob(tx, jobId, "In Progress", {
      by: "cleaner",
      cleanerId,
      assignedTo: cleanerId,
      notFound: ASSIGNMENT_NOT_FOUND,
      refused: (job) => (isStarted(job.assignment?.status) ? progressMessages.alreadyStarted : progressMessages.notStartable),
      guard: {
        where: lte(jobs.scheduledStart, latestStartable),
        refusal: async () => new AppError("JOB_TOO_EARLY", 409, progressMessages.tooEarly),
      },
      now,
    });
    return { jobId, status: assignment!.status, startedAt: assignment!.startedAt!.toISOString() };
  });
}

const isStarted = (status: string | undefined) => status === "In Progress" || status === "Completed";

/**
 * In Progress -> Completed, once at least one after photo is in and its scheduled start has passed
 * (docs/decisions/027: a job is not done before it was due to begin). transitionJob writes the
 * assignment, the payout (the job's cleaner_payout, pending; unique per job as the backstop), the
 * cleaner's total earnings, and the client's email in the outbox, in the same transaction. A second
 * completion finds the job Completed and changes nothing.
 */
export async function completeJob({
  db,
  cleanerId,
  jobId,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  cleanerId: string;
  jobId: string;
  publicUrl: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: the payout adds to this row's earnings below, and two completions holding
    // it FOR SHARE would each wait for the other's to write it (docs/decisions/062).
    await lockActiveCleaner(tx, cleanerId, "no key update");
    const hasAfterPhoto = exists(
      tx
        .select({ one: sql`1` })
        .from(jobCheckpoints)
        .where(and(eq(jobCheckpoints.jobId, jobs.jobId), eq(jobCheckpoints.type, "photo_after"))),
    );
    const { job, assignment, payout } = await transitionJob(tx, jobId, "Completed", {
      by: "cleaner",
      assignedTo: cleanerId,
      notFound: ASSIGNMENT_NOT_FOUND,
      refused: (current) =>
        current.status === "Completed" || current.assignment?.status === "Completed"
          ? progressMessages.alreadyCompleted
          : current.assignment?.status === "Assigned"
            ? progressMessages.notStarted
            : progressMessages.notCompletable,
      guard: {
        where: and(lte(jobs.scheduledStart, now), hasAfterPhoto) as SQL,
        refusal: async (current) =>
          current.scheduledStart > now
            ? new AppError("JOB_BEFORE_START", 409, progressMessages.beforeStart)
            : new AppError("AFTER_PHOTO_REQUIRED", 409, progressMessages.afterPhotoRequired),
      },
      publicUrl,
      now,
    });
    return { jobId, status: assignment!.status, completedAt: job.completedAt!.toISOString(), payout };
  });
}
