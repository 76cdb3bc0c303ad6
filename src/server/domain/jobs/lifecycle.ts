// docs/decisions/030: every change of a job's status, by anyone, goes through transitionJob: the job's
// row locked, the move checked against transitions.ts, the job and its assignment, applications,
// payout and plan clean written together, the notices and emails every path of the move owes queued
// (docs/decisions/068), the job's screens told and an admin's audit row written, in the same transaction.
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Database, Transaction } from "../../db/client";
import { placeholderFor, preparedOnce } from "../../db/prepared";
import { jobs } from "../../db/schema/jobs";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit } from "../audit/audit";
import type { AuditActionWithPayload, JobMoveAction, JobMoveSides, SystemMoveReason } from "../audit/audit-actions";
import { recordPayout } from "../payouts/payout-record";
import { givePlanCleanBack, takePlanCleanAgain } from "../subscriptions/plan-clean";
import { startDispatch } from "../dispatch/dispatch-job";
import { announceJobChange } from "../notifications/live";
import { tellOfMove } from "../notifications/job-notices";
import { dispatchResetColumns } from "../dispatch/dispatch-transitions";
import { settleOffers } from "../dispatch/settle-offers";
import { planJobReminders } from "../notifications/job-reminders";
import { hasUnsettledApplications, noApplicationsSettled, settleApplications, type SettledApplications } from "./applications";
import { boardClaimWindow } from "./claim-window";
import { lockJob, type LockedRow } from "./job-lock";
import { completeAssignment, putCleanerOn, readAssignment, takeCleanerOff, type AssignmentRow } from "./assignment-row";
import { mayMove, moveRefused, type JobActor } from "./transitions";

export const JOB_NOT_FOUND = "Job not found.";
export const CHANGED_MEANWHILE = "This job was changed meanwhile. Reload it and try again.";
export const NEEDS_ASSIGNMENT = "Assign a cleaner to this job before marking it completed.";

/** The cleaner put on the job, as the caller locked and checked them: for the client's email. */
export interface CleanerOnJob {
  name: string;
  ratingAvg: string | null;
  ratingCount: number;
}

/**
 * Conditions whose SQL is the same on every call, only their values differing (a claim's): the
 * UPDATE is then built once and named `job_move_<name>_<columns set>`, so PostgreSQL plans it once
 * per connection (docs/decisions/053). `where` is built from placeholders, once per driver;
 * `values` fills them on each move. One name, one `where`.
 */
export interface PreparedGuard {
  statement: string;
  where: (db: Database | Transaction) => SQL;
  values: Record<string, unknown>;
  refusal: (job: LockedJob) => Promise<AppError>;
}

export interface MoveOptions {
  by: JobActor;
  /**
   * The job's row as the caller already locked it in this transaction (FOR NO KEY UPDATE or
   * stronger, read with lockedJobColumns): a claim locks the cleaner's row and the job's in one
   * statement, one round trip fewer in a rush (docs/decisions/053). Without it the move locks the job.
   */
  locked?: LockedRow;
  /** Who does the job after a move to Assigned or In Progress. */
  cleanerId?: string;
  cleaner?: CleanerOnJob;
  /** Only this client's job: another's is not found. */
  clientId?: string;
  /** Only a job assigned to this cleaner: another's is not found (a cleaner moves their own job). */
  assignedTo?: string;
  /** The status the caller read and decided on: another one now is "changed meanwhile". */
  expect?: JobStatus;
  /**
   * The caller's own conditions (a claim's open window, a completion's photo): in the UPDATE's
   * WHERE; `refusal` says why one failed.
   */
  guard?: { where: SQL; refusal: (job: LockedJob) => Promise<AppError> } | PreparedGuard;
  /** What a refused move says, in the caller's screen's words (spec 8). */
  refused?: string | ((job: LockedJob) => string);
  notFound?: string;
  /** For the links in the emails a move may send (a client's cancel sends none). */
  publicUrl?: string;
  now?: Date;
  /** An admin's move leaves its audit row (docs/decisions/038), written here once the move is made. */
  audit?: MoveAudit;
  /**
   * An admin's approval of an application stands in for the cleaner's claim (docs/decisions/042):
   * unlike the admin's other moves it is no change by hand, so a turnover keeps following its
   * calendar (docs/decisions/054).
   */
  followsCalendar?: boolean;
  /** Why the server moves the job (a sync's), for its history (docs/decisions/066). */
  reason?: SystemMoveReason;
}

/** The audit row of a move: its before and after hold the status and cleaner the move changed, plus the caller's own. */
export interface MoveAudit {
  actorId: string;
  /**
   * The row's action, summary and payload, from the change made: called only when the move changed
   * something. Its before and after start from `sides`, typed per action (domain/audit/audit-actions.ts).
   */
  describe: (change: JobChange, sides: JobMoveSides) => MoveAuditDetails | Promise<MoveAuditDetails>;
}

export type MoveAuditDetails = AuditActionWithPayload<JobMoveAction> & { summary: string };

