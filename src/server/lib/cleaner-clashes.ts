// spec 4 and docs/decisions/023: a cleaner cannot hold two jobs at once, nor work on time off.
// A claim, an admin's approval of an application and an admin's assignment all ask the same
// question, so it lives here once (docs/decisions/024).
import { and, eq, exists, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { todayIn } from "../../shared/domain/booking";
import { timeZoneOfCity } from "../../shared/domain/cities";
import { jobAssignments, jobs } from "../db/schema/jobs";
import { cleanerTimeOff } from "../db/schema/schedule";
import type { Transaction } from "./audit";

export type ScheduledJob = { city: string; scheduledStart: Date; scheduledEnd: Date };

/**
 * What the job would clash with, as subqueries: the cleaner's own Assigned or In Progress jobs
 * whose time overlaps it (other than `exceptJobId`: the job itself, when an admin reassigns it),
 * and time off. Time off is whole days (cleaner_time_off dates) read in the job's city zone: the
 * job clashes when a day it touches there lies in a range. Its end is exclusive, so a job ending
 * at midnight does not touch the next day.
 */
export function clashesOf(tx: Transaction, cleanerId: string, job: ScheduledJob, exceptJobId?: string) {
  const zone = timeZoneOfCity(job.city);
  const firstDay = todayIn(zone, job.scheduledStart);
  const lastDay = todayIn(zone, new Date(job.scheduledEnd.getTime() - 1));
  const ownWork = tx
    .select({ one: sql`1` })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(
      and(
        eq(jobAssignments.cleanerId, cleanerId),
        inArray(jobAssignments.status, ["Assigned", "In Progress"]),
        inArray(jobs.status, ["Assigned", "In Progress"]),
        lt(jobs.scheduledStart, job.scheduledEnd),
        gt(jobs.scheduledEnd, job.scheduledStart),
        exceptJobId ? sql`${jobs.jobId} <> ${exceptJobId}` : undefined,
      ),
    );
  const timeOff = tx
    .select({ one: sql`1` })
    .from(cleanerTimeOff)
    .where(and(eq(cleanerTimeOff.cleanerId, cleanerId), lte(cleanerTimeOff.startDate, lastDay), gte(cleanerTimeOff.endDate, firstDay)));
  return { ownWork, timeOff };
}

/** Which clash, if any, the job has with the cleaner's work or time off (one query). */
export async function clashOf(tx: Transaction, cleanerId: string, job: ScheduledJob, exceptJobId?: string): Promise<"overlaps" | "time-off" | null> {
  const { ownWork, timeOff } = clashesOf(tx, cleanerId, job, exceptJobId);
  const { rows } = await tx.execute<{ overlaps: boolean; time_off: boolean }>(sql`SELECT ${exists(ownWork)} AS overlaps, ${exists(timeOff)} AS time_off`);
  const row = rows[0];
  if (row?.overlaps) return "overlaps";
  if (row?.time_off) return "time-off";
  return null;
}
