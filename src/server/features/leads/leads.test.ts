import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { LeadInput } from "../../../shared/schemas/lead";
import { leads } from "../../db/schema/platform";
import { createTestApp, jsonOf, unchecked, uniqueEmail, type TestApp } from "../../test/harness";
import { LEAD_RATE_LIMIT } from "./leads.routes";

const t = await createTestApp();
afterAll(() => t.close());

const clientLead = (email = uniqueEmail("lead")): LeadInput => ({
  role: "client",
  name: "Avery Host",
  phone: "(617) 555-0142",
  email,
  location: "Boston, MA",
  otherLocation: "",
  services: ["Airbnb", "Deep Clean"],
  notes: "Three units in Back Bay, turnovers on weekends.",
  company: "Back Bay Stays",
  website: "",
});

const cleanerLead = (email = uniqueEmail("lead")): LeadInput => ({
  role: "cleaner",
  name: "Sam Scrub",
  phone: "512-555-0199",
  email,
  location: "Other",
  otherLocation: "Portland, OR",
  services: ["Residential"],
  notes: "",
  yearsExperience: "6",
  website: "",
});

/** From a fresh browser (its own address, so no test spends another's rate-limit budget). */
const submit = (json: unknown, app: TestApp = t) => app.api.leads.$post({ json: unchecked(json) });