export interface JobChange {
  job: typeof jobs.$inferSelect;
  from: JobStatus;
  /** False when the job already was where the move leads (an admin setting its own status). */
  changed: boolean;
  assignment: AssignmentRow | null;
  previousCleanerId: string | null;
  planCleanReturned: boolean;
  planClean: "taken" | "released" | "none" | null;
  payout: Awaited<ReturnType<typeof recordPayout>>;
  applications: SettledApplications | null;
  /** The kinds of email queued here. */
  emailed: string[];
}

const needsCleaner = (to: JobStatus): to is "Assigned" | "In Progress" => to === "Assigned" || to === "In Progress";

export async function transitionJob(tx: Transaction, jobId: string, to: JobStatus, options: MoveOptions): Promise<JobChange> {
  const { by, now = new Date() } = options;
  const publicUrl = () => {
    if (options.publicUrl === undefined) throw new Error(`moving a job to ${to} sends email: publicUrl is needed`);
    return options.publicUrl;
  };
  if (options.locked && (options.locked.job.jobId !== jobId || options.clientId !== undefined))
    throw new Error("a job locked by the caller is the job moved, of any client");
  const locked = options.locked ?? (await lockJob(tx, jobId, options.clientId));
  if (!locked) throw notFound(options.notFound ?? JOB_NOT_FOUND);
  const from = locked.job.status;
  // A claim of a Posted job has no assignment to read (a stale one fails the insert).
  const assignment = from === "Posted" && by === "cleaner" ? null : await readAssignment(tx, jobId);
  const job: LockedJob = { ...locked.job, assignment };
  if (options.assignedTo !== undefined && assignment?.cleanerId !== options.assignedTo) throw notFound(options.notFound ?? JOB_NOT_FOUND);
  if (options.expect !== undefined && from !== options.expect) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
  if (!mayMove(from, to, by)) throw moveRefused(typeof options.refused === "function" ? options.refused(job) : options.refused);

  const previousCleanerId = assignment?.cleanerId ?? null;
  const nextCleanerId = needsCleaner(to) ? (options.cleanerId ?? null) : to === "Posted" ? null : previousCleanerId;
  if (needsCleaner(to) && nextCleanerId === null) throw new Error(`a move to ${to} needs the cleaner`);
  if (to === "Completed" && !assignment) throw new AppError("JOB_NOT_ASSIGNED", 409, NEEDS_ASSIGNMENT);
  const change: JobChange = {
    job: locked.job,
    from,
    changed: from !== to || nextCleanerId !== previousCleanerId,
    assignment,
    previousCleanerId,
    planCleanReturned: false,
    planClean: null,
    payout: null,
    applications: null,
    emailed: [],
  };
  if (!change.changed) return change;

  const changes = {
    status: to,
    ...(to === "Completed" ? { completedAt: now } : needsCleaner(to) ? { completedAt: null } : {}),
    // Back on the board: claimable again, a fresh window when its own has closed (claim-window.ts).
    ...(to === "Posted" ? { claimWindowEnds: boardClaimWindow(job.claimWindowEnds, job.scheduledStart, now) } : {}),
    // docs/decisions/055, 060: back on Posted, the job's dispatch starts afresh (startDispatch below), or not at all with the flag off;
    // the reset is dispatch's own, set in this UPDATE.
    ...(to === "Posted" ? dispatchResetColumns() : {}),
    // docs/decisions/054: a turnover its client or an admin changed by hand is theirs; later syncs leave it be.
    ...(job.calendarId !== null && (by === "client" || by === "admin") && !options.followsCalendar ? { calendarOverridden: true } : {}),
  };
  const guard = options.guard;
  const [moved] =
    guard && "statement" in guard
      ? await preparedMove(tx, jobId, guard, changes)
      : await tx
          .update(jobs)
          .set(changes)
          .where(and(eq(jobs.jobId, jobId), guard?.where))
          .returning(movedColumns);
  if (!moved) throw options.guard ? await options.guard.refusal(job) : new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
  const { unsettledApplications, ...movedJob } = moved;
  change.job = movedJob;
  // docs/decisions/068: a cleaner leaving the job (its offer ended, or taken off) hears of it while still its cleaner.
  const offerEnds = from === "Posted" && job.offeredTo !== null && job.offeredTo !== nextCleanerId;
  if (offerEnds || (previousCleanerId !== null && previousCleanerId !== nextCleanerId)) await announceJobChange(tx, jobId);

  if (needsCleaner(to)) change.assignment = await putCleanerOn(tx, jobId, assignment, { cleanerId: nextCleanerId!, status: to, now });
  else if (to === "Posted") {
    await takeCleanerOff(tx, jobId);
    change.assignment = null;
  } else if (to === "Completed") {
    change.assignment = await completeAssignment(tx, jobId, now);
    // The payout is written once whoever completes the job (docs/decisions/035).
    change.payout = await recordPayout(tx, { cleanerId: assignment!.cleanerId, jobId, amountCents: job.cleanerPayoutCents });
  }
  // The cleaner stays on a Canceled job: their assignments show it Canceled (docs/decisions/041).
  // docs/decisions/055: the job's open offer ends with its move off Posted (accepted by the cleaner who took it, else withdrawn).
  if (from === "Posted") await settleOffers(tx, { jobId, offeredTo: job.offeredTo, cleanerId: nextCleanerId, now });

  // docs/decisions/010 and 041: a Canceled job gives its plan clean back; taken out of Canceled, it holds one again.
  if (to === "Canceled") change.planCleanReturned = await givePlanCleanBack(tx, job);
  if (from === "Canceled") {
    change.planClean = await takePlanCleanAgain(tx, job);
    if (change.planClean === "released") change.job = { ...change.job, planUsage: "none" };
  }

  const applied = { ...job, unitNotes: locked.unitNotes };
  // docs/decisions/042: a job's applications follow who does it, however it got its cleaner.
  if (nextCleanerId !== previousCleanerId)
    change.applications = unsettledApplications
      ? await settleApplications(tx, { job: applied, cleanerId: nextCleanerId, now, publicUrl: publicUrl() })
      : noApplicationsSettled;

  const move = { locked, from, to, by, previousCleanerId, nextCleanerId, cleaner: options.cleaner, publicUrl, now };
  change.emailed.push(...(await tellOfMove(tx, move)));
  if (options.audit) await recordMove(tx, change, options.audit);
  else if (by !== "admin") await recordHistory(tx, change, options, by, now);
  // docs/decisions/055: a job back on Posted is dispatched again, as a new one is.
  if (to === "Posted") await startDispatch(tx, jobId, { publicUrl: publicUrl(), now });
  await planJobReminders(tx, jobId, now); // docs/decisions/071: reminders follow who is on the job and its status.
  return change;
}

