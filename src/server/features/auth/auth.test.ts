import { count, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authUsers } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { createTestApp, linkIn, uniqueEmail, type Browser, type TestRequestInit } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

async function userCount(email: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(authUsers).where(eq(authUsers.email, email));
  return row?.n ?? 0;
}

describe("sign-up", () => {
  it("stores the full name and role, shown by /api/me once verified and signed in", async () => {
    const { response, email, password } = await t.signUp({ name: "  Riley Cleaner ", role: "cleaner" });
    expect(response.status).toBe(200);

    expect((await t.verifyFromMailbox(email)).status).toBe(200);
    const browser = t.browser();
    expect((await browser.signIn(email, password)).status).toBe(200);
    expect(await browser.viewer()).toMatchObject({ email, fullName: "Riley Cleaner", role: "cleaner", phone: null });
  });

  it("sends a verification email with a link to this site's page that asks to verify (decision 018)", async () => {
    const { email } = await t.signUp();
    const message = t.latestEmail(email, "Verify your email");
    const link = linkIn(message);
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("token")).toBeTruthy();
  });

  it.each([
    ["admin", "admin"],
    ["an unknown role", "owner"],
    ["a missing role", undefined],
  ])("refuses %s with 400 and creates no user", async (_label, role) => {
    const email = uniqueEmail("role");
    const { response } = await t.signUp({ email, role });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Choose client or cleaner as your role." } });
    expect(await userCount(email)).toBe(0);
    expect(t.emailsTo(email)).toHaveLength(0);
  });

  it("refuses a password under 6 characters with the spec's message", async () => {
    const email = uniqueEmail("short");
    const { response } = await t.signUp({ email, password: "12345" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: "Password must be at least 6 characters long." } });
    expect(await userCount(email)).toBe(0);
  });

  it("refuses a verification link that would redirect to another site", async () => {
    const email = uniqueEmail("redirect");
    const { response } = await t.signUp({ email, callbackURL: "https://evil.example/welcome" });
    expect(response.status).toBe(403);
    expect(await userCount(email)).toBe(0);
    expect(t.emailsTo(email)).toHaveLength(0);
  });

  it("creates no second account for a taken email, without revealing that it is taken", async () => {
    const { email } = await t.signUp({ name: "First Owner" });
    const again = await t.signUp({ email: email.toUpperCase(), name: "Second Try" });
    // Better Auth answers as for a new account (no account enumeration) but stores nothing.
    expect(again.response.status).toBe(200);
    expect(await userCount(email)).toBe(1);
    const [profile] = await t.db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
      .where(eq(authUsers.email, email));
    expect(profile?.fullName).toBe("First Owner");
  });
});

