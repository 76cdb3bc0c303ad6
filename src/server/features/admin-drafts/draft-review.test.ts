// spec 4 draft statuses and background check statuses, and Request Info (docs/decisions/047):
// persisted, audited, a converted draft frozen.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_STATUSES } from "../../../shared/domain/statuses";
import { cleanerDrafts, clientDrafts } from "../../db/schema/platform";
import { auditRowsOf, insertCleanerDraft, insertDraft, outboxTo } from "../../test/application-fixtures";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { CONVERT_THROUGH_BUTTON } from "./draft-review.service";
import { DRAFT_CONVERTED } from "./draft-tables";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

type Kind = "cleaner" | "client";
const KINDS: Kind[] = ["cleaner", "client"];
const draftsOf = (kind: Kind) =>
  kind === "cleaner" ? admin.browser.api.admin["cleaner-drafts"] : admin.browser.api.admin["client-drafts"];
const setStatus = (kind: Kind, id: string, json: unknown) => draftsOf(kind)[":id"].status.$patch({ param: { id }, json: unchecked(json) });
const setCheck = (id: string, json: unknown) =>
  admin.browser.api.admin["cleaner-drafts"][":id"]["background-check"].$patch({ param: { id }, json: unchecked(json) });
const requestInfo = (kind: Kind, id: string, json: unknown) =>
  draftsOf(kind)[":id"]["request-info"].$post({ param: { id }, json: unchecked(json) });
async function stored(kind: Kind, id: string) {
  const table = kind === "cleaner" ? cleanerDrafts : clientDrafts;
  const [row] = await t.db.select().from(table).where(eq(table.id, id));
  return row!;
}
const storedCleaner = async (id: string) => (await t.db.select().from(cleanerDrafts).where(eq(cleanerDrafts.id, id)))[0]!;

describe.each(KINDS)("PATCH /api/admin/%s-drafts/:id/status", (kind) => {
  it("sets any status but converted from any other, each with an audit row", async () => {
    const draft = await insertDraft(t.db, kind);
    const path = ["approved", "draft", "rejected", "verified", "info_requested", "approved"] as const;
    for (const status of path) {
      const response = await setStatus(kind, draft.id, { status });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ draft: { id: draft.id, status } });
      expect((await stored(kind, draft.id)).status).toBe(status);
    }
    const audit = await auditRowsOf(t.db, draft.id);
    expect(audit).toHaveLength(path.length);
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      action: "draft.status_changed",
      entityType: `${kind}_draft`,
      before: { status: "info_requested" },
      after: { status: "approved" },
    });
  });

  it("refuses converted (only Convert to Account makes it) with 409 and changes nothing", async () => {
    const draft = await insertDraft(t.db, kind, { status: "approved" });
    const response = await setStatus(kind, draft.id, { status: "converted" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "CONVERT_THROUGH_BUTTON", message: CONVERT_THROUGH_BUTTON } });
    expect((await stored(kind, draft.id)).status).toBe("approved");
    expect(await auditRowsOf(t.db, draft.id)).toEqual([]);
  });

  it("keeps a converted draft converted (409)", async () => {
    const draft = await insertDraft(t.db, kind, { status: "converted" });
    const response = await setStatus(kind, draft.id, { status: "approved" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "DRAFT_CONVERTED", message: DRAFT_CONVERTED } });
    expect((await stored(kind, draft.id)).status).toBe("converted");
  });

  it("refuses a status outside the list with 400", async () => {
    const draft = await insertDraft(t.db, kind);
    const response = await setStatus(kind, draft.id, { status: "pending" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a draft status from the list." } });
    expect((await stored(kind, draft.id)).status).toBe("draft");
  });

  it("knows every spec status", () => {
    expect(DRAFT_STATUSES).toEqual(["draft", "info_requested", "verified", "approved", "converted", "rejected"]);
  });
});

