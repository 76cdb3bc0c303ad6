import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema/auth";

export interface RateLimitRule {
  window: number; // seconds
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfter: number | null;
}

/**
 * Fixed-window counters in the database, so every app server shares them. A window starts at
 * the first hit after the previous one closed.
 */
export function databaseRateLimiter(db: Database) {
  return {
    /**
     * Counts one hit if the window has room, in one statement that both decides and counts, so
     * concurrent requests cannot slip past a stale read. A refused hit changes nothing, so a
     * counted hit can be given back exactly (`release`).
     */
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const window = sql`make_interval(secs => ${rule.window})`;
      const result = await db.execute<{ counted: number | null; retry_after: number | null }>(sql`
        WITH hit AS (
          INSERT INTO rate_limits AS r (key, count, window_start) VALUES (${key}, 1, now())
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN r.window_start <= now() - ${window} THEN 1 ELSE r.count + 1 END,
            window_start = CASE WHEN r.window_start <= now() - ${window} THEN now() ELSE r.window_start END
          WHERE r.window_start <= now() - ${window} OR r.count < ${rule.max}
          RETURNING count
        )
        SELECT (SELECT count FROM hit) AS counted,
          (SELECT ceil(extract(epoch FROM (window_start + ${window} - now())))::int
             FROM rate_limits WHERE key = ${key}) AS retry_after`);
      const row = result.rows[0];
      if (row?.counted != null) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Number(row?.retry_after ?? rule.window)) };
    },

    /** Gives back one counted hit: a reservation that turned out not to be what the limit counts. */
    async release(key: string): Promise<void> {
      await db.execute(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0`);
    },
  };
}

export type RateLimiter = ReturnType<typeof databaseRateLimiter>;

/** Drops counters whose window closed long ago, so the table stays the size of recent traffic. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
