// spec 2 Jobs Management: every job, searched, filtered, counted and paged in SQL (docs/decisions/041).
// The counts (kept in job_counts; counted only within a search) and one page of rows (with its applicants).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { ACTIVE_JOB_STATUSES, ISSUE_JOB_STATUSES, JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import type { Page } from "../../../shared/schemas/page";
import { ADMIN_JOB_TABS, ALL, type AdminJobListQuery, type AdminJobTab } from "../../../shared/schemas/admin-jobs";
import type { Database } from "../../db/client";
import { jobApplications, jobCounts, jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { featureFlags } from "../../db/schema/platform";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { adminJobJson, type AdminJobJson } from "../../domain/jobs/job-json";
import { jobIdIn, selectJobJson } from "../../domain/jobs/job-json-select";
import { preparedOnce } from "../../db/prepared";
import { containsPattern } from "../../lib/like";

/** A row of the list: the job as admins see it, with its applicants waiting for a decision. */
export type AdminJobRow = AdminJobJson & {
  /** Applications awaiting a decision while `claim_approval` is on; 0 when it is off (docs/decisions/042). */
  pendingApplicants: number;
};

export interface AdminJobCounts {
  /** spec 2's cards: every job, whatever the filters. */
  cards: { total: number; active: number; completed: number; issues: number };
  /** The tabs' counts: the jobs matching the search and filters, per tab. */
  tabs: Record<AdminJobTab, number>;
}

export type AdminJobList = Page<AdminJobRow> & AdminJobCounts;

const statusIn = (statuses: readonly JobStatus[]): SQL => inArray(jobs.status, [...statuses]);
const tabCondition = (tab: AdminJobTab): SQL | undefined =>
  tab === "all" ? undefined : statusIn(ADMIN_JOB_TABS.find((entry) => entry.value === tab)!.statuses);

/** Only hex digits and hyphens can be part of a job id: other searches skip that comparison. */
const COULD_BE_JOB_ID = /^[0-9a-f-]+$/i;

/**
 * spec 2: the search box matches the client's name or email, the address, or the job id (any part
 * of it). The clients are matched in their own small table first, as an array (`= ANY(ARRAY(…))`,
 * not `IN (…)`): inside an OR an IN subquery is checked row by row over every job, an array is an
 * index condition, so each part of the OR reads its own trigram index (docs/decisions/053) and only
 * the matching jobs are read.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const matchingClients = sql`SELECT ${clients.clientId} FROM ${clients} WHERE ${or(ilike(clients.name, pattern), ilike(clients.email, pattern))}`;
  return or(
    sql`${jobs.clientId} = ANY(ARRAY(${matchingClients}))`,
    ilike(jobs.address, pattern),
    COULD_BE_JOB_ID.test(search) ? ilike(sql`${jobs.jobId}::text`, pattern) : undefined,
  );
}

/** Search, status and type: what the tabs count within. */
function filtersOf(query: AdminJobListQuery): SQL {
  return and(
    sql`true`,
    searchCondition(query.search),
    query.status === ALL ? undefined : eq(jobs.status, query.status),
    query.type === ALL ? undefined : eq(jobs.type, query.type),
  ) as SQL;
}

const inGroup = (status: JobStatus, statuses: readonly JobStatus[]) => statuses.includes(status);

interface StatusCount {
  status: JobStatus;
  count: number;
}

/** Every job per status and type: job_counts summed over its slots, a few dozen rows however many jobs (docs/decisions/053). */
const countAllJobs = preparedOnce((db) =>
  db
    .select({ status: jobCounts.status, type: jobCounts.type, count: sql<number>`sum(${jobCounts.n})::int` })
    .from(jobCounts)
    .groupBy(jobCounts.status, jobCounts.type)
    .prepare("admin_jobs_counts"),
);

/** The jobs a search matches, per status: the search narrows the rows first (its index on PostgreSQL), then they are counted. */
function countMatchingJobs(db: Database, filters: SQL): Promise<StatusCount[]> {
  return db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(filters)
    .groupBy(jobs.status);
}

const sumOf = (groups: readonly StatusCount[], statuses: readonly JobStatus[]) =>
  groups.filter((group) => inGroup(group.status, statuses)).reduce((total, group) => total + group.count, 0);

/**
 * The cards count every job and the tabs the jobs matching the search and filters. Without a
 * search both come from one lookup of job_counts (status and type are its keys); with one, the
 * matching jobs are counted.
 */
async function countJobs(db: Database, query: AdminJobListQuery, filters: SQL): Promise<AdminJobCounts> {
  const [all, searched] = await Promise.all([countAllJobs(db).execute(), query.search ? countMatchingJobs(db, filters) : undefined]);
  const matching =
    searched ??
    all.filter((group) => (query.status === ALL || group.status === query.status) && (query.type === ALL || group.type === query.type));
  return {
    cards: {
      total: sumOf(all, JOB_STATUSES),
      active: sumOf(all, ACTIVE_JOB_STATUSES),
      completed: sumOf(all, ["Completed"]),
      issues: sumOf(all, ISSUE_JOB_STATUSES),
    },
    tabs: {
      all: sumOf(matching, JOB_STATUSES),
      active: sumOf(matching, ACTIVE_JOB_STATUSES),
      completed: sumOf(matching, ["Completed"]),
      issues: sumOf(matching, ISSUE_JOB_STATUSES),
    },
  };
}

/**
 * With `claim_approval` on, each job's pending applications, counted in the page's own query (a
 * correlated count over job_applications' (job_id, cleaner_id) index, for the page's rows only);
 * with it off, 0: claims are direct then, and the list says nothing of applications. Tables named
 * in full so each column is the table's own, whatever Drizzle qualifies.
 */
const pendingApplicantsSql = sql<number>`CASE WHEN EXISTS (SELECT 1 FROM ${featureFlags} WHERE ${featureFlags}.flag_name = ${SERVER_FLAGS.claimApproval} AND ${featureFlags}.enabled)
  THEN (SELECT count(*)::int FROM ${jobApplications} WHERE ${jobApplications}.job_id = ${jobs}.job_id AND ${jobApplications}.status = 'pending') ELSE 0 END`;

/**
 * The page's job ids first (jobs alone, newest first, walking jobs_created_at_idx and keeping the
 * matches): a late page skips its OFFSET rows without joining them.
 */
function pageIds(db: Database, query: AdminJobListQuery, filters: SQL) {
  return db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(filters, tabCondition(query.tab)))
    .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * Then their client, unit, cleaner and payout: a prepared statement whose only value is the ids, so
 * PostgreSQL keeps one generic plan for the join instead of planning it on every request
 * (docs/decisions/022 and 053).
 */
const pageRows = preparedOnce((db) =>
  selectJobJson(db, { pendingApplicants: pendingApplicantsSql })
    .where(jobIdIn(sql.placeholder("ids")))
    .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
    .prepare("admin_jobs_page"),
);

async function pageOf(db: Database, query: AdminJobListQuery, filters: SQL) {
  const ids = await pageIds(db, query, filters);
  return ids.length === 0 ? [] : pageRows(db).execute({ ids: ids.map((row) => row.jobId) });
}

/** spec 2: one page of the jobs matching the search, filters and tab, newest first, with the counts. */
export async function listAdminJobs({ db, query }: { db: Database; query: AdminJobListQuery }): Promise<AdminJobList> {
  const filters = filtersOf(query);
  const [counts, rows] = await Promise.all([countJobs(db, query, filters), pageOf(db, query, filters)]);
  return {
    rows: rows.map((row) => ({ ...adminJobJson(row), pendingApplicants: row.pendingApplicants })),
    total: counts.tabs[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    ...counts,
  };
}
