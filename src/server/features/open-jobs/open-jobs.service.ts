// spec 2 Open Jobs: the board, filtered, sorted and paged in SQL (architecture 6).
import { and, asc, desc, eq, exists, sql, type SQL } from "drizzle-orm";
import { isZipSearch } from "../../../shared/domain/job-area";
import { ALL_TYPES, OPEN_JOB_SORTS, type OpenJobSort, type OpenJobsQuery } from "../../../shared/schemas/open-jobs";
import type { CleanerRecord } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { cleanerBoardJobJson } from "../../domain/jobs/job-json";
import { jobIdIn, selectJobOwn } from "../../domain/jobs/job-json-select";
import { preparedOnce } from "../../db/prepared";
import { jobOffers } from "../../db/schema/dispatch";
import { boardAreas, offeredToOthers, offeredToViewer, openForClaims } from "../../domain/jobs/open-board";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";
import { withFields } from "../../lib/with-fields";

/** More distinct job types than the booking form offers; only bounds the type filter's query. */
const TYPES_LIMIT = 100;

/*
 * Each filter is a parameter that may be null, so every page of a sort is one prepared statement,
 * built once and parsed once per connection (docs/decisions/022): building and planning the
 * seven-table join was most of a board request once its rows came from an index (docs/decisions/053).
 */
const now = sql.placeholder("now");
const areas = sql.placeholder("areas");
const type = sql.placeholder("type");
const pattern = sql.placeholder("pattern");
const zip = sql.placeholder("zip");
const viewer = sql.placeholder("cleanerId");

/** "In my areas" (boardAreas): the jobs in those cities, or every job when there are none to narrow to. */
const inAreas = sql`(${areas}::text[] IS NULL OR ${jobs.city} = ANY(${areas}::text[]))`;
const ofType = sql`(${type}::text IS NULL OR ${jobs.type} = ${type}::text)`;
/**
 * spec 2's search, narrowed by docs/decisions/026: it finds what the card shows (the type, the city,
 * a five-digit ZIP at the end of the address), never the street or the special instructions,
 * which the board does not show: a search must not tell what a card hides.
 */
const matchesSearch = sql`(${pattern}::text IS NULL OR ${jobs.type} ILIKE ${pattern}::text OR ${jobs.city} ILIKE ${pattern}::text
  OR (${zip}::text IS NOT NULL AND ${jobs.address} ~ ${zip}::text))`;
/**
 * docs/decisions/055: a job offered to the viewer is on their board whatever its filters (the offer
 * is theirs for a short while and its email links here); a job offered to someone else is on no one's.
 */
const mine = offeredToViewer(viewer);
const filtersMatch = sql`((${inAreas} AND ${ofType} AND ${matchesSearch}) OR ${mine})`;
const onBoard = and(openForClaims(now), sql`NOT ${offeredToOthers(viewer)}`);

/** The search's parameters: its ILIKE pattern, and a ZIP's pattern as areaOfAddress reads one (at the very end, after a comma). */
function searchParameters(search: string) {
  if (!search) return { pattern: null, zip: null };
  return { pattern: containsPattern(search), zip: isZipSearch(search) ? `,.*(^|[^0-9])${search}(-[0-9]{4})?[[:space:]]*$` : null };
}

/** The viewer's offers first, whatever the sort; every order ends on job_id, so pages never overlap or skip a job whose key ties. */
const ORDERS: Record<OpenJobSort, SQL[]> = {
  start: [sql`${mine} DESC`, asc(jobs.scheduledStart), asc(jobs.jobId)],
  pay: [sql`${mine} DESC`, desc(jobs.cleanerPayoutCents), asc(jobs.jobId)],
  duration: [sql`${mine} DESC`, asc(jobs.durationHours), asc(jobs.jobId)],
};

/**
 * A page of the board in one sort, in two statements. The page's ids come first, from the open jobs
 * alone (jobs_open_board_idx holds every column they need): the planner cannot tell how many jobs
 * are open (Posted and an open window correlate), and joining all of them before keeping a page was
 * the board's cost at a million jobs. Then those jobs' cards, a statement of its own: its only
 * values are the ids and the cleaner, so PostgreSQL keeps one generic plan for it, where a
 * statement with the filters was planned again on every request (its generic plan, blind to which
 * filters are null, looked costlier). The cards read the jobs alone (selectJobOwn): a card shows
 * nothing the other tables hold (docs/decisions/026, 053).
 */
const pageIdsStatement = (sort: OpenJobSort) =>
  preparedOnce((db) =>
    db
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(and(onBoard, filtersMatch))
      .orderBy(...ORDERS[sort])
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`open_jobs_page_ids_${sort}`),
  );
