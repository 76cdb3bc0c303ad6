import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { authUsers } from "../../db/schema/auth";
import { createTestApp, linkIn, unchecked } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const SENT_NEW_LINK = "Please verify your email address before signing in. We've sent you a new verification link.";
const CHECK_INBOX = "Please verify your email address before signing in. Check your inbox for the verification link.";

const verificationEmails = (email: string) => t.emailsTo(email).filter((message) => message.subject.startsWith("Verify"));
const tokenOf = (email: string) => linkIn(t.latestEmail(email, "Verify")).searchParams.get("token") ?? "";
const verify = (token: string) => t.api["email-verification"].$post({ json: { token } });

async function isVerified(email: string): Promise<boolean> {
  const [user] = await t.db.select({ verified: authUsers.emailVerified }).from(authUsers).where(eq(authUsers.email, email));
  return user?.verified ?? false;
}

/** As if the account's last verification email went out 11 minutes ago. */
async function endThrottleWindow(email: string) {
  const [user] = await t.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  await t.db.execute(
    sql`UPDATE rate_limits SET window_start = now() - interval '11 minutes' WHERE key = ${`verification-email:user:${user?.id}`}`,
  );
}

describe("the emailed verification link", () => {
  it("opens our /verify-email page, and opening it (as a mail scanner would) verifies nothing", async () => {
    const { email, password } = await t.signUp();
    const link = linkIn(t.latestEmail(email, "Verify your email"));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/verify-email");

    // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
    await t.request(link.pathname + link.search);
    // Better Auth's own GET endpoint, which would verify on open, is closed too.
    const direct = await t.request(`/api/auth/verify-email?token=${tokenOf(email)}&callbackURL=/`);
    expect(direct.status).toBe(404);

    expect(await isVerified(email)).toBe(false);
    expect((await t.browser().signIn(email, password)).status).toBe(403);
  });

  it("verifies when the page's button posts the token; the account then signs in", async () => {
    const { email, password } = await t.signUp();
    const response = await verify(tokenOf(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verified: true });
    expect(await isVerified(email)).toBe(true);
    expect((await t.browser().signIn(email, password)).status).toBe(200);

    // Pressing the button again (a second tab) is no error.
    expect((await verify(tokenOf(email))).status).toBe(200);
  });

  it("refuses a made-up token and an expired one with the same clear message, verifying nothing", async () => {
    const { email } = await t.signUp();
    const invalid = {
      error: { code: "INVALID_VERIFICATION_LINK", message: "This verification link is invalid or has expired. Sign in to get a new one." },
    };

    const forged = await verify("not-a-real-token");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual(invalid);

    const token = tokenOf(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000); // the link is valid for 24 hours
    const expired = await verify(token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual(invalid);
    vi.useRealTimers();

    expect(await isVerified(email)).toBe(false);
  });

  it("asks for a token", async () => {
    const response = await t.api["email-verification"].$post({ json: unchecked({}) });
    expect(response.status).toBe(400);
  });
});

describe("verification email throttle", () => {
  it("mails at most one link per 10 minutes however often the account tries to sign in (sign-up's counts)", async () => {
    const { email, password } = await t.signUp();
    expect(verificationEmails(email)).toHaveLength(1);

    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.browser().signIn(email, password);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "EMAIL_NOT_VERIFIED", message: CHECK_INBOX } });
    }
    expect(verificationEmails(email)).toHaveLength(1);

    // Asking Better Auth directly is held by the same throttle.
    const resend = await t.request("/api/auth/send-verification-email", { json: { email } });
    expect(resend.status).toBe(200);
    expect(verificationEmails(email)).toHaveLength(1);
  });

  it("mails a new link once 10 minutes have passed, and says so", async () => {
    const { email, password } = await t.signUp();
    await endThrottleWindow(email);

    const response = await t.browser().signIn(email, password);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "EMAIL_NOT_VERIFIED", message: SENT_NEW_LINK } });
    expect(verificationEmails(email)).toHaveLength(2);

    const again = await t.browser().signIn(email, password);
    expect(await again.json()).toEqual({ error: { code: "EMAIL_NOT_VERIFIED", message: CHECK_INBOX } });
    expect(verificationEmails(email)).toHaveLength(2);

    // The new link verifies.
    expect((await verify(tokenOf(email))).status).toBe(200);
    expect((await t.browser().signIn(email, password)).status).toBe(200);
  });

  it("counts per account: one account's attempts do not hold back another's email", async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    await endThrottleWindow(second.email);
    await t.browser().signIn(first.email, first.password);
    expect((await t.browser().signIn(second.email, second.password)).status).toBe(403);
    expect(verificationEmails(second.email)).toHaveLength(2);
  });
});

describe("rate limit of the verification call", () => {
  it("answers 429 after 30 calls from one address in 10 minutes", async () => {
    const browser = t.browser();
    for (let call = 0; call < 30; call++) {
      expect((await browser.api["email-verification"].$post({ json: { token: "x" } })).status).toBe(400);
    }
    const limited = await browser.api["email-verification"].$post({ json: { token: "x" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
