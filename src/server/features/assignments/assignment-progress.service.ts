// spec 4: the cleaner's flow after a claim: Assigned -> In Progress -> Completed, the job and its
// assignment together, by the assigned cleaner only (docs/decisions/033).
import { and, eq, exists, lte, sql } from "drizzle-orm";
import { START_EARLIEST_HOURS } from "../../../shared/domain/cleaner";
import type { Database, Transaction } from "../../db/client";
import { jobAssignments, jobCheckpoints, jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { lockActiveCleaner } from "../../auth/cleaner-record";
import { AppError, notFound } from "../../lib/errors";
import { enqueueEmail } from "../../lib/outbox";
import { recordPayout } from "../../domain/payouts/payout-record";
import { jobCompletedEmail } from "./completion-email";

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

/** The assignment's and the job's statuses as the cleaner's own row (null: not theirs, or no such job). */
async function ownAssignment(tx: Transaction, cleanerId: string, jobId: string) {
  const [row] = await tx
    .select({ status: jobAssignments.status, jobStatus: jobs.status, scheduledStart: jobs.scheduledStart })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

const assignmentOf = (cleanerId: string, status: "Assigned" | "In Progress") => (tx: Transaction) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(jobAssignments)
      .where(and(eq(jobAssignments.jobId, jobs.jobId), eq(jobAssignments.cleanerId, cleanerId), eq(jobAssignments.status, status))),
  );

/**
 * Assigned -> In Progress, from START_EARLIEST_HOURS before the scheduled start. One conditional
 * UPDATE of the job (its row lock orders concurrent starts: the second finds it In Progress), then
 * the assignment, in one transaction with the cleaner's Active status locked.
 */
export async function startJob({ db, cleanerId, jobId, now = new Date() }: { db: Database; cleanerId: string; jobId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    await lockActiveCleaner(tx, cleanerId);
    const latestStartable = new Date(now.getTime() + START_EARLIEST_HOURS * 3_600_000);
    const [started] = await tx
      .update(jobs)
      .set({ status: "In Progress" })
      .where(
        and(
          eq(jobs.jobId, jobId),
          eq(jobs.status, "Assigned"),
          lte(jobs.scheduledStart, latestStartable),
          assignmentOf(cleanerId, "Assigned")(tx),
        ),
      )
      .returning({ jobId: jobs.jobId });
    if (!started) {
      const current = await ownAssignment(tx, cleanerId, jobId);
      if (current.status === "In Progress" || current.status === "Completed")
        throw new AppError("JOB_ALREADY_STARTED", 409, progressMessages.alreadyStarted);
      if (current.jobStatus !== "Assigned") throw new AppError("JOB_NOT_STARTABLE", 409, progressMessages.notStartable);
      throw new AppError("JOB_TOO_EARLY", 409, progressMessages.tooEarly);
    }
    const [assignment] = await tx
      .update(jobAssignments)
      .set({ status: "In Progress", startedAt: now })
      .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId), eq(jobAssignments.status, "Assigned")))
      .returning({ status: jobAssignments.status, startedAt: jobAssignments.startedAt });
    // The EXISTS above saw this row under the job's lock: it cannot be gone, but never half-move.
    if (!assignment) throw new AppError("JOB_NOT_STARTABLE", 409, progressMessages.notStartable);
    return { jobId, status: assignment.status, startedAt: assignment.startedAt!.toISOString() };
  });
}

/**
 * In Progress -> Completed, once at least one after photo is in and its scheduled start has passed
 * (docs/decisions/027: a job is not done before it was due to begin). In the same transaction: the
 * assignment, the payout (the job's cleaner_payout, pending; unique per job as the backstop),
 * the cleaner's total earnings, and the client's email in the outbox. A second completion finds
 * the job Completed and changes nothing.
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
    await lockActiveCleaner(tx, cleanerId);
    const hasAfterPhoto = exists(
      tx
        .select({ one: sql`1` })
        .from(jobCheckpoints)
        .where(and(eq(jobCheckpoints.jobId, jobs.jobId), eq(jobCheckpoints.type, "photo_after"))),
    );
    const [completed] = await tx
      .update(jobs)
      .set({ status: "Completed", completedAt: now })
      .where(
        and(
          eq(jobs.jobId, jobId),
          eq(jobs.status, "In Progress"),
          lte(jobs.scheduledStart, now),
          assignmentOf(cleanerId, "In Progress")(tx),
          hasAfterPhoto,
        ),
      )
      .returning({
        jobId: jobs.jobId,
        type: jobs.type,
        address: jobs.address,
        clientId: jobs.clientId,
        payoutCents: jobs.cleanerPayoutCents,
        completedAt: jobs.completedAt,
      });
    if (!completed) throw await whyNotCompletable(tx, cleanerId, jobId, now);

    const [assignment] = await tx
      .update(jobAssignments)
      .set({ status: "Completed", completedAt: now })
      .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.cleanerId, cleanerId), eq(jobAssignments.status, "In Progress")))
      .returning({ status: jobAssignments.status });
    if (!assignment) throw new AppError("JOB_NOT_COMPLETABLE", 409, progressMessages.notCompletable);

    const payout = await recordPayout(tx, { cleanerId, jobId, amountCents: completed.payoutCents });

    const [client] = await tx
      .select({ name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.clientId, completed.clientId));
    if (client) await enqueueEmail(tx, jobCompletedEmail({ jobId, client, job: completed, publicUrl }));

    return {
      jobId,
      status: assignment.status,
      completedAt: completed.completedAt!.toISOString(),
      payout,
    };
  });
}

async function whyNotCompletable(tx: Transaction, cleanerId: string, jobId: string, now: Date): Promise<AppError> {
  const current = await ownAssignment(tx, cleanerId, jobId);
  if (current.status === "Completed" || current.jobStatus === "Completed")
    return new AppError("JOB_ALREADY_COMPLETED", 409, progressMessages.alreadyCompleted);
  if (current.status === "Assigned") return new AppError("JOB_NOT_STARTED", 409, progressMessages.notStarted);
  if (current.jobStatus !== "In Progress") return new AppError("JOB_NOT_COMPLETABLE", 409, progressMessages.notCompletable);
  if (current.scheduledStart > now) return new AppError("JOB_BEFORE_START", 409, progressMessages.beforeStart);
  return new AppError("AFTER_PHOTO_REQUIRED", 409, progressMessages.afterPhotoRequired);
}
