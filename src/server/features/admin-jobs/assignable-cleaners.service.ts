// spec 4: moving a job to Assigned or In Progress asks for the cleaner, an Active one
// (docs/decisions/041): the status dropdown's picker, searched by name or email.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cleaners } from "../../db/schema/people";
import { cleanerMatching, shownRating } from "../../domain/cleaners/cleaner-search";

/** The picker shows this many; typing narrows them. */
export const ASSIGNABLE_CLEANERS_SHOWN = 50;

export async function listAssignableCleaners({ db, search }: { db: Database; search: string }) {
  const rows = await db
    .select({
      cleanerId: cleaners.cleanerId,
      name: cleaners.name,
      email: cleaners.email,
      ratingAvg: cleaners.ratingAvg,
      ratingCount: cleaners.ratingCount,
    })
    .from(cleaners)
    .where(and(eq(cleaners.status, "Active"), cleanerMatching(search)))
    .orderBy(asc(cleaners.name), asc(cleaners.cleanerId))
    .limit(ASSIGNABLE_CLEANERS_SHOWN);
  return {
    cleaners: rows.map((row) => ({ ...row, ratingAvg: shownRating(row) })),
  };
}
