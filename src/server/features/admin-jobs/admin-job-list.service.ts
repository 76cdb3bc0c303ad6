// spec 2 Jobs Management: every job, searched, filtered, counted and paged in SQL (docs/decisions/041).
// The counts (kept in job_counts, a street's in job_addresses; counted only within any other search)
// and one page of rows (with its applicants). The counts: admin-job-counts.ts; the search's parts: admin-job-search.ts.
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import type { Page } from "../../../shared/schemas/page";
import {
  ADMIN_JOB_TABS,
  adminJobTabStatuses,
  ALL,
  MATCH_COUNT_CAP,
  type AdminJobListQuery,
  type AdminJobTab,
} from "../../../shared/schemas/admin-jobs";
import { ADMIN_PAGE_SIZE } from "../../../shared/schemas/admin-list";
import type { Database } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { featureFlags } from "../../db/schema/platform";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { adminJobJson, type AdminJobJson } from "../../domain/jobs/job-json";
import { jobIdIn, selectJobJson } from "../../domain/jobs/job-json-select";
import { plannedAsUnknown, preparedOnce } from "../../db/prepared";
import { isLatePageOfAll, offsetOf, pageIds, searchMatches, seekIds, type StatusCount } from "./admin-job-pages";
import { withFields } from "../../lib/with-fields";
import { addressSearchPageIds, clientSearchPageIds, searchParts, talliedSearch, type TalliedSearch } from "./admin-job-search";
import { cardsOf, countAllJobs, countsWithoutSearch, searchTabs, tabCounts, talliesOf, type AdminJobCounts } from "./admin-job-counts";
import { openOfferColumns, openOfferView } from "../../domain/dispatch/dispatch-views";
import { canceledByColumn, canceledByOf } from "../../domain/jobs/canceled-by";
import type { CanceledBy } from "../../../shared/domain/job-history";
import { containsPattern } from "../../lib/like";

/** A row of the list: the job as admins see it, with its applicants waiting for a decision. */
export type AdminJobRow = AdminJobJson & {
  /** Applications awaiting a decision while `claim_approval` is on; 0 when it is off (docs/decisions/042). */
  pendingApplicants: number;
  /** docs/decisions/067: the open offer (the cleaner as "Sam R.", when it lapses), or null. */
  offer: ReturnType<typeof openOfferView>;
  /** docs/decisions/066: who canceled a Canceled job (null otherwise, or when its history does not say). */
  canceledBy: CanceledBy | null;
};

export type AdminJobList = Page<AdminJobRow> & AdminJobCounts;

const tabCondition = (tab: AdminJobTab): SQL | undefined =>
  tab === "all" ? undefined : inArray(jobs.status, [...adminJobTabStatuses(tab)]);

/** The status and type filters. */
const statusAndType = (query: AdminJobListQuery) => [
  query.status === ALL ? undefined : eq(jobs.status, query.status),
  query.type === ALL ? undefined : eq(jobs.type, query.type),
];

/** Search, status and type: what the tabs count within (`onEachRow`: the search as a page read newest first tests it). */
function filtersOf(query: AdminJobListQuery, onEachRow = false): SQL {
  const search = query.search ? searchParts(query.search) : undefined;
  const byJob = onEachRow ? search?.byJobOnEachRow : search?.byJob;
  return and(sql`true`, search ? or(search.byClient, byJob) : undefined, ...statusAndType(query)) as SQL;
}

