// spec 2 Jobs Management: which jobs are on the requested page, newest first (docs/decisions/038:
// numbered pages), and, within a search, how many jobs match, capped (docs/decisions/053).
import { and, desc, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { MATCH_COUNT_CAP } from "../../../shared/schemas/admin-jobs";
import type { AdminJobListQuery } from "../../../shared/schemas/admin-jobs";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";

const offsetOf = (query: AdminJobListQuery) => (query.page - 1) * query.pageSize;

/**
 * A page past the first of every job (no search, status, type or tab): trend_counts holds how many
 * jobs were booked in each quarter hour (by created_at, kept exact by triggers in every writer's
 * transaction: migration 0011), so a running sum from the newest quarter hour finds the one
 * holding the page's first job and how many newer jobs there are; the index is then read from that
 * quarter hour's end, skipping only the jobs inside it. Page 10,000 reads a few thousand counter
 * rows instead of 250,000 index entries. One statement: one snapshot for the counters and the jobs.
 */
async function seekAllJobs(db: Database, query: AdminJobListQuery): Promise<string[]> {
  const offset = offsetOf(query);
  const result = await db.execute<{ job_id: string }>(sql`
    WITH hit AS (
      SELECT bucket, through FROM (SELECT bucket, sum(booked) OVER (ORDER BY bucket DESC) AS through FROM trend_counts) AS running
      WHERE through > ${offset} LIMIT 1
    ), seek AS (
      SELECT bucket + interval '15 minutes' AS ends,
        ${offset} - (through - (SELECT sum(booked) FROM trend_counts AS own WHERE own.bucket = hit.bucket)) AS skip
      FROM hit
    )
    SELECT job_id FROM jobs WHERE created_at < (SELECT ends FROM seek)
    ORDER BY created_at DESC, job_id DESC LIMIT ${query.pageSize} OFFSET (SELECT skip FROM seek)`);
  return result.rows.map((row) => row.job_id);
}

const unfiltered = (query: AdminJobListQuery) => !query.search && query.status === "all" && query.type === "all" && query.tab === "all";

/**
 * The page's job ids: past the first page of every job, the seek above; otherwise jobs alone,
 * newest first, walking jobs_created_at_idx and keeping the matches, so a late page skips its
 * OFFSET rows without joining them (a filtered late page still walks them: docs/decisions/053).
 */
export async function pageIds(db: Database, query: AdminJobListQuery, where: SQL | undefined): Promise<string[]> {
  if (unfiltered(query) && query.page > 1) return seekAllJobs(db, query);
  const rows = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return rows.map((row) => row.jobId);
}

export interface StatusCount {
  status: JobStatus;
  count: number;
}

export interface SearchMatches {
  /** The matches per status, of at most MATCH_COUNT_CAP + 1 matches in all. */
  groups: StatusCount[];
  /** The page's ids when every match was read (then they are the page); else undefined. */
  ids: string[] | undefined;
}

const statusList = (statuses: readonly JobStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/**
 * A search's matches, read once and at most MATCH_COUNT_CAP + 1 of them: counted per status and,
 * when that was all of them, sorted for the page, so a search of a few thousand jobs reads them once
 * for both. The search's two parts are read one after the other (UNION ALL: the reading stops at the
 * cap): a client's jobs from jobs_client_id_created_at_idx alone (it holds their status, type and
 * created_at: an index-only scan, migration 0013), then the jobs whose address or id matches and
 * whose client does not, from their trigram indexes. As one OR they were a bitmap scan reading
 * every matching job's row.
 */
export async function searchMatches(
  db: Database,
  query: AdminJobListQuery,
  parts: [SQL, SQL],
  tabStatuses: readonly JobStatus[],
): Promise<SearchMatches> {
  const [byClient, byJob] = parts.map((part) =>
    db.select({ jobId: jobs.jobId, status: jobs.status, createdAt: jobs.createdAt }).from(jobs).where(part),
  );
  const matches = unionAll(byClient!, byJob!).limit(MATCH_COUNT_CAP + 1);
  const result = await db.execute<{ groups: StatusCount[]; ids: string[] }>(sql`
    WITH m AS MATERIALIZED (${matches})
    SELECT
      (SELECT coalesce(json_agg(g), '[]') FROM (SELECT status, count(*)::int AS count FROM m GROUP BY status) AS g) AS groups,
      (SELECT coalesce(json_agg(p.job_id ORDER BY p.created_at DESC, p.job_id DESC), '[]') FROM (
        SELECT job_id, created_at FROM m WHERE status IN (${statusList(tabStatuses)})
        ORDER BY created_at DESC, job_id DESC LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}
      ) AS p) AS ids`);
  const { groups, ids } = result.rows[0]!;
  const matched = groups.reduce((total, group) => total + group.count, 0);
  return { groups, ids: matched > MATCH_COUNT_CAP ? undefined : ids };
}

/** Within a capped search, the open tab's matches, counted up to MATCH_COUNT_CAP + 1. */
export async function cappedCount(db: Database, filters: SQL, statuses: readonly JobStatus[]): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(and(filters, sql`${jobs.status} IN (${statusList(statuses)})`))
    .limit(MATCH_COUNT_CAP + 1);
  const result = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM (${limited}) AS limited`);
  return result.rows[0]!.count;
}
