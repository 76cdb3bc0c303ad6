// docs/decisions/055 and 061: the eligibility rules as SQL over a cleaner `c`, written once and read
// two ways: as columns, for a unit's listed cleaners (the first rule failed is the reason they are
// passed over), and as the WHERE of automatic choice's candidates (only those passing every rule are
// read, each rule an index probe). The clash and time-off rules are the claim's own
// (domain/cleaners/clashes.ts, clashesAt), so an offer never goes to a cleaner whose Accept the
// claim would refuse.
import { exists, sql, type SQL } from "drizzle-orm";
import { SERVICES_FOR_TYPE, type SkipReason } from "../../../shared/domain/dispatch";
import { weekdayOf } from "../../../shared/domain/calendar";
import type { CleaningType } from "../../../shared/domain/booking";
import { formatInZone } from "../../../shared/domain/zone-format";
import type { Transaction } from "../../db/client";
import { clashesAt, clashSpanOf, daysOf } from "../cleaners/clashes";

/** The job as dispatch reads it. */
export interface DispatchJob {
  jobId: string;
  clientId: string;
  type: string;
  city: string;
  /** Its own zone (jobs.time_zone, docs/decisions/064): its day and wall clock are read there. */
  timeZone: string;
  address: string;
  scheduledStart: Date;
  scheduledEnd: Date;
}

const timeOfDayIn = formatInZone("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** "HH:MM:SS" of `at` on the wall clock of `timeZone` (a time of day PostgreSQL compares with a weekly rule's). */
function wallClock(timeZone: string, at: Date): string {
  const parts = timeOfDayIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * The job's day and times in its own zone. A weekly rule covers a job within one day only: a
 * job crossing midnight fits a one-time block alone (docs/decisions/055). A job ending at midnight
 * ends at "24:00:00" of its day, which no weekly rule (ending by 23:59) covers.
 */
function jobClock(job: DispatchJob) {
  const zone = job.timeZone;
  const { firstDay, lastDay } = daysOf(job);
  const end = wallClock(zone, job.scheduledEnd);
  return {
    weekday: weekdayOf(firstDay),
    withinOneDay: firstDay === lastDay,
    start: wallClock(zone, job.scheduledStart),
    end: end === "00:00:00" ? "24:00:00" : end,
  };
}

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The cleaner the rules read: `c`, the alias of `cleaners` in both queries. */
const cleanerId = sql`c.cleaner_id` as unknown as string;

/** Each rule as a boolean over `c`, named as SKIP_ORDER names the rule failed (true: the cleaner fails it). */
export function failedRules(tx: Transaction, job: DispatchJob): Record<SkipReason, SQL> {
  const clock = jobClock(job);
  const wanted = SERVICES_FOR_TYPE[job.type as CleaningType] ?? [];
  const start = job.scheduledStart.toISOString();
  const end = job.scheduledEnd.toISOString();
  // The claim's rules, on the cleaner's held assignments by time (job_assignments_held_idx) and
  // their time off by days: the job itself (an admin's reassignment) is not a clash with itself.
  const { ownWork, timeOff } = clashesAt(tx, cleanerId, clashSpanOf(job), job.jobId);
  return {
    inactive: sql`c.status <> 'Active'`,
    // Containment, as cleaners_dispatch_idx (GIN over the Active cleaners' areas and services) reads it.
    area: sql`NOT (c.work_areas @> ${textArray([job.city])})`,
    service: sql`NOT (c.services && ${textArray(wanted)})`,
    timeOff: exists(timeOff),
    clash: exists(ownWork),
    // A cleaner who set no availability is available any time (no rows: null); else a weekly rule on
    // the job's weekday covering it within one day, or a one-time block covering it. One probe of the
    // cleaner's rows (cleaner_availability_cleaner_id_idx) answers both.
    unavailable: sql`NOT coalesce((SELECT bool_or(coalesce(
        (v.type = 'weekly_rule' AND ${clock.withinOneDay} AND v.weekday = ${clock.weekday}
          AND v.start_time <= ${clock.start}::time AND v.end_time >= ${clock.end}::time)
        OR (v.type = 'one_off_block' AND v.start_ts <= ${start}::timestamptz AND v.end_ts >= ${end}::timestamptz), false))
      FROM cleaner_availability v WHERE v.cleaner_id = c.cleaner_id), true)`,
  };
}

/**
 * Cleaners already in the job's offers (offered, answered or passed over) are never judged again;
 * an offer withdrawn because the job moved or was taken was never answered and does not count,
 * unless it was withdrawn for a reason of the cleaner's (another job then, time off: the
 * offer-expiry task's withdrawUnworkableOffers), which is their answer.
 */
export const notYetInOffers = (job: DispatchJob) =>
  sql`NOT EXISTS (SELECT 1 FROM job_offers o WHERE o.job_id = ${job.jobId} AND o.cleaner_id = c.cleaner_id
    AND (o.status <> 'withdrawn' OR o.reason IS NOT NULL))`;
