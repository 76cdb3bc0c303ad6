import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, featureFlags } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import type { Storage } from "../../lib/storage";
import { createTestApp, jsonOf, queryFrom, type TestAccount, type TestApp } from "../../test/harness";
import { recordDeployment } from "./deployment.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Ada Admin" });
});

interface Overview {
  deployment: { at: string; commitSha: string } | null;
  enabledFlags: string[];
  environment: { database: { label: string; local: boolean }; checklist: { key: string; passed: boolean; detail: string }[] };
}

const overview = async (browser = admin.browser) => {
  const response = await browser.api.admin.settings.$get();
  expect(response.status).toBe(200);
  return await jsonOf(response);
};

/** Storage that counts the health check's file round trips: one per check that really ran. */
function countingStorage() {
  const files = new Map<string, string>();
  const storage: Storage & { roundTrips: number } = {
    roundTrips: 0,
    put: async (key, data) => {
      storage.roundTrips += 1;
      files.set(key, data as string); // the health check writes text
    },
    get: async (key) => Buffer.from(files.get(key) ?? ""),
    read: () => Promise.reject(new Error("the health check does not stream")),
    remove: async (key) => void files.delete(key),
  };
  return storage;
}

describe("deployments", () => {
  it("records a deploy row once per build SHA, with no actor, and again when the SHA changes or rolls back", async () => {
    const first = `a1b2c3d4e5f6${randomUUID().slice(0, 8)}`;
    const second = `ffee${randomUUID().slice(0, 8)}`;
    const deployRows = () => t.db.select().from(auditLog).where(eq(auditLog.action, "deploy")).orderBy(desc(auditLog.createdAt));

    expect(await recordDeployment({ db: t.db, buildSha: first })).toBe(true);
    // A restart of the same build, even several servers at once, adds nothing.
    expect(await Promise.all([recordDeployment({ db: t.db, buildSha: first }), recordDeployment({ db: t.db, buildSha: first })])).toEqual([
      false,
      false,
    ]);
    expect(await deployRows()).toHaveLength(1);
    expect((await deployRows())[0]).toMatchObject({
      actorId: null,
      entityType: "system",
      entityId: "deployment",
      metadata: { commit_sha: first },
    });

    expect(await recordDeployment({ db: t.db, buildSha: second })).toBe(true);
    expect(await recordDeployment({ db: t.db, buildSha: first })).toBe(true); // a rollback is a deployment too
    expect((await deployRows()).map((row) => row.metadata.commit_sha)).toEqual([first, second, first]);

    // Settings' Deployment Status shows the latest.
    const { deployment } = await overview();
    expect(deployment?.commitSha).toBe(first);
    expect(new Date(deployment!.at).getTime()).toBe((await deployRows())[0]!.createdAt.getTime());
  });
});

