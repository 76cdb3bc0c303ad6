// What the admin's cleaner searches and pickers share (people, payouts, the assign picker, a unit's
// lists): one search rule and one way to show a rating.
import { ilike, or, type SQL } from "drizzle-orm";
import { cleaners } from "../../db/schema/people";
import { containsPattern } from "../../lib/like";

/** Cleaners whose name or email contains `search` (none: every cleaner). */
export function cleanerMatching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(cleaners.name, pattern), ilike(cleaners.email, pattern));
}

/** The average as a number, or null until the first visible review (rating_avg is numeric text). */
export const shownRating = ({ ratingAvg, ratingCount }: { ratingAvg: string | null; ratingCount: number }): number | null =>
  ratingCount > 0 && ratingAvg !== null ? Number(ratingAvg) : null;
