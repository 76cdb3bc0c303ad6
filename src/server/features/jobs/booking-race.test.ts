// docs/decisions/010: concurrent bookings never take more included cleans than the plan has.
// Meaningful on PostgreSQL (CI runs it there too: scripts/with-test-postgres.sh).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { createTestApp, jsonOf } from "../../test/harness";
import { bookingBody, clientWithUnit, insertSubscription } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

describe("concurrent bookings against one plan", () => {
  it("take exactly the included cleans left; the rest are additional usage", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 4, usedCleans: 1, extraCleanFeeCents: 7_500 });
    const left = 3;
    const attempts = 8;

    const responses = await Promise.all(
      Array.from({ length: attempts }, () =>
        account.browser.api.client.jobs.$post({ json: bookingBody(unitId, { type: "Standard Clean" }) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(attempts).fill(201));
    const booked = await Promise.all(responses.map(async (response) => (await jsonOf(response)).job));

    const usage = booked.map((job) => job.planUsage).sort();
    expect(usage).toEqual([...Array<string>(attempts - left).fill("additional"), ...Array<string>(left).fill("included")]);
    // An included Standard Clean is its $100 price; an additional one the plan's $75 fee (decision 010).
    for (const job of booked) expect(job.clientPriceCents).toBe(job.planUsage === "included" ? 10_000 : 7_500);

    const [row] = await t.db
      .select({ used: subscriptions.usedCleans })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, plan.subscriptionId));
    expect(row?.used).toBe(4);
    const stored = await t.db.select({ planUsage: jobs.planUsage }).from(jobs).where(eq(jobs.subscriptionId, plan.subscriptionId));
    expect(stored.filter((job) => job.planUsage === "included")).toHaveLength(left);
  });

  it("never over-counts when the same clean is given back and taken at once", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2 });
    const first = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId) });
    const second = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId) });
    const firstJob = (await jsonOf(first)).job;
    expect((await jsonOf(second)).job.planUsage).toBe("included");

    // One cancel frees a clean while four bookings race for it: exactly one of them gets it.
    const [cancel, ...bookings] = await Promise.all([
      account.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: firstJob.jobId } }),
      ...Array.from({ length: 4 }, () => account.browser.api.client.jobs.$post({ json: bookingBody(unitId) })),
    ]);
    expect(cancel?.status).toBe(200);
    const usage = await Promise.all(bookings.map(async (response) => (await jsonOf(response)).job.planUsage));
    expect(usage.filter((value) => value === "included").length).toBeLessThanOrEqual(1);
    const [row] = await t.db
      .select({ used: subscriptions.usedCleans })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, plan.subscriptionId));
    const includedPosted = await t.db
      .select({ planUsage: jobs.planUsage, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.subscriptionId, plan.subscriptionId));
    expect(row?.used).toBe(includedPosted.filter((job) => job.planUsage === "included" && job.status === "Posted").length);
    expect(row?.used).toBeLessThanOrEqual(2);
  });

  it("refuses a booking that races a deactivation: it waits for the deactivation to commit, then answers 403", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // An operator's deactivation, not yet committed when the booking arrives.
    const deactivation = t.db.transaction(async (tx) => {
      await tx.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, clientId));
      await committed;
    });
    await pause(100);
    const booking = account.browser.api.client.jobs.$post({ json: bookingBody(unitId) });
    await pause(300);
    commit();
    await deactivation;
    expect((await booking).status).toBe(403);
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toEqual([]);
  });
});