describe("GET /api/admin/settings", () => {
  it("names the enabled flags only, by name (spec 2 Production Feature Flags)", async () => {
    const id = randomUUID().slice(0, 8);
    await t.db.insert(featureFlags).values([
      { flagName: `zeta_${id}`, enabled: true },
      { flagName: `alpha_${id}`, enabled: true },
      { flagName: `off_${id}`, enabled: false },
    ]);
    const { enabledFlags } = await overview();
    expect(enabledFlags.filter((name) => name.endsWith(id))).toEqual([`alpha_${id}`, `zeta_${id}`]);
  });

  it("gives the production checklist of this server's settings: a test server passes none of it", async () => {
    const { environment } = await overview();
    expect(environment.database).toEqual({ label: "Embedded PGlite (local)", local: true });
    expect(environment.checklist.map((item) => [item.key, item.passed])).toEqual([
      ["postgresql", false],
      ["smtp", false],
      ["secureCookies", false],
      ["publicUrlHttps", false],
      ["authSecret", false],
    ]);
    expect(environment.checklist.find((item) => item.key === "publicUrlHttps")?.detail).toContain("http://localhost:3000");
  });

  it("says which settings are set without ever sending their values", async () => {
    const secrets = { db: "db-pass-93731", smtp: "smtp-pass-55120", auth: "auth-secret-value-0123456789-abcdefgh" };
    const configured = await createTestApp({
      database: t.database,
      env: {
        DATABASE_URL: `postgres://tidy:${secrets.db}@db.internal.example:5432/tidyline`,
        SMTP_URL: `smtp://mailer:${secrets.smtp}@mail.example:587`,
        AUTH_SECRET: secrets.auth,
      },
    });
    try {
      const other = await configured.createAccount({ role: "admin" });
      const response = await other.browser.api.admin.settings.$get();
      const text = await response.text();
      for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
      expect(text).not.toContain("db.internal.example");
      const { environment } = JSON.parse(text) as Overview;
      expect(environment.database).toEqual({ label: "PostgreSQL", local: false });
      expect(Object.fromEntries(environment.checklist.map((item) => [item.key, item.passed]))).toEqual({
        postgresql: true,
        smtp: true,
        secureCookies: false,
        publicUrlHttps: false,
        authSecret: true,
      });
    } finally {
      await configured.close();
    }
  });

  it("is the admin's alone", async () => {
    const client = await t.createAccount({ role: "client" });
    const { settings } = client.browser.api.admin;
    for (const [name, read] of [
      ["settings", () => settings.$get()],
      ["health", () => settings.health.$get()],
      ["activity", () => settings.activity.$get({ query: {} })],
    ] as const) {
      expect((await read()).status, name).toBe(403);
    }
    const purge = await client.browser.api.admin.settings["cache-purge"].$post({ json: {} });
    expect(purge.status).toBe(403);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, client.userId))).toEqual([]);
  });
});

describe("health and the site cache", () => {
  let app: TestApp;
  let storage: ReturnType<typeof countingStorage>;
  let appAdmin: TestAccount;
  beforeAll(async () => {
    storage = countingStorage();
    app = await createTestApp({ storage, database: t.database });
    appAdmin = await app.createAccount({ role: "admin", fullName: "Pat Purger" });
  });
  afterAll(() => app.close());

  it("runs the four checks afresh for Run Health Check, and the public status then shares that report", async () => {
    expect((await app.api.health.$get()).status).toBe(200);
    const afterPublic = storage.roundTrips;
    expect((await app.api.health.$get()).status).toBe(200);
    expect(storage.roundTrips).toBe(afterPublic); // remembered for a few seconds

    const response = await appAdmin.browser.api.admin.settings.health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "healthy", checks: { database: true, auth: true, storage: true, functions: true } });
    expect(storage.roundTrips).toBe(afterPublic + 1);
    await appAdmin.browser.api.admin.settings.health.$get();
    expect(storage.roundTrips).toBe(afterPublic + 2); // every press runs them

    expect((await app.api.health.$get()).status).toBe(200);
    expect(storage.roundTrips).toBe(afterPublic + 2);
  });

  it("answers an unhealthy report with 200 and the failing check, for the screen to show", async () => {
    const broken = await createTestApp({
      storage: {
        put: () => Promise.reject(new Error("disk full")),
        get: () => Promise.reject(new Error("disk full")),
        read: () => Promise.reject(new Error("disk full")),
        remove: () => Promise.resolve(),
      },
      database: t.database,
    });
    try {
      const brokenAdmin = await broken.createAccount({ role: "admin" });
      const response = await brokenAdmin.browser.api.admin.settings.health.$get();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "unhealthy",
        checks: { database: true, auth: true, storage: false, functions: true },
      });
    } finally {
      await broken.close();
    }
  });

  it("Clear Site Cache empties the remembered health report and the built pages, and records cache_purge (spec 7)", async () => {
    await app.api.health.$get();
    const before = storage.roundTrips;
    await app.api.health.$get();
    expect(storage.roundTrips).toBe(before);

    const response = await appAdmin.browser.api.admin.settings["cache-purge"].$post({ json: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cleared: ["health report", "built pages"] });

    // The next status check runs the checks again instead of answering from memory.
    expect((await app.api.health.$get()).status).toBe(200);
    expect(storage.roundTrips).toBe(before + 1);

    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "cache_purge")).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(row).toMatchObject({
      actorId: appAdmin.userId,
      entityType: "system",
      entityId: "site_cache",
      metadata: { cleared: ["health report", "built pages"] },
      summary: "Site cache cleared (health report, built pages)",
    });
  });
});

