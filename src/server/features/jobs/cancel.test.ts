import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, jsonOf, type Browser } from "../../test/harness";
import { book, bookingBody, clientWithUnit, insertCleaner, insertJob, insertSubscription } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const statusOf = async (jobId: string) => (await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.status;
const usedCleans = async (subscriptionId: string) =>
  (await t.db.select({ used: subscriptions.usedCleans }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]
    ?.used;
const cancel = (account: { browser: Browser }, jobId: string) =>
  account.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId } });

describe("POST /api/client/jobs/:jobId/cancel", () => {
  it("cancels the client's own Posted job", async () => {
    const { account, unitId } = await clientWithUnit(t);
    const job = await book(account, bookingBody(unitId));
    const response = await cancel(account, job.jobId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ job: { jobId: job.jobId, status: "Canceled", cleanReturned: false } });
    expect(await statusOf(job.jobId)).toBe("Canceled");
  });

  it("gives back the included clean the booking took, in the same step", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2 });
    const job = await book(account, bookingBody(unitId));
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
    const response = await cancel(account, job.jobId);
    expect((await jsonOf(response)).job.cleanReturned).toBe(true);
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
    // Cancelling again is refused and gives nothing back twice.
    expect((await cancel(account, job.jobId)).status).toBe(409);
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
  });

  it("gives nothing back for additional usage, nor below zero, nor to a later period", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 1, usedCleans: 1 });
    const additional = await book(account, bookingBody(unitId));
    expect(additional.planUsage).toBe("additional");
    await cancel(account, additional.jobId);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);

    // An included job booked before the current period began: its clean belonged to that period.
    const old = await insertJob(t.db, { clientId, unitId, planUsage: "included", subscriptionId: plan.subscriptionId });
    await t.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(jobs.jobId, old.jobId));
    await cancel(account, old.jobId);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);

    await t.db.update(subscriptions).set({ usedCleans: 0 }).where(eq(subscriptions.subscriptionId, plan.subscriptionId));
    const included = await insertJob(t.db, { clientId, unitId, planUsage: "included", subscriptionId: plan.subscriptionId });
    expect((await cancel(account, included.jobId)).status).toBe(200);
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
  });

  it("refuses a job in any other status with 409 and leaves it as it was", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    for (const status of ["Assigned", "In Progress", "Completed", "Canceled", "Problem"] as const) {
      const job = await insertJob(t.db, {
        clientId,
        status,
        cleanerId: status === "Canceled" || status === "Problem" ? undefined : cleaner.cleanerId,
      });
      const response = await cancel(account, job.jobId);
      expect(response.status, status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "JOB_TRANSITION_NOT_ALLOWED", message: "Only a cleaning that is still waiting for a cleaner can be canceled." },
      });
      expect(await statusOf(job.jobId)).toBe(status);
    }
  });

  it("answers 404 for another client's job (even a Posted one) and for an unknown id", async () => {
    const owner = await clientWithUnit(t);
    const stranger = await clientWithUnit(t);
    const job = await book(owner.account, bookingBody(owner.unitId));
    const response = await cancel(stranger.account, job.jobId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Job not found." } });
    expect(await statusOf(job.jobId)).toBe("Posted");
    expect((await cancel(stranger.account, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cancel(stranger.account, "nope")).status).toBe(404);
  });
});
