import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, uniqueEmail } from "../../test/harness";
import { sql } from "drizzle-orm";
import { databaseRateLimiter, pruneRateLimits } from "../../lib/rate-limit";
import { SIGN_IN_LIMITS } from "../../auth/sign-in-limits";

const t = await createTestApp();
afterAll(() => t.close());

describe("sign-in rate limits", () => {
  it(`allows ${SIGN_IN_LIMITS.perIp.max} attempts a minute from one address, then answers 429`, async () => {
    const attacker = t.browser();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perIp.max; attempt += 1) {
      // Different unknown accounts, so only the per-address limit can be the one that trips.
      expect((await attacker.signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(401);
    }
    const blocked = await attacker.signIn(uniqueEmail("probe"), "whatever-1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      error: { code: "TOO_MANY_REQUESTS", message: "Too many sign-in attempts. Please wait a minute and try again." },
    });

    // Another address is not affected.
    const account = await t.createAccount({ role: "client" });
    expect((await t.browser().signIn(account.email, account.password)).status).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address", async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perIp.max; attempt += 1) {
      // A different address of the same /64 each time.
      expect((await t.browser(`2001:db8:7:1::${(attempt + 1).toString(16)}`).signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(401);
    }
    expect((await t.browser("2001:db8:7:1:ffff:ffff:ffff:fffe").signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await t.browser("2001:db8:7:2::1").signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(401);

    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perIp.max; attempt += 1) {
      expect((await t.browser("198.51.100.77").signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(401);
    }
    expect((await t.browser("::ffff:198.51.100.77").signIn(uniqueEmail("probe"), "whatever-1")).status).toBe(429);
  });

  it("keys the limit by the socket address, not a client-supplied header", async () => {
    const attacker = t.browser();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perIp.max; attempt += 1) {
      // Raw requests: Better Auth's routes (/api/auth) are outside the typed API.
      await attacker.request("/api/auth/sign-in/email", {
        json: { email: uniqueEmail("probe"), password: "whatever-1" },
        headers: { "x-forwarded-for": `192.0.2.${attempt}`, "x-tidyline-client-ip": `198.51.100.${attempt}` },
      });
    }
    const blocked = await attacker.request("/api/auth/sign-in/email", {
      json: { email: uniqueEmail("probe"), password: "whatever-1" },
      headers: { "x-forwarded-for": "192.0.2.250", "x-tidyline-client-ip": "198.51.100.250" },
    });
    expect(blocked.status).toBe(429);
  });

  it("behind a trusted proxy, keys the limit by the address the proxy appended last", async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: "true" }, database: t.database });
    try {
      const proxy = "10.200.0.1";
      const attempt = (forwardedFor: string) =>
        behindProxy.browser(proxy).request("/api/auth/sign-in/email", {
          json: { email: uniqueEmail("probe"), password: "whatever-1" },
          headers: { "x-forwarded-for": forwardedFor },
        });
      for (let i = 0; i < SIGN_IN_LIMITS.perIp.max; i += 1) expect((await attempt("198.51.100.7")).status).toBe(401);
      expect((await attempt("198.51.100.7")).status).toBe(429);
      // A forged first entry does not escape: the proxy's own entry comes last.
      expect((await attempt("192.0.2.1, 198.51.100.7")).status).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect((await attempt("198.51.100.8")).status).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("sign-up and reset rate limits", () => {
  it("limits sign-ups to 20 per address per 10 minutes", async () => {
    const browser = t.browser();
    for (let i = 0; i < 20; i += 1) expect((await t.signUp({}, browser)).response.status).toBe(200);
    const blocked = await t.signUp({}, browser);
    expect(blocked.response.status).toBe(429);
    expect(t.emailsTo(blocked.email)).toHaveLength(0);
  });

  it("limits password-reset requests to 10 per address per 10 minutes", async () => {
    const account = await t.createAccount({ role: "client" });
    const browser = t.browser();
    const ask = () =>
      browser.request("/api/auth/request-password-reset", { json: { email: account.email, redirectTo: "/reset-password" } });
    for (let i = 0; i < 10; i += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    expect(t.emailsTo(account.email)).toHaveLength(10);
  });
});

describe("rate limit counters", () => {
  it("are pruned once their window is long past, and recent ones stay", async () => {
    const limiter = databaseRateLimiter(t.db);
    await limiter.consume("prune:old", { window: 60, max: 5 });
    await limiter.consume("prune:recent", { window: 60, max: 5 });
    await t.db.execute(sql`UPDATE rate_limits SET window_start = now() - interval '2 days' WHERE key = 'prune:old'`);

    expect(await pruneRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    const keys = await t.db.execute<{ key: string }>(sql`SELECT key FROM rate_limits WHERE key LIKE 'prune:%'`);
    expect(keys.rows.map((row) => row.key)).toEqual(["prune:recent"]);
  });
});