describe("PATCH /api/admin/cleaner-drafts/:id/background-check", () => {
  it("saves each background check status, with an audit row of before and after", async () => {
    const draft = await insertCleanerDraft(t.db);
    for (const backgroundCheckStatus of ["self_attests", "pending", "failed", "verified"] as const) {
      const response = await setCheck(draft.id, { backgroundCheckStatus });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ draft: { id: draft.id, backgroundCheckStatus } });
    }
    expect((await storedCleaner(draft.id)).backgroundCheckStatus).toBe("verified");
    const [latest] = await auditRowsOf(t.db, draft.id);
    expect(latest).toMatchObject({
      action: "draft.background_check_changed",
      before: { backgroundCheckStatus: "failed" },
      after: { backgroundCheckStatus: "verified" },
    });
  });

  it("refuses an unknown value with 400, and a converted draft with 409", async () => {
    const draft = await insertCleanerDraft(t.db);
    const bad = await setCheck(draft.id, { backgroundCheckStatus: "cleared" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a background check status from the list." } });
    const converted = await insertCleanerDraft(t.db, { status: "converted", backgroundCheckStatus: "pending" });
    expect((await setCheck(converted.id, { backgroundCheckStatus: "verified" })).status).toBe(409);
    expect((await storedCleaner(converted.id)).backgroundCheckStatus).toBe("pending");
  });

  it("does not exist for client drafts", async () => {
    // Raw: a route that does not exist is outside the typed API.
    const response = await admin.browser.request(`/api/admin/client-drafts/${randomUUID()}/background-check`, {
      method: "PATCH",
      json: { backgroundCheckStatus: "verified" },
    });
    expect(response.status).toBe(404);
  });
});

describe.each(KINDS)("POST /api/admin/%s-drafts/:id/request-info", (kind) => {
  it("emails the applicant what is missing, sets info_requested and when, with an audit row", async () => {
    const draft = await insertDraft(t.db, kind, { status: "verified", name: "Jamie Lee" });
    const message = "  Please send a photo ID and proof of insurance.  ";
    const response = await requestInfo(kind, draft.id, { message });
    expect(response.status).toBe(200);
    const { draft: body } = (await response.json()) as { draft: { status: string; infoRequestedAt: string } };
    expect(body.status).toBe("info_requested");
    expect(Date.now() - new Date(body.infoRequestedAt).getTime()).toBeLessThan(60_000);

    const row = await stored(kind, draft.id);
    expect(row.status).toBe("info_requested");
    expect(row.infoRequestedAt).not.toBeNull();

    const [email] = await outboxTo(t.db, draft.email);
    expect(email).toMatchObject({
      kind: "draft-info-requested",
      subject: "We need a little more information for your Tidyline application",
    });
    expect(email?.body).toContain("Hello Jamie Lee,");
    expect(email?.body).toContain("\nPlease send a photo ID and proof of insurance.\n");

    const [audit] = await auditRowsOf(t.db, draft.id);
    expect(audit).toMatchObject({
      actorId: admin.userId,
      action: "draft.info_requested",
      entityType: `${kind}_draft`,
      before: { status: "verified", infoRequestedAt: null },
      after: { status: "info_requested" },
      metadata: { message: "Please send a photo ID and proof of insurance.", to: draft.email },
    });
  });

  it("sends a second request as its own email", async () => {
    const draft = await insertDraft(t.db, kind);
    expect((await requestInfo(kind, draft.id, { message: "First question" })).status).toBe(200);
    expect((await requestInfo(kind, draft.id, { message: "Second question" })).status).toBe(200);
    expect((await outboxTo(t.db, draft.email)).map((email) => email.body.includes("Second question"))).toEqual([true, false]);
  });

  it.each([
    [{ message: "   " }, "Please write what is missing."],
    [{}, "Please write what is missing."],
    [{ message: "x".repeat(2001) }, "Please keep the request under 2000 characters."],
  ])("refuses %j with 400: no email, no change", async (json, message) => {
    const draft = await insertDraft(t.db, kind);
    const response = await requestInfo(kind, draft.id, json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await outboxTo(t.db, draft.email)).toEqual([]);
    expect(await stored(kind, draft.id)).toMatchObject({ status: "draft", infoRequestedAt: null });
  });

  it("refuses a converted draft with 409: no email", async () => {
    const draft = await insertDraft(t.db, kind, { status: "converted" });
    expect((await requestInfo(kind, draft.id, { message: "Anything" })).status).toBe(409);
    expect(await outboxTo(t.db, draft.email)).toEqual([]);
  });
});
