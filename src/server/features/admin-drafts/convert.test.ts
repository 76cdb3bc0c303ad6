// Convert to Account (spec 2 and 4, docs/decisions/047): the rules, what is created, what a
// refusal or a failure leaves (nothing).
import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers, authVerifications } from "../../db/schema/auth";
import { cleaners, clients, profiles } from "../../db/schema/people";
import { cleanerDrafts, clientDrafts, leads } from "../../db/schema/platform";
import { auditRowsOf, insertCleanerDraft, insertClientDraft, insertDraft, insertLead, outboxTo } from "../../test/application-fixtures";
import { createTestApp, jsonOf, uniqueEmail, type TestAccount } from "../../test/harness";
import { ALREADY_CONVERTED, emailHasAccount } from "./convert.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

type Kind = "cleaner" | "client";
const convert = (kind: Kind, id: string) =>
  (kind === "cleaner" ? admin.browser.api.admin["cleaner-drafts"] : admin.browser.api.admin["client-drafts"])[":id"].convert.$post({
    param: { id },
  });
const userOf = async (email: string) => (await t.db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase())))[0];
async function draftRow(kind: Kind, id: string) {
  const table = kind === "cleaner" ? cleanerDrafts : clientDrafts;
  return (await t.db.select().from(table).where(eq(table.id, id)))[0]!;
}
interface Converted {
  draft: { id: string; status: string; convertedUserId: string };
  account: { userId: string; role: string; name: string; email: string; recordId: string; recordStatus: string };
}

describe("POST /api/admin/cleaner-drafts/:id/convert", () => {
  it("creates a cleaner account: profile, Active record from the draft when the background check is verified", async () => {
    const draft = await insertCleanerDraft(t.db, {
      name: "Riley Chen",
      email: uniqueEmail("Riley"),
      status: "approved",
      backgroundCheckStatus: "verified",
      workAreas: "Miami, Portland OR",
      services: ["Airbnb", "One-time Clean", "Windows"],
      yearsExperience: 65,
    });
    const response = await convert("cleaner", draft.id);
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    const email = draft.email.toLowerCase();
    expect(body.account).toMatchObject({ role: "cleaner", name: "Riley Chen", email, recordStatus: "Active" });
    expect(body.draft).toMatchObject({ id: draft.id, status: "converted", convertedUserId: body.account.userId });

    const user = await userOf(email);
    expect(user).toMatchObject({ id: body.account.userId, name: "Riley Chen", emailVerified: true });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, body.account.userId));
    expect(profile).toMatchObject({ fullName: "Riley Chen", phone: "(305) 555-0163", role: "cleaner" });
    const [record] = await t.db.select().from(cleaners).where(eq(cleaners.userId, body.account.userId));
    // Work areas from the list (Portland is "Other"), known services only, years within the record's 0-60.
    expect(record).toMatchObject({
      cleanerId: body.account.recordId,
      status: "Active",
      email,
      workAreas: ["Miami", "Other"],
      services: ["Airbnb", "One-time Clean"],
      yearsExperience: 60,
    });
    expect(await draftRow("cleaner", draft.id)).toMatchObject({ status: "converted", convertedUserId: body.account.userId });

    const [audit] = await auditRowsOf(t.db, draft.id);
    expect(audit).toMatchObject({
      actorId: admin.userId,
      action: "draft.converted",
      entityType: "cleaner_draft",
      before: { status: "approved", convertedUserId: null },
      after: {
        status: "converted",
        convertedUserId: body.account.userId,
        role: "cleaner",
        recordId: body.account.recordId,
        recordStatus: "Active",
      },
    });
  });

  it.each(["unknown", "self_attests", "pending", "failed"] as const)(
    "makes the cleaner Pending when the background check is %s",
    async (backgroundCheckStatus) => {
      const draft = await insertCleanerDraft(t.db, { status: "approved", backgroundCheckStatus });
      const response = await convert("cleaner", draft.id);
      expect(response.status).toBe(201);
      const { account } = await jsonOf(response);
      expect(account.recordStatus).toBe("Pending");
      expect((await t.db.select().from(cleaners).where(eq(cleaners.userId, account.userId)))[0]?.status).toBe("Pending");
    },
  );
});

describe("POST /api/admin/client-drafts/:id/convert", () => {
  it("creates a client account with an Active client record", async () => {
    const draft = await insertClientDraft(t.db, { name: "Dana Host", status: "approved", company: "Harbor Homes" });
    const response = await convert("client", draft.id);
    expect(response.status).toBe(201);
    const { account } = await jsonOf(response);
    expect(account).toMatchObject({ role: "client", name: "Dana Host", recordStatus: "Active" });
    expect((await t.db.select().from(profiles).where(eq(profiles.userId, account.userId)))[0]?.role).toBe("client");
    expect((await t.db.select().from(clients).where(eq(clients.userId, account.userId)))[0]).toMatchObject({
      clientId: account.recordId,
      name: "Dana Host",
      status: "Active",
      phone: "(312) 555-0120",
    });
  });
});

