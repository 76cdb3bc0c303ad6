// docs/decisions/054: the runner's calendar-sync task. Due feeds are claimed a batch at a time by
// one statement that moves their next sync a period on, so whichever server runs the task, each
// feed is synced by one of them per period; the claimed ones are synced a few at a time.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { logger } from "../../lib/logger";
import { syncCalendar } from "./sync.service";

/** Feeds claimed per statement. */
export const SYNC_BATCH = 20;
/** Feeds fetched and applied at once by one server: each fetch may wait up to 10 s. */
export const SYNC_CONCURRENCY = 4;
/** A run claims no more after this long (the rest stay due for the next run, a minute later). */
export const SYNC_RUN_BUDGET_MS = 45_000;

export interface DueSyncInput {
  db: Database;
  publicUrl: string;
  allowPrivate: boolean;
  /** env.calendarSyncMs */
  syncEveryMs: number;
  signal?: AbortSignal;
}

/**
 * Claims up to `limit` due feeds: their next sync moves `syncEveryMs` on (the database's clock, as
 * the runner's schedule), skipping rows another server is claiming or syncing. Feeds of inactive
 * units or clients are claimed too, so they are not looked at every minute, but come back inactive.
 * Clients take turns (decision 057): each client's longest-due feed first, then each one's second,
 * so one account's many feeds, or its slow ones, cannot keep another's waiting.
 */
export async function claimDueCalendars(db: Database, syncEveryMs: number, limit = SYNC_BATCH) {
  const { rows } = await db.execute<{ calendar_id: string; active: boolean }>(sql`
    WITH turns AS (
      SELECT calendar_id, next_sync_at,
        row_number() OVER (PARTITION BY client_id ORDER BY next_sync_at, calendar_id) AS turn
      FROM unit_calendars
      WHERE next_sync_at <= now()
    ),
    due AS (
      SELECT feed.calendar_id FROM unit_calendars AS feed
      JOIN turns ON turns.calendar_id = feed.calendar_id
      WHERE feed.next_sync_at <= now()
      ORDER BY turns.turn, turns.next_sync_at
      LIMIT ${limit}
      FOR UPDATE OF feed SKIP LOCKED
    )
    UPDATE unit_calendars AS feed
    SET next_sync_at = now() + ${syncEveryMs}::float8 * interval '1 millisecond'
    FROM due, client_units AS unit, clients AS client
    WHERE feed.calendar_id = due.calendar_id
      AND unit.unit_id = feed.unit_id
      AND client.client_id = feed.client_id
    RETURNING feed.calendar_id, (unit.is_active AND client.status = 'Active') AS active
  `);
  return rows.map((row) => ({ calendarId: row.calendar_id, active: row.active }));
}

/** Syncs every due feed, a batch at a time, until none is due, the budget is spent or the server stops. */
export async function syncDueCalendars(input: DueSyncInput): Promise<{ synced: number; failed: number }> {
  const started = performance.now();
  const totals = { synced: 0, failed: 0 };
  const deps = { db: input.db, publicUrl: input.publicUrl, allowPrivate: input.allowPrivate, signal: input.signal };
  while (!input.signal?.aborted && performance.now() - started < SYNC_RUN_BUDGET_MS) {
    const claimed = await claimDueCalendars(input.db, input.syncEveryMs);
    const queue = claimed.filter((feed) => feed.active).map((feed) => feed.calendarId);
    const worker = async () => {
      for (let calendarId = queue.shift(); calendarId; calendarId = queue.shift()) {
        if (input.signal?.aborted) return;
        try {
          const result = await syncCalendar(deps, calendarId);
          totals[result.status === "failed" ? "failed" : "synced"] += 1;
        } catch (error) {
          // A database fault on one feed: logged; the feed is tried again next period.
          totals.failed += 1;
          logger.warn("calendar sync failed", { calendarId, error: String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
    if (claimed.length < SYNC_BATCH) break;
  }
  return totals;
}
