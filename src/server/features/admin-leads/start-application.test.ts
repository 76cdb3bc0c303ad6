// Start application (docs/decisions/047): a lead becomes a draft of its role, pre-filled, linked,
// once; the lead moves to in_progress; one audit row.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanerDrafts, clientDrafts, leads } from "../../db/schema/platform";
import { auditRowsOf, insertLead } from "../../test/application-fixtures";
import { createTestApp, jsonOf, type TestAccount } from "../../test/harness";
import { APPLICATION_EXISTS } from "./start-application.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

const start = (leadId: string) => admin.browser.api.admin.leads[":id"]["start-application"].$post({ param: { id: leadId } });
const leadOf = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const draftsOfLead = async (leadId: string) => [
  ...(await t.db.select({ id: cleanerDrafts.id }).from(cleanerDrafts).where(eq(cleanerDrafts.leadId, leadId))),
  ...(await t.db.select({ id: clientDrafts.id }).from(clientDrafts).where(eq(clientDrafts.leadId, leadId))),
];

describe("POST /api/admin/leads/:id/start-application", () => {
  it("starts a cleaner draft from a cleaner lead, filled in from it, and sets the lead in_progress", async () => {
    const lead = await insertLead(t.db, {
      role: "cleaner",
      name: "Riley Chen",
      email: "Riley.Chen.Start@Example.test",
      phone: "(305) 555-0163",
      city: "Miami",
      state: "FL",
      services: ["Airbnb", "One-time Clean"],
      notes: "Weekdays after 10am.",
      yearsExperience: 4,
    });
    const response = await start(lead.id);
    expect(response.status).toBe(201);
    const { started } = await jsonOf(response);
    expect(started).toMatchObject({ kind: "cleaner", leadStatus: "in_progress" });

    const [draft] = await t.db.select().from(cleanerDrafts).where(eq(cleanerDrafts.id, started.draftId));
    expect(draft).toMatchObject({
      name: "Riley Chen",
      email: "riley.chen.start@example.test",
      phone: "(305) 555-0163",
      workAreas: "Miami",
      services: ["Airbnb", "One-time Clean"],
      yearsExperience: 4,
      availabilityNotes: "Weekdays after 10am.",
      backgroundCheckStatus: "unknown",
      status: "draft",
      leadId: lead.id,
    });
    expect((await leadOf(lead.id))?.status).toBe("in_progress");

    const audit = await auditRowsOf(t.db, lead.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      action: "lead.application_started",
      entityType: "lead",
      before: { status: "new" },
      after: { status: "in_progress", draftId: started.draftId, draftKind: "cleaner" },
    });
  });

  it("starts a client draft from a client lead: city and state, company, notes as access instructions", async () => {
    const lead = await insertLead(t.db, {
      role: "client",
      city: "Portland",
      state: "OR",
      company: "Rose City Stays",
      notes: "Lockbox on the side door.",
      status: "contacted",
    });
    const response = await start(lead.id);
    expect(response.status).toBe(201);
    const { started } = await jsonOf(response);
    expect(started.kind).toBe("client");
    const [draft] = await t.db.select().from(clientDrafts).where(eq(clientDrafts.id, started.draftId));
    expect(draft).toMatchObject({
      city: "Portland",
      state: "OR",
      company: "Rose City Stays",
      accessInstructions: "Lockbox on the side door.",
      preferredTiming: null,
      status: "draft",
      leadId: lead.id,
    });
  });

  it("writes an Other city into a cleaner draft's work areas as 'City, ST'", async () => {
    const lead = await insertLead(t.db, { role: "cleaner", city: "Portland", state: "OR" });
    const { started } = (await (await start(lead.id)).json()) as { started: { draftId: string } };
    const [draft] = await t.db.select().from(cleanerDrafts).where(eq(cleanerDrafts.id, started.draftId));
    expect(draft?.workAreas).toBe("Portland, OR");
  });

  it("refuses a second start of the same lead with 409 and keeps one draft", async () => {
    const lead = await insertLead(t.db, { role: "client" });
    expect((await start(lead.id)).status).toBe(201);
    const again = await start(lead.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "APPLICATION_EXISTS", message: APPLICATION_EXISTS } });
    expect(await draftsOfLead(lead.id)).toHaveLength(1);
    expect(await auditRowsOf(t.db, lead.id)).toHaveLength(1);
  });

  it("makes one draft when two starts race", async () => {
    const lead = await insertLead(t.db, { role: "cleaner" });
    const statuses = (await Promise.all([start(lead.id), start(lead.id), start(lead.id)])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await draftsOfLead(lead.id)).toHaveLength(1);
  });

  it.each(["converted", "rejected"] as const)("refuses a %s lead with 409 and changes nothing", async (status) => {
    const lead = await insertLead(t.db, { role: "cleaner", status });
    const response = await start(lead.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: {
        code: "LEAD_CLOSED",
        message: `This lead is ${status}. Set its status back to New, Contacted or In Progress to start an application.`,
      },
    });
    expect(await draftsOfLead(lead.id)).toEqual([]);
    expect((await leadOf(lead.id))?.status).toBe(status);
    expect(await auditRowsOf(t.db, lead.id)).toEqual([]);
  });

  it("answers 404 for a lead that does not exist", async () => {
    const response = await start(randomUUID());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Lead not found." } });
  });
});
