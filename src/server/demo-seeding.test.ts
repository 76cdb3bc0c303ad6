// docs/decisions/050: servers started together on an empty database load the demo data once.
// On PostgreSQL each "server" has a pool of its own on the test database, as separate processes
// would; on PGlite there is one process, which takes its turns in memory.
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createAuth } from "./auth/auth";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { authUsers } from "./db/schema/auth";
import { seedDemoDataOnce } from "./demo-seeding";
import { memoryMailbox } from "./lib/mailer";
import { DEMO_ACCOUNTS } from "./seed/demo-data";
import { createTestApp } from "./test/harness";

const t = await createTestApp();
const others: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(others.map((handle) => handle.close()));
  await t.close();
});

/** Two more servers' connections to the test database (the same handle on PGlite). */
async function otherServersDatabases() {
  const client: unknown = Reflect.get(t.db, "$client");
  if (!(client instanceof pg.Pool)) return [t.db, t.db];
  const url = client.options.connectionString ?? "";
  others.push(...(await Promise.all([openDatabase({ url, poolSize: 3 }), openDatabase({ url, poolSize: 3 })])));
  return others.map((handle) => handle.db);
}

describe("loading the demo data at start", () => {
  it("loads it once when three servers start at the same moment on an empty database", async () => {
    const databases = [t.db, ...(await otherServersDatabases())];
    const servers = databases.map((db) => ({
      db,
      storage: t.storage,
      env: t.env,
      auth: createAuth({ db, env: t.env, mailer: memoryMailbox(), secret: "tidyline-seeding-secret-0123456789" }),
    }));
    const loaded = await Promise.all(servers.map((server) => seedDemoDataOnce(server)));
    expect(loaded.filter(Boolean)).toHaveLength(1);

    const emails = Object.values(DEMO_ACCOUNTS).map(({ email }) => email);
    const [accounts] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authUsers)
      .where(inArray(authUsers.email, emails));
    expect(accounts?.n).toBe(emails.length);
    // A later start finds the demo there and loads nothing.
    expect(await seedDemoDataOnce(servers[2]!)).toBe(false);
  }, 60_000);
});
