// spec 2 Jobs Management: which jobs are on the requested page, newest first (docs/decisions/038:
// numbered pages), and, within a search, how many jobs match, capped (docs/decisions/053).
import { and, desc, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { MATCH_COUNT_CAP } from "../../../shared/schemas/admin-jobs";
import type { AdminJobListQuery } from "../../../shared/schemas/admin-jobs";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";

/** How many matches come before the page. */
export const offsetOf = (query: AdminJobListQuery) => (query.page - 1) * query.pageSize;

/**
 * The ids of a page past the first of every job (no search, status, type or tab), newest first,
 * skipping `offset` jobs, as a subquery. booking_day_counts and trend_counts hold how many jobs were
 * booked in each day and quarter hour (by created_at, kept exact by triggers in every writer's
 * transaction: migrations 0011 and 0017). A running sum from the newest day finds the day holding
 * the page's first job and how many jobs are newer; a running sum over that day's quarter hours
 * finds its quarter hour; the index is then read from that quarter hour's end, skipping only the
 * jobs inside it. Page 10,000 reads a few hundred counter rows instead of 250,000 index entries,
 * and all in one statement: one snapshot for the counters and the jobs.
 */
export const seekIds = (offset: SQL, size: SQL) => sql`
  WITH day_hit AS MATERIALIZED (
    SELECT day, through - booked AS newer FROM (
      SELECT day, sum(booked) AS booked, sum(sum(booked)) OVER (ORDER BY day DESC) AS through
      FROM booking_day_counts GROUP BY day
    ) AS days WHERE through > ${offset} ORDER BY day DESC LIMIT 1
  ), quarter_hit AS MATERIALIZED (
    SELECT bucket, through - booked AS newer FROM (
      SELECT bucket, sum(booked) AS booked, (SELECT newer FROM day_hit) + sum(sum(booked)) OVER (ORDER BY bucket DESC) AS through
      FROM trend_counts
      WHERE bucket >= (SELECT day FROM day_hit) AND bucket < (SELECT day FROM day_hit) + interval '1 day'
      GROUP BY bucket
    ) AS quarters WHERE through > ${offset} ORDER BY bucket DESC LIMIT 1
  )
  SELECT seek.job_id FROM jobs AS seek WHERE seek.created_at < (SELECT bucket + interval '15 minutes' FROM quarter_hit)
  ORDER BY seek.created_at DESC, seek.job_id DESC LIMIT ${size} OFFSET (SELECT ${offset} - newer FROM quarter_hit)`;

/** seekIds for any page size (the screen's own size has a prepared statement: admin-job-list.service.ts). */
async function seekAllJobs(db: Database, query: AdminJobListQuery): Promise<string[]> {
  const result = await db.execute<{ job_id: string }>(seekIds(sql`${offsetOf(query)}`, sql`${query.pageSize}`));
  return result.rows.map((row) => row.job_id);
}

/** A page past the first of every job: no search, status, type, dispatch filter or tab. */
export const isLatePageOfAll = (query: AdminJobListQuery) =>
  !query.search && query.status === "all" && query.type === "all" && query.dispatch === "all" && query.tab === "all" && query.page > 1;

/**
 * The page's job ids: past the first page of every job, the seek above; otherwise jobs alone,
 * newest first, walking jobs_created_at_idx and keeping the matches, so a late page skips its
 * OFFSET rows without joining them (a filtered late page still walks them: docs/decisions/053).
 */
export async function pageIds(db: Database, query: AdminJobListQuery, where: SQL | undefined): Promise<string[]> {
  if (isLatePageOfAll(query)) return seekAllJobs(db, query);
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