/** The viewer's open offer of the job: at most one row (one open offer per job, job_offers_one_open_per_job). */
const viewersOpenOffer = and(eq(jobOffers.jobId, jobs.jobId), eq(jobOffers.status, "open"), eq(jobOffers.cleanerId, sql`${viewer}::uuid`));

const pageStatement = (sort: OpenJobSort) =>
  preparedOnce((db) =>
    selectJobOwn(db, {
      // docs/decisions/042: with claim approval on, a job stays open after this cleaner applied
      // (none without a cleaner record: a null id matches no application). A query builder, not
      // raw SQL, so each column is named with its own table.
      applied: exists(
        db
          .select({ one: sql`1` })
          .from(jobApplications)
          .where(
            and(
              eq(jobApplications.jobId, jobs.jobId),
              eq(jobApplications.cleanerId, sql.placeholder("cleanerId")),
              eq(jobApplications.status, "pending"),
            ),
          ),
      ).mapWith(Boolean),
      // docs/decisions/055: dispatch found no one in time: Urgent on everyone's board.
      leftByDispatch: sql<boolean>`${jobs.dispatchState} IS NOT DISTINCT FROM 'board'`.mapWith(Boolean),
      // The viewer's open offer of the job, to answer from the card.
      offerId: jobOffers.offerId,
      offerExpiresAt: jobOffers.expiresAt,
    })
      .leftJoin(jobOffers, viewersOpenOffer)
      .where(jobIdIn(sql.placeholder("ids")))
      .orderBy(...ORDERS[sort])
      .prepare(`open_jobs_page_${sort}`),
  );
const bySort = <T>(statement: (sort: OpenJobSort) => T) =>
  Object.fromEntries(OPEN_JOB_SORTS.map(({ value }) => [value, statement(value)])) as Record<OpenJobSort, T>;
const PAGE_IDS = bySort(pageIdsStatement);
const PAGES = bySort(pageStatement);

/** From one aggregate over the open jobs: per type, how many are open, in the areas, and matching the filters. */
const countsStatement = preparedOnce((db) =>
  db
    .select({
      type: jobs.type,
      open: sql<number>`count(*)::int`,
      inAreas: sql<number>`(count(*) filter (where ${inAreas}))::int`,
      matching: sql<number>`(count(*) filter (where ${filtersMatch}))::int`,
    })
    .from(jobs)
    .where(onBoard)
    .groupBy(jobs.type)
    .orderBy(asc(jobs.type))
    .limit(TYPES_LIMIT)
    .prepare("open_jobs_counts"),
);

/**
 * The board: one page of claimable jobs (openForClaims) with what a card shows, plus, from one
 * aggregate over the open jobs, the count matching the filters, the types present (for the type
 * filter, within the areas) and whether anything is open at all (which empty state to show).
 */
export async function listOpenJobs({
  db,
  cleaner,
  query,
  now = new Date(),
}: {
  db: Database;
  cleaner: CleanerRecord | null;
  query: OpenJobsQuery;
  now?: Date;
}) {
  const areas = boardAreas(cleaner, query.inMyAreas);
  const filters = {
    now,
    cleanerId: cleaner?.cleanerId ?? null,
    areas,
    type: query.type === ALL_TYPES ? null : query.type,
    ...searchParameters(query.search),
  };
  const [ids, counts] = await Promise.all([
    PAGE_IDS[query.sort](db).execute({ ...filters, ...pageWindow(query) }),
    countsStatement(db).execute(filters),
  ]);
  const rows =
    ids.length === 0 ? [] : await PAGES[query.sort](db).execute({ ids: ids.map((row) => row.jobId), cleanerId: filters.cleanerId });

  // docs/decisions/026: the board card (cleanerBoardJobJson) tells what a cleaner decides on, not
  // who the client is; the rest waits until the job is theirs.
  const cards = rows.map((row) =>
    withFields(cleanerBoardJobJson(row), {
      applied: row.applied,
      urgent: row.leftByDispatch,
      offer: row.offerId && row.offerExpiresAt ? { offerId: row.offerId, expiresAt: row.offerExpiresAt.toISOString() } : null,
    }),
  );
  const total = counts.reduce((sum, row) => sum + row.matching, 0);
  return {
    ...pageOf(cards, total, query),
    types: counts.filter((row) => row.inAreas > 0).map((row) => row.type),
    /** Open jobs anywhere, whatever the filters: zero means "no open jobs at the moment". */
    openCount: counts.reduce((sum, row) => sum + row.open, 0),
    inMyAreas: areas !== null,
    workAreas: cleaner?.workAreas ?? [],
  };
}

export type OpenJobsPage = Awaited<ReturnType<typeof listOpenJobs>>;
