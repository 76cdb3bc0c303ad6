import { afterAll, describe, expect, it } from "vitest";
import { ensureVerifiedAccount } from "../../auth/accounts";
import { createTestApp } from "../../test/harness";
import { loadAdminPeopleDemo, PEOPLE_DEMO_ACCOUNTS } from "./admin-people";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo people", () => {
  it("shows an Inactive client and an Inactive cleaner, each with the admin's reason in their history", async () => {
    const admin = await t.createAccount({ role: "admin", fullName: "Morgan Reyes" });
    const { clientId, cleanerId } = await loadAdminPeopleDemo({
      ensureAccount: (account) => ensureVerifiedAccount(t, account),
      db: t.db,
      adminUserId: admin.userId,
      password: "demo-password-1",
    });

    const clients = (await (await admin.browser.api.admin.clients.$get({ query: { status: "Inactive" } })).json()) as {
      rows: { name: string; totalUnits: number; totalSpendCents: number }[];
    };
    expect(clients.rows).toEqual([
      expect.objectContaining({ name: PEOPLE_DEMO_ACCOUNTS.inactiveClient.fullName, totalUnits: 1, totalSpendCents: 15_000 }),
    ]);
    const cleaners = (await (await admin.browser.api.admin.cleaners.$get({ query: { status: "Inactive" } })).json()) as {
      rows: { name: string }[];
    };
    expect(cleaners.rows.map((row) => row.name)).toEqual([PEOPLE_DEMO_ACCOUNTS.inactiveCleaner.fullName]);

    const client = (await (await admin.browser.api.admin.clients[":clientId"].$get({ param: { clientId } })).json()) as {
      history: { reason: string; actorName: string }[];
    };
    expect(client.history).toEqual([
      expect.objectContaining({ actorName: "Morgan Reyes", reason: expect.stringContaining("Moved away") as string }),
    ]);
    const cleaner = (await (await admin.browser.api.admin.cleaners[":cleanerId"].$get({ param: { cleanerId } })).json()) as {
      history: { action: string }[];
    };
    expect(cleaner.history.map((change) => change.action)).toEqual(["cleaner.deactivated", "cleaner.approved"]);

    // The demo accounts sign in with the demo password.
    await t.signIn(PEOPLE_DEMO_ACCOUNTS.inactiveCleaner.email, "demo-password-1");
  });
});
