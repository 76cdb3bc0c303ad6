import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";

export interface TestDatabase {
  db: Database;
  engine: DatabaseHandle["engine"];
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
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
  let handle: DatabaseHandle;
  if (snapshot) {
    const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(snapshot)]) });
    handle = await openDatabase({ pglite });
  } else {
    // No snapshot (e.g. globalSetup skipped): migrate this file's own database instead.
    handle = await openDatabase({ memory: true });
    await handle.migrate();
  }
  return { db: handle.db, engine: handle.engine, dispose: () => handle.close() };
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
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
