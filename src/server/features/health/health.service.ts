import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { withTimeout } from "../../lib/cached-check";
import type { Storage } from "../../lib/storage";

export interface HealthReport {
  status: "healthy" | "unhealthy";
  checks: { database: boolean; auth: boolean; storage: boolean; functions: boolean };
}

export interface HealthDeps {
  db: Database;
  storage: Storage;
  /** Calls one of the server's own routes in-process; true when it answers as expected. */
  probeRoutes: () => Promise<boolean>;
}

// docs/decisions/016: a check that hangs (a database being failed over, a stuck disk) counts
// as failing, so the report comes within a second.
const CHECK_TIMEOUT_MS = 800;

const passes = (check: () => Promise<unknown>) =>
  withTimeout(check(), CHECK_TIMEOUT_MS).then(
    () => true,
    () => false,
  );

/** Each check does real work: a query, a read of the accounts tables, a file round trip, a route call. */
export async function checkHealth({ db, storage, probeRoutes }: HealthDeps): Promise<HealthReport> {
  const [database, auth, storageOk, functions] = await Promise.all([
    passes(() => db.execute(sql`SELECT 1`)),
    passes(() => db.execute(sql`SELECT (SELECT count(*) FROM auth_users) + (SELECT count(*) FROM auth_sessions WHERE expires_at > now())`)),
    passes(() => storageRoundTrip(storage)),
    withTimeout(probeRoutes(), CHECK_TIMEOUT_MS).catch(() => false),
  ]);
  const checks = { database, auth, storage: storageOk, functions };
  return { status: Object.values(checks).every(Boolean) ? "healthy" : "unhealthy", checks };
}

async function storageRoundTrip(storage: Storage) {
  const key = `health/${randomUUID()}.txt`;
  const marker = `ok ${Date.now()}`;
  await storage.put(key, marker);
  try {
    if ((await storage.get(key)).toString() !== marker) throw new Error("storage read back something else");
  } finally {
    await storage.remove(key);
  }
}
