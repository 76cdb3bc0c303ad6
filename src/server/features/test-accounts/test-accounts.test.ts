import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cleaners } from "../../db/schema/people";
import { createTestApp, type TestApp } from "../../test/harness";
import { TEST_ACCOUNTS, TEST_CLEANER_PROFILE } from "./test-accounts.routes";

const t = await createTestApp();
afterAll(() => t.close());

describe("POST /api/test-accounts", () => {
  it("creates the sample client and cleaner, verified and able to sign in", async () => {
    const response = await t.api["test-accounts"].$post();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      accounts: [
        { role: "client", email: "test-client@tidyline.test", password: "test-password" },
        { role: "cleaner", email: "test-cleaner@tidyline.test", password: "test-password" },
      ],
    });

    for (const account of TEST_ACCOUNTS) {
      const browser = t.browser();
      expect((await browser.signIn(account.email, "test-password")).status).toBe(200);
      expect(await browser.viewer()).toMatchObject({ email: account.email, role: account.role, fullName: account.fullName });
    }
  });

  it("gives the sample cleaner an Active record with a filled-in profile, so it can work at once", async () => {
    const cleaner = TEST_ACCOUNTS.find((account) => account.role === "cleaner")!;
    const browser = t.browser();
    await t.signIn(cleaner.email, cleaner.password, browser);
    const response = await browser.api.cleaner.profile.$get();
    expect(response.status).toBe(200);
    const { phone, ...profile } = TEST_CLEANER_PROFILE;
    expect(await response.json()).toEqual({
      profile: { fullName: cleaner.fullName, phone, email: cleaner.email, cleaner: { status: "Active", ...profile } },
    });
    const dashboard = (await (await browser.api.cleaner.dashboard.$get({ query: {} })).json()) as { status: string };
    expect(dashboard.status).toBe("Active");
    // The sample client gets no cleaner record.
    const [clientRecord] = await t.db.select().from(cleaners).where(eq(cleaners.email, "test-client@tidyline.test"));
    expect(clientRecord).toBeUndefined();
  });

  it("answers 409 'Account already exists' the second time", async () => {
    const response = await t.api["test-accounts"].$post();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "ACCOUNT_EXISTS", message: "Account already exists" } });
  });
});

describe("in production", () => {
  // A database of its own each, so no account from the tests above is already there.
  const productionApp = (extra: Record<string, string> = {}): Promise<TestApp> =>
    createTestApp({ env: { NODE_ENV: "production", ...extra } });

  it("does not exist unless ENABLE_TEST_ACCOUNTS=true", async () => {
    const prod = await productionApp();
    try {
      expect((await prod.api["test-accounts"].$post()).status).toBe(404);
      expect((await prod.browser().signIn("test-client@tidyline.test", "test-password")).status).toBe(401);
    } finally {
      await prod.close();
    }
  });

  it("works with ENABLE_TEST_ACCOUNTS=true", async () => {
    const prod = await productionApp({ ENABLE_TEST_ACCOUNTS: "true" });
    try {
      expect((await prod.api["test-accounts"].$post()).status).toBe(201);
      expect((await prod.browser().signIn("test-cleaner@tidyline.test", "test-password")).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
