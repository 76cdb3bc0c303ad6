// spec 2 Cleaner Drafts and Client Drafts: counters, search, status filter and paging in SQL, and
// one draft by id (docs/decisions/047). Each test names its own drafts with a unique word.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCleanerDraft, insertClientDraft } from "../../test/application-fixtures";
import { createTestApp, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import type { CleanerDraftList, ClientDraftList } from "./draft-lists.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

const word = () => `w${randomUUID().slice(0, 8)}`;
async function list<L>(kind: "cleaner" | "client", query: Record<string, string | number> = {}): Promise<L> {
  const { admin: api } = admin.browser.api;
  const response = await (kind === "cleaner" ? api["cleaner-drafts"] : api["client-drafts"]).$get({ query: queryFrom(query) });
  expect(response.status).toBe(200);
  return (await response.json()) as L;
}

describe("GET /api/admin/cleaner-drafts", () => {
  it("counts Total Drafts, Ready to Approve (verified), Converted and Background Verified over every draft", async () => {
    const before = (await list<CleanerDraftList>("cleaner")).summary;
    await insertCleanerDraft(t.db, { status: "verified" });
    await insertCleanerDraft(t.db, { status: "verified", backgroundCheckStatus: "verified" });
    await insertCleanerDraft(t.db, { status: "converted", backgroundCheckStatus: "verified" });
    await insertCleanerDraft(t.db, { status: "approved", backgroundCheckStatus: "pending" });
    const after = (await list<CleanerDraftList>("cleaner", { search: "matches nothing" })).summary;
    expect(after).toEqual({
      total: before.total + 4,
      readyToApprove: before.readyToApprove + 2,
      converted: before.converted + 1,
      backgroundVerified: before.backgroundVerified + 2,
    });
  });

  it("searches name, email, phone and work areas; filters by status; pages newest first", async () => {
    const w = word();
    const byName = await insertCleanerDraft(t.db, { name: `Noa ${w}`, status: "approved", createdAt: new Date(Date.now() - 3000) });
    const byEmail = await insertCleanerDraft(t.db, { email: `${w}@example.test`, createdAt: new Date(Date.now() - 2000) });
    const byArea = await insertCleanerDraft(t.db, { workAreas: `${w.toUpperCase()} Heights`, createdAt: new Date(Date.now() - 1000) });
    const all = await list<CleanerDraftList>("cleaner", { search: w });
    expect(all.rows.map((row) => row.id)).toEqual([byArea.id, byEmail.id, byName.id]);
    expect(all.total).toBe(3);

    const approved = await list<CleanerDraftList>("cleaner", { search: w, status: "approved" });
    expect(approved.rows.map((row) => row.id)).toEqual([byName.id]);
    expect(approved.total).toBe(1);

    const second = await list<CleanerDraftList>("cleaner", { search: w, pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([byName.id]);
    expect(all.rows[2]).toMatchObject({
      name: `Noa ${w}`,
      phone: "(305) 555-0163",
      workAreas: "Miami, Boston",
      services: ["Airbnb", "Deep Clean"],
      yearsExperience: 3,
      backgroundCheckStatus: "unknown",
      status: "approved",
    });
  });

  it("refuses an unknown status filter with 400", async () => {
    const response = await admin.browser.api.admin["cleaner-drafts"].$get({ query: { status: unchecked("pending") } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a draft status from the list." } });
  });
});

describe("GET /api/admin/client-drafts", () => {
  it("counts Total Drafts, Ready to Approve, Converted and With Company (a blank company is none)", async () => {
    const before = (await list<ClientDraftList>("client")).summary;
    await insertClientDraft(t.db, { status: "verified", company: "Harbor Homes" });
    await insertClientDraft(t.db, { status: "converted", company: "   " });
    await insertClientDraft(t.db, { status: "draft", company: null });
    const after = (await list<ClientDraftList>("client")).summary;
    expect(after).toEqual({
      total: before.total + 3,
      readyToApprove: before.readyToApprove + 1,
      converted: before.converted + 1,
      withCompany: before.withCompany + 1,
    });
  });

  it("searches name, email, phone, company and city", async () => {
    const w = word();
    const byCompany = await insertClientDraft(t.db, { company: `${w} Rentals` });
    const byCity = await insertClientDraft(t.db, { city: `${w}burg` });
    await insertClientDraft(t.db, { name: "Someone Else" });
    const found = await list<ClientDraftList>("client", { search: w });
    expect(found.rows.map((row) => row.id).sort()).toEqual([byCompany.id, byCity.id].sort());
    expect(found.rows.find((row) => row.id === byCity.id)).toMatchObject({
      city: `${w}burg`,
      state: "IL",
      services: ["Airbnb"],
      preferredTiming: null,
      accessInstructions: null,
    });
  });
});

describe("GET /api/admin/<kind>-drafts/:id", () => {
  it("answers one draft of its own kind, and 404 for an id of the other kind or none", async () => {
    const cleaner = await insertCleanerDraft(t.db);
    const client = await insertClientDraft(t.db, { preferredTiming: "Weekday mornings" });
    const response = await admin.browser.api.admin["client-drafts"][":id"].$get({ param: { id: client.id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ draft: { id: client.id, preferredTiming: "Weekday mornings" } });
    expect((await admin.browser.api.admin["cleaner-drafts"][":id"].$get({ param: { id: cleaner.id } })).status).toBe(200);
    expect((await admin.browser.api.admin["cleaner-drafts"][":id"].$get({ param: { id: client.id } })).status).toBe(404);
    expect((await admin.browser.api.admin["client-drafts"][":id"].$get({ param: { id: randomUUID() } })).status).toBe(404);
  });
});
