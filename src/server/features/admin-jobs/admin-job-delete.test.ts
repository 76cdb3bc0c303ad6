// spec 6: an admin deletes a job; what it fed is put right (plan clean, earnings, rating, photos),
// a job whose payout was paid stays, and an audit row keeps the job (docs/decisions/041).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { adminAndClient, clientIdOf, insertCleaner, insertJob, insertPhoto, insertReview, insertSubscription } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { PAID_JOB_NOT_DELETABLE } from "./admin-job-delete.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  ({ admin, clientId } = await adminAndClient(t));
});

const remove = (jobId: string) => admin.browser.api.admin.jobs[":jobId"].$delete({ param: { jobId } });
const exists = async (jobId: string) => (await t.db.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobId))).length === 1;
const auditOf = (jobId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, jobId)));
const usedCleans = async (subscriptionId: string) =>
  (await t.db.select({ used: subscriptions.usedCleans }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]
    ?.used;
const cleanerRow = async (cleanerId: string) => (await t.db.select().from(cleaners).where(eq(cleaners.cleanerId, cleanerId)))[0];

/** A job completed by an admin, as the jobs screen completes it: with its pending payout. */
async function completedJob(cleanerId: string) {
  const job = await insertJob(t.db, { clientId, status: "In Progress", cleanerId, clientPriceCents: 20_000 });
  const response = await admin.browser.api.admin.jobs[":jobId"].status.$patch({
    param: { jobId: job.jobId },
    json: { status: "Completed" },
  });
  expect(response.status).toBe(200);
  return job;
}

describe("DELETE /api/admin/jobs/:jobId", () => {
  it("deletes the job, gives back the plan clean it held, and keeps the whole job in the audit row", async () => {
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2, usedCleans: 1 });
    const job = await insertJob(t.db, { clientId, planUsage: "included", subscriptionId: plan.subscriptionId, type: "Deep Clean" });
    const response = await remove(job.jobId);
    expect(response.status).toBe(200);
    expect(await exists(job.jobId)).toBe(false);
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
    expect((await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId: job.jobId } })).status).toBe(404);

    const [audit] = await auditOf(job.jobId);
    expect(audit).toMatchObject({ action: "job.deleted", actorId: admin.userId, after: null });
    expect(audit?.metadata).toMatchObject({ planCleanReturned: true });
    expect(audit?.before).toMatchObject({ jobId: job.jobId, type: "Deep Clean", status: "Posted", planUsage: "included" });
  });

  it("does not give back a clean twice: a Canceled job gave it back already", async () => {
    const plan = await insertSubscription(t.db, {
      clientId: await clientIdOf(t, await t.createAccount({ role: "client" })),
      includedCleans: 2,
      usedCleans: 1,
    });
    const job = await insertJob(t.db, {
      clientId: plan.clientId,
      status: "Canceled",
      planUsage: "included",
      subscriptionId: plan.subscriptionId,
    });
    expect((await remove(job.jobId)).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
  });

  it("takes a completed job's pending payout out of the cleaner's earnings, its review out of the rating, and its photos off the disk", async () => {
    const cleaner = await insertCleaner(t);
    const job = await completedJob(cleaner.cleanerId);
    await insertReview(t.db, { jobId: job.jobId, cleanerId: cleaner.cleanerId, clientId, rating: 5 });
    await t.db.update(cleaners).set({ ratingAvg: "5.00", ratingCount: 1 }).where(eq(cleaners.cleanerId, cleaner.cleanerId));
    await t.storage.put(`jobs/${job.jobId}/after.jpg`, "jpeg bytes");
    await insertPhoto(t.db, job.jobId, "photo_after", `jobs/${job.jobId}/after.jpg`);
    expect((await cleanerRow(cleaner.cleanerId))?.totalEarningsCents).toBe(11_000);

    expect((await remove(job.jobId)).status).toBe(200);
    expect(await t.db.select().from(payouts).where(eq(payouts.jobId, job.jobId))).toEqual([]);
    expect(await cleanerRow(cleaner.cleanerId)).toMatchObject({ totalEarningsCents: 0, ratingCount: 0, ratingAvg: null });
    await expect(t.storage.get(`jobs/${job.jobId}/after.jpg`)).rejects.toThrow();
    expect((await auditOf(job.jobId)).find((row) => row.action === "job.deleted")?.metadata).toMatchObject({
      pendingPayoutWithdrawnCents: 11_000,
      reviewRemoved: true,
      photos: 1,
    });
  });

  it("refuses (409) a job whose payout was paid, and changes nothing", async () => {
    const cleaner = await insertCleaner(t);
    const job = await completedJob(cleaner.cleanerId);
    await t.db.update(payouts).set({ status: "paid", paidAt: new Date() }).where(eq(payouts.jobId, job.jobId));
    const response = await remove(job.jobId);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(PAID_JOB_NOT_DELETABLE);
    expect(await exists(job.jobId)).toBe(true);
    expect((await auditOf(job.jobId)).map((row) => row.action)).toEqual(["job.status_changed"]);
  });

  it("answers 404 for a job that does not exist", async () => {
    expect((await remove("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
