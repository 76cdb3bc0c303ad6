// docs/decisions/055 and 061: who may be offered a job, and why not. The rules live once, as SQL
// (eligibility-rules.ts); two queries read them: a unit's preferred and backup cleaners, each with
// the first rule they fail (SKIP_ORDER), and automatic choice's candidates, only the cleaners
// passing every rule, read through indexes so a city of 20,000 cleaners costs its few free ones.
import { sql, type SQL } from "drizzle-orm";
import { FAMILIAR_JOBS, UNRATED_STARS, type ScoreInputs, type SkipReason } from "../../../shared/domain/dispatch";
import { areaOfAddress } from "../../../shared/domain/job-area";
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
 * The score's window and figures for the job, as SQL over an assignment `a`, which carries its job's
 * time, status and ZIP (triggers, migrations 0020 and 0025), so no job row is read: `work` bounds
 * the assignments read (the 90 days before the job to the 14 after, the job itself aside); `near`
 * is an assignment's proximity (1: held, the job's day, its ZIP; 0.5: not canceled, in the window up
 * to that day, its ZIP; else 0); `held`, an assignment and job both Assigned or In Progress
 * (clashes.ts's HELD); `load`, the held ones in the 14 days either side.
 */
function scoreWindow(job: DispatchJob) {
  const zone = job.timeZone;
  const { firstDay, lastDay } = daysOf(job);
  const zip = areaOfAddress(job.address).zip;
  const dayStart = sql`(${firstDay}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${lastDay}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const proximityFrom = new Date(job.scheduledStart.getTime() - PROXIMITY_DAYS * DAY_MS).toISOString();
  const loadFrom = new Date(job.scheduledStart.getTime() - LOAD_DAYS * DAY_MS).toISOString();
  const loadTo = new Date(job.scheduledStart.getTime() + LOAD_DAYS * DAY_MS).toISOString();
  const held = sql`a.status IN ('Assigned', 'In Progress') AND a.job_status IN ('Assigned', 'In Progress')`;
  const sameZip = zip === null ? sql`false` : sql`a.job_zip = ${zip}`;
  return {
    zip,
    held,
    work: sql`a.job_start >= ${proximityFrom}::timestamptz AND a.job_start < ${loadTo}::timestamptz AND a.job_id <> ${job.jobId}`,
    load: sql`${held} AND a.job_start >= ${loadFrom}::timestamptz AND a.job_start < ${loadTo}::timestamptz AND a.job_id <> ${job.jobId}`,
    near: sql`CASE
      WHEN ${held} AND a.job_start >= ${dayStart} AND a.job_start < ${dayEnd} AND ${sameZip} THEN 1
      WHEN a.job_status <> 'Canceled' AND a.job_start < ${dayEnd} AND ${sameZip} THEN 0.5
      ELSE 0 END`,
    // Jobs done for the client: the client's completed ones, one range of job_assignments_job_client_id_idx.
    familiar: sql`SELECT a.cleaner_id, count(*)::int AS jobs_for_client
      FROM job_assignments a WHERE a.job_client_id = ${job.clientId} AND a.job_status = 'Completed'
      GROUP BY a.cleaner_id`,
  };
}

/**
 * The score's inputs for the cleaners of `judged` (a CTE with cleaner_id), only those: jobs done
 * for the client, and each cleaner's work in the score's window, read from
 * job_assignments_cleaner_id_job_start_idx alone (its columns included, migration 0025).
 */
function withScoreInputs(job: DispatchJob, judged: SQL): SQL {
  const window = scoreWindow(job);
  return sql`
    WITH judged AS MATERIALIZED (${judged}),
    familiar AS (${window.familiar})
    SELECT judged.*, coalesce(familiar.jobs_for_client, 0) AS jobs_for_client, work.proximity, work.held_nearby
    FROM judged
    LEFT JOIN familiar ON familiar.cleaner_id = judged.cleaner_id
    CROSS JOIN LATERAL (
      SELECT coalesce(max(${window.near}), 0) AS proximity, (count(*) FILTER (WHERE ${window.load}))::int AS held_nearby
      FROM job_assignments a
      WHERE a.cleaner_id = judged.cleaner_id AND ${window.work}
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

/** A possible candidate with every score input but their load, which bounds their score (heldNearby 0). */
export interface CandidateBound {
  cleanerId: string;
  ratingAvg: number | null;
  jobsForClient: number;
  proximity: number;
  /** Read as the one past the first of its kind: the others of its kind, not read, score no higher. */
  restOfKind: boolean;
}

interface BoundRow extends Record<string, unknown> {
  cleaner_id: string;
  rating_avg: string | null;
  jobs_for_client: number;
  proximity: string | number;
  place: string | number;
}

/**
 * docs/decisions/061: automatic choice's first read. The Active cleaners working the job's city and
 * offering its type, not on time off then and not yet in its offers, each with their rating, jobs
 * done for the client and proximity: the ZIP's assignments in the window read once, from
 * job_assignments_job_zip_job_start_idx, for all of them. Their hours, clashes and load, which cost
 * a read each, are left to judgeAmong, for the few whose best possible score can still win. With
 * `firstOfEachKind`, of each kind (the same jobs for the client, as far as the score counts them,
 * and proximity) only the best rated that many, and the next one, marked restOfKind: no other of
 * its kind scores higher. Null: every one.
 */
export async function candidateBounds(tx: Transaction, job: DispatchJob, firstOfEachKind: number | null): Promise<CandidateBound[]> {
  const rules = failedRules(tx, job);
  const window = scoreWindow(job);
  await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
  const { rows } = await tx.execute<BoundRow>(sql`
    WITH familiar AS (${window.familiar}),
    near AS (
      SELECT a.cleaner_id, max(${window.near}) AS proximity
      FROM job_assignments a
      WHERE ${window.zip === null ? sql`false` : sql`a.job_zip = ${window.zip}`} AND ${window.work}
      GROUP BY a.cleaner_id
    ), possible AS (
      SELECT c.cleaner_id, c.rating_avg,
        coalesce(familiar.jobs_for_client, 0) AS jobs_for_client, coalesce(near.proximity, 0) AS proximity
      FROM cleaners c
      LEFT JOIN familiar ON familiar.cleaner_id = c.cleaner_id
      LEFT JOIN near ON near.cleaner_id = c.cleaner_id
      WHERE NOT (${rules.inactive}) AND NOT (${rules.area}) AND NOT (${rules.service}) AND NOT (${rules.timeOff})
        AND ${notYetInOffers(job)}
    )
    SELECT /* automatic choice */ * FROM (
      SELECT possible.*, row_number() OVER (
        PARTITION BY least(jobs_for_client, ${FAMILIAR_JOBS}), proximity
        ORDER BY coalesce(rating_avg, ${UNRATED_STARS}) DESC, cleaner_id) AS place
      FROM possible) AS kinds
    WHERE ${firstOfEachKind === null ? sql`true` : sql`place <= ${firstOfEachKind + 1}`}`);
  return rows.map((row) => ({
    cleanerId: row.cleaner_id,
    ratingAvg: row.rating_avg === null ? null : Number(row.rating_avg),
    jobsForClient: Number(row.jobs_for_client),
    proximity: Number(row.proximity),
    restOfKind: firstOfEachKind !== null && Number(row.place) > firstOfEachKind,
  }));
}

/**
 * Of these possible candidates (candidateBounds), the ones passing every rule, with their load:
 * their held jobs in the 14 days either side, counted from job_assignments_cleaner_id_job_start_idx.
 */
export async function judgeAmong(tx: Transaction, job: DispatchJob, bounds: readonly CandidateBound[]): Promise<CleanerVerdict[]> {
  if (bounds.length === 0) return [];
  const rules = failedRules(tx, job);
  const window = scoreWindow(job);
  const passesAll = sql.join(
    SKIP_ORDER.map((reason) => sql`NOT (${rules[reason]})`),
    sql` AND `,
  );
  const { rows } = await tx.execute<{ cleaner_id: string; name: string; email: string; held_nearby: number }>(sql`
    SELECT /* automatic choice */ c.cleaner_id, c.name, c.email, load.held_nearby
    FROM cleaners c CROSS JOIN LATERAL (
      SELECT count(*)::int AS held_nearby FROM job_assignments a WHERE a.cleaner_id = c.cleaner_id AND ${window.load}) AS load
    WHERE c.cleaner_id = ANY(${uuidArray(bounds.map((bound) => bound.cleanerId))}) AND ${passesAll} AND ${notYetInOffers(job)}`);
  const byId = new Map(bounds.map((bound) => [bound.cleanerId, bound]));
  return rows.map((row) => ({
    cleanerId: row.cleaner_id,
    ratingAvg: byId.get(row.cleaner_id)!.ratingAvg,
    jobsForClient: byId.get(row.cleaner_id)!.jobsForClient,
    proximity: byId.get(row.cleaner_id)!.proximity,
    name: row.name,
    email: row.email,
    reason: null,
    heldNearby: Number(row.held_nearby),
  }));
}
