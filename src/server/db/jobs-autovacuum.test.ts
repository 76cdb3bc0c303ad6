// docs/decisions/053, migration 0014: the board reads the open jobs from jobs_open_board_idx alone
// only where vacuum has marked their pages all-visible, so jobs is vacuumed after every 500 changed
// or new rows whatever its size, always with its indexes (left to the defaults, a million-job table
// waited for 200,000 changes and then skipped its indexes, leaving the newest pages unmarked).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

it(`jobs is vacuumed after every 500 changes, with its indexes (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
  const { rows } = await database.db.execute<{ option: string }>(
    sql`SELECT unnest(reloptions) AS option FROM pg_class WHERE oid = 'jobs'::regclass ORDER BY 1`,
  );
  expect(rows.map((row) => row.option)).toEqual([
    "autovacuum_vacuum_insert_scale_factor=0",
    "autovacuum_vacuum_insert_threshold=500",
    "autovacuum_vacuum_scale_factor=0",
    "autovacuum_vacuum_threshold=500",
    "vacuum_index_cleanup=on",
  ]);
});
