import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { clients } from "../../db/schema/people";
import { createTestApp, jsonOf } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /api/client/account", () => {
  it("creates an Active client record on the first visit, from the profile", async () => {
    const account = await t.createAccount({ role: "client", fullName: "First Visit" });
    expect(await t.db.select().from(clients).where(eq(clients.userId, account.userId))).toEqual([]);

    const response = await account.browser.api.client.account.$get();
    expect(response.status).toBe(200);
    const { client } = await jsonOf(response);
    expect(client).toMatchObject({ name: "First Visit", email: account.email, status: "Active" });
  });

  it("creates one record when the first requests arrive together", async () => {
    const account = await t.createAccount({ role: "client" });
    const responses = await Promise.all(Array.from({ length: 5 }, () => account.browser.api.client.account.$get()));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = await Promise.all(responses.map(async (response) => (await jsonOf(response)).client.clientId));
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.select().from(clients).where(eq(clients.userId, account.userId))).toHaveLength(1);
  });

  it("returns the existing record on later visits", async () => {
    const account = await t.createAccount({ role: "client" });
    const first = (await (await account.browser.api.client.account.$get()).json()) as { client: { clientId: string } };
    const second = (await (await account.browser.api.client.account.$get()).json()) as { client: { clientId: string } };
    expect(second.client.clientId).toBe(first.client.clientId);
  });
});

describe("the client record on other routes (docs/decisions/019)", () => {
  it("is never created by another read: the lists of a client without one are empty", async () => {
    const account = await t.createAccount({ role: "client" });
    const { client } = account.browser.api;
    for (const [name, read] of [
      ["dashboard", () => client.dashboard.$get()],
      ["booking options", () => client["booking-options"].$get()],
      ["upcoming jobs", () => client.jobs.upcoming.$get()],
      ["subscription", () => client.subscription.$get()],
      ["payments", () => client.payments.$get({ query: {} })],
    ] as const) {
      expect((await read()).status, name).toBe(200);
    }
    expect(await (await account.browser.api.client["booking-options"].$get()).json()).toEqual({ units: [], plan: null });
    expect(await t.db.select().from(clients).where(eq(clients.userId, account.userId))).toEqual([]);
  });

  it("is created by a client's first write, through the same one function", async () => {
    const account = await t.createAccount({ role: "client", fullName: "Writes First" });
    const response = await account.browser.api.client.units.$post({ json: { label: "Loft", fullAddress: "1 Main St, Boston, MA" } });
    expect(response.status).toBe(201);
    expect(await t.db.select().from(clients).where(eq(clients.userId, account.userId))).toEqual([
      expect.objectContaining({ name: "Writes First", status: "Active" }),
    ]);
    const { client } = (await (await account.browser.api.client.account.$get()).json()) as { client: { name: string } };
    expect(client.name).toBe("Writes First");
  });
});
