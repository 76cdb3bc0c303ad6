// docs/decisions/040: the admin Exceptions screen: jobs in trouble, failed payments and rental
// calendars failing for over a day (054), jobs dispatch left to the board (055), each with what an
// admin can do about it. Every list is bounded and counted in SQL.
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  EXCEPTION_LIST_LIMIT,
  NO_SHOW_GRACE_MINUTES,
  RECENT_CANCELED_DAYS,
  RECENT_FAILED_PAYMENT_DAYS,
} from "../../../shared/domain/exceptions";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { restartDispatch } from "../../domain/dispatch/redispatch";
import { boardClaimWindow } from "../../domain/jobs/claim-window";
import { declareLocks } from "../../domain/locks";
import { adminJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { AppError, notFound } from "../../lib/errors";
import { jobColumns } from "./exception-columns";
import { leftToBoard } from "./dispatch-board";
import { failingCalendars } from "./failing-calendars";
import { awaitingApproval, quickFinishes } from "./review-lists";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The jobs matching `where` as admins see them (adminJobJson), plus how many match in all. */
async function jobList(db: Database, where: SQL | undefined, order: SQL[]) {
  const [rows, [total]] = await Promise.all([
    selectJobJson(db)
      .where(where)
      .orderBy(...order)
      .limit(EXCEPTION_LIST_LIMIT),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { rows: rows.map(adminJobJson), total: total?.value ?? 0 };
}

/** Assigned, and not started NO_SHOW_GRACE_MINUTES after the start. */
export const noShowCondition = (now: Date) =>
  and(eq(jobs.status, "Assigned"), lte(jobs.scheduledStart, new Date(now.getTime() - NO_SHOW_GRACE_MINUTES * MINUTE_MS)));

/** Still Posted after the window for claiming it closed. */
const unclaimedCondition = (now: Date) => and(eq(jobs.status, "Posted"), lte(jobs.claimWindowEnds, now));

export async function listExceptions({ db, now }: { db: Database; now: Date }) {
  const troubled = or(
    eq(jobs.status, "Problem"),
    and(
      eq(jobs.status, "Canceled"),
      gte(jobs.scheduledStart, new Date(now.getTime() - RECENT_CANCELED_DAYS * DAY_MS)),
      // docs/decisions/066: a turnover its calendar canceled (its reservation removed: a job from a feed
      // nobody changed by hand) is the calendar doing its work, not a problem to handle.
      or(isNull(jobs.calendarId), eq(jobs.calendarOverridden, true)),
    ),
  );
  const failedSince = new Date(now.getTime() - RECENT_FAILED_PAYMENT_DAYS * DAY_MS);
  const failedWhere = and(eq(payments.status, "failed"), gte(payments.createdAt, failedSince));
  const [problems, unclaimed, noShows, failedRows, [failedTotal], quick, awaiting, calendars, board] = await Promise.all([
    jobList(db, troubled, [asc(sql`${jobs.status} <> 'Problem'`), asc(jobs.scheduledStart)]),
    jobList(db, unclaimedCondition(now), [asc(jobs.scheduledStart)]),
    jobList(db, noShowCondition(now), [desc(jobs.scheduledStart)]),
    db
      .select({
        paymentId: payments.id,
        amountCents: payments.amountCents,
        description: payments.description,
        createdAt: payments.createdAt,
        clientName: clients.name,
        clientEmail: clients.email,
        clientPhone: clients.phone,
      })
      .from(payments)
      .innerJoin(clients, eq(clients.clientId, payments.clientId))
      .where(failedWhere)
      .orderBy(desc(payments.createdAt))
      .limit(EXCEPTION_LIST_LIMIT),
    db.select({ value: count() }).from(payments).where(failedWhere),
    quickFinishes(db, now),
    awaitingApproval(db),
    failingCalendars(db, now),
    leftToBoard(db, now),
  ]);
  return {
    problemJobs: problems,
    unclaimedJobs: unclaimed,
    noShows,
    failedPayments: { rows: failedRows, total: failedTotal?.value ?? 0 },
    quickFinishes: quick,
    awaitingApproval: awaiting,
    failingCalendars: calendars,
    leftToBoard: board,
  };
}

/**
 * Re-posts a job nobody claimed in time: a new claim window, by the rule of every job back on the
 * board (boardClaimWindow: a fresh one, its own having closed), as long as the job has not started. One conditional UPDATE; the audit row in its transaction.
 * docs/decisions/055: its dispatch starts afresh, as a new job's does (offers with auto_assign on).
 */
export async function repostJob({
  db,
  adminId,
  jobId,
  now,
  publicUrl,
}: {
  db: Database;
  adminId: string;
  jobId: string;
  now: Date;
  publicUrl: string;
}) {
  return db.transaction(async (tx) => {
    declareLocks(tx, { kind: "job", ids: [jobId], mode: "update" });
    const [before] = await tx
      .select({ status: jobs.status, claimWindowEnds: jobs.claimWindowEnds, scheduledStart: jobs.scheduledStart })
      .from(jobs)
      .where(eq(jobs.jobId, jobId))
      .for("update");
    if (!before) throw notFound("Job not found.");
    const [reposted] = await tx
      .update(jobs)
      .set({ claimWindowEnds: boardClaimWindow(before.claimWindowEnds, before.scheduledStart, now) })
      .where(and(eq(jobs.jobId, jobId), unclaimedCondition(now), sql`${jobs.scheduledStart} > ${now}`))
      .returning({ claimWindowEnds: jobs.claimWindowEnds });
    if (!reposted) {
      if (before.status !== "Posted" || !before.claimWindowEnds || before.claimWindowEnds > now) {
        throw new AppError("NOT_REPOSTABLE", 409, "Only a Posted job whose claim window has closed can be re-posted.");
      }
      throw new AppError("ALREADY_STARTED", 409, "This job's start has passed: cancel it or assign a cleaner from Jobs instead.");
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: "job.reposted",
      entityType: "job",
      entityId: jobId,
      summary: "Job re-posted for claims",
      payload: {
        before: { claimWindowEnds: before.claimWindowEnds?.toISOString() ?? null },
        after: { claimWindowEnds: reposted.claimWindowEnds?.toISOString() ?? null },
      },
    });
    await restartDispatch(tx, jobId, { publicUrl, now });
    return { jobId, claimWindowEnds: reposted.claimWindowEnds };
  });
}

/** Jobs the no-show alert task tells admins about (Assigned, late, started within the horizon). */
export function noShowsSince(db: Database, now: Date, since: Date) {
  return db
    .select({ ...jobColumns })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(and(noShowCondition(now), gte(jobs.scheduledStart, since)))
    .orderBy(asc(jobs.scheduledStart));
}
