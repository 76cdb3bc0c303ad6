// docs/decisions/027: a person's name lives in one place, profiles. Renaming yourself (/profile,
// or a cleaner's /cleaner/profile) shows the new name wherever the name is read: the admin's
// Clients and Cleaners lists, their CSV exports, the session's viewer. Migration 0005's trigger
// makes the client and cleaner records (and the auth user) follow every change of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIdOf, insertCleaner, insertPayment, insertPayout } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const ZONE = "America/New_York";
let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

async function adminGet(what: string, request: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const response = await request;
  expect(response.status, what).toBe(200);
  return response;
}
type PeopleList = { rows: { email: string; name: string; phone: string | null }[] };
const listed = async (list: "clients" | "cleaners", email: string) => {
  const { admin: api } = admin.browser.api;
  const query = { query: { search: email } };
  const response = await adminGet(list, list === "clients" ? api.clients.$get(query) : api.cleaners.$get(query));
  return ((await response.json()) as PeopleList).rows.find((row) => row.email === email.toLowerCase());
};

const renameViaProfile = (account: TestAccount, fullName: string, phone = "(617) 555-0101") =>
  account.browser.api.profile.$patch({ json: { fullName, phone } });

describe("renaming yourself in /profile", () => {
  it("shows the client's new name and phone in the admin's Clients list, the transactions CSV and the viewer", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Olga Oldname" });
    const clientId = await clientIdOf(t, account);
    await insertPayment(t.db, { clientId, description: "Rename check" });
    expect((await listed("clients", account.email))?.name).toBe("Olga Oldname");

    expect((await renameViaProfile(account, "Nadia Newname")).status).toBe(200);

    expect(await listed("clients", account.email)).toMatchObject({ name: "Nadia Newname", phone: "(617) 555-0101" });
    const csv = await (
      await adminGet(
        "transactions.csv",
        admin.browser.api.admin["transactions.csv"].$get({ query: { search: account.email, timeZone: ZONE } }),
      )
    ).text();
    expect(csv).toContain("Nadia Newname");
    expect(csv).not.toContain("Olga Oldname");
    // The header's greeting reads the viewer: new at once, without signing out.
    expect((await account.browser.viewer())?.fullName).toBe("Nadia Newname");
  });

  it("shows a cleaner's new name in the admin's Cleaners list and the payouts CSV", async () => {
    const cleaner = await insertCleaner(t, "Carl Oldname");
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    await insertPayout(t.db, { clientId, cleanerId: cleaner.cleanerId, completedAt: new Date(Date.now() - 3_600_000) });

    expect((await renameViaProfile(cleaner.account, "Cora Newname")).status).toBe(200);

    expect((await listed("cleaners", cleaner.account.email))?.name).toBe("Cora Newname");
    const csv = await (
      await adminGet(
        "payouts.csv",
        admin.browser.api.admin["payouts.csv"].$get({ query: { search: cleaner.account.email, timeZone: ZONE } }),
      )
    ).text();
    expect(csv).toContain("Cora Newname");
    expect(csv).not.toContain("Carl Oldname");
    expect((await cleaner.account.browser.viewer())?.fullName).toBe("Cora Newname");
  });
});

describe("renaming yourself in /cleaner/profile", () => {
  it("shows the new name in the admin's Cleaners list, the payouts CSV, the cleaner's dashboard and the viewer", async () => {
    const cleaner = await insertCleaner(t, "Dana Oldname");
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    await insertPayout(t.db, { clientId, cleanerId: cleaner.cleanerId, completedAt: new Date(Date.now() - 3_600_000) });
    const saved = await cleaner.account.browser.api.cleaner.profile.$put({
      json: {
        fullName: "Drew Newname",
        phone: "(617) 555-0199",
        workAreas: ["Boston"],
        services: ["Residential"],
        yearsExperience: 3,
        bio: "",
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    expect(await listed("cleaners", cleaner.account.email)).toMatchObject({ name: "Drew Newname", phone: "(617) 555-0199" });
    const csv = await (
      await adminGet(
        "payouts.csv",
        admin.browser.api.admin["payouts.csv"].$get({ query: { search: cleaner.account.email, timeZone: ZONE } }),
      )
    ).text();
    expect(csv).toContain("Drew Newname");
    expect(csv).not.toContain("Dana Oldname");
    const dashboard = (await (await cleaner.account.browser.api.cleaner.dashboard.$get({ query: {} })).json()) as { name: string };
    expect(dashboard.name).toBe("Drew Newname");
    expect((await cleaner.account.browser.viewer())?.fullName).toBe("Drew Newname");
  });
});
