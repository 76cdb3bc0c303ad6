// docs/decisions/019, 050: when each background task is next due, one row per task shared by
// every server on the database (background_task_schedule), so three servers run a task as often
// as one does. The database's clock decides what is due: servers' clocks may disagree.
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Who ran a task last, as the row records it: this server's host and process. */
export const RUNNER_ID = `${hostname()}:${process.pid}`;

/**
 * How long until `name` is due, in ms (0: due now). A task seen for the first time is due at once;
 * its row is created then (a server that finds it already there leaves it as it is).
 */
export async function msUntilDue(db: Database, name: string): Promise<number> {
  const { rows } = await db.execute<{ wait: number | string }>(sql`
    WITH created AS (
      INSERT INTO background_task_schedule (name, next_run_at) VALUES (${name}, now())
      ON CONFLICT (name) DO NOTHING
      RETURNING next_run_at
    )
    SELECT GREATEST(0, ceil(extract(epoch FROM (next_run_at - now())) * 1000))::float8 AS wait
    FROM (SELECT next_run_at FROM created UNION ALL SELECT next_run_at FROM background_task_schedule WHERE name = ${name}) AS due
    LIMIT 1
  `);
  return Number(rows[0]?.wait ?? 0);
}

/**
 * Takes the due run of `name` for this server: one conditional UPDATE moves `next_run_at` a period
 * on, so of several servers finding it due only one does (true). Counts the run and says who ran it.
 */
export async function claimDueRun(db: Database, name: string, everyMs: number, by = RUNNER_ID): Promise<boolean> {
  const { rows } = await db.execute<{ name: string }>(sql`
    UPDATE background_task_schedule
    SET next_run_at = now() + ${everyMs}::float8 * interval '1 millisecond',
        last_run_at = now(),
        last_run_by = ${by},
        runs = runs + 1
    WHERE name = ${name} AND next_run_at <= now()
    RETURNING name
  `);
  return rows.length > 0;
}
