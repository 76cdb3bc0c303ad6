// docs/decisions/055: who may be offered a job, and why not. One query answers it for a unit's
// preferred and backup cleaners (each with the first rule they fail, in SKIP_ORDER) and for
// automatic choice (every Active cleaner working that city and type who passes every rule, with
// the score's inputs). The clash and time-off rules are a claim's (domain/cleaners/clashes.ts), so
// an offer never goes to a cleaner whose Accept the claim would refuse.
import { sql, type SQL } from "drizzle-orm";
import { SERVICES_FOR_TYPE, type ScoreInputs, type SkipReason } from "../../../shared/domain/dispatch";
import { timeZoneOfCity } from "../../../shared/domain/cities";
import { weekdayOf } from "../../../shared/domain/calendar";
import { areaOfAddress, zipAtEndPattern } from "../../../shared/domain/job-area";
import type { CleaningType } from "../../../shared/domain/booking";
import type { Transaction } from "../../db/client";
import { daysOf } from "../cleaners/clashes";
import { formatInZone } from "../../../shared/domain/zone-format";

/** The job as dispatch reads it. */
export interface DispatchJob {
  jobId: string;
  clientId: string;
  type: string;
  city: string;
  address: string;
  scheduledStart: Date;
  scheduledEnd: Date;
}

/** One cleaner as dispatch judged them for the job. */
export interface CleanerVerdict extends ScoreInputs {
  cleanerId: string;
  name: string;
  email: string;
  /** The first rule the cleaner fails (SKIP_ORDER), or null: eligible. */
  reason: SkipReason | null;
}

/** The order the rules are checked in: the first one failed is the reason given. */
export const SKIP_ORDER: readonly SkipReason[] = ["inactive", "area", "service", "timeOff", "clash", "unavailable"];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The score's windows (shared/domain/dispatch.ts SCORE_WEIGHTS): recent work near the address, load either side. */
const PROXIMITY_DAYS = 90;
const LOAD_DAYS = 14;

