import { and, eq, gt, inArray, type Placeholder, type SQL } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";

/**
 * spec 2 and docs/decisions/032: the jobs a cleaner can claim right now: Posted, claim window still
 * open, start still ahead. The board, its count on the dashboard and the claim itself use this.
 * `now` may be a placeholder, for the board's prepared statements.
 */
export function openForClaims(now: Date | Placeholder): SQL {
  return and(eq(jobs.status, "Posted"), gt(jobs.claimWindowEnds, now), gt(jobs.scheduledStart, now)) as SQL;
}

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
export function onDefaultBoard(cleaner: { workAreas: string[] | null } | null, now: Date): SQL {
  return and(openForClaims(now), inBoardAreas(boardAreas(cleaner))) as SQL;
}
