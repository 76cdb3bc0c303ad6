// docs/decisions/050: servers started together on an empty database load the demo data once.
// On PostgreSQL each "server" has a pool of its own on the test database, as separate processes
// would; on PGlite there is one process, which takes its turns in memory.
import { asc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createAuth } from "./auth/auth";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { authUsers } from "./db/schema/auth";
import { jobOffers, unitCleaners } from "./db/schema/dispatch";
import { cleaners, clientUnits } from "./db/schema/people";
import { featureFlags } from "./db/schema/platform";
import { SERVER_FLAGS } from "./domain/flags/feature-flags";
import { seedDemoDataOnce } from "./demo-seeding";
import { memoryMailbox } from "./lib/mailer";
import { DEMO_ACCOUNTS } from "./seed/demo-data";
import { REVIEWS_DEMO_ACCOUNTS } from "./seed/demo/admin-reviews";
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

  it("turns dispatch on and lists Sam first on the demo client's units, Jamie then Sam on the Chicago ones (docs/decisions/055)", async () => {
    const auth = createAuth({ db: t.db, env: t.env, mailer: memoryMailbox(), secret: "tidyline-seeding-secret-0123456789" });
    await seedDemoDataOnce({ db: t.db, storage: t.storage, env: t.env, auth });
    const [flag] = await t.db.select().from(featureFlags).where(eq(featureFlags.flagName, SERVER_FLAGS.autoAssign));
    expect(flag?.enabled).toBe(true);

    const lists = await t.db
      .select({ unit: clientUnits.label, cleaner: cleaners.email, role: unitCleaners.role, position: unitCleaners.position })
      .from(unitCleaners)
      .innerJoin(clientUnits, eq(clientUnits.unitId, unitCleaners.unitId))
      .innerJoin(cleaners, eq(cleaners.cleanerId, unitCleaners.cleanerId))
      .orderBy(asc(clientUnits.label), asc(unitCleaners.role), asc(unitCleaners.position));
    const sam = DEMO_ACCOUNTS.cleaner.email;
    const jamie = REVIEWS_DEMO_ACCOUNTS.cleaner.email;
    expect(lists).toEqual([
      { unit: "Back Bay Studio", cleaner: sam, role: "preferred", position: 0 },
      { unit: "Beacon Hill Loft", cleaner: sam, role: "preferred", position: 0 },
      { unit: "River North Condo", cleaner: jamie, role: "preferred", position: 0 },
      { unit: "River North Condo", cleaner: sam, role: "backup", position: 0 },
      { unit: "Wicker Park Two-Flat", cleaner: jamie, role: "preferred", position: 0 },
      { unit: "Wicker Park Two-Flat", cleaner: sam, role: "backup", position: 0 },
    ]);
    // The jobs the demo inserts are on the open board as before dispatch: none is being offered.
    expect(await t.db.select().from(jobOffers)).toEqual([]);
  }, 60_000);
});