const timeOfDayIn = formatInZone("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** "HH:MM:SS" of `at` on the wall clock of `timeZone` (a time of day PostgreSQL compares with a weekly rule's). */
function wallClock(timeZone: string, at: Date): string {
  const parts = timeOfDayIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * The job's day and times in its city's zone. A weekly rule covers a job within one day only: a
 * job crossing midnight fits a one-time block alone (docs/decisions/055). A job ending at midnight
 * ends at "24:00:00" of its day, which no weekly rule (ending by 23:59) covers.
 */
function jobClock(job: DispatchJob) {
  const zone = timeZoneOfCity(job.city);
  const { firstDay, lastDay } = daysOf(job);
  const end = wallClock(zone, job.scheduledEnd);
  return {
    firstDay,
    lastDay,
    weekday: weekdayOf(firstDay),
    withinOneDay: firstDay === lastDay,
    start: wallClock(zone, job.scheduledStart),
    end: end === "00:00:00" ? "24:00:00" : end,
  };
}

const uuidArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

interface VerdictRow extends Record<string, unknown> {
  cleaner_id: string;
  name: string;
  email: string;
  active: boolean;
  in_area: boolean;
  offers_type: boolean;
  time_off: boolean;
  clash: boolean;
  available: boolean;
  rating_avg: string | null;
  jobs_for_client: number;
  proximity: string | number;
  held_nearby: number;
}

/**
 * The query: `who` chooses the cleaners (a list, or automatic choice's candidates); cleaners already
 * in the job's offers (offered, answered or passed over) are never judged again; an offer withdrawn
 * (the job canceled, assigned by an admin or moved meanwhile) was never answered, so it does not
 * count, unless it was withdrawn for a reason of the cleaner's (another job then, time off: the
 * offer-expiry task's withdrawUnworkableOffers), which is their answer. `onlyEligible` keeps the cleaners passing every rule (automatic choice), in SQL, so a city
 * of thousands of cleaners returns only those who can be offered the job.
 */
async function judge(tx: Transaction, job: DispatchJob, who: SQL, onlyEligible: boolean): Promise<CleanerVerdict[]> {
  const clock = jobClock(job);
  const zone = timeZoneOfCity(job.city);
  const wanted = SERVICES_FOR_TYPE[job.type as CleaningType] ?? [];
  const zip = areaOfAddress(job.address).zip;
  const start = job.scheduledStart.toISOString();
  const end = job.scheduledEnd.toISOString();
  const dayStart = sql`(${clock.firstDay}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${clock.lastDay}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const proximityFrom = new Date(job.scheduledStart.getTime() - PROXIMITY_DAYS * DAY_MS).toISOString();
  const loadFrom = new Date(job.scheduledStart.getTime() - LOAD_DAYS * DAY_MS).toISOString();
  const loadTo = new Date(job.scheduledStart.getTime() + LOAD_DAYS * DAY_MS).toISOString();
  // A held job: the assignment and the job both Assigned or In Progress (clashes.ts's HELD).
  const held = sql`a.status IN ('Assigned', 'In Progress') AND j.status IN ('Assigned', 'In Progress')`;
  const sameZip = zip === null ? sql`false` : sql`j.address ~ ${zipAtEndPattern(zip)}`;
  // The clash rule of clashes.ts: whoever holds a job overlapping this one. For a city's candidates,
  // one set of those cleaners, looked up; for a unit's few listed cleaners, each one's own jobs.
  const busy = sql`SELECT a.cleaner_id FROM jobs j JOIN job_assignments a ON a.job_id = j.job_id WHERE ${held}
    AND j.scheduled_start < ${end}::timestamptz AND j.scheduled_end > ${start}::timestamptz AND j.job_id <> ${job.jobId}`;
  const checks = sql`
    c.status = 'Active' AS active,
    ${job.city} = ANY(c.work_areas) AS in_area,
    c.services && ${textArray(wanted)} AS offers_type,
    EXISTS (SELECT 1 FROM cleaner_time_off t WHERE t.cleaner_id = c.cleaner_id
      AND t.start_date <= ${clock.lastDay}::date AND t.end_date >= ${clock.firstDay}::date) AS time_off,
    ${onlyEligible ? sql`c.cleaner_id IN (${busy})` : sql`EXISTS (${busy} AND a.cleaner_id = c.cleaner_id)`} AS clash,
    (NOT EXISTS (SELECT 1 FROM cleaner_availability v WHERE v.cleaner_id = c.cleaner_id)
      OR EXISTS (SELECT 1 FROM cleaner_availability v WHERE v.cleaner_id = c.cleaner_id AND (
        (v.type = 'weekly_rule' AND ${clock.withinOneDay} AND v.weekday = ${clock.weekday}
          AND v.start_time <= ${clock.start}::time AND v.end_time >= ${clock.end}::time)
        OR (v.type = 'one_off_block' AND v.start_ts <= ${start}::timestamptz AND v.end_ts >= ${end}::timestamptz)))) AS available`;
  const eligible = sql`active AND in_area AND offers_type AND NOT time_off AND NOT clash AND available`;
  // JIT compiling pays off for long reports, never for this: its cost estimate, a few subqueries per
  // cleaner, passes PostgreSQL's JIT threshold in a city of thousands of cleaners, and compiling took
  // longer than running it. Off for the rest of the caller's transaction, which is as short.
  await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
  // Each step MATERIALIZED: every cleaner judged once (the filter is not pushed into the checks,
  // which would run them twice), and only those kept are scored. A client's completed jobs are few:
  // read from the client's side (jobs_client_id_scheduled_start_idx).
  const { rows } = await tx.execute<VerdictRow>(sql`
    WITH judged AS MATERIALIZED (
      SELECT c.cleaner_id, c.name, c.email, c.rating_avg, ${checks}
      FROM cleaners c
      WHERE ${who}
        AND NOT EXISTS (SELECT 1 FROM job_offers o WHERE o.job_id = ${job.jobId} AND o.cleaner_id = c.cleaner_id
          AND (o.status <> 'withdrawn' OR o.reason IS NOT NULL))
    ),
    chosen AS MATERIALIZED (SELECT * FROM judged ${onlyEligible ? sql`WHERE ${eligible}` : sql``}),
    familiar AS (
      SELECT a.cleaner_id, count(*)::int AS jobs_for_client
      FROM jobs j JOIN job_assignments a ON a.job_id = j.job_id
      WHERE j.client_id = ${job.clientId} AND j.status = 'Completed'
      GROUP BY a.cleaner_id
    )
    SELECT chosen.*, coalesce(familiar.jobs_for_client, 0) AS jobs_for_client, work.proximity, work.held_nearby
    FROM chosen
    LEFT JOIN familiar ON familiar.cleaner_id = chosen.cleaner_id
    CROSS JOIN LATERAL (
      SELECT
        coalesce(max(CASE
          WHEN ${held} AND j.scheduled_start >= ${dayStart} AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 1
          WHEN j.status <> 'Canceled' AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 0.5
          ELSE 0 END), 0) AS proximity,
        (count(*) FILTER (WHERE ${held} AND j.scheduled_start >= ${loadFrom}::timestamptz))::int AS held_nearby
      FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
      WHERE a.cleaner_id = chosen.cleaner_id AND j.job_id <> ${job.jobId}
        AND j.scheduled_start >= ${proximityFrom}::timestamptz AND j.scheduled_start < ${loadTo}::timestamptz
    ) AS work`);
  return rows.map((row) => ({
    cleanerId: row.cleaner_id,
    name: row.name,
    email: row.email,
    reason: reasonOf(row),
    ratingAvg: row.rating_avg === null ? null : Number(row.rating_avg),
    jobsForClient: Number(row.jobs_for_client),
    proximity: Number(row.proximity),
    heldNearby: Number(row.held_nearby),
  }));
}

function reasonOf(row: VerdictRow): SkipReason | null {
  const failed: Record<SkipReason, boolean> = {
    inactive: !row.active,
    area: !row.in_area,
    service: !row.offers_type,
    timeOff: row.time_off,
    clash: row.clash,
    unavailable: !row.available,
  };
  return SKIP_ORDER.find((reason) => failed[reason]) ?? null;
}

/** The listed cleaners not yet in the job's offers (withdrawn ones aside), each judged, in the order given. */
export async function judgeCleaners(tx: Transaction, job: DispatchJob, cleanerIds: readonly string[]): Promise<CleanerVerdict[]> {
  if (cleanerIds.length === 0) return [];
  const verdicts = await judge(tx, job, sql`c.cleaner_id = ANY(${uuidArray(cleanerIds)})`, false);
  const byId = new Map(verdicts.map((verdict) => [verdict.cleanerId, verdict]));
  return cleanerIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Automatic choice's candidates: every Active cleaner working the job's city and offering its
 * type, not yet in its offers, free then (no time off, no clash, available), with the score's inputs.
 */
export async function eligibleCandidates(tx: Transaction, job: DispatchJob): Promise<CleanerVerdict[]> {
  const wanted = SERVICES_FOR_TYPE[job.type as CleaningType] ?? [];
  const who = sql`c.status = 'Active' AND ${job.city} = ANY(c.work_areas) AND c.services && ${textArray(wanted)}`;
  return judge(tx, job, who, true);
}
