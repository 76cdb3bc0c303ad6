// spec 2 Open Jobs: the board, filtered, sorted and paged in SQL (architecture 6).
import { and, eq, exists, sql, type SQL } from "drizzle-orm";
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

/**
 * The open jobs the board reads: what a sort and the counts need, from jobs_open_board_idx, with
 * whether each is in the areas, matches the filters, or is offered to the viewer. A subquery, read
 * once by the counts and once by the page: a CTE read by both is materialized, and writing and
 * sorting that copy cost more than the second read of the index (docs/decisions/053).
 */
const openJobs = (db: Database) =>
  db
    .select({
      jobId: jobs.jobId,
      type: jobs.type,
      scheduledStart: jobs.scheduledStart,
      cleanerPayoutCents: jobs.cleanerPayoutCents,
      durationHours: jobs.durationHours,
      inAreas: sql<boolean>`${inAreas}`.as("in_areas"),
      matching: sql<boolean>`${filtersMatch}`.as("matching"),
      mine: sql<boolean>`${mine}`.as("mine"),
    })
    .from(jobs)
    .where(onBoard)
    .as("open_jobs");

/** The viewer's offers first, whatever the sort; every order ends on job_id, so pages never overlap or skip a job whose key ties. */
const ORDERS: Record<OpenJobSort, SQL> = {
  start: sql`mine DESC, scheduled_start ASC, job_id ASC`,
  pay: sql`mine DESC, cleaner_payout_cents DESC, job_id ASC`,
  duration: sql`mine DESC, duration_hours ASC, job_id ASC`,
};

interface TypeCount {
  type: string;
  /** Open jobs of the type. */
  open: number;
  /** Of them, in the board's areas. */
  inAreas: number;
  /** Of them, matching every filter: the board's total. */
  matching: number;
}

/**
 * A page of the board in one sort, and the counts, in one statement: per type, how many jobs are
 * open, in the areas and matching the filters (the total, the types the filter offers within the
 * areas, and whether anything is open at all, for the empty state), and the page's ids in the sort.
 * Both read every open job from jobs_open_board_idx alone (it holds every column they need) where
 * vacuum has marked the job's page all-visible, and the job's row too where it has not: jobs'
 * autovacuum settings keep the open jobs' pages all-visible (migration 0014, docs/decisions/053).
 * Planned on every request, as its values change the plan.
 */
const boardStatement = (sort: OpenJobSort) =>
  preparedOnce((db) =>
    db
      .select({
        counts: sql<TypeCount[]>`(SELECT coalesce(json_agg(per_type ORDER BY per_type.type), '[]') FROM (
          SELECT type, count(*)::int AS open, (count(*) FILTER (WHERE in_areas))::int AS "inAreas",
            (count(*) FILTER (WHERE matching))::int AS matching
          FROM ${openJobs(db)} GROUP BY type ORDER BY type LIMIT ${sql.raw(String(TYPES_LIMIT))}
        ) AS per_type)`,
        ids: sql<string[]>`ARRAY(SELECT job_id FROM ${openJobs(db)} WHERE matching ORDER BY ${ORDERS[sort]}
          LIMIT ${sql.placeholder("limit")} OFFSET ${sql.placeholder("offset")})`,
      })
      .from(sql`(VALUES (1)) AS board`)
      .prepare(`open_jobs_board_${sort}`),
  );

/** The viewer's open offer of the job: at most one row (one open offer per job, job_offers_one_open_per_job). */
const viewersOpenOffer = and(eq(jobOffers.jobId, jobs.jobId), eq(jobOffers.status, "open"), eq(jobOffers.cleanerId, sql`${viewer}::uuid`));

/**
 * Then the page's cards, a statement of its own: its only values are the ids and the cleaner, so
 * PostgreSQL keeps one generic plan for it, where a statement with the filters was planned again on
 * every request (its generic plan, blind to which filters are null, looked costlier). The cards read
 * the jobs alone (selectJobOwn): a card shows nothing the other tables hold (docs/decisions/026,
 * 053). In no order: they are put in the ids' order.
 */
const pageStatement = preparedOnce((db) =>
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
    .prepare("open_jobs_page"),
);
const BOARDS = Object.fromEntries(OPEN_JOB_SORTS.map(({ value }) => [value, boardStatement(value)])) as Record<
  OpenJobSort,
  ReturnType<typeof boardStatement>
>;

/** The rows in the order of their ids. */
function inOrderOf<T extends { jobId: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.jobId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
  const [board] = await BOARDS[query.sort](db).execute({ ...filters, ...pageWindow(query) });
  const { ids, counts } = board!;
  const rows = ids.length === 0 ? [] : inOrderOf(ids, await pageStatement(db).execute({ ids, cleanerId: filters.cleanerId }));

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
