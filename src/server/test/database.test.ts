import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseEmpty } from "../db/client";
import { openTestDatabase } from "./database";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe("test databases", () => {
  it(`run on ${onPostgres ? "PostgreSQL (TEST_DATABASE_URL)" : "PGlite"}, migrated and empty`, async () => {
    const database = await openTestDatabase();
    try {
      expect(database.engine).toBe(onPostgres ? "postgres" : "pglite");
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      const tables = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'profiles'`,
      );
      expect(tables.rows[0]?.n).toBe(1);
    } finally {
      await database.dispose();
    }
  });

  it("are private: rows written in one are not seen in another", async () => {
    const [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      await first.db.execute(sql`INSERT INTO rate_limits (key, count, window_start) VALUES ('isolation-probe', 1, now())`);
      const seen = await second.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = 'isolation-probe'`);
      expect(seen.rows[0]?.n).toBe(0);
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
  });

  it.runIf(onPostgres)("on PostgreSQL, are dropped when disposed", async () => {
    const probe = await openTestDatabase();
    const [row] = (await probe.db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows;
    await probe.dispose();
    const watcher = await openTestDatabase();
    try {
      const left = await watcher.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_database WHERE datname = ${row?.name ?? ""}`,
      );
      expect(left.rows[0]?.n).toBe(0);
    } finally {
      await watcher.dispose();
    }
  });
});