// docs/decisions/050: two apps on one database are two servers (on PostgreSQL each has its own
// LISTEN connection; on PGlite the one process tells its apps in memory).
describe("Clear Site Cache with several servers", () => {
  it("empties the caches of every server on the database, not only the one that answered", async () => {
    const storages = [countingStorage(), countingStorage()] as const;
    const [a, b] = await Promise.all(storages.map((storage) => createTestApp({ storage, database: t.database })));
    try {
      const purger = await a!.createAccount({ role: "admin" });
      // B remembers its health report: a second status check runs nothing.
      await b!.api.health.$get();
      const before = storages[1].roundTrips;
      await b!.api.health.$get();
      expect(storages[1].roundTrips).toBe(before);

      const response = await purger.browser.api.admin.settings["cache-purge"].$post({ json: {} });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ cleared: ["health report", "built pages"] });

      // Well before B's report would expire on its own (5 s, health.routes.ts), B runs the checks again.
      const deadline = Date.now() + 2_000;
      while (storages[1].roundTrips === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await b!.api.health.$get();
      }
      expect(storages[1].roundTrips).toBe(before + 1);
    } finally {
      await Promise.all([a?.close(), b?.close()]);
    }
  });
});

describe("GET /api/admin/settings/activity", () => {
  const activity = async (query = "") => {
    const response = await admin.browser.api.admin.settings.activity.$get({ query: queryFrom(query) });
    expect(response.status).toBe(200);
    return await jsonOf(response);
  };

  it("lists the audit log newest first, 20 a page, naming the admin (or nobody for the server's own events)", async () => {
    const start = Date.now() + 60_000; // after every row the other tests wrote
    for (let index = 0; index < 22; index++) {
      // Rows of an action the code no longer knows, as old rows are stored (docs/decisions/063).
      await t.db.insert(auditLog).values({
        actorId: admin.userId,
        action: "test.action",
        entityType: "test",
        entityId: String(index),
        summary: `Change ${index}`,
      });
      await t.db
        .update(auditLog)
        .set({ createdAt: new Date(start + index * 1000) })
        .where(eq(auditLog.summary, `Change ${index}`));
    }
    await recordAudit(t.db, {
      actorId: null,
      action: "deploy",
      entityType: "system",
      entityId: "deployment",
      summary: "Newest, by the server",
      payload: { metadata: { commit_sha: "abc" } },
    });
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(start + 60_000) })
      .where(eq(auditLog.summary, "Newest, by the server"));

    const first = await activity();
    const total = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ summary: "Newest, by the server", actorName: null, action: "deploy" });
    expect(first.rows.slice(1, 4).map((row) => [row.summary, row.actorName])).toEqual([
      ["Change 21", "Ada Admin"],
      ["Change 20", "Ada Admin"],
      ["Change 19", "Ada Admin"],
    ]);

    const second = await activity("?page=2");
    expect(second.rows[0]?.summary).toBe("Change 2");
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[19]!.id);
  });

  it("refuses a page that is not a whole number from 1", async () => {
    for (const page of ["0", "-1", "two", "1.5"]) {
      const response = await admin.browser.api.admin.settings.activity.$get({ query: { page: String(page) } });
      expect(response.status).toBe(400);
    }
  });
});
