// spec 4: a cleaner claims a Posted job (Posted -> Assigned). docs/decisions/032.
import { and, eq, exists, inArray, not, sql, type SQL } from "drizzle-orm";
import { canWork } from "../../../shared/domain/cleaner";
import type { ErrorCode } from "../../../shared/domain/error-codes";
import type { JobStatus } from "../../../shared/domain/job-status";
import { claimMessages } from "../../../shared/schemas/open-jobs";
import type { Database, Transaction } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, clients, clientUnits } from "../../db/schema/people";
import { clashesAt, clashesOf, clashSpanOf, type ScheduledJob } from "../../domain/cleaners/clashes";
import { CLEANER_NOT_ACTIVE, NO_CLEANER_PROFILE } from "../../auth/cleaner-record";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { flagEnabled, SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { transitionJob } from "../../domain/jobs/lifecycle";
import { lockedJobColumns } from "../../domain/jobs/job-lock";
import { declareLocks } from "../../domain/locks";
import { mayMove, moveRefused, statusesMovableTo } from "../../domain/jobs/transitions";
import { alertAdminsOfApplications } from "./application-alert";
import { recordApplication } from "./claim-application";
import { notOfferedToOthers, openForClaims } from "../../domain/jobs/open-board";

export const CLAIM_JOB_NOT_FOUND = "Job not found.";
export const ALREADY_CLAIMED = "This job has already been claimed by another cleaner.";
export const CLAIMED_BY_YOU = "You have already claimed this job.";
export const CLAIM_WINDOW_CLOSED = "The claim window for this job has closed.";
export const JOB_STARTED = "This job has already started and can no longer be claimed.";
export const JOB_CANCELED = "This job has been canceled by the client.";
export const OVERLAPS_ASSIGNMENT = "This job overlaps another job you have claimed.";
export const FALLS_ON_TIME_OFF = "This job falls on your time off.";
/** docs/decisions/055: while a job is offered to one cleaner, only they may take it. */
export const OFFERED_TO_ANOTHER = "This job is being offered to another cleaner.";
/** spec 7: a claim's answer; "assigned" means the job is the cleaner's now (no application step). */
export const CLAIMED_MESSAGE = claimMessages.claimed;

/** A job a claim may not move (docs/decisions/030's table): canceled, or taken already. */
const notClaimable = (status: JobStatus) => (status === "Canceled" ? JOB_CANCELED : ALREADY_CLAIMED);

const refuse = (code: ErrorCode, message: string) => new AppError(code, 409, message);

const claimColumns = {
  cleanerStatus: cleaners.status,
  status: jobs.status,
  timeZone: jobs.timeZone,
  scheduledStart: jobs.scheduledStart,
  scheduledEnd: jobs.scheduledEnd,
  claimWindowEnds: jobs.claimWindowEnds,
  offeredTo: jobs.offeredTo,
  claimedBy: jobAssignments.cleanerId,
};

/**
 * The claim's first statement: the cleaner's row and the job's locked, with what the move and the
 * client's email need (lockedJobColumns: transitionJob reads the job no more) and who holds the
 * job. The locks are "no key update", as a deactivation's UPDATE and the claim's own UPDATE take:
 * a deactivation either commits first (and the status read here refuses) or waits for the claim;
 * one cleaner's claims run one at a time, so two overlapping jobs claimed at once cannot both pass
 * the clash check. Only a job a claim can move is locked (Posted): the cleaner's row first, then the
 * job's, as every path takes them (docs/decisions/030, the order in domain/locks.ts: 062), so a
 * claim never waits on a finished job another change holds. No row when there is
 * no such cleaner, or no such job a claim can move, or another claim took it while this one waited
 * for its lock: readForRefusal says which. The `claim_approval` flag (docs/decisions/042) is read
 * here too: a claim's round trips are its cost in a rush, and each holds a pooled connection. A
 * named statement (one text on every call), so PostgreSQL parses and plans it once per connection,
 * not on every claim, built once (docs/decisions/053).
 */
const lockAndReadStatement = preparedOnce((db) =>
  db
    .select({
      ...lockedJobColumns,
      cleanerStatus: cleaners.status,
      cleanerName: cleaners.name,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
      claimedBy: jobAssignments.cleanerId,
      claimApproval: flagEnabled(db, SERVER_FLAGS.claimApproval),
    })
    .from(cleaners)
    .innerJoin(jobs, and(eq(jobs.jobId, sql.placeholder("jobId")), inArray(jobs.status, statusesMovableTo("Assigned", "cleaner"))))
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, jobs.unitId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(eq(cleaners.cleanerId, sql.placeholder("cleanerId")))
    .for("no key update", { of: [cleaners, jobs] })
    .prepare("claim_lock_and_read"),
);

async function lockAndRead(tx: Transaction, cleanerId: string, jobId: string) {
  // One statement, two locks, in the order (docs/decisions/062): the cleaner's, then the job's.
  declareLocks(tx, { kind: "cleaner", ids: [cleanerId], mode: "no key update" }, { kind: "job", ids: [jobId], mode: "no key update" });
  const [read] = await lockAndReadStatement(tx).execute({ cleanerId, jobId });
  return read;
}
type LockedClaim = NonNullable<Awaited<ReturnType<typeof lockAndRead>>>;

/** What the verdict reads, of a locked claim or of readForRefusal. */
type ClaimRead = Awaited<ReturnType<typeof readForRefusal>>;

const claimReadOf = ({ cleanerStatus, claimedBy, job }: LockedClaim): ClaimRead => ({
  cleanerStatus,
  claimedBy,
  status: job.status,
  timeZone: job.timeZone,
  scheduledStart: job.scheduledStart,
  scheduledEnd: job.scheduledEnd,
  claimWindowEnds: job.claimWindowEnds,
  offeredTo: job.offeredTo,
});

/** The claim's columns and `extra`, unlocked, for a refusal's reason: the cleaner, and the job if there is one. */
function refusalRead<Extra extends Record<string, SQL.Aliased | SQL>>(tx: Transaction, cleanerId: string, jobId: string, extra: Extra) {
  return tx
    .select({ ...claimColumns, ...extra })
    .from(cleaners)
    .leftJoin(jobs, eq(jobs.jobId, jobId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(eq(cleaners.cleanerId, cleanerId));
}

/** Without a locked row, why: no cleaner, no job, or a job a claim cannot move. */
async function readForRefusal(tx: Transaction, cleanerId: string, jobId: string) {
  const [read] = await refusalRead(tx, cleanerId, jobId, {});
  return read;
}
type ClaimableJob = ScheduledJob;

/**
 * Whether this cleaner can claim this job, and if not why. One order for every answer: the
 * cleaner first (spec 4: only Active cleaners work), then the job's state.
 */
function verdictOf(read: ClaimRead, cleanerId: string, now: Date): { refusal: AppError } | { job: ClaimableJob } {
  if (!read) return { refusal: notFound(NO_CLEANER_PROFILE) };
  if (!canWork(read.cleanerStatus)) return { refusal: new AppError("CLEANER_NOT_ACTIVE", 403, CLEANER_NOT_ACTIVE) };
  const { timeZone, scheduledStart, scheduledEnd, claimWindowEnds } = read;
  if (timeZone === null || scheduledStart === null || scheduledEnd === null) return { refusal: notFound(CLAIM_JOB_NOT_FOUND) };
  if (read.claimedBy === cleanerId) return { refusal: refuse("ALREADY_CLAIMED", CLAIMED_BY_YOU) };
  if (read.status !== null && !mayMove(read.status, "Assigned", "cleaner")) return { refusal: moveRefused(notClaimable(read.status)) };
  if (read.offeredTo !== null && read.offeredTo !== cleanerId) return { refusal: refuse("OFFERED_TO_ANOTHER", OFFERED_TO_ANOTHER) };
  if (scheduledStart.getTime() <= now.getTime()) return { refusal: refuse("JOB_STARTED", JOB_STARTED) };
  if (!claimWindowEnds || claimWindowEnds.getTime() <= now.getTime())
    return { refusal: refuse("CLAIM_WINDOW_CLOSED", CLAIM_WINDOW_CLOSED) };
  return { job: { timeZone, scheduledStart, scheduledEnd } };
}

/** What the claim's UPDATE asks of the job: open, not offered to someone else, free of the cleaner's clashes. */
function claimConditions(db: Database | Transaction): SQL {
  const cleanerId = sql.placeholder("cleanerId");
  const span = {
    start: sql.placeholder("start"),
    end: sql.placeholder("end"),
    firstDay: sql.placeholder("firstDay"),
    lastDay: sql.placeholder("lastDay"),
  };
  const { ownWork, timeOff } = clashesAt(db, cleanerId, span);
  return and(openForClaims(sql.placeholder("now")), notOfferedToOthers(cleanerId), not(exists(ownWork)), not(exists(timeOff))) as SQL;
}

/** Why the conditional UPDATE took nothing, read afresh inside the transaction. */
async function whyNotClaimed(tx: Transaction, cleanerId: string, jobId: string, job: ClaimableJob, now: Date): Promise<AppError> {
  const { ownWork, timeOff } = clashesOf(tx, cleanerId, job);
  const [read] = await refusalRead(tx, cleanerId, jobId, {
    overlaps: sql<boolean>`${exists(ownWork)}`,
    timeOff: sql<boolean>`${exists(timeOff)}`,
  });
  const verdict = verdictOf(read, cleanerId, now);
  if ("refusal" in verdict) return verdict.refusal;
  if (read?.overlaps) return refuse("OVERLAPS_ASSIGNMENT", OVERLAPS_ASSIGNMENT);
  if (read?.timeOff) return refuse("TIME_OFF", FALLS_ON_TIME_OFF);
  return refuse("ALREADY_CLAIMED", ALREADY_CLAIMED);
}

/**
 * docs/decisions/042, flag `claim_approval` on: the same checks, then an application instead of
 * the assignment. The job's row, locked by the claim's first statement, is read again with the
 * claim's own conditions: an admin's approval (which locks and updates the row) is either seen
 * there (and refused as taken) or waits for this application, which it then declines with the others.
 */
async function applyForJob(tx: Transaction, cleanerId: string, jobId: string, job: ClaimableJob, now: Date, publicUrl: string) {
  const { ownWork, timeOff } = clashesOf(tx, cleanerId, job);
  const [open] = await tx
    .select({ jobId: jobs.jobId, type: jobs.type, address: jobs.address, timeZone: jobs.timeZone, scheduledStart: jobs.scheduledStart })
    .from(jobs)
    .where(and(eq(jobs.jobId, jobId), openForClaims(now), notOfferedToOthers(cleanerId), not(exists(ownWork)), not(exists(timeOff))));
  if (!open) throw await whyNotClaimed(tx, cleanerId, jobId, job, now);
  const applied = await recordApplication(tx, { cleanerId, jobId, now });
  // Admins hear of it once per job, however many apply (docs/decisions/026).
  await alertAdminsOfApplications(tx, { job: open, publicUrl });
  return applied;
}

/**
 * spec 4: one transaction, kept to a few statements, as in a rush every claimer holds a connection
 * while it runs. Its first statement locks the cleaner's row and then the job's, a Posted one only
 * (lockAndRead, with the job's columns of domain/jobs/job-lock.ts; a cleaner not Active, a job
 * taken, closed or started is refused there); transitionJob (docs/decisions/030) is handed that
 * locked row and locks nothing more, and its conditional UPDATE takes the job only if it is still
 * open (openForClaims) and clashes with none of the cleaner's own work or time off: however many
 * claim at once, one wins and the rest find it taken. The assignment's unique job_id is the
 * backstop. The assignment, the applications and the client's email follow in the same
 * transaction. With the `claim_approval` flag on, the claim is an application instead
 * (applyForJob): same checks, no assignment; off, a claim decides the applications left from when
 * it was on (domain/jobs/applications.ts). A job offered to one cleaner (docs/decisions/055) is
 * theirs alone to claim, which accepts the offer (transitionJob settles it); anyone else is refused.
 */
export async function claimJob({
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
  return claimAnswer(() => db.transaction((tx) => claimInTransaction(tx, { cleanerId, jobId, publicUrl, now })));
}

/** A claim's refusal as the claim words it, whichever route made the claim (a claim, an accepted offer). */
export async function claimAnswer<T>(claim: () => Promise<T>): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    // The unique job_id of job_assignments: a stale assignment left on a job put back to Posted.
    if (isUniqueViolation(error)) throw moveRefused(ALREADY_CLAIMED);
    throw error;
  }
}

/**
 * The claim inside its transaction (claimJob's, and an accepted offer's: docs/decisions/055). The
 * cleaner holding the job's offer takes it directly even with claim approval on: dispatch already
 * chose them, so there is no choice among applicants left for an admin. `asApplication`: whether
 * the claim is an application; by default as the `claim_approval` flag says.
 */
export async function claimInTransaction(
  tx: Transaction,
  {
    cleanerId,
    jobId,
    publicUrl,
    now,
    asApplication,
  }: { cleanerId: string; jobId: string; publicUrl: string; now: Date; asApplication?: boolean },
) {
  const locked = await lockAndRead(tx, cleanerId, jobId);
  const verdict = verdictOf(locked ? claimReadOf(locked) : await readForRefusal(tx, cleanerId, jobId), cleanerId, now);
  if ("refusal" in verdict) throw verdict.refusal;
  // Claimable again a moment after the lock found it taken (put back on the board meanwhile): refused as it was then.
  if (!locked) throw moveRefused(ALREADY_CLAIMED);
  const { job } = verdict;
  if ((asApplication ?? locked.claimApproval) && locked.job.offeredTo !== cleanerId)
    return applyForJob(tx, cleanerId, jobId, job, now, publicUrl);
  const cleaner = { name: locked.cleanerName, ratingAvg: locked.ratingAvg, ratingCount: locked.ratingCount };
  // The job's row is locked there, and the UPDATE takes it only while still open, not offered to
  // someone else, and free of clashes.
  const { assignment } = await transitionJob(tx, jobId, "Assigned", {
    by: "cleaner",
    locked,
    cleanerId,
    cleaner,
    guard: {
      // The same conditions on every claim, their values aside: one statement, built once.
      statement: "claim",
      where: claimConditions,
      values: { now, cleanerId, ...clashSpanOf(job) },
      refusal: () => whyNotClaimed(tx, cleanerId, jobId, job, now),
    },
    refused: (locked) => notClaimable(locked.status),
    publicUrl,
    now,
  });
  if (!assignment) throw new Error("a claim leaves an assignment");
  return {
    status: "assigned" as const,
    message: CLAIMED_MESSAGE,
    assignment: { assignmentId: assignment.assignmentId, jobId, assignedAt: assignment.assignedAt.toISOString() },
  };
}
