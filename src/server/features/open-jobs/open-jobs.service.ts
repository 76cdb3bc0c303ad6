// spec 2 Open Jobs: the board, filtered, sorted and paged in SQL (docs/architecture.md section 6).
import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import { isZipSearch } from "../../../shared/domain/job-area";
import { ALL_TYPES, type OpenJobSort, type OpenJobsQuery } from "../../../shared/schemas/open-jobs";
import type { CleanerRecord } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { cleanerBoardJobJson } from "../../domain/jobs/job-json";
import { jobIdIn, selectJobOwn } from "../../domain/jobs/job-json-select";
import { plannedAsUnknown, preparedOnce } from "../../db/prepared";
import { jobOffers } from "../../db/schema/dispatch";
import { boardAreas, offeredToOthers, offeredToViewer, openForClaims } from "../../domain/jobs/open-board";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";
import { withFields } from "../../lib/with-fields";

/** More distinct job types than the booking form offers; only bounds the type filter's query. */
const TYPES_LIMIT = 100;

/*
 * The board's values as one-row subqueries, planned as unknown (db/prepared.ts): with the filters
 * of a request written into its statement (boardStatement), the plan does not depend on the values,
 * and PostgreSQL keeps one per statement and connection instead of planning it on every request.
 */
const now = plannedAsUnknown("now", "timestamptz");
const areas = plannedAsUnknown("areas", "text[]");
const type = plannedAsUnknown("type", "text");
const pattern = plannedAsUnknown("pattern", "text");
const zip = plannedAsUnknown("zip", "text");
const viewer = plannedAsUnknown("cleanerId", "uuid");

/** Which filters a request has: each shape is a statement of its own, with only those filters in it. */
interface BoardShape {
  sort: OpenJobSort;
  /** "In my areas" (boardAreas) narrows to some cities. */
  inAreas: boolean;
  ofType: boolean;
  /** A search, and whether it is also a ZIP's (searchParameters). */
  search: "none" | "words" | "zip";
}

/** The search's parameters: its ILIKE pattern, and a ZIP's pattern as areaOfAddress reads one (at the very end, after a comma). */
function searchParameters(search: string) {
  if (!search) return { pattern: null, zip: null };
  return { pattern: containsPattern(search), zip: isZipSearch(search) ? `,.*(^|[^0-9])${search}(-[0-9]{4})?[[:space:]]*$` : null };
}

/** "In my areas": the jobs in those cities (without areas there is nothing to narrow to). The cast makes the subquery an array, not a set to compare with. */
const inAreasOf = (shape: BoardShape) => (shape.inAreas ? sql`${jobs.city} = ANY(${areas}::text[])` : sql`true`);

/**
 * The filters a job must match. spec 2's search, narrowed by docs/decisions/026: it finds what the
 * card shows (the type, the city, a five-digit ZIP at the end of the address), never the street or
 * the special instructions, which the board does not show: a search must not tell what a card
 * hides. docs/decisions/055: a job offered to the viewer is on their board whatever its filters
 * (the offer is theirs for a short while and its email links here).
 */
function filtersOf(shape: BoardShape): SQL {
  const ofType = shape.ofType ? sql`${jobs.type} = ${type}` : sql`true`;
  const words = sql`${jobs.type} ILIKE ${pattern} OR ${jobs.city} ILIKE ${pattern}`;
  const search = { none: sql`true`, words, zip: sql`${words} OR ${jobs.address} ~ ${zip}` }[shape.search];
  return sql`((${inAreasOf(shape)} AND ${ofType} AND (${search})) OR ${offeredToViewer(viewer)})`;
}

/** A job offered to someone else is on no one's board (docs/decisions/055). */
const onBoard = and(openForClaims(now), sql`NOT ${offeredToOthers(viewer)}`);