const storedLeads = (email: string, app: TestApp = t) =>
  app.db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = lower(${email})`);

describe("POST /api/leads", () => {
  it("stores a client lead with its company, city and state, status new", async () => {
    const lead = clientLead();
    const response = await submit(lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "created" });
    const [row, ...others] = await storedLeads(lead.email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      role: "client",
      name: "Avery Host",
      phone: "(617) 555-0142",
      email: lead.email,
      city: "Boston",
      state: "MA",
      services: ["Airbnb", "Deep Clean"],
      company: "Back Bay Stays",
      notes: "Three units in Back Bay, turnovers on weekends.",
      yearsExperience: null,
      status: "new",
    });
  });

  it("stores a cleaner lead with years of experience, the Other text split into city and state, no company", async () => {
    const lead = { ...cleanerLead(), company: "Sneaky Co" };
    const response = await submit(lead);
    expect(response.status).toBe(201);
    const [row] = await storedLeads(lead.email);
    expect(row).toMatchObject({
      role: "cleaner",
      city: "Portland",
      state: "OR",
      services: ["Residential"],
      yearsExperience: 6,
      company: null,
      notes: null,
    });
  });

  it("stores a missing part of the Other text as Other", async () => {
    const lead = { ...cleanerLead(), otherLocation: "Springfield", yearsExperience: "" };
    expect((await submit(lead)).status).toBe(201);
    expect((await storedLeads(lead.email))[0]).toMatchObject({ city: "Springfield", state: "Other", yearsExperience: null });
  });

  it("stores empty notes and company as null, the email lowercased and trimmed", async () => {
    const email = uniqueEmail("Mixed.Case");
    const response = await submit({ ...clientLead(), email: `  ${email.toUpperCase()} `, notes: "   ", company: "" });
    expect(response.status).toBe(201);
    const [row] = await storedLeads(email);
    expect(row).toMatchObject({ email: email.toLowerCase(), notes: null, company: null });
  });

  it("answers already_registered for the same email and role in any case, and stores no second row", async () => {
    const email = uniqueEmail("repeat");
    expect((await submit(clientLead(email))).status).toBe(201);
    const again = await submit({ ...clientLead(email.toUpperCase()), name: "Someone Else" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already_registered" });
    const rows = await storedLeads(email);
    expect(rows.map((row) => [row.role, row.name])).toEqual([["client", "Avery Host"]]);
  });

  it("accepts the same email for the other role", async () => {
    const email = uniqueEmail("both");
    expect((await submit(clientLead(email))).status).toBe(201);
    const asCleaner = await submit(cleanerLead(email));
    expect(asCleaner.status).toBe(201);
    expect((await storedLeads(email)).map((row) => row.role).sort()).toEqual(["cleaner", "client"]);
  });

  it("stores one row when identical submissions race each other", async () => {
    const lead = clientLead();
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(lead)));
    const statuses = await Promise.all(responses.map(async (response) => (await jsonOf(response)).status));
    expect(statuses.filter((status) => status === "created")).toHaveLength(1);
    expect(statuses.filter((status) => status === "already_registered")).toHaveLength(5);
    expect(await storedLeads(lead.email)).toHaveLength(1);
  });

  it.each([
    ["no role", { role: undefined }, "Choose client or cleaner as your role."],
    ["the admin role", { role: "admin" }, "Choose client or cleaner as your role."],
    ["no name", { name: " " }, "Full name is required."],
    ["a name over 120 characters", { name: "n".repeat(121) }, "Full name is too long."],
    ["no phone", { phone: "" }, "Phone number is required."],
    ["a phone that is not one", { phone: "not a phone" }, "Please enter a valid phone number."],
    ["a phone over 40 characters", { phone: "1".repeat(41) }, "Phone number is too long."],
    ["a bad email", { email: "avery@@example" }, "Please enter a valid email address."],
    ["an email over 254 characters", { email: `${"e".repeat(250)}@example.test` }, "Email is too long."],
    ["no location", { location: "" }, "Please choose your location."],
    ["an unlisted location", { location: "Paris, FR" }, "Please choose your location."],
    ["Other without its text", { location: "Other", otherLocation: "  " }, "Please enter your city and state."],
    ["Other text over 120 characters", { location: "Other", otherLocation: "x".repeat(121) }, "Location is too long."],
    ["no service", { services: [] }, "Please select at least one service."],
    ["services that are not a list", { services: "Airbnb" }, "Please select at least one service."],
    ["an unknown service", { services: ["Pool Cleaning"] }, "Please choose services from the list."],
    ["notes over 1000 characters", { notes: "x".repeat(1001) }, "Notes must be at most 1000 characters."],
    ["a company over 120 characters", { company: "c".repeat(121) }, "Company name is too long."],
  ])("refuses a client lead with %s: 400 with its message, nothing stored", async (_case, change, message) => {
    const lead = { ...clientLead(), ...change };
    const response = await submit(lead);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    if (typeof lead.email === "string") expect(await storedLeads(lead.email.trim())).toEqual([]);
  });

  it.each([
    ["negative years of experience", { yearsExperience: -1 }],
    ["fractional years of experience", { yearsExperience: 2.5 }],
    ["years of experience as words", { yearsExperience: "five" }],
    ["over 70 years of experience", { yearsExperience: 71 }],
  ])("refuses a cleaner lead with %s", async (_case, change) => {
    const lead = { ...cleanerLead(), ...change };
    const response = await submit(lead);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "INVALID_INPUT", message: "Years of experience must be a whole number from 0 to 70." },
    });
    expect(await storedLeads(lead.email)).toEqual([]);
  });

  it("refuses a body that is not a lead object", async () => {
    const response = await submit(["not", "a", "lead"]);
    expect(response.status).toBe(400);
  });

  it("answers a filled bot trap like a success but stores nothing", async () => {
    const lead = { ...clientLead(), website: "http://spam.example" };
    const response = await submit(lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "created" });
    expect(await storedLeads(lead.email)).toEqual([]);
  });

  it(`limits each address to ${LEAD_RATE_LIMIT.max} submissions in ${LEAD_RATE_LIMIT.window / 60} minutes, valid or not`, async () => {
    const browser = t.browser();
    for (let index = 0; index < LEAD_RATE_LIMIT.max; index += 1) {
      const body = index % 2 === 0 ? clientLead() : { ...clientLead(), services: [] };
      const response = await browser.api.leads.$post({ json: body });
      expect(response.status, `submission ${index + 1}`).not.toBe(429);
    }
    const lead = clientLead();
    const limited = await browser.api.leads.$post({ json: lead });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: { code: "TOO_MANY_REQUESTS", message: "Too many submissions from your network. Please try again in a few minutes." },
    });
    expect(await storedLeads(lead.email)).toEqual([]);
    // Another address is not affected.
    expect((await submit(lead)).status).toBe(201);
  });

  it("refuses a submission from another site", async () => {
    const lead = clientLead();
    const response = await t.api.leads.$post({ json: lead }, { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await storedLeads(lead.email)).toEqual([]);
  });
});

describe("POST /api/leads when the database fails", () => {
  it("says the email could not be verified when the duplicate check fails, and stores nothing", async () => {
    const broken = await createTestApp();
    try {
      await broken.db.execute(sql`ALTER TABLE leads RENAME TO leads_away`);
      const response = await submit(clientLead(), broken);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { code: "LEAD_CHECK_FAILED", message: "Unable to verify email. Please try again." } });
      await broken.db.execute(sql`ALTER TABLE leads_away RENAME TO leads`);
      expect(await broken.db.select().from(leads)).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it("says something went wrong when the insert fails", async () => {
    const broken = await createTestApp();
    try {
      await broken.db.execute(sql`
        CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`);
      await broken.db.execute(sql`CREATE TRIGGER refuse_lead BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_lead()`);
      const lead = clientLead();
      const response = await submit(lead, broken);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: "LEAD_SAVE_FAILED", message: "Something went wrong. Please try again." } });
      expect(await broken.db.select().from(leads).where(eq(leads.email, lead.email))).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
