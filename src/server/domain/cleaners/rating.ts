// docs/decisions/046: a cleaner's rating (rating_avg, rating_count) counts their VISIBLE reviews
// only: a review an admin hid no longer moves the figure clients and the cleaner see. Every path
// that adds, edits, hides, shows or deletes a review recomputes it in its own transaction, with
// the cleaner's row locked first (lockCleanerForRating), so concurrent changes keep it exact.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { reviews } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { lockCleaner } from "../locks";

type Executor = Pick<Database, "execute">;

/**
 * Takes the cleaner's row lock that every rating change queues on (take it before touching the
 * review, and before a job's row: docs/decisions/062). FOR NO KEY UPDATE, as the rating's own
 * UPDATE takes: it queues rating changes, claims and time off alike, but not the inserts that only
 * refer to the cleaner (an offer, an assignment: FOR KEY SHARE), which FOR UPDATE would block.
 */
export async function lockCleanerForRating(tx: Transaction, cleanerId: string) {
  await lockCleaner(tx, cleanerId, "no key update", { cleanerId: cleaners.cleanerId });
}

/** rating_avg and rating_count from the cleaner's visible reviews (none: count 0, average null). */
export async function refreshCleanerRating(db: Executor, cleanerId: string) {
  await db.execute(sql`
    UPDATE ${cleaners} SET
      rating_count = stats.count,
      rating_avg = stats.average
    FROM (
      SELECT count(*)::int AS count, round(avg(${reviews.rating}), 2) AS average
      FROM ${reviews} WHERE ${reviews.cleanerId} = ${cleanerId} AND ${reviews.isVisible}
    ) AS stats
    WHERE ${cleaners.cleanerId} = ${cleanerId}`);
}
