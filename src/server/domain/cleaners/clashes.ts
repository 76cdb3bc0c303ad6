// spec 4 and docs/decisions/032: a cleaner cannot hold two jobs at once, nor work on time off.
// A claim, an admin's approval of an application and an admin's assignment all ask the same
// question, so it lives here once (docs/decisions/041); time off asks it the other way round
// (docs/decisions/027: time off cannot cover a job the cleaner holds), with the same days.
import { and, asc, eq, exists, gte, lte, sql, type Placeholder } from "drizzle-orm";
import { todayIn } from "../../../shared/domain/booking";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleanerTimeOff } from "../../db/schema/schedule";
import type { Database, Transaction } from "../../db/client";
import { inLiterals } from "../../db/prepared";

/** A job's time and its own zone (jobs.time_zone, docs/decisions/064), read with the job. */
export type ScheduledJob = { timeZone: string; scheduledStart: Date; scheduledEnd: Date };

/** The jobs a cleaner holds: their own assignment and the job both Assigned or In Progress. */
const HELD = ["Assigned", "In Progress"] as const;

/**
 * The calendar days (YYYY-MM-DD) a job touches, read in its own zone: time off is whole days.
 * The end is exclusive, so a job ending at midnight does not touch the next day.
 */
export function daysOf(job: ScheduledJob): { firstDay: string; lastDay: string } {
  const zone = job.timeZone;
  return { firstDay: todayIn(zone, job.scheduledStart), lastDay: todayIn(zone, new Date(job.scheduledEnd.getTime() - 1)) };
}

/** Whether a job touches a day of the time off from `startDate` to `endDate` (inclusive): the one rule, both ways. */
export function fallsOnTimeOff(job: ScheduledJob, timeOff: { startDate: string; endDate: string }): boolean {
  const { firstDay, lastDay } = daysOf(job);
  return firstDay <= timeOff.endDate && lastDay >= timeOff.startDate;
}

/**
 * The cleaner's held jobs (assignment and job Assigned or In Progress) that overlap `from`–`to`;
 * jobs and job_assignments joined. The overlap is read on the assignment's copy of the job's time
 * (kept by triggers), as job_assignments_held_idx indexes it: only the held assignments whose time
 * meets the job's are read, however many the cleaner holds. Ranges are half open, so a job ending
 * as another starts does not overlap it. The statuses are written in, so a claim's UPDATE keeps its
 * generic plan (estimated as a custom one) instead of being planned on every claim (docs/decisions/053).
 */
const heldBetween = (cleanerId: Bound<string>, from: Bound<Date>, to: Bound<Date>) =>
  and(
    eq(jobAssignments.cleanerId, cleanerId),
    inLiterals(jobAssignments.status, HELD),
    sql`tstzrange(${jobAssignments.jobStart}, ${jobAssignments.jobEnd}) && tstzrange(${from}::timestamptz, ${to}::timestamptz)`,
    inLiterals(jobs.status, HELD),
  );

/** A value, or a prepared statement's placeholder for it. */
type Bound<T> = T | Placeholder;

/** A job's time and the days it touches in its city (daysOf), the values clashesAt compares. */
export interface ClashSpan {
  start: Bound<Date>;
  end: Bound<Date>;
  firstDay: Bound<string>;
  lastDay: Bound<string>;
}

/** A job's ClashSpan, as clashesAt's values. */
export function clashSpanOf(job: ScheduledJob): ClashSpan {
  return { start: job.scheduledStart, end: job.scheduledEnd, ...daysOf(job) };
}

/**
 * What the job would clash with, as subqueries: the cleaner's own Assigned or In Progress jobs
 * whose time overlaps it (other than `exceptJobId`: the job itself, when an admin reassigns it),
 * and time off. Time off is whole days (cleaner_time_off dates) read in the job's city zone: the
 * job clashes when a day it touches there lies in a range. Its end is exclusive, so a job ending
 * at midnight does not touch the next day.
 */
export function clashesOf(tx: Transaction, cleanerId: string, job: ScheduledJob, exceptJobId?: string) {
  return clashesAt(tx, cleanerId, clashSpanOf(job), exceptJobId);
}

/** clashesOf for values that may be placeholders: a claim's UPDATE is built once (docs/decisions/053). */
export function clashesAt(db: Database | Transaction, cleanerId: Bound<string>, span: ClashSpan, exceptJobId?: string) {
  // fallsOnTimeOff, as SQL over the cleaner's time off.
  const ownWork = db
    .select({ one: sql`1` })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(and(heldBetween(cleanerId, span.start, span.end), exceptJobId ? sql`${jobs.jobId} <> ${exceptJobId}` : undefined));
  const timeOff = db
    .select({ one: sql`1` })
    .from(cleanerTimeOff)
    .where(
      and(eq(cleanerTimeOff.cleanerId, cleanerId), lte(cleanerTimeOff.startDate, span.lastDay), gte(cleanerTimeOff.endDate, span.firstDay)),
    );
  return { ownWork, timeOff };
}

/** Which clash, if any, the job has with the cleaner's work or time off (one query). */
export async function clashOf(
  tx: Transaction,
  cleanerId: string,
  job: ScheduledJob,
  exceptJobId?: string,
): Promise<"overlaps" | "time-off" | null> {
  const { ownWork, timeOff } = clashesOf(tx, cleanerId, job, exceptJobId);
  const { rows } = await tx.execute<{ overlaps: boolean; time_off: boolean }>(
    sql`SELECT ${exists(ownWork)} AS overlaps, ${exists(timeOff)} AS time_off`,
  );
  const row = rows[0];
  if (row?.overlaps) return "overlaps";
  if (row?.time_off) return "time-off";
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The other way round (docs/decisions/027): the jobs the cleaner holds that fall on time off from
 * `startDate` to `endDate`, soonest first. SQL reads the held jobs within a day either side (every
 * zone is within a day of UTC); fallsOnTimeOff, the claim's own rule, decides. The caller holds
 * the cleaner's row lock, as a claim does, so neither can slip past the other.
 */
export async function heldJobsOnDays(tx: Transaction, cleanerId: string, timeOff: { startDate: string; endDate: string }) {
  const from = new Date(Date.parse(timeOff.startDate) - DAY_MS);
  const to = new Date(Date.parse(timeOff.endDate) + 2 * DAY_MS);
  const held = await tx
    .select({
      jobId: jobs.jobId,
      type: jobs.type,
      address: jobs.address,
      timeZone: jobs.timeZone,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(heldBetween(cleanerId, from, to))
    .orderBy(asc(jobs.scheduledStart));
  return held.filter((job) => fallsOnTimeOff(job, timeOff));
}