/**
 * The open jobs the board reads: what a sort and the counts need, from jobs_open_board_idx, with
 * whether each is in the areas, matches the filters, or is offered to the viewer. A subquery, read
 * once by the counts and once by the page: a CTE read by both is materialized, and writing and
 * sorting that copy cost more than the second read of the index (docs/decisions/053).
 */
const openJobs = (db: Database, shape: BoardShape) =>
  db
    .select({
      jobId: jobs.jobId,
      type: jobs.type,
      scheduledStart: jobs.scheduledStart,
      cleanerPayoutCents: jobs.cleanerPayoutCents,
      durationHours: jobs.durationHours,
      inAreas: sql<boolean>`${inAreasOf(shape)}`.as("in_areas"),
      matching: sql<boolean>`${filtersOf(shape)}`.as("matching"),
      mine: sql<boolean>`${offeredToViewer(viewer)}`.as("mine"),
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
 * Both read every open job from jobs_open_board_idx alone (it holds every column they need but the
 * address, which only a ZIP's search reads) where vacuum has marked the job's page all-visible, and
 * the job's row too where it has not: jobs' autovacuum settings keep the open jobs' pages
 * all-visible (migration 0014, docs/decisions/053). A filter a request does not have is not in its
 * statement: as a value that may be null it kept PostgreSQL planning on every request, and as an
 * unknown it read the address of every open job.
 */
const boardStatement = (shape: BoardShape, name: string) =>
  preparedOnce((db) =>
    db
      .select({
        counts: sql<TypeCount[]>`(SELECT coalesce(json_agg(per_type ORDER BY per_type.type), '[]') FROM (
          SELECT type, count(*)::int AS open, (count(*) FILTER (WHERE in_areas))::int AS "inAreas",
            (count(*) FILTER (WHERE matching))::int AS matching
          FROM ${openJobs(db, shape)} GROUP BY type ORDER BY type LIMIT ${sql.raw(String(TYPES_LIMIT))}
        ) AS per_type)`,
        ids: sql<string[]>`ARRAY(SELECT job_id FROM ${openJobs(db, shape)} WHERE matching ORDER BY ${ORDERS[shape.sort]}
          LIMIT ${plannedAsUnknown("limit", "int")} OFFSET ${plannedAsUnknown("offset", "int")})`,
      })
      .from(sql`(VALUES (1)) AS board`)
      .prepare(name),
  );
const BOARDS = new Map<string, ReturnType<typeof boardStatement>>();
/** The statement of a shape, built the first time a request has that shape. */
function boardOf(shape: BoardShape) {
  const name = `open_jobs_board_${shape.sort}_${shape.inAreas ? "areas" : "anywhere"}_${shape.ofType ? "type" : "any"}_${shape.search}`;
  let board = BOARDS.get(name);
  if (!board) BOARDS.set(name, (board = boardStatement(shape, name)));
  return board;
}

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
    // The viewer's open offer of the job, to answer from the card.
    offerId: jobOffers.offerId,
    offerExpiresAt: jobOffers.expiresAt,
  })
    .leftJoin(jobOffers, viewersOpenOffer)
    .where(jobIdIn(sql.placeholder("ids")))
    .prepare("open_jobs_page"),
);

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
  const shape: BoardShape = {
    sort: query.sort,
    inAreas: areas !== null,
    ofType: filters.type !== null,
    search: filters.zip !== null ? "zip" : filters.pattern !== null ? "words" : "none",
  };
  const [board] = await boardOf(shape)(db).execute({ ...filters, ...pageWindow(query) });
  const { ids, counts } = board!;
  const rows = ids.length === 0 ? [] : inOrderOf(ids, await pageStatement(db).execute({ ids, cleanerId: filters.cleanerId }));

  // docs/decisions/026: the board card (cleanerBoardJobJson) tells what a cleaner decides on, not
  // who the client is; the rest waits until the job is theirs.
  const cards = rows.map((row) =>
    withFields(cleanerBoardJobJson(row), {
      applied: row.applied,
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