const jobColumns = getTableColumns(jobs);
/** What a move's UPDATE returns: the job, and whether it has applications to settle (read there, after the lock). */
const movedColumns = { ...jobColumns, unsettledApplications: hasUnsettledApplications };
const preparedMoves = new Map<string, ReturnType<typeof buildMove>>();

const buildMove = (name: string, where: PreparedGuard["where"], columns: (keyof typeof jobColumns)[]) =>
  preparedOnce((db) =>
    db
      .update(jobs)
      .set(Object.fromEntries(columns.map((column) => [column, placeholderFor(`set_${column}`, jobColumns[column])])))
      .where(and(eq(jobs.jobId, sql.placeholder("jobId")), where(db)))
      .returning(movedColumns)
      .prepare(name),
  );

/** The move's UPDATE under a PreparedGuard: one statement per guard and columns set, their values filled in. */
function preparedMove(tx: Transaction, jobId: string, guard: PreparedGuard, changes: Partial<Record<keyof typeof jobColumns, unknown>>) {
  const columns = Object.keys(changes) as (keyof typeof jobColumns)[];
  // The columns set are part of the statement's text, so of its name.
  const name = `job_move_${guard.statement}_${columns.join("_")}`;
  let move = preparedMoves.get(name);
  if (!move) preparedMoves.set(name, (move = buildMove(name, guard.where, columns)));
  const values: Record<string, unknown> = { ...guard.values, jobId };
  for (const column of columns) values[`set_${column}`] = changes[column];
  return move(tx).execute(values);
}

/** Every admin move leaves its row the same way: the status and cleaner before and after, then the caller's details. */
async function recordMove(tx: Transaction, change: JobChange, audit: MoveAudit) {
  const details = await audit.describe(change, {
    before: { status: change.from, cleanerId: change.previousCleanerId },
    after: { status: change.job.status, cleanerId: change.assignment?.cleanerId ?? null },
  });
  await recordAudit(tx, { ...details, actorId: audit.actorId, entityType: "job", entityId: change.job.jobId });
}

/**
 * docs/decisions/066: a move by the client, a cleaner or the server leaves its row for the job's
 * history, as an admin's does: one INSERT and no read, so a claim's rush pays one statement
 * (docs/decisions/053). The actor is the client's or cleaner's record, named when the history is read.
 */
async function recordHistory(tx: Transaction, change: JobChange, options: MoveOptions, by: Exclude<JobActor, "admin">, now: Date) {
  const cleanerId = change.assignment?.cleanerId ?? null;
  const actorRecordId =
    by === "client"
      ? (options.clientId ?? change.job.clientId)
      : by === "cleaner"
        ? (options.assignedTo ?? options.cleanerId ?? null)
        : null;
  await recordAudit(tx, {
    action: "job.transitioned",
    entityType: "job",
    entityId: change.job.jobId,
    actorId: null,
    at: now,
    summary: `Job ${change.job.jobId} ${change.from} → ${change.job.status} by ${by}`,
    payload: {
      before: { status: change.from, cleanerId: change.previousCleanerId },
      after: { status: change.job.status, cleanerId },
      metadata: { by, actorRecordId, reason: options.reason ?? null },
    },
  });
}

export type LockedJob = LockedRow["job"] & { assignment: AssignmentRow | null };
