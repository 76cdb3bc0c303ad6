// docs/decisions/055 and 061: who may be offered a job, and why not. The rules live once, as SQL
// (eligibility-rules.ts); two queries read them: a unit's preferred and backup cleaners, each with
// the first rule they fail (SKIP_ORDER), and automatic choice's candidates, only the cleaners
// passing every rule, read through indexes so a city of 20,000 cleaners costs its few free ones.
import { sql, type SQL } from "drizzle-orm";
import type { ScoreInputs, SkipReason } from "../../../shared/domain/dispatch";
import { areaOfAddress, zipAtEndPattern } from "../../../shared/domain/job-area";
import { timeZoneOfCity } from "../../../shared/domain/cities";
import type { Transaction } from "../../db/client";
import { daysOf } from "../cleaners/clashes";
import { failedRules, notYetInOffers, type DispatchJob } from "./eligibility-rules";

export type { DispatchJob } from "./eligibility-rules";

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

const uuidArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

interface VerdictRow extends Record<string, unknown> {
  cleaner_id: string;
  name: string;
  email: string;
  failed: SkipReason[] | null;
  rating_avg: string | null;
  jobs_for_client: number;
  proximity: string | number;
  held_nearby: number;
}

/**
 * The score's inputs for the cleaners of `judged` (a CTE with cleaner_id), only those: jobs done
 * for the client, read from the client's side, each job's assignment by its key (OFFSET 0 keeps
 * it a lookup: a client's jobs are fewer than all assignments); and each
 * cleaner's work in the score's window, read by the assignment's copy of the job's time
 * (job_assignments_cleaner_id_job_start_idx), the job's own time deciding.
 */
function withScoreInputs(job: DispatchJob, judged: SQL): SQL {
  const zone = timeZoneOfCity(job.city);
  const { firstDay, lastDay } = daysOf(job);
  const zip = areaOfAddress(job.address).zip;
  const dayStart = sql`(${firstDay}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${lastDay}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const proximityFrom = new Date(job.scheduledStart.getTime() - PROXIMITY_DAYS * DAY_MS).toISOString();
  const loadFrom = new Date(job.scheduledStart.getTime() - LOAD_DAYS * DAY_MS).toISOString();
  const loadTo = new Date(job.scheduledStart.getTime() + LOAD_DAYS * DAY_MS).toISOString();
  // A held job: the assignment and the job both Assigned or In Progress (clashes.ts's HELD).
  const held = sql`a.status IN ('Assigned', 'In Progress') AND j.status IN ('Assigned', 'In Progress')`;
  // The regular expression costs microseconds a row: the ZIP's digits are looked for first, which
  // every match contains, so only addresses holding them are matched in full.
  const sameZip = zip === null ? sql`false` : sql`(strpos(j.address, ${zip}) > 0 AND j.address ~ ${zipAtEndPattern(zip)})`;
  const inWindow = (column: SQL) => sql`${column} >= ${proximityFrom}::timestamptz AND ${column} < ${loadTo}::timestamptz`;
  return sql`
    WITH judged AS MATERIALIZED (${judged}),
    familiar AS (
      SELECT a.cleaner_id, count(*)::int AS jobs_for_client
      FROM jobs j CROSS JOIN LATERAL (
        SELECT a.cleaner_id FROM job_assignments a WHERE a.job_id = j.job_id OFFSET 0) AS a
      WHERE j.client_id = ${job.clientId} AND j.status = 'Completed'
      GROUP BY a.cleaner_id
    )
    SELECT judged.*, coalesce(familiar.jobs_for_client, 0) AS jobs_for_client, work.proximity, work.held_nearby
    FROM judged
    LEFT JOIN familiar ON familiar.cleaner_id = judged.cleaner_id
    CROSS JOIN LATERAL (
      SELECT
        coalesce(max(CASE
          WHEN ${held} AND j.scheduled_start >= ${dayStart} AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 1
          WHEN j.status <> 'Canceled' AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 0.5
          ELSE 0 END), 0) AS proximity,
        (count(*) FILTER (WHERE ${held} AND j.scheduled_start >= ${loadFrom}::timestamptz))::int AS held_nearby
      FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
      WHERE a.cleaner_id = judged.cleaner_id AND ${inWindow(sql`a.job_start`)}
        AND j.job_id <> ${job.jobId} AND ${inWindow(sql`j.scheduled_start`)}
    ) AS work`;
}

/**
 * JIT compiling pays off for long reports, never for these: a city's cost estimate can pass
 * PostgreSQL's JIT threshold, and compiling took longer than running (docs/decisions/055). Off for
 * the rest of the caller's transaction, which is as short.
 */
async function read(tx: Transaction, query: SQL): Promise<CleanerVerdict[]> {
  await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
  const { rows } = await tx.execute<VerdictRow>(query);
  return rows.map((row) => ({
    cleanerId: row.cleaner_id,
    name: row.name,
    email: row.email,
    reason: SKIP_ORDER.find((reason) => row.failed?.includes(reason)) ?? null,
    ratingAvg: row.rating_avg === null ? null : Number(row.rating_avg),
    jobsForClient: Number(row.jobs_for_client),
    proximity: Number(row.proximity),
    heldNearby: Number(row.held_nearby),
  }));
}

/** The listed cleaners not yet in the job's offers (withdrawn ones aside), each judged, in the order given. */
export async function judgeCleaners(tx: Transaction, job: DispatchJob, cleanerIds: readonly string[]): Promise<CleanerVerdict[]> {
  if (cleanerIds.length === 0) return [];
  const rules = failedRules(tx, job);
  // Every rule as a column: the reason is the first failed in SKIP_ORDER.
  const failed = sql`ARRAY_REMOVE(ARRAY[${sql.join(
    SKIP_ORDER.map((reason) => sql`CASE WHEN ${rules[reason]} THEN ${reason} END`),
    sql`, `,
  )}]::text[], NULL)`;
  const verdicts = await read(
    tx,
    withScoreInputs(
      job,
      sql`SELECT c.cleaner_id, c.name, c.email, c.rating_avg, ${failed} AS failed
        FROM cleaners c WHERE c.cleaner_id = ANY(${uuidArray(cleanerIds)}) AND ${notYetInOffers(job)}`,
    ),
  );
  const byId = new Map(verdicts.map((verdict) => [verdict.cleanerId, verdict]));
  return cleanerIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Automatic choice's candidates: every Active cleaner working the job's city and offering its
 * type, not yet in its offers, free then (no time off, no clash, available), with the score's
 * inputs. Every rule is a condition of the one query, so PostgreSQL reads the city's cleaners and
 * probes each one's time off, held jobs and hours by index, and scores only those who pass.
 */
export async function eligibleCandidates(tx: Transaction, job: DispatchJob): Promise<CleanerVerdict[]> {
  const rules = failedRules(tx, job);
  const passesAll = sql.join(
    SKIP_ORDER.map((reason) => sql`NOT (${rules[reason]})`),
    sql` AND `,
  );
  return read(
    tx,
    withScoreInputs(
      job,
      sql`SELECT c.cleaner_id, c.name, c.email, c.rating_avg, NULL::text[] AS failed
        FROM cleaners c WHERE ${passesAll} AND ${notYetInOffers(job)}`,
    ),
  );
}
