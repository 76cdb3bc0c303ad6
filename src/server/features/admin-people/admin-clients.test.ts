// docs/decisions/043: the admin's clients list and the account switch (an Inactive client cannot book).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { createTestApp, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import { bookingBody, clientIdOf, clientWithUnit, insertJob, insertPayment, insertSubscription, insertUnit } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Morgan Admin" });
});

interface ClientRow {
  clientId: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  activeUnits: number;
  totalUnits: number;
  plan: string | null;
  jobCount: number;
  totalSpendCents: number;
}
interface ClientPage {
  rows: ClientRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: { all: number; Active: number; Inactive: number };
}

const list = async (query: string) => {
  const response = await admin.browser.api.admin.clients.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ClientPage;
};

/** A client whose name carries `tag`, so a search finds this test's clients only. */
async function taggedClient(tag: string, name: string) {
  const account = await t.createAccount({ role: "client", fullName: `${name} ${tag}` });
  return { account, clientId: await clientIdOf(t, account) };
}

const auditRows = (clientId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "client"), eq(auditLog.entityId, clientId)));
const statusOf = async (clientId: string) =>
  (await t.db.select({ status: clients.status }).from(clients).where(eq(clients.clientId, clientId)))[0]?.status;

describe("GET /api/admin/clients", () => {
  it("lists each client with units (active of total), current plan, jobs and what they spent on succeeded payments", async () => {
    const tag = randomUUID().slice(0, 8);
    const { clientId } = await taggedClient(tag, "Avery");
    await t.db.update(clients).set({ phone: "(617) 555-0101" }).where(eq(clients.clientId, clientId));
    await insertUnit(t.db, clientId);
    await insertUnit(t.db, clientId, { isActive: false });
    await insertSubscription(t.db, { clientId, plan: "Weekly" });
    await insertJob(t.db, { clientId });
    await insertJob(t.db, { clientId, status: "Canceled" });
    await insertPayment(t.db, { clientId, amountCents: 30_000 });
    await insertPayment(t.db, { clientId, amountCents: 12_550, status: "succeeded" });
    await insertPayment(t.db, { clientId, amountCents: 99_900, status: "failed" });
    await insertPayment(t.db, { clientId, amountCents: 5_000, status: "refunded" });

    const page = await list(`search=${tag}`);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25, counts: { all: 1, Active: 1, Inactive: 0 } });
    expect(page.rows[0]).toMatchObject({
      clientId,
      phone: "(617) 555-0101",
      status: "Active",
      activeUnits: 1,
      totalUnits: 2,
      plan: "Weekly",
      jobCount: 2,
      totalSpendCents: 42_550,
    });
  });

  it("shows no plan once the subscription is Canceled, and zeros for a new client", async () => {
    const tag = randomUUID().slice(0, 8);
    const { clientId } = await taggedClient(tag, "Blair");
    await insertSubscription(t.db, { clientId, status: "Canceled", active: false });
    const [row] = (await list(`search=${tag}`)).rows;
    expect(row).toMatchObject({ plan: null, activeUnits: 0, totalUnits: 0, jobCount: 0, totalSpendCents: 0 });
  });

  it("searches name and email case-insensitively, filters by status, pages in SQL and counts per status", async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await taggedClient(tag, "Aaron");
    const b = await taggedClient(tag, "Bianca");
    const c = await taggedClient(tag, "Carmen");
    await t.db.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, c.clientId));

    const all = await list(`search=${tag.toUpperCase()}`);
    expect(all.rows.map((row) => row.clientId)).toEqual([a.clientId, b.clientId, c.clientId]);
    expect(all.counts).toEqual({ all: 3, Active: 2, Inactive: 1 });

    const byEmail = await list(`search=${encodeURIComponent(b.account.email.toUpperCase())}`);
    expect(byEmail.rows.map((row) => row.clientId)).toEqual([b.clientId]);

    const inactive = await list(`search=${tag}&status=Inactive`);
    expect(inactive.total).toBe(1);
    expect(inactive.rows.map((row) => row.clientId)).toEqual([c.clientId]);
    // The cards keep counting every status the search finds.
    expect(inactive.counts).toEqual({ all: 3, Active: 2, Inactive: 1 });

    const second = await list(`search=${tag}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.clientId)).toEqual([c.clientId]);
  });

  it("takes % and _ in a search literally", async () => {
    const tag = randomUUID().slice(0, 8);
    await taggedClient(tag, "Dana");
    expect((await list(`search=${tag}%25`)).total).toBe(0);
    expect((await list(`search=${tag.slice(0, 3)}_`)).rows.filter((row) => row.name.includes(tag))).toEqual([]);
  });

  it("refuses a status outside the list and a page out of range with 400", async () => {
    for (const query of ["status=Paused", "page=0", "pageSize=101", "page=abc"]) {
      const response = await admin.browser.api.admin.clients.$get({ query: queryFrom(query) });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/./);
    }
    const response = await admin.browser.api.admin.clients.$get({ query: { status: unchecked("Paused") } });
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a status: all, Active or Inactive." } });
  });
});

describe("POST /api/admin/clients/:clientId/deactivate and /activate", () => {
  it("deactivates with a reason in one audited change; the client can no longer book; activation lets them book again", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const response = await admin.browser.api.admin.clients[":clientId"].deactivate.$post({
      param: { clientId },
      json: { reason: "  Chargeback under review  " },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ client: { clientId, status: "Inactive" }, message: "Client deactivated" });
    expect(await statusOf(clientId)).toBe("Inactive");

    const [audit, ...more] = await auditRows(clientId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: "client.deactivated",
      actorId: admin.userId,
      before: { status: "Active" },
      after: { status: "Inactive" },
      metadata: { reason: "Chargeback under review" },
    });

    // The hardening issue's rule, through the client's own booking route.
    const refused = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "CLIENT_INACTIVE", message: "Your account is inactive. Contact support to book cleanings." },
    });

    const activated = await admin.browser.api.admin.clients[":clientId"].activate.$post({
      param: { clientId },
      json: { reason: "Resolved with the bank" },
    });
    expect(activated.status).toBe(200);
    expect(await statusOf(clientId)).toBe("Active");
    expect((await account.browser.api.client.jobs.$post({ json: bookingBody(unitId) })).status).toBe(201);
    expect((await auditRows(clientId)).map((row) => row.action).sort()).toEqual(["client.activated", "client.deactivated"]);
  });

  it("answers 409 with a clear message when the client already has that status, and writes no audit row", async () => {
    const { clientId } = await taggedClient(randomUUID().slice(0, 8), "Eli");
    const again = await admin.browser.api.admin.clients[":clientId"].activate.$post({ param: { clientId }, json: { reason: "Twice" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "CLIENT_STATUS_CONFLICT", message: "This client is already Active." } });

    await admin.browser.api.admin.clients[":clientId"].deactivate.$post({ param: { clientId }, json: { reason: "Left the platform" } });
    const twice = await admin.browser.api.admin.clients[":clientId"].deactivate.$post({ param: { clientId }, json: { reason: "Again" } });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe("This client is already Inactive.");
    expect(await auditRows(clientId)).toHaveLength(1);
  });

  it("needs a reason: a blank or missing one is 400 and changes nothing", async () => {
    const { clientId } = await taggedClient(randomUUID().slice(0, 8), "Fran");
    for (const json of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const response = await admin.browser.api.admin.clients[":clientId"].deactivate.$post({ param: { clientId }, json: unchecked(json) });
      expect(response.status).toBe(400);
    }
    const blank = await admin.browser.api.admin.clients[":clientId"].deactivate.$post({ param: { clientId }, json: { reason: " " } });
    expect(await blank.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Please give a reason." } });
    expect(await statusOf(clientId)).toBe("Active");
    expect(await auditRows(clientId)).toEqual([]);
  });

  it("answers 404 for a client that does not exist, and for a malformed id", async () => {
    const missing = await admin.browser.api.admin.clients[":clientId"].deactivate.$post({
      param: { clientId: randomUUID() },
      json: { reason: "Gone" },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Client not found." } });
    expect(
      (await admin.browser.api.admin.clients[":clientId"].activate.$post({ param: { clientId: "not-an-id" }, json: { reason: "x" } }))
        .status,
    ).toBe(404);
  });
});

describe("GET /api/admin/clients/:clientId", () => {
  it("shows the client with the history of their status changes, reasons and who made them", async () => {
    const { clientId } = await taggedClient(randomUUID().slice(0, 8), "Gale");
    await admin.browser.api.admin.clients[":clientId"].deactivate.$post({ param: { clientId }, json: { reason: "Asked to pause" } });
    const response = await admin.browser.api.admin.clients[":clientId"].$get({ param: { clientId } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { client: ClientRow; history: { action: string; reason: string; actorName: string }[] };
    expect(body.client).toMatchObject({ clientId, status: "Inactive" });
    expect(body.history).toEqual([
      expect.objectContaining({ action: "client.deactivated", reason: "Asked to pause", actorName: "Morgan Admin" }),
    ]);
    expect((await admin.browser.api.admin.clients[":clientId"].$get({ param: { clientId: randomUUID() } })).status).toBe(404);
  });
});
