// spec 2 Leads and spec 4 lead statuses, through the admin API (docs/decisions/047). Each test
// names its own leads (a unique word in the name), so rows other tests add do not disturb it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../db/schema/platform";
import { auditRowsOf, insertLead } from "../../test/application-fixtures";
import { createTestApp, jsonOf, queryFrom, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Morgan Admin" });
});

const word = () => `w${randomUUID().slice(0, 8)}`;
async function list(query: Record<string, string | number> = {}) {
  const response = await admin.browser.api.admin.leads.$get({ query: queryFrom(query) });
  expect(response.status).toBe(200);
  return jsonOf(response);
}
const setStatus = (id: string, json: unknown) =>
  admin.browser.api.admin.leads[":id"].status.$patch({ param: { id }, json: unchecked(json) });
const statusOf = async (id: string) => (await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;

describe("GET /api/admin/leads", () => {
  it("counts every lead on the cards: Total, Client, Cleaner, New", async () => {
    const before = (await list()).summary;
    await insertLead(t.db, { role: "client" });
    await insertLead(t.db, { role: "cleaner", status: "contacted" });
    await insertLead(t.db, { role: "cleaner" });
    const after = (await list({ search: "no lead matches this" })).summary;
    // The cards count every lead, whatever the filters.
    expect(after).toEqual({ total: before.total + 3, client: before.client + 1, cleaner: before.cleaner + 2, new: before.new + 2 });
  });

  it("searches name, email, phone, company and city, case-insensitively", async () => {
    const w = word();
    const byName = await insertLead(t.db, { role: "client", name: `Ana ${w}` });
    const byEmail = await insertLead(t.db, { role: "cleaner", email: `${w}@example.test` });
    const byCompany = await insertLead(t.db, { role: "client", company: `${w.toUpperCase()} Stays` });
    const byCity = await insertLead(t.db, { role: "cleaner", city: `${w}ville`, state: "OR" });
    const byPhone = await insertLead(t.db, { role: "client", phone: "(999) 555-4321" });
    expect((await list({ search: w })).rows.map((row) => row.id).sort()).toEqual([byName.id, byEmail.id, byCompany.id, byCity.id].sort());
    expect((await list({ search: "999) 555-4321" })).rows.map((row) => row.id)).toContain(byPhone.id);
    // A LIKE wildcard is searched for as itself.
    expect((await list({ search: `${w}%` })).rows).toEqual([]);
  });

  it("filters by status and role; the tabs count what the filters keep, by role; the tab picks the rows", async () => {
    const w = word();
    await insertLead(t.db, { role: "client", name: `C1 ${w}`, status: "contacted" });
    await insertLead(t.db, { role: "client", name: `C2 ${w}` });
    const cleaner = await insertLead(t.db, { role: "cleaner", name: `K1 ${w}`, status: "contacted" });
    await insertLead(t.db, { role: "cleaner", name: `K2 ${w}`, status: "rejected" });

    const all = await list({ search: w });
    expect(all.tabs).toEqual({ all: 4, client: 2, cleaner: 2 });
    expect(all.total).toBe(4);

    const contacted = await list({ search: w, status: "contacted" });
    expect(contacted.tabs).toEqual({ all: 2, client: 1, cleaner: 1 });

    const cleanersTab = await list({ search: w, status: "contacted", tab: "cleaner" });
    expect(cleanersTab.rows.map((row) => row.id)).toEqual([cleaner.id]);
    expect(cleanersTab.total).toBe(1);

    const clientsOnly = await list({ search: w, role: "client" });
    expect(clientsOnly.tabs).toEqual({ all: 2, client: 2, cleaner: 0 });
    expect(clientsOnly.rows.every((row) => row.role === "client")).toBe(true);
  });

  it("pages in SQL, newest first, with the whole count", async () => {
    const w = word();
    for (let i = 0; i < 5; i++)
      await insertLead(t.db, { role: "client", name: `P${i} ${w}`, createdAt: new Date(Date.now() - (5 - i) * 60_000) });
    const first = await list({ search: w, pageSize: 2 });
    const third = await list({ search: w, pageSize: 2, page: 3 });
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.name)).toEqual([`P4 ${w}`, `P3 ${w}`]);
    expect(third.rows.map((row) => row.name)).toEqual([`P0 ${w}`]);
    expect(third).toMatchObject({ page: 3, pageSize: 2, total: 5 });
  });

  it("shows each lead's fields and the draft started from it", async () => {
    const w = word();
    const lead = await insertLead(t.db, {
      role: "client",
      name: `Lin ${w}`,
      company: "Lin Rentals",
      notes: "Back door code 1234",
      services: ["Airbnb", "Deep Clean", "Residential"],
    });
    const [before] = (await list({ search: w })).rows;
    expect(before).toMatchObject({
      id: lead.id,
      role: "client",
      company: "Lin Rentals",
      notes: "Back door code 1234",
      services: ["Airbnb", "Deep Clean", "Residential"],
      status: "new",
      draftId: null,
    });
    const started = await admin.browser.api.admin.leads[":id"]["start-application"].$post({ param: { id: lead.id } });
    const { started: body } = await jsonOf(started);
    expect((await list({ search: w })).rows[0]).toMatchObject({ draftId: body.draftId, status: "in_progress" });
  });

  it.each([
    [{ status: "open" }, "Choose a lead status from the list."],
    [{ role: "admin" }, "Choose a role from the list."],
    [{ tab: "everyone" }, "Choose a tab from the list."],
    [{ page: 0 }, "The page must be at least 1."],
    [{ pageSize: 101 }, "The page size must be at most 100."],
  ])("refuses %o with 400 and the reason", async (query, message) => {
    const response = await admin.browser.api.admin.leads.$get({ query: queryFrom(query) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
  });
});

describe("PATCH /api/admin/leads/:id/status", () => {
  it("sets any status from any other, with an audit row of before and after", async () => {
    const lead = await insertLead(t.db, { role: "cleaner" });
    for (const status of ["converted", "new", "rejected", "contacted", "in_progress"] as const) {
      const response = await setStatus(lead.id, { status });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ lead: { id: lead.id, status } });
      expect(await statusOf(lead.id)).toBe(status);
    }
    const [latest] = await auditRowsOf(t.db, lead.id);
    expect(latest).toMatchObject({
      actorId: admin.userId,
      action: "lead.status_changed",
      entityType: "lead",
      before: { status: "contacted" },
      after: { status: "in_progress" },
    });
    expect(await auditRowsOf(t.db, lead.id)).toHaveLength(5);
  });

  it("writes nothing when the status is already the one asked for", async () => {
    const lead = await insertLead(t.db, { role: "client", status: "contacted" });
    expect((await setStatus(lead.id, { status: "contacted" })).status).toBe(200);
    expect(await auditRowsOf(t.db, lead.id)).toEqual([]);
  });

  it("refuses an unknown status with 400 and changes nothing", async () => {
    const lead = await insertLead(t.db, { role: "client" });
    for (const json of [{ status: "won" }, {}, { status: null }]) {
      const response = await setStatus(lead.id, json);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a lead status from the list." } });
    }
    expect(await statusOf(lead.id)).toBe("new");
    expect(await auditRowsOf(t.db, lead.id)).toEqual([]);
  });

  it("answers 404 for a lead that does not exist, and for a malformed id", async () => {
    expect((await setStatus(randomUUID(), { status: "contacted" })).status).toBe(404);
    expect((await setStatus("not-a-uuid", { status: "contacted" })).status).toBe(404);
  });
});
