import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openDatabase, type Database, type DatabaseHandle } from "../db/client";

export interface TestDatabase {
  db: Database;
  engine: DatabaseHandle["engine"];
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
  /** Another server's connections to the same rows (PGlite: another handle on the one process's database). */
  openAnother?: () => Promise<DatabaseHandle>;
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot, or,
 * with TEST_DATABASE_URL, a uniquely named database on that PostgreSQL server (dropped after),
 * so files running in parallel never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresCopy(serverUrl) : openPgliteCopy();
}

async function openPgliteCopy(): Promise<TestDatabase> {
  const snapshot = inject("pgliteSnapshot");
  // No snapshot (e.g. globalSetup skipped): this file's own database is migrated instead.
  const pglite = await createPglite(snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {});
  const handle = await openDatabase({ pglite });
  if (!snapshot) await handle.migrate();
  return {
    db: handle.db,
    engine: handle.engine,
    dispose: () => handle.close(),
    // The one PGlite stays open for this file's own handle.
    openAnother: async () => ({ ...(await openDatabase({ pglite })), close: async () => undefined }),
  };
}

async function openPostgresCopy(serverUrl: string): Promise<TestDatabase> {
  const name = `tidyline_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    db: handle.db,
    engine: handle.engine,
    openAnother: () => openDatabase({ url: url.toString() }),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await waitForConnectionsToClose(cleanup, name);
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * pool.end() resolves once its clients are told to end, not once their connections are gone.
 * DROP ... WITH (FORCE) would kill a connection still closing, and that client then raises an
 * error nobody listens to (Vitest reports it as unhandled), so wait for them first (up to 2 s).
 */
async function waitForConnectionsToClose(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ open: number }>("SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1", [
      database,
    ]);
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
