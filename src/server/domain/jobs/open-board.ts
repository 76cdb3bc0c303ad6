import { and, eq, gt, inArray, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";

/**
 * Written into the statement, not sent as a value: jobs_open_board_idx holds the Posted jobs only,
 * and a plan may read it only where the statement itself says Posted, so a plan PostgreSQL keeps
 * for every execution of a prepared statement can use it (docs/decisions/053).
 */
const isPosted = sql`${jobs.status} = 'Posted'`;

/**
 * spec 2 and docs/decisions/032: the jobs a cleaner can claim right now: Posted, claim window still
 * open, start still ahead. The board, its count on the dashboard and the claim itself use this.
 * `now` may be a placeholder or a value's subquery, for the board's prepared statements.
 */
export function openForClaims(now: Date | Placeholder | SQL): SQL {
  return and(isPosted, gt(jobs.claimWindowEnds, now), gt(jobs.scheduledStart, now)) as SQL;
}

/**
 * docs/decisions/055: a job offered to one cleaner (an open offer: jobs.offered_to) is theirs alone
 * to take until they answer or the offer lapses; anyone else's claim is refused. A column of the
 * job's own row, so the claim's conditional UPDATE decides it under the row's lock.
 */
export function notOfferedToOthers(cleanerId: string | Placeholder): SQL {
  return or(isNull(jobs.offeredTo), eq(jobs.offeredTo, cleanerId)) as SQL;
}

/**
 * The board's view of the same rule (docs/decisions/055): the jobs whose open offer is another
 * cleaner's (or anyone's, for a viewer without a record: a null id). Read from job_offers' small
 * partial index of open offers, so the board's page ids still come from jobs_open_board_idx alone
 * (docs/decisions/053); offerNext writes the open offer and jobs.offered_to together.
 */
export const offeredToOthers = (cleanerId: Placeholder | SQL | string | null) =>
  sql`(${jobs.jobId} IN (SELECT ${jobOffers.jobId} FROM ${jobOffers} WHERE ${jobOffers.status} = 'open' AND ${jobOffers.cleanerId} IS DISTINCT FROM ${cleanerId}::uuid))`;

/** The jobs offered to this cleaner now: at the top of their board, whatever its sort and filters. */
export const offeredToViewer = (cleanerId: Placeholder | SQL | string | null) =>
  sql`(${jobs.jobId} IN (SELECT ${jobOffers.jobId} FROM ${jobOffers} WHERE ${jobOffers.status} = 'open' AND ${jobOffers.cleanerId} = ${cleanerId}::uuid))`;

/**
 * docs/decisions/032: "In my areas" is on by default once the profile has work areas; without
 * areas (or without a record) there is nothing to narrow to, so it is off whatever was asked.
 * `asked` is the board's toggle; undefined is the board as it first opens.
 */
export function boardAreas(cleaner: { workAreas: string[] | null } | null, asked?: boolean): string[] | null {
  const areas = cleaner?.workAreas ?? [];
  if (areas.length === 0) return null;
  return (asked ?? true) ? areas : null;
}

/** The jobs within those areas (every job when there are none to narrow to). */
export const inBoardAreas = (areas: string[] | null): SQL | undefined => (areas ? inArray(jobs.city, areas) : undefined);

/**
 * docs/decisions/027: what the board shows as it first opens (no search, no type, its default
 * areas): what the dashboard's Available Jobs counts, so the two never disagree.
 */
export function onDefaultBoard(cleaner: { cleanerId: string; workAreas: string[] | null } | null, now: Date): SQL {
  const areas = inBoardAreas(boardAreas(cleaner));
  const viewerId = cleaner?.cleanerId ?? null;
  // The viewer's own offers are on their board whatever its filters; others' offers on no one's.
  return and(openForClaims(now), sql`NOT ${offeredToOthers(viewerId)}`, areas ? or(areas, offeredToViewer(viewerId)) : undefined) as SQL;
}