describe("email verification", () => {
  it("keeps an unverified account out with a 403 that says what to do", async () => {
    const { email, password } = await t.signUp();
    const browser = t.browser();
    const response = await browser.signIn(email, password);
    expect(response.status).toBe(403);
    // Sign-up's email went out a moment ago; the throttle sends no other (email-verification.test.ts).
    expect(await response.json()).toEqual({
      error: {
        code: "EMAIL_NOT_VERIFIED",
        message: "Please verify your email address before signing in. Check your inbox for the verification link.",
      },
    });
    expect(await browser.viewer()).toBeNull();
  });

  it("sends a fresh verification link on such a sign-in once the last is 10 minutes old, as the 403 message promises", async () => {
    const { email, password } = await t.signUp();
    expect(t.emailsTo(email)).toHaveLength(1);
    await t.db.execute(sql`UPDATE rate_limits SET window_start = now() - interval '11 minutes' WHERE key LIKE 'verification-email:%'`);
    const response = await t.browser().signIn(email, password);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: "Please verify your email address before signing in. We've sent you a new verification link." },
    });
    const verifications = t.emailsTo(email).filter((message) => message.subject.startsWith("Verify"));
    expect(verifications).toHaveLength(2);

    expect((await t.verifyFromMailbox(email)).status).toBe(200);
    expect((await t.browser().signIn(email, password)).status).toBe(200);
  });

  it("sends no link to someone who does not know the password", async () => {
    const { email } = await t.signUp();
    expect((await t.browser().signIn(email, "not-the-password")).status).toBe(401);
    expect(t.emailsTo(email)).toHaveLength(1);
  });

  it("lets the account sign in after the link's page is confirmed", async () => {
    const { email, password } = await t.signUp();
    const verify = await t.verifyFromMailbox(email);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ verified: true });

    const browser = t.browser();
    expect((await browser.signIn(email, password)).status).toBe(200);
    expect((await browser.viewer())?.email).toBe(email);
  });

  it("does not verify with a forged token", async () => {
    const { email, password } = await t.signUp();
    const response = await t.api["email-verification"].$post({ json: { token: "not-a-real-token" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_VERIFICATION_LINK" } });
    expect((await t.browser().signIn(email, password)).status).toBe(403);
  });
});

describe("sign-in and sign-out", () => {
  it("refuses a wrong password with 401 and sets no session", async () => {
    const account = await t.createAccount({ role: "client" });
    const browser = t.browser();
    expect((await browser.signIn(account.email, "wrong-password")).status).toBe(401);
    expect(await browser.viewer()).toBeNull();
  });

  it("signs out: the session no longer works", async () => {
    const account = await t.createAccount({ role: "client" });
    const cookie = account.browser.cookies.header() ?? "";
    // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
    expect((await account.browser.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    const stale = t.browser();
    const me = await stale.api.me.$get({}, { headers: { cookie } });
    expect(await me.json()).toEqual({ viewer: null });
  });
});

describe("session token exposure", () => {
  it("keeps the session token out of every response body: only the HttpOnly cookie carries it", async () => {
    const account = await t.createAccount({ role: "client" });
    const browser = t.browser();
    const signIn = await browser.signIn(account.email, account.password);
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty("token");
    expect(signIn.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const getSession = await browser.request("/api/auth/get-session");
    expect(getSession.status).toBe(404);
    expect(await browser.viewer()).toMatchObject({ email: account.email });
  });

  it("keeps every session token out of the bodies of all the auth endpoints a signed-in browser can call", async () => {
    const cookieName = await t.sessionCookieName();
    const tokens = new Set<string>();
    const bodies: string[] = [];
    // The cookie holds "<token>.<signature>"; the token alone is what a body must never carry.
    const call = async (browser: Browser, path: string, init?: TestRequestInit) => {
      const response = await browser.request(path, init);
      const body = await response.text();
      bodies.push(`${path} ${response.status} ${body}`);
      const cookie = browser.cookies.get(cookieName);
      if (cookie) tokens.add(decodeURIComponent(cookie).split(".")[0] ?? "");
      return { status: response.status, body };
    };
    const email = uniqueEmail("tokens");
    const passwords = ["first-secret-1", "second-secret-2", "third-secret-3"] as const;
    const browser = t.browser();
    const elsewhere = t.browser();
    const signIn = (from: Browser, password: string) => call(from, "/api/auth/sign-in/email", { json: { email, password } });

    await call(browser, "/api/auth/sign-up/email", {
      json: { name: "Token Test", email, password: passwords[0], role: "client", callbackURL: "/" },
    });
    await t.verifyFromMailbox(email);
    expect((await signIn(browser, passwords[0])).status).toBe(200);
    expect((await signIn(elsewhere, passwords[0])).status).toBe(200);
    const sessions = await call(browser, "/api/auth/list-sessions");
    expect(sessions.status).toBe(200);
    expect(JSON.parse(sessions.body)).toHaveLength(2);
    await call(browser, "/api/auth/get-session");
    await call(browser, "/api/auth/update-session", { json: { ipAddress: "1.2.3.4" } });
    await call(browser, "/api/auth/list-accounts");
    await call(browser, "/api/auth/account-info");
    await call(browser, "/api/auth/verify-password", { json: { password: passwords[0] } });
    await call(browser, "/api/auth/send-verification-email", { json: { email, callbackURL: "/" } });
    await call(browser, "/api/auth/verify-email?token=not-a-token");
    // With revokeOtherSessions Better Auth answers with the new session's token.
    const changed = await call(browser, "/api/auth/change-password", {
      json: { currentPassword: passwords[0], newPassword: passwords[1], revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    await call(browser, "/api/auth/revoke-session", { json: { token: "not-a-session" } });
    expect((await signIn(elsewhere, passwords[1])).status).toBe(200);
    await call(browser, "/api/auth/revoke-other-sessions", { json: {} });
    await call(browser, "/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const link = linkIn(t.latestEmail(email, "Reset your Tidyline password"));
    const landing = await browser.request(link.pathname + link.search);
    const resetToken = new URL(landing.headers.get("location") ?? "", "http://localhost:3000").searchParams.get("token");
    expect((await call(browser, "/api/auth/reset-password", { json: { token: resetToken, newPassword: passwords[2] } })).status).toBe(200);
    expect((await signIn(browser, passwords[2])).status).toBe(200);
    await call(browser, "/api/auth/revoke-sessions", { json: {} });
    expect((await signIn(browser, passwords[2])).status).toBe(200);
    expect((await call(browser, "/api/auth/sign-out", { json: {} })).status).toBe(200);

    expect(tokens.size).toBeGreaterThanOrEqual(4);
    for (const token of tokens) {
      expect(token).toMatch(/^\w{16,}$/);
      expect(bodies.filter((body) => body.includes(token))).toEqual([]);
    }
  });
});
