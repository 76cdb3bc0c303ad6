// docs/decisions/043: the admin's cleaners list and vetting (approve, deactivate, reactivate).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleaners } from "../../db/schema/people";
import { auditLog, notificationOutbox } from "../../db/schema/platform";
import { createTestApp, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, insertPayout } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Morgan Admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

interface CleanerRow {
  cleanerId: string;
  name: string;
  status: string;
  workAreas: string[];
  services: string[];
  ratingAvg: number | null;
  ratingCount: number;
  completedJobs: number;
  activeJobs: number;
  totalEarningsCents: number;
}
interface CleanerPage {
  rows: CleanerRow[];
  total: number;
  counts: { all: number; Active: number; Pending: number; Inactive: number };
}

const list = async (query: string) => {
  const response = await admin.browser.api.admin.cleaners.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CleanerPage;
};
const NO_REASON = Symbol("no reason");
const act = (cleanerId: string, action: "approve" | "deactivate" | "reactivate", reason: unknown = "Checked references") =>
  admin.browser.api.admin.cleaners[":cleanerId"][action].$post({
    param: { cleanerId },
    json: unchecked(reason === NO_REASON ? {} : { reason }),
  });
const statusOf = async (cleanerId: string) =>
  (await t.db.select({ status: cleaners.status }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId)))[0]?.status;
const auditRows = (cleanerId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "cleaner"), eq(auditLog.entityId, cleanerId)));
const approvalEmails = (cleanerId: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.dedupeKey, `cleaner-approved:${cleanerId}`));
/** A job the cleaner could claim right now. */
const openJob = () =>
  insertJob(t.db, { clientId, claimWindowEnds: new Date(Date.now() + 12 * HOUR), scheduledStart: new Date(Date.now() + 48 * HOUR) });

describe("GET /api/admin/cleaners", () => {
  it("lists status, work areas, rating, completed jobs, active jobs and earnings", async () => {
    const tag = randomUUID().slice(0, 8);
    const cleaner = await insertCleaner(t, `Sam ${tag}`, { ratingAvg: "4.50", ratingCount: 2 });
    await insertPayout(t.db, {
      clientId,
      cleanerId: cleaner.cleanerId,
      completedAt: new Date(Date.now() - 24 * HOUR),
      clientPriceCents: 10_000,
    });
    await insertPayout(t.db, {
      clientId,
      cleanerId: cleaner.cleanerId,
      completedAt: new Date(Date.now() - 48 * HOUR),
      clientPriceCents: 20_000,
    });
    await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Assigned" });

    const page = await list(`search=${tag}`);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      cleanerId: cleaner.cleanerId,
      status: "Active",
      workAreas: ["Boston"],
      services: ["Residential"],
      ratingAvg: 4.5,
      ratingCount: 2,
      completedJobs: 2,
      activeJobs: 1,
      totalEarningsCents: 16_500,
    });
  });

  it("searches name and email, filters by status and counts every status the search finds", async () => {
    const tag = randomUUID().slice(0, 8);
    const active = await insertCleaner(t, `Ari ${tag}`);
    const pending = await insertCleaner(t, `Bo ${tag}`, {}, "Pending");
    const inactive = await insertCleaner(t, `Cy ${tag}`, {}, "Inactive");

    const all = await list(`search=${tag}`);
    expect(all.rows.map((row) => row.cleanerId)).toEqual([active.cleanerId, pending.cleanerId, inactive.cleanerId]);
    expect(all.counts).toEqual({ all: 3, Active: 1, Pending: 1, Inactive: 1 });
    expect(all.rows[0]?.ratingAvg).toBeNull();

    const onlyPending = await list(`search=${tag}&status=Pending`);
    expect(onlyPending.rows.map((row) => row.cleanerId)).toEqual([pending.cleanerId]);
    expect(onlyPending.total).toBe(1);
    expect((await list(`search=${encodeURIComponent(inactive.email)}`)).rows.map((row) => row.cleanerId)).toEqual([inactive.cleanerId]);

    const bad = await admin.browser.api.admin.cleaners.$get({ query: { status: unchecked("Paused") } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a status: all, Active, Pending or Inactive." } });
  });
});

describe("approve (Pending -> Active)", () => {
  it("activates the cleaner, keeps the reason in the audit log and emails them in the same change", async () => {
    const cleaner = await insertCleaner(t, "Riley Pending", {}, "Pending");
    const job = await openJob();
    expect((await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(403);

    const response = await act(cleaner.cleanerId, "approve", "Background check verified");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cleaner: { cleanerId: cleaner.cleanerId, status: "Active" }, message: "Cleaner approved" });
    expect(await auditRows(cleaner.cleanerId)).toEqual([
      expect.objectContaining({
        action: "cleaner.approved",
        actorId: admin.userId,
        before: { status: "Pending" },
        after: { status: "Active" },
        metadata: { reason: "Background check verified" },
      }),
    ]);
    const [email, ...more] = await approvalEmails(cleaner.cleanerId);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ recipient: cleaner.email.toLowerCase(), subject: "Your Tidyline cleaner account is approved" });
    expect(email?.body).toContain(`${t.env.publicUrl}/cleaner/open-jobs`);

    // Approved means working: the same claim now succeeds.
    expect((await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(201);
  });

  it("refuses a cleaner who is not Pending with 409, and queues no email", async () => {
    const active = await insertCleaner(t, "Already Active");
    const response = await act(active.cleanerId, "approve");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "CLEANER_STATUS_CONFLICT", message: "Only a Pending cleaner can be approved; this cleaner is Active." },
    });
    const inactive = await insertCleaner(t, "Gone Cleaner", {}, "Inactive");
    expect(((await (await act(inactive.cleanerId, "approve")).json()) as { error: { message: string } }).error.message).toBe(
      "Only a Pending cleaner can be approved; this cleaner is Inactive.",
    );
    expect(await approvalEmails(active.cleanerId)).toEqual([]);
    expect(await auditRows(active.cleanerId)).toEqual([]);
  });
});