/** The search's two parts with the status and type filters, no job in both: read one after the other, they are its matches (searchMatches). */
function filteredParts(query: AdminJobListQuery): [SQL, SQL] {
  const { byClient, byJob, notByClient } = searchParts(query.search);
  return [and(byClient, ...statusAndType(query))!, and(byJob, notByClient, ...statusAndType(query))!];
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
 * Then their client, unit, cleaner and payout: a prepared statement whose only value is the ids, so
 * PostgreSQL keeps one generic plan for the join instead of planning it on every request
 * (docs/decisions/022 and 053).
 */
const pageRows = preparedOnce((db) =>
  selectJobJson(db, { pendingApplicants: pendingApplicantsSql, ...openOfferColumns, canceledBy: canceledByColumn })
    .where(jobIdIn(sql.placeholder("ids")))
    .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
    .prepare("admin_jobs_page"),
);

/**
 * Every job per status, from job_counts: columns of the first page's statement, each a subquery of
 * no row's values, so PostgreSQL computes it once per statement (docs/decisions/053).
 */
const jobsPerStatus = Object.fromEntries(
  JOB_STATUSES.map((status) => [
    status,
    sql<number>`(SELECT coalesce(sum(n), 0)::int FROM job_counts WHERE status = ${sql.raw(`'${status}'`)})`,
  ]),
) as Record<JobStatus, SQL<number>>;

/**
 * A page at the screen's page size whose ids `ids` picks inside the join's own statement, its rows
 * carrying every job's count per status, for the cards and the tabs: one round trip, not three.
 * Whatever could change the plan (a status, the page size) is written into `ids`, and any value in
 * it planned as unknown, so PostgreSQL keeps one generic plan per connection (a LIMIT or a status
 * sent as a value would keep it planning every request: docs/decisions/053).
 */
const pageWithCounts = (name: string, ids: SQL) =>
  preparedOnce((db) =>
    selectJobJson(db, { pendingApplicants: pendingApplicantsSql, ...openOfferColumns, canceledBy: canceledByColumn, jobsPerStatus })
      .where(sql`${jobs.jobId} = ANY(ARRAY(${ids}))`)
      .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
      .prepare(name),
  );

/** The screen's first page of every job, or of one status. */
const firstPageOf = (status: JobStatus | typeof ALL) => {
  const ofStatus = status === ALL ? sql`` : sql.raw(`WHERE newest.status = '${status}' `);
  const newest = sql`SELECT newest.job_id FROM jobs AS newest ${ofStatus}ORDER BY newest.created_at DESC, newest.job_id DESC LIMIT ${sql.raw(String(ADMIN_PAGE_SIZE))}`;
  return pageWithCounts(`admin_jobs_first_${status.toLowerCase().replace(" ", "_")}`, newest);
};
const FIRST_PAGES = new Map(([ALL, ...JOB_STATUSES] as const).map((status) => [status, firstPageOf(status)]));

/** A later page of every job, found from the booking counters (seekIds). */
const laterPageOfAll = pageWithCounts("admin_jobs_later_all", seekIds(plannedAsUnknown("offset", "int"), sql.raw(String(ADMIN_PAGE_SIZE))));

/** An address-only search's page in a tab (talliedSearch said it is one). */
const ADDRESS_SEARCH_PAGES = new Map(
  ADMIN_JOB_TABS.map((tab) => [tab.value, pageWithCounts(`admin_jobs_tallied_${tab.value}`, addressSearchPageIds(tab.value))]),
);

/**
 * The page as the screen asks for it, when one prepared statement answers it with its counts: the
 * first page of every job or of one status, a later page of every job (no search, type or tab, the
 * screen's page size). Else undefined.
 */
function screenPage(db: Database, query: AdminJobListQuery) {
  if (query.search || query.type !== ALL || query.tab !== "all" || query.pageSize !== ADMIN_PAGE_SIZE) return undefined;
  if (query.page === 1) return FIRST_PAGES.get(query.status)!(db).execute();
  if (isLatePageOfAll(query)) return laterPageOfAll(db).execute({ offset: offsetOf(query) });
  return undefined;
}

/** A client-only search's page of every tab at the screen's page size. */
const clientSearchPage = pageWithCounts("admin_jobs_client_search", clientSearchPageIds);

/** A tallied search's page at the screen's page size, with its counts, where one statement answers it; else undefined. */
function talliedPage(db: Database, query: AdminJobListQuery, tallied: TalliedSearch) {
  if (query.pageSize !== ADMIN_PAGE_SIZE) return undefined;
  if (tallied.by === "addresses")
    return ADDRESS_SEARCH_PAGES.get(query.tab)!(db).execute({ pattern: containsPattern(query.search), offset: offsetOf(query) });
  if (query.tab === "all") return clientSearchPage(db).execute({ clients: tallied.newestClients, offset: offsetOf(query) });
  return undefined;
}

/**
 * A tallied search's page ids otherwise: a client-only search's in the tab of every job from the
 * newest clients' jobs, in another tab from its matches as any search (no client's tallies say
 * which of their jobs is newest in a tab); an address-only search's walking the jobs newest first.
 */
async function talliedSearchIds(db: Database, query: AdminJobListQuery, where: SQL | undefined, tallied: TalliedSearch): Promise<string[]> {
  if (tallied.by === "addresses") return pageIds(db, query, where);
  if (query.tab === "all") {
    const rows = await db
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(inArray(jobs.clientId, tallied.newestClients))
      .orderBy(desc(jobs.createdAt), desc(jobs.jobId))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return rows.map((row) => row.jobId);
  }
  const matches = await searchMatches(db, query, filteredParts(query), adminJobTabStatuses(query.tab));
  return matches.ids ?? pageIds(db, query, where);
}

type CountedRows = Awaited<NonNullable<ReturnType<typeof screenPage | typeof talliedPage>>>;

/** A page's rows, and every job's count per status: those its rows carry, or job_counts read apart when it has none. */
async function withJobCounts(db: Database, page: Promise<CountedRows>) {
  const rows = await page;
  const perStatus = rows[0]?.jobsPerStatus;
  const all: readonly (StatusCount & { type?: string })[] = perStatus
    ? JOB_STATUSES.map((status) => ({ status, count: perStatus[status] }))
    : await countAllJobs(db).execute();
  return { rows, all };
}

/** Any other page's rows: its ids first (admin-job-pages.ts), then their join. */
async function rowsOf(db: Database, ids: string[] | Promise<string[]>) {
  const page = await ids;
  return page.length === 0 ? [] : pageRows(db).execute({ ids: page });
}

type ListRow = Awaited<ReturnType<typeof rowsOf>>[number];

/** A page's rows with the counts, and how many rows its pages go through. */
interface CountedPage {
  counts: AdminJobCounts;
  rows: ListRow[];
  total: number;
}

/**
 * A search's page and counts: an address-only search past the cap from its addresses' tallies
 * (exact), any other from its matches, read up to the cap. Either way its pages go up to the cap
 * (docs/decisions/053): past it a page walks the jobs newest first.
 */
async function searchedPage(db: Database, query: AdminJobListQuery, where: SQL | undefined): Promise<CountedPage> {
  const tallied = await talliedSearch(db, query);
  if (tallied) {
    const page = talliedPage(db, query, tallied);
    const [rows, all] = page
      ? await withJobCounts(db, page).then((counted) => [counted.rows, counted.all] as const)
      : await Promise.all([rowsOf(db, talliedSearchIds(db, query, where, tallied)), countAllJobs(db).execute()]);
    const { tabs } = tallied;
    return { counts: { cards: cardsOf(all), tabs, atLeast: [] }, rows, total: Math.min(tabs[query.tab], MATCH_COUNT_CAP) };
  }
  const [all, matches] = await Promise.all([
    countAllJobs(db).execute(),
    searchMatches(db, query, filteredParts(query), adminJobTabStatuses(query.tab)),
  ]);
  const [searched, rows] = await Promise.all([
    searchTabs(db, query, matches, filtersOf(query)),
    rowsOf(db, matches.ids ?? pageIds(db, query, where)),
  ]);
  return { counts: { cards: cardsOf(all), ...searched }, rows, total: searched.tabs[query.tab] };
}

/** Without a search: a screen page with the counts in its rows, or the page and job_counts side by side. */
async function unsearchedPage(db: Database, query: AdminJobListQuery, where: SQL | undefined): Promise<CountedPage> {
  const screen = screenPage(db, query);
  let counts: AdminJobCounts;
  let rows: ListRow[];
  if (screen) {
    const page = await withJobCounts(db, screen);
    counts = countsWithoutSearch(talliesOf(page.all, query));
    rows = page.rows;
  } else {
    const [all, page] = await Promise.all([countAllJobs(db).execute(), rowsOf(db, pageIds(db, query, where))]);
    counts = countsWithoutSearch(talliesOf(all, query));
    rows = page;
  }
  return { counts, rows, total: counts.tabs[query.tab] };
}

/**
 * docs/decisions/067: the jobs with an open offer (the Offered filter). offered_to is set exactly
 * while one cleaner holds the job's open offer (decision 060), and jobs_offered_to_idx holds those
 * jobs alone: a few hundred at a city's size against a million jobs, so the matches, their counts per
 * status and the page are read from that partial index, never by walking every job.
 */
const offeredOnly = sql`${jobs.offeredTo} IS NOT NULL`;

async function offeredPage(db: Database, query: AdminJobListQuery): Promise<CountedPage> {
  const matching = and(offeredOnly, filtersOf(query, true));
  const [all, groups, rows] = await Promise.all([
    countAllJobs(db).execute(),
    db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(matching)
      .groupBy(jobs.status),
    rowsOf(db, pageIds(db, query, and(matching, tabCondition(query.tab)))),
  ]);
  const tabs = tabCounts(groups);
  return { counts: { cards: cardsOf(all), tabs, atLeast: [] }, rows, total: tabs[query.tab] };
}

/** spec 2: one page of the jobs matching the search, filters and tab, newest first, with the counts. */
export async function listAdminJobs({ db, query }: { db: Database; query: AdminJobListQuery }): Promise<AdminJobList> {
  const where = and(filtersOf(query, true), tabCondition(query.tab));
  const { counts, rows, total } = await (query.dispatch === "offered"
    ? offeredPage(db, query)
    : query.search
      ? searchedPage(db, query, where)
      : unsearchedPage(db, query, where));
  return {
    rows: rows.map((row) =>
      withFields(adminJobJson(row), {
        pendingApplicants: row.pendingApplicants,
        offer: openOfferView(row),
        // docs/decisions/066: a canceled row says who canceled it (host, admin or calendar).
        canceledBy: canceledByOf(row.canceledBy).by,
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...counts,
  };
}
