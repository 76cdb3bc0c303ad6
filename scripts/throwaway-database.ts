// A uniquely named empty database on a test PostgreSQL server (scripts/with-test-postgres.sh),
// for a bench or the multi-server drill, and its removal whatever connections are left on it.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<random>` on `serverUrl`; its URL. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropThrowawayDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
}