describe("deactivate (Active or Pending -> Inactive) and reactivate (Inactive -> Active)", () => {
  it("deactivates an Active cleaner, whose claims are then refused; reactivation lets them claim again", async () => {
    const cleaner = await insertCleaner(t, "Dee Active");
    const response = await act(cleaner.cleanerId, "deactivate", "Three no-shows in a month");
    expect(response.status).toBe(200);
    expect(await statusOf(cleaner.cleanerId)).toBe("Inactive");
    expect((await auditRows(cleaner.cleanerId))[0]).toMatchObject({
      action: "cleaner.deactivated",
      before: { status: "Active" },
      after: { status: "Inactive" },
      metadata: { reason: "Three no-shows in a month" },
    });

    const job = await openJob();
    expect((await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(403);

    const back = await act(cleaner.cleanerId, "reactivate", "Spoke with them; back on probation");
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ cleaner: { cleanerId: cleaner.cleanerId, status: "Active" }, message: "Cleaner reactivated" });
    expect((await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(201);
    expect((await auditRows(cleaner.cleanerId)).map((row) => row.action).sort()).toEqual(["cleaner.deactivated", "cleaner.reactivated"]);
  });

  it("deactivates a Pending cleaner (an application turned down), recording Pending as the status before", async () => {
    const cleaner = await insertCleaner(t, "Pat Pending", {}, "Pending");
    expect((await act(cleaner.cleanerId, "deactivate", "Failed the background check")).status).toBe(200);
    expect((await auditRows(cleaner.cleanerId))[0]).toMatchObject({ before: { status: "Pending" }, after: { status: "Inactive" } });
  });

  it("answers 409 to deactivating an Inactive cleaner and to reactivating one who is not Inactive", async () => {
    const inactive = await insertCleaner(t, "In Active", {}, "Inactive");
    const twice = await act(inactive.cleanerId, "deactivate");
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe("This cleaner is already Inactive.");
    const pending = await insertCleaner(t, "Still Pending", {}, "Pending");
    const reactivate = await act(pending.cleanerId, "reactivate");
    expect(reactivate.status).toBe(409);
    expect(((await reactivate.json()) as { error: { message: string } }).error.message).toBe(
      "Only an Inactive cleaner can be reactivated; this cleaner is Pending.",
    );
    expect(await statusOf(pending.cleanerId)).toBe("Pending");
    expect([...(await auditRows(inactive.cleanerId)), ...(await auditRows(pending.cleanerId))]).toEqual([]);
  });

  it("needs a reason (400, nothing changes) and a cleaner that exists (404)", async () => {
    const cleaner = await insertCleaner(t, "No Reason", {}, "Pending");
    for (const reason of [NO_REASON, null, "", "   ", "x".repeat(501), 42])
      expect((await act(cleaner.cleanerId, "approve", reason)).status).toBe(400);
    expect(await statusOf(cleaner.cleanerId)).toBe("Pending");
    expect(await approvalEmails(cleaner.cleanerId)).toEqual([]);
    const missing = await act(randomUUID(), "deactivate");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Cleaner not found." } });
  });

  it("waits for a claim holding the cleaner's row, then deactivates (the claim's lock, docs/decisions/032)", async () => {
    const cleaner = await insertCleaner(t, "Mid Claim");
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // A claim under way: the cleaner's row locked as claim.service's first statement locks it.
    const claim = t.db.transaction(async (tx) => {
      await tx.select({ status: cleaners.status }).from(cleaners).where(eq(cleaners.cleanerId, cleaner.cleanerId)).for("no key update");
      await finished;
    });
    await pause(100);
    let answered = false;
    const deactivation = act(cleaner.cleanerId, "deactivate", "Fraud report").finally(() => (answered = true));
    await pause(300);
    // Still waiting for the claim's lock (reading the row here would wait too on PGlite's one connection).
    expect(answered).toBe(false);
    finish();
    await claim;
    expect((await deactivation).status).toBe(200);
    expect(await statusOf(cleaner.cleanerId)).toBe("Inactive");
  });
});

describe("GET /api/admin/cleaners/:cleanerId", () => {
  it("shows the profile and the history of status changes with their reasons", async () => {
    const cleaner = await insertCleaner(t, "Det Ails", {}, "Pending");
    await t.db
      .update(cleaners)
      .set({ bio: "Ten years of deep cleans.", yearsExperience: 10, phone: "(305) 555-0101" })
      .where(eq(cleaners.cleanerId, cleaner.cleanerId));
    await act(cleaner.cleanerId, "approve", "Interview went well");
    const response = await admin.browser.api.admin.cleaners[":cleanerId"].$get({ param: { cleanerId: cleaner.cleanerId } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { cleaner: Record<string, unknown>; history: Record<string, unknown>[] };
    expect(body.cleaner).toMatchObject({
      status: "Active",
      bio: "Ten years of deep cleans.",
      yearsExperience: 10,
      phone: "(305) 555-0101",
      services: ["Residential"],
    });
    expect(body.history).toEqual([
      expect.objectContaining({ action: "cleaner.approved", reason: "Interview went well", actorName: "Morgan Admin" }),
    ]);
    expect((await admin.browser.api.admin.cleaners[":cleanerId"].$get({ param: { cleanerId: randomUUID() } })).status).toBe(404);
  });
});
