import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/auth";
import { profiles } from "../db/schema/people";
import { parseSetCookie } from "../test/cookie-jar";
import { createTestApp, jsonOf } from "../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "better-auth.session_token";

describe("sessions", () => {
  it("last a week from sign-in", async () => {
    const account = await t.createAccount({ role: "client" });
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, account.userId));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it("are extended while in use, and the browser's cookie with them", async () => {
    const account = await t.createAccount({ role: "client" });
    // As if signed in two days ago: Better Auth extends sessions older than a day.
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(authSessions.userId, account.userId));

    const response = await account.browser.api.me.$get();
    expect((await jsonOf(response)).viewer).not.toBeNull();
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, account.userId));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    // Without a fresh cookie the browser would drop the session after the first week anyway.
    const cookie = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === SESSION_COOKIE);
    expect(Number(cookie?.attributes.get("max-age"))).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
    expect(cookie?.attributes.has("httponly")).toBe(true);
  });

  it("end when expired", async () => {
    const account = await t.createAccount({ role: "client" });
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, account.userId));
    expect(await account.browser.viewer()).toBeNull();
  });

  it("end for good when their row is gone (signed out elsewhere, reset), and the browser is told to drop the cookie", async () => {
    const account = await t.createAccount({ role: "client" });
    await t.db.delete(authSessions).where(eq(authSessions.userId, account.userId));

    const response = await account.browser.api.me.$get();
    expect(await response.json()).toEqual({ viewer: null });
    const cookie = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.attributes.get("max-age")).toBe("0");
  });

  it("are not taken from a cookie whose signature was not made with the server's secret", async () => {
    const account = await t.createAccount({ role: "client" });
    const token = decodeURIComponent(account.browser.cookies.get(SESSION_COOKIE) ?? "").split(".")[0] ?? "";
    expect(token).not.toBe("");
    const forged = `${token}.${createHmac("sha256", "another-secret").update(token).digest("base64")}`;

    const response = await t.browser().api.me.$get({}, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(forged)}` } });
    expect(await response.json()).toEqual({ viewer: null });
    // The genuine cookie still works: the refusal was the signature's.
    expect((await account.browser.viewer())?.userId).toBe(account.userId);
  });

  it("carry the role the profile has now: a changed role applies from the next request", async () => {
    const account = await t.createAccount({ role: "client" });
    expect((await account.browser.api.client.jobs.upcoming.$get()).status).toBe(200);

    await t.db.update(profiles).set({ role: "cleaner" }).where(eq(profiles.userId, account.userId));
    expect((await account.browser.viewer())?.role).toBe("cleaner");
    expect((await account.browser.api.client.jobs.upcoming.$get()).status).toBe(403);
  });
});
