import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/auth";
import { parseSetCookie } from "../test/cookie-jar";
import { createTestApp } from "../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe("sessions", () => {
  it("last a week from sign-in", async () => {
    const account = await t.createAccount({ role: "client" });
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, account.userId));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it("are extended while in use, and the browser's cookie with them", async () => {
    const account = await t.createAccount({ role: "client" });
    // As if signed in two days ago: Better Auth extends sessions older than a day.
    await t.db.update(authSessions).set({ expiresAt: new Date(Date.now() + 5 * DAY) }).where(eq(authSessions.userId, account.userId));

    const response = await account.browser.request("/api/me");
    expect(((await response.json()) as { viewer: unknown }).viewer).not.toBeNull();
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, account.userId));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    // Without a fresh cookie the browser would drop the session after the first week anyway.
    const cookie = response.headers.getSetCookie().map(parseSetCookie).find((c) => c.name === "better-auth.session_token");
    expect(Number(cookie?.attributes.get("max-age"))).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
    expect(cookie?.attributes.has("httponly")).toBe(true);
  });

  it("end when expired", async () => {
    const account = await t.createAccount({ role: "client" });
    await t.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.userId, account.userId));
    expect(await account.browser.viewer()).toBeNull();
  });
});
