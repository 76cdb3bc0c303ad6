import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../../auth/sign-in-limits";
import { createTestApp, linkIn, type Browser } from "../../test/harness";

// docs/decisions/017: wrong passwords are limited per (account, address), slowed per account,
// and never lock the owner out; the counters are reserved before the password is checked.
const t = await createTestApp();
afterAll(() => t.close());

const { failuresPerPair, failuresPerAccount, pacedChecks } = SIGN_IN_LIMITS;

/** How many answers of each status: every 401 is one password check that was made. */
function tally(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const wrongGuesses = (count: number, from: () => Browser, email: string) =>
  Promise.all(Array.from({ length: count }, (_, guess) => from().signIn(email, `wrong-guess-${guess}`)));

/** As if the account's pace interval had passed. */
const letPacePass = () =>
  t.db.execute(
    sql`UPDATE rate_limits SET window_start = window_start - make_interval(secs => ${pacedChecks.window + 1}) WHERE key LIKE 'sign-in:%:pace'`,
  );

describe("a burst of wrong passwords", () => {
  it(`from one address gets ${failuresPerPair.max} password checks, however many are sent at once`, async () => {
    const victim = await t.createAccount({ role: "client" });
    const attacker = t.browser();
    const answers = await wrongGuesses(30, () => attacker, victim.email);
    expect(tally(answers)).toEqual({ 401: failuresPerPair.max, 429: 30 - failuresPerPair.max });
  });

  it(`from many addresses gets ${failuresPerAccount.max} checks, then one per ${pacedChecks.window} seconds`, async () => {
    const victim = await t.createAccount({ role: "client" });
    const answers = await wrongGuesses(30, () => t.browser(), victim.email);
    expect(tally(answers)).toEqual({ 401: failuresPerAccount.max + 1, 429: 30 - failuresPerAccount.max - 1 });
  });
});

describe("strangers' wrong passwords", () => {
  it("refuse that address for the account, even with the right password, while the owner signs in from elsewhere", async () => {
    const owner = await t.createAccount({ role: "client" });
    const stranger = t.browser();
    for (let guess = 0; guess < failuresPerPair.max; guess += 1) {
      expect((await stranger.signIn(owner.email, `wrong-${guess}`)).status).toBe(401);
    }
    const refused = await stranger.signIn(owner.email.toUpperCase(), owner.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({
      error: {
        code: "TOO_MANY_REQUESTS",
        message: "Too many failed sign-in attempts. Please try again in 15 minutes, or reset your password.",
      },
    });

    // The stranger's address may still sign in to other accounts.
    const other = await t.createAccount({ role: "cleaner" });
    expect((await stranger.signIn(other.email, other.password)).status).toBe(200);
    expect((await t.browser().signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("from many addresses slow guessing down, and the owner from a clean address still signs in", async () => {
    const owner = await t.createAccount({ role: "client" });
    for (let guess = 0; guess < failuresPerAccount.max; guess += 1) {
      expect((await t.browser().signIn(owner.email, `wrong-${guess}`)).status).toBe(401);
    }
    // Past the threshold: one check per interval, the next guess at once is refused unchecked.
    expect((await t.browser().signIn(owner.email, "paced-guess-1")).status).toBe(401);
    const slowed = await t.browser().signIn(owner.email, "paced-guess-2");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(slowed.headers.get("retry-after"))).toBeLessThanOrEqual(pacedChecks.window);
    expect(await slowed.json()).toMatchObject({
      error: { message: "This account has had many failed sign-in attempts. Please wait a few seconds and try again." },
    });

    await letPacePass();
    const ownerBrowser = t.browser();
    expect((await ownerBrowser.signIn(owner.email, owner.password)).status).toBe(200);
    expect(await ownerBrowser.viewer()).toMatchObject({ email: owner.email });
  });

  it("do not cost a successful sign-in anything: each gives its reservation back", async () => {
    const account = await t.createAccount({ role: "client" });
    const browser = t.browser();
    for (let attempt = 0; attempt < failuresPerAccount.max + 1; attempt += 1) {
      expect((await browser.signIn(account.email, account.password)).status).toBe(200);
    }
    // The wrong-password budget of this address for the account is still whole.
    for (let guess = 0; guess < failuresPerPair.max; guess += 1) {
      expect((await browser.signIn(account.email, `wrong-${guess}`)).status).toBe(401);
    }
  });
});

describe("a completed password reset", () => {
  it("clears the account's sign-in counters: the refused address signs in with the new password", async () => {
    const owner = await t.createAccount({ role: "client" });
    const forgetful = t.browser();
    for (let guess = 0; guess < failuresPerPair.max; guess += 1) {
      expect((await forgetful.signIn(owner.email, `wrong-${guess}`)).status).toBe(401);
    }
    expect((await forgetful.signIn(owner.email, owner.password)).status).toBe(429);

    // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
    const asked = await forgetful.request("/api/auth/request-password-reset", {
      json: { email: owner.email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const link = linkIn(t.latestEmail(owner.email, "Reset your Tidyline password"));
    const landing = await forgetful.request(link.pathname + link.search);
    const token = new URL(landing.headers.get("location") ?? "", "http://localhost:3000").searchParams.get("token");
    const newPassword = "a-fresh-password-7";
    expect((await forgetful.request("/api/auth/reset-password", { json: { token, newPassword } })).status).toBe(200);

    expect((await forgetful.signIn(owner.email, newPassword)).status).toBe(200);
  });
});
