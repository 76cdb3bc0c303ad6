import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startCuttableProxy, type CuttableProxy } from "../test/cuttable-proxy";
import { openTestDatabase, type TestDatabase } from "../test/database";
import { createTestApp, uniqueEmail, type Browser, type TestAccount, type TestApp } from "../test/harness";
import { openDatabase, type DatabaseHandle } from "./client";

/**
 * docs/decisions/016: PostgreSQL restarting, failing over or dropping off the network must not
 * stop the server; the API says 503 within a second and recovers by itself. The app's pool
 * reaches the test server through a relay this file can cut, so the shared server keeps running.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const APP_CONNECTIONS = "tidyline-outage-test";

const UNAVAILABLE = {
  error: { code: "DATABASE_UNAVAILABLE", message: "The database is unavailable right now. Please try again in a moment." },
};

describe.skipIf(!serverUrl)("the database going away (PostgreSQL)", () => {
  let base: TestDatabase;
  let proxy: CuttableProxy;
  let appDatabase: DatabaseHandle;
  let directUrl: string;
  let t: TestApp;

  beforeAll(async () => {
    base = await openTestDatabase();
    const { rows } = await base.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    const server = new URL(serverUrl ?? "");
    proxy = await startCuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(server);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${rows[0]?.name}`;
    url.searchParams.set("application_name", APP_CONNECTIONS);
    appDatabase = await openDatabase({ url: url.toString() });
    directUrl = Object.assign(new URL(server), { pathname: `/${rows[0]?.name}` }).toString();
  });

  // Each test gets its own app over the relayed database: its own /readyz and /api/health caches.
  beforeEach(async () => {
    t = await createTestApp({ database: { db: appDatabase.db, engine: appDatabase.engine, dispose: async () => undefined } });
  });
  afterEach(() => t.close());

  afterAll(async () => {
    await appDatabase?.close();
    await proxy?.close();
    await base?.dispose();
  });

  /** The response and how long it took, in ms. */
  async function timed(request: () => Promise<Response>): Promise<{ response: Response; ms: number }> {
    const started = performance.now();
    const response = await request();
    return { response, ms: performance.now() - started };
  }

  /** Every kind of request answers within 1 s: probes, the status page, the API, Better Auth. */
  async function expectOutageAnswers(account: TestAccount, stranger: Browser) {
    // Raw requests: /livez, /readyz and Better Auth's routes (/api/auth) are outside the typed API.
    const live = await timed(() => t.request("/livez"));
    expect(live.response.status).toBe(200);

    // /readyz may repeat its last answer for up to a second; each answer comes within 1 s.
    await expect
      .poll(
        async () => {
          const ready = await timed(() => t.request("/readyz"));
          return { status: ready.response.status, text: await ready.response.text(), fast: ready.ms < 1000 };
        },
        { timeout: 2500, interval: 100 },
      )
      .toEqual({ status: 503, text: "database unavailable", fast: true });

    const health = await timed(() => account.browser.api.health.$get());
    expect(health.response.status).toBe(503);
    expect(await health.response.json()).toMatchObject({ status: "unhealthy", checks: { database: false, auth: false } });
    expect(health.ms).toBeLessThan(1000);

    const requests: [string, () => Promise<Response>][] = [
      ["/api/me", () => account.browser.api.me.$get()],
      ["/api/client/dashboard", () => account.browser.api.client.dashboard.$get()],
      ["sign-in", () => stranger.signIn(account.email, account.password)],
      [
        "sign-up",
        () =>
          stranger.request("/api/auth/sign-up/email", {
            json: { name: "New Client", email: uniqueEmail("outage"), password: "secret-123", role: "client" },
          }),
      ],
      ["sign-out", () => account.browser.request("/api/auth/sign-out", { json: {} })],
    ];
    for (const [name, request] of requests) {
      const { response, ms } = await timed(request);
      expect({ name, status: response.status, body: (await response.json()) as unknown }).toEqual({ name, status: 503, body: UNAVAILABLE });
      expect(ms, name).toBeLessThan(1000);
    }
  }

  /** Back without a restart: the same session works again, and /readyz says so within its cache time. */
  async function expectRecovery(account: TestAccount) {
    const me = await account.browser.api.me.$get();
    expect(me.status).toBe(200);
    expect(((await me.json()) as { viewer: { email: string } }).viewer.email).toBe(account.email);
    await expect.poll(async () => (await t.request("/readyz")).status, { timeout: 3000, interval: 200 }).toBe(200);
  }

  it("answers 503 within 1 s while the server refuses connections, and recovers when it is back", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.api.me.$get()).status).toBe(200);
    await proxy.cut();
    try {
      await expectOutageAnswers(account, t.browser());
    } finally {
      await proxy.restore();
    }
    await expectRecovery(account);
  });

  it("answers 503 within 1 s when connections go unanswered (a host gone silent)", async () => {
    const account = await t.createAccount({ role: "client" });
    await proxy.stall();
    try {
      await expectOutageAnswers(account, t.browser());
    } finally {
      await proxy.restore();
    }
    await expectRecovery(account);
  });

  it("keeps running when PostgreSQL ends the app's connections (pg_terminate_backend), and the next request succeeds", async () => {
    const account = await t.createAccount({ role: "client" });
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => account.browser.api.me.$get()));
    const { rows } = await base.db.execute<{ ended: boolean }>(
      sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ${APP_CONNECTIONS}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.ended)).toBe(true);
    // The "terminating connection due to administrator command" errors arrive on the idle connections.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await account.browser.api.me.$get()).status).toBe(200);
    expect((await t.request("/readyz")).status).toBe(200);
  });

  it.each([
    [
      "a session lookup (Better Auth says 401)",
      "auth_sessions",
      (account: TestAccount) => account.browser.request("/api/auth/list-sessions"),
    ],
    [
      "a password reset (Better Auth says 500)",
      "auth_users",
      (account: TestAccount) =>
        t.request("/api/auth/request-password-reset", { json: { email: account.email, redirectTo: "/reset-password" } }),
    ],
  ])("answers 503 when the connection drops in the middle of %s", async (_label, table, request) => {
    const account = await t.createAccount({ role: "client" });
    // Hold the table so the request waits on it after its rate-limit query has passed.
    const locker = new pg.Client({ connectionString: directUrl });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      const pending = request(account);
      await expect
        .poll(
          async () => {
            const waiting = await base.db.execute<{ n: number }>(
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${APP_CONNECTIONS} AND wait_event_type = 'Lock'`,
            );
            return waiting.rows[0]?.n;
          },
          { timeout: 5000, interval: 50 },
        )
        .toBe(1);
      const cutAt = performance.now();
      await proxy.cut();
      const response = await pending;
      expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({ status: 503, body: UNAVAILABLE });
      expect(performance.now() - cutAt).toBeLessThan(1000);
    } finally {
      await locker.query("ROLLBACK").catch(() => undefined);
      await locker.end();
      await proxy.restore();
    }
    await expectRecovery(account);
  });
});