describe.each(["cleaner", "client"] as const)("converting a %s draft", (kind) => {
  it("emails a set-password link that outlives a reset link (7 days)", async () => {
    const draft = await insertDraft(t.db, kind, { status: "approved", name: "Alex Kim" });
    expect((await convert(kind, draft.id)).status).toBe(201);
    const [email] = await outboxTo(t.db, draft.email);
    expect(email).toMatchObject({ kind: "account-created", subject: "Your Tidyline account is ready: set your password" });
    expect(email?.body).toContain(`We have created a ${kind} account for you with this email address.`);
    const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=%2Freset-password/.exec(email?.body ?? "")?.[1];
    expect(token).toBeTruthy();
    const [verification] = await t.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    const days = (verification!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("marks the lead it came from converted, with the lead's own audit row", async () => {
    const lead = await insertLead(t.db, { role: kind, status: "in_progress" });
    const draft = await insertDraft(t.db, kind, { status: "approved" });
    await t.db
      .update(kind === "cleaner" ? cleanerDrafts : clientDrafts)
      .set({ leadId: lead.id })
      .where(eq((kind === "cleaner" ? cleanerDrafts : clientDrafts).id, draft.id));
    expect((await convert(kind, draft.id)).status).toBe(201);
    expect((await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]?.status).toBe("converted");
    expect((await auditRowsOf(t.db, lead.id))[0]).toMatchObject({
      action: "lead.status_changed",
      before: { status: "in_progress" },
      after: { status: "converted" },
    });
  });

  it.each(["draft", "info_requested", "verified", "rejected"] as const)(
    "refuses a draft at %s with 409 and creates nothing",
    async (status) => {
      const draft = await insertDraft(t.db, kind, { status });
      const response = await convert(kind, draft.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "DRAFT_NOT_APPROVED", message: `Only an approved draft can be converted to an account; this one is ${status}.` },
      });
      expect(await userOf(draft.email)).toBeUndefined();
      expect((await draftRow(kind, draft.id)).status).toBe(status);
      expect(await outboxTo(t.db, draft.email)).toEqual([]);
    },
  );

  it("refuses to convert twice (409) and changes nothing the second time", async () => {
    const draft = await insertDraft(t.db, kind, { status: "approved" });
    const first = (await (await convert(kind, draft.id)).json()) as Converted;
    const again = await convert(kind, draft.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "ALREADY_CONVERTED", message: ALREADY_CONVERTED } });
    expect((await draftRow(kind, draft.id)).convertedUserId).toBe(first.account.userId);
    expect(await outboxTo(t.db, draft.email)).toHaveLength(1);
    expect((await auditRowsOf(t.db, draft.id)).filter((row) => row.action === "draft.converted")).toHaveLength(1);
  });

  it("refuses a draft whose email already has an account (any case) with 409 and changes nothing", async () => {
    const existing = await t.createAccount({ role: kind === "cleaner" ? "client" : "cleaner" });
    const draft = await insertDraft(t.db, kind, { status: "approved", email: existing.email.toUpperCase() });
    const response = await convert(kind, draft.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "EMAIL_HAS_ACCOUNT", message: emailHasAccount(existing.email) } });
    expect((await draftRow(kind, draft.id)).status).toBe("approved");
    expect((await t.db.select().from(profiles).where(eq(profiles.userId, existing.userId)))[0]?.role).toBe(existing.role);
    expect(await outboxTo(t.db, existing.email)).toEqual([]);
    expect(await auditRowsOf(t.db, draft.id)).toEqual([]);
    // The existing person still signs in as before.
    expect((await t.browser().signIn(existing.email, existing.password)).status).toBe(200);
  });

  it("converts one of two racing conversions of the same draft", async () => {
    const draft = await insertDraft(t.db, kind, { status: "approved" });
    const statuses = (await Promise.all([convert(kind, draft.id), convert(kind, draft.id)])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.db.select().from(authUsers).where(eq(authUsers.email, draft.email.toLowerCase()))).toHaveLength(1);
    expect(await outboxTo(t.db, draft.email)).toHaveLength(1);
  });

  it("answers 404 for a draft that does not exist", async () => {
    expect((await convert(kind, randomUUID())).status).toBe(404);
  });
});

describe("a conversion that fails part way", () => {
  it("leaves nothing behind: no user, no token, no email, the draft still approved", async () => {
    // A trigger makes the profile insert (inside the transaction, after the user was created) fail.
    await t.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.full_name = 'Refuse Me' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_profile BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION refuse_profile()`);
    try {
      const draft = await insertCleanerDraft(t.db, { name: "Refuse Me", status: "approved" });
      const response = await convert("cleaner", draft.id);
      expect(response.status).toBe(500);
      expect(await userOf(draft.email)).toBeUndefined();
      expect(await draftRow("cleaner", draft.id)).toMatchObject({ status: "approved", convertedUserId: null });
      expect(await outboxTo(t.db, draft.email)).toEqual([]);
      expect(await auditRowsOf(t.db, draft.id)).toEqual([]);
      const tokens = await t.db.select().from(authVerifications).where(like(authVerifications.identifier, "reset-password:%"));
      const users = new Set((await t.db.select({ id: authUsers.id }).from(authUsers)).map((user) => user.id));
      expect(tokens.filter((token) => !users.has(token.value))).toEqual([]);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_profile ON profiles`);
    }
  });

  it("clears an old leftover user (no profile, no password) of the same email, but not a young one", async () => {
    const ctx = await t.auth.$context;
    const email = uniqueEmail("leftover");
    const young = await ctx.internalAdapter.createUser({ email, name: "Half Done", emailVerified: true }, { method: "admin" });
    const draft = await insertCleanerDraft(t.db, { email, status: "approved" });
    // Young: it may be a conversion still under way.
    expect((await convert("cleaner", draft.id)).status).toBe(409);
    await t.db
      .update(authUsers)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(authUsers.id, young.id));
    const response = await convert("cleaner", draft.id);
    expect(response.status).toBe(201);
    const { account } = await jsonOf(response);
    expect(account.userId).not.toBe(young.id);
    expect(await t.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(1);
  });
});
