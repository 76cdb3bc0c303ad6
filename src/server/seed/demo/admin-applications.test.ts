import { afterAll, describe, expect, it } from "vitest";
import { DRAFT_STATUSES, LEAD_STATUSES } from "../../../shared/domain/statuses";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";

const t = await createTestApp();
afterAll(() => t.close());

interface Row {
  id: string;
  name: string;
  role?: string;
  status: string;
  email: string;
  leadId?: string | null;
  draftId?: string | null;
  backgroundCheckStatus?: string;
  convertedUserId?: string | null;
}

describe("demo leads and drafts (docs/decisions/047)", () => {
  it("show leads of both roles in every status, drafts of each kind in every status, and two drafts ready to convert", async () => {
    await seedDemoData(t);
    const admin = t.browser();
    await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, admin);
    const get = async <T>(request: Promise<{ json(): Promise<unknown> }>) => (await (await request).json()) as T;

    const leads = await get<{ rows: Row[]; summary: Record<string, number> }>(admin.api.admin.leads.$get({ query: { pageSize: "100" } }));
    for (const role of ["client", "cleaner"]) {
      expect(new Set(leads.rows.filter((lead) => lead.role === role).map((lead) => lead.status))).toEqual(new Set(LEAD_STATUSES));
    }
    expect(leads.rows.filter((lead) => lead.draftId).length).toBeGreaterThanOrEqual(4);

    const cleanerDrafts = await get<{ rows: Row[] }>(admin.api.admin["cleaner-drafts"].$get({ query: { pageSize: "100" } }));
    const clientDrafts = await get<{ rows: Row[] }>(admin.api.admin["client-drafts"].$get({ query: { pageSize: "100" } }));
    for (const drafts of [cleanerDrafts, clientDrafts]) {
      expect(new Set(drafts.rows.map((draft) => draft.status))).toEqual(new Set(DRAFT_STATUSES));
      expect(drafts.rows.some((draft) => draft.leadId)).toBe(true);
    }
    const riley = cleanerDrafts.rows.find((draft) => draft.status === "converted");
    expect(riley).toMatchObject({ email: DEMO_ACCOUNTS.pendingCleaner.email });
    expect(riley?.convertedUserId).toBeTruthy();

    // Convert can be tried on the demo: the approved cleaner (background verified) and client.
    const diego = cleanerDrafts.rows.find((draft) => draft.status === "approved");
    expect(diego?.backgroundCheckStatus).toBe("verified");
    const noah = clientDrafts.rows.find((draft) => draft.status === "approved");
    const convert = (kind: "cleaner" | "client", id = "") =>
      (kind === "cleaner" ? admin.api.admin["cleaner-drafts"] : admin.api.admin["client-drafts"])[":id"].convert.$post({ param: { id } });
    const cleanerAccount = (await (await convert("cleaner", diego?.id)).json()) as { account: { recordStatus: string } };
    expect(cleanerAccount.account.recordStatus).toBe("Active");
    expect((await convert("client", noah?.id)).status).toBe(201);
  });
});
