import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { NOTIFICATION_GROUPS, type ChannelOverrides } from "../../../shared/domain/notifications";
import { authVerifications } from "../../db/schema/auth";
import { notificationPreferences } from "../../db/schema/notifications";
import { createTestApp, jsonOf, linkIn, unchecked, uniqueEmail, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const NEW_PASSWORD = "brand-new-secret";

/** Asks for a reset link and follows it as the person would; returns the token it lands with. */
async function requestResetToken(account: TestAccount): Promise<string> {
  // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
  const response = await t.request("/api/auth/request-password-reset", {
    json: { email: account.email, redirectTo: "/reset-password" },
  });
  expect(response.status).toBe(200);

  const link = linkIn(t.latestEmail(account.email, "Reset your Tidyline password"));
  expect(link.origin).toBe("http://localhost:3000");
  const landing = await t.request(link.pathname + link.search);
  expect(landing.status).toBe(302);
  const location = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
  expect(location.pathname).toBe("/reset-password");
  const token = location.searchParams.get("token");
  expect(token).toBeTruthy();
  return token ?? "";
}

const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  t.request("/api/auth/reset-password", { json: { newPassword, token } });

describe("password reset", () => {
  it("emails a link that lands on /reset-password with a token that works once", async () => {
    const account = await t.createAccount({ role: "client" });
    const token = await requestResetToken(account);

    expect((await resetPassword(token)).status).toBe(200);
    const reused = await resetPassword(token, "another-secret");
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });

    // The first reset stands: the new password signs in, the old one and the second try do not.
    expect((await t.browser().signIn(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.browser().signIn(account.email, account.password)).status).toBe(401);
    expect((await t.browser().signIn(account.email, "another-secret")).status).toBe(401);
  });

  it("revokes the account's existing sessions", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const otherDevice = t.browser();
    await t.signIn(account.email, account.password, otherDevice);
    expect(await otherDevice.viewer()).not.toBeNull();

    expect((await resetPassword(await requestResetToken(account))).status).toBe(200);
    expect(await account.browser.viewer()).toBeNull();
    expect(await otherDevice.viewer()).toBeNull();
  });

  it("refuses a garbage token and changes nothing", async () => {
    const account = await t.createAccount({ role: "client" });
    const response = await resetPassword("garbage-token");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    expect((await t.browser().signIn(account.email, account.password)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const account = await t.createAccount({ role: "client" });
    const token = await requestResetToken(account);
    const expired = await t.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(authVerifications.identifier, `%${token}`))
      .returning();
    expect(expired).toHaveLength(1);

    expect((await resetPassword(token)).status).toBe(400);
    expect((await t.browser().signIn(account.email, account.password)).status).toBe(200);
  });

  it("refuses a new password under 6 characters and keeps the token usable", async () => {
    const account = await t.createAccount({ role: "client" });
    const token = await requestResetToken(account);
    const short = await resetPassword(token, "12345");
    expect(short.status).toBe(400);
    expect((await resetPassword(token)).status).toBe(200);
  });

  it("refuses to email a link that would land on another site (the token would leak there)", async () => {
    const account = await t.createAccount({ role: "client" });
    const response = await t.request("/api/auth/request-password-reset", {
      json: { email: account.email, redirectTo: "https://evil.example/reset-password" },
    });
    expect(response.status).toBe(403);
    expect(t.emailsTo(account.email)).toHaveLength(0);
  });

  it("answers the same for an unknown email but sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await t.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    expect(response.status).toBe(200);
    expect(t.emailsTo(email)).toHaveLength(0);
  });
});

describe("reset link check (what /reset-password asks when it opens)", () => {
  const check = (token: string, browser = t.browser()) => browser.api["password-reset"].check.$get({ query: { token } });
  const validity = async (token: string) => {
    const response = await check(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await jsonOf(response)).valid;
  };

  it("says a fresh token is valid without using it up: the reset still works after, and the used token is then invalid", async () => {
    const account = await t.createAccount({ role: "client" });
    const token = await requestResetToken(account);
    expect(await validity(token)).toBe(true);
    expect(await validity(token)).toBe(true);

    expect((await resetPassword(token)).status).toBe(200);
    expect(await validity(token)).toBe(false);
  });

  it("says an unknown or expired token is invalid", async () => {
    expect(await validity("garbage-token")).toBe(false);

    const account = await t.createAccount({ role: "client" });
    const token = await requestResetToken(account);
    await t.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(authVerifications.identifier, `%${token}`));
    expect(await validity(token)).toBe(false);
  });

  it("asks for a token", async () => {
    expect((await t.api["password-reset"].check.$get({ query: unchecked({}) })).status).toBe(400);
  });

  it("answers 429 after 30 checks from one address in 10 minutes", async () => {
    const browser = t.browser();
    for (let call = 0; call < 30; call++) expect((await check(`guess-${call}`, browser)).status).toBe(200);
    const limited = await check("guess-31", browser);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // Another address is not held back.
    expect((await check("guess-32")).status).toBe(200);
  });
});

// decision 028: a new password voids every other link that could set one.
describe("a changed password voids the account's outstanding links", () => {
  /** A set-password link's token, stored as admin-drafts/set-password-link.ts stores it (a week's life). */
  const setPasswordLinkOf = async (account: TestAccount) => {
    const token = `set-${crypto.randomUUID()}`;
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await (
      await t.auth.$context
    ).internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: account.userId, expiresAt });
    return token;
  };

  it("after a reset: the other reset link and a set-password link no longer work", async () => {
    const account = await t.createAccount({ role: "client" });
    const setPassword = await setPasswordLinkOf(account);
    const first = await requestResetToken(account);
    const second = await requestResetToken(account);
    expect((await resetPassword(second)).status).toBe(200);
    for (const token of [first, setPassword]) {
      const response = await resetPassword(token, "yet-another-secret");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    }
    // The reset's password stands.
    expect((await t.browser().signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("after a change while signed in: an outstanding reset link no longer works", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const token = await requestResetToken(account);
    const changed = await account.browser.request("/api/auth/change-password", {
      json: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await resetPassword(token, "yet-another-secret")).status).toBe(400);
  });

  it("a failed change leaves the links alone", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const token = await requestResetToken(account);
    const refused = await account.browser.request("/api/auth/change-password", {
      json: { currentPassword: "not-my-password", newPassword: NEW_PASSWORD },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await resetPassword(token)).status).toBe(200);
  });
});

describe("security mail and notification choices (decision 068)", () => {
  it("sends the reset email to a person who turned every notification email off", async () => {
    const account = await t.createAccount({ role: "client" });
    const noEmail: ChannelOverrides = Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, { email: false }]));
    await t.db.insert(notificationPreferences).values({ userId: account.userId, channels: noEmail });
    expect(await requestResetToken(account)).toBeTruthy();
  });
});
