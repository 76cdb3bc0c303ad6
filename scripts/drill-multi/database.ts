// The drill's own view of the database: the SQL that makes work due
// (ended periods, a late job, a due task), what it reads back, and a PostgreSQL restart.
import { spawn } from "node:child_process";
import pg from "pg";

/** A small pool that survives a restart of the database (a broken connection is dropped, the next query opens another). */
export function openPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on("error", () => undefined);
  return pool;
}

export async function rows<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/** Makes a background task due on every server's shared schedule; false when the task has no schedule row. */
export async function makeTaskDue(pool: pg.Pool, name: string): Promise<boolean> {
  const result = await pool.query("UPDATE background_task_schedule SET next_run_at = now() WHERE name = $1", [name]);
  return (result.rowCount ?? 0) > 0;
}

export interface ScheduleRow {
  name: string;
  runs: number;
  last_run_by: string | null;
}

export const scheduleRows = (pool: pg.Pool) =>
  rows<ScheduleRow>(pool, "SELECT name, runs, last_run_by FROM background_task_schedule ORDER BY name");

/**
 * `pg_ctl restart -m fast` of the cluster scripts/with-test-postgres.sh started (it exports
 * TEST_PG_BIN, TEST_PG_DATA and TEST_PG_LOG), as the postgres user when run as root, as the
 * script does. Returns when the database accepts connections again.
 */
export async function restartPostgres(): Promise<void> {
  const { TEST_PG_BIN: bin, TEST_PG_DATA: data, TEST_PG_LOG: log } = process.env;
  if (!bin || !data || !log)
    throw new Error("TEST_PG_BIN, TEST_PG_DATA and TEST_PG_LOG are not set: run through scripts/with-test-postgres.sh");
  const command = [`${bin}/pg_ctl`, "-D", data, "-l", log, "-m", "fast", "-w", "restart"];
  const asOwner = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...command] : command;
  const child = spawn(asOwner[0]!, asOwner.slice(1), { stdio: ["ignore", "ignore", "inherit"] });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`pg_ctl restart failed (exit ${code})`);
}
