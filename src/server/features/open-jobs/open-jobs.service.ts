// spec 2 Open Jobs: the board, filtered, sorted and paged in SQL (architecture 6).
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { isZipSearch } from "../../../shared/domain/job-area";
import { ALL_TYPES, type OpenJobSort, type OpenJobsQuery } from "../../../shared/schemas/open-jobs";
import type { CleanerRecord } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { cleanerBoardJobJson } from "../../domain/jobs/job-json";
import { selectJobJson } from "../../domain/jobs/job-json-select";
import { boardAreas, inBoardAreas, openForClaims } from "../../domain/jobs/open-board";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";

/** More distinct job types than the booking form offers; only bounds the type filter's query. */
const TYPES_LIMIT = 100;

/**
 * spec 2's search, narrowed by docs/decisions/026: it finds what the card shows (the type, the city,
 * a five-digit ZIP at the end of the address), never the street or the special instructions,
 * which the board does not show: a search must not tell what a card hides.
 */
function matchesSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // As areaOfAddress reads a ZIP: at the very end, after the street line (a comma before it).
  const zip = isZipSearch(search) ? sql`(${jobs.address} ~ ${`,.*(^|[^0-9])${search}(-[0-9]{4})?[[:space:]]*$`})` : undefined;
  return or(ilike(jobs.type, pattern), ilike(jobs.city, pattern), zip);
}

/** Every order ends on job_id, so pages never overlap or skip a job whose key ties. */
const ORDERS: Record<OpenJobSort, SQL[]> = {
  start: [asc(jobs.scheduledStart), asc(jobs.jobId)],
  pay: [desc(jobs.cleanerPayoutCents), asc(jobs.jobId)],
  duration: [asc(jobs.durationHours), asc(jobs.jobId)],
};

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
  const inAreas = inBoardAreas(areas) ?? sql`true`;
  const ofType = query.type === ALL_TYPES ? undefined : eq(jobs.type, query.type);
  const matching = and(openForClaims(now), inAreas, ofType, matchesSearch(query.search));
  const filtersMatch = and(inAreas, ofType ?? sql`true`, matchesSearch(query.search) ?? sql`true`) as SQL;
  const { limit, offset } = pageWindow(query);

  // The page's ids first, from the open jobs alone (jobs_open_board_idx holds every column they
  // need), then their joins: the planner cannot tell how many jobs are open (Posted and an open
  // window correlate), and joining all of them before keeping a page was the board's cost at a
  // million jobs (docs/decisions/053).
  const pageIds = db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(matching)
    .orderBy(...ORDERS[query.sort])
    .limit(limit)
    .offset(offset);
  const [rows, counts] = await Promise.all([
    selectJobJson(db, {
      // docs/decisions/042: with claim approval on, a job stays open after this cleaner applied.
      // A query builder, not raw SQL, so each column is named with its own table.
      applied: cleaner
        ? exists(
            db
              .select({ one: sql`1` })
              .from(jobApplications)
              .where(
                and(
                  eq(jobApplications.jobId, jobs.jobId),
                  eq(jobApplications.cleanerId, cleaner.cleanerId),
                  eq(jobApplications.status, "pending"),
                ),
              ),
          ).mapWith(Boolean)
        : sql<boolean>`false`,
    })
      .where(inArray(jobs.jobId, pageIds))
      .orderBy(...ORDERS[query.sort]),
    db
      .select({
        type: jobs.type,
        open: sql<number>`count(*)::int`,
        inAreas: sql<number>`(count(*) filter (where ${inAreas}))::int`,
        matching: sql<number>`(count(*) filter (where ${filtersMatch}))::int`,
      })
      .from(jobs)
      .where(openForClaims(now))
      .groupBy(jobs.type)
      .orderBy(asc(jobs.type))
      .limit(TYPES_LIMIT),
  ]);

  // docs/decisions/026: the board card (cleanerBoardJobJson) tells what a cleaner decides on, not
  // who the client is; the rest waits until the job is theirs.
  const cards = rows.map((row) => ({ ...cleanerBoardJobJson(row), applied: row.applied }));
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
