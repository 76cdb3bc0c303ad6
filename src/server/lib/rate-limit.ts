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
 * Fixed-window counters in the database, so every app server shares them. One statement both
 * checks and counts, so concurrent requests cannot slip past a stale read.
 */
export function databaseRateLimiter(db: Database) {
  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const result = await db.execute<{ count: number; retry_after: number }>(sql`
        INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.window})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.window})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count,
          ceil(extract(epoch FROM (window_start + make_interval(secs => ${rule.window}) - now())))::int AS retry_after`);
      const row = result.rows[0];
      const count = Number(row?.count ?? 0);
      const allowed = count <= rule.max;
      return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row?.retry_after ?? rule.window)) };
    },
  };
}

export type RateLimiter = ReturnType<typeof databaseRateLimiter>;

/** How many hits `key` has in its open window, without counting one more. */
export async function countInWindow(db: Database, key: string, rule: RateLimitRule): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limits
    WHERE key = ${key} AND window_start > now() - make_interval(secs => ${rule.window})`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Drops counters whose window closed long ago, so the table stays the size of recent traffic. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
