// docs/decisions/010: how a booking relates to the client's plan, and what it then costs.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { createTestApp, jsonOf } from "../../test/harness";
import { book, bookingBody, clientWithUnit, insertSubscription, insertUnit } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const storedJob = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0];
const usedCleans = async (subscriptionId: string) =>
  (await t.db.select({ used: subscriptions.usedCleans }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]
    ?.used;

describe("POST /api/client/jobs with a plan", () => {
  it("takes an included clean from a covering Active plan, then tracks additional usage at the plan's extra-clean fee", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 1, extraCleanFeeCents: 7_500 });

    const included = await book(account, bookingBody(unitId, { type: "Standard Clean" }));
    expect(included).toMatchObject({ planUsage: "included", isExtraClean: false, clientPriceCents: 10_000, cleanerPayoutCents: 5_500 });
    expect((await storedJob(included.jobId))?.subscriptionId).toBe(plan.subscriptionId);
    expect(await usedCleans(plan.subscriptionId)).toBe(1);

    // docs/decisions/010 and spec 9: an additional Standard Clean costs the plan's $75 fee.
    const additional = await book(account, bookingBody(unitId, { type: "Standard Clean" }));
    expect(additional).toMatchObject({
      planUsage: "additional",
      isExtraClean: true,
      clientPriceCents: 7_500,
      cleanerPayoutCents: 4_125,
      basePriceCents: 10_000,
    });
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
  });

  it("prices additional usage at the plan's fee plus the type's difference to a Standard Clean: an extra Post Construction on the Weekly plan costs $225, not $75", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const weekly = await insertSubscription(t.db, { clientId, plan: "Weekly", includedCleans: 4, extraCleanFeeCents: 7_500 });
    const job = await book(account, bookingBody(unitId, { type: "Post Construction", isExtraClean: true }));
    expect(job).toMatchObject({
      planUsage: "additional",
      isExtraClean: true,
      basePriceCents: 25_000,
      clientPriceCents: 22_500,
      cleanerPayoutCents: 12_375,
    });
    const deep = await book(account, bookingBody(unitId, { type: "Deep Clean", isExtraClean: true }));
    expect(deep).toMatchObject({ planUsage: "additional", clientPriceCents: 12_500 });

    // A dearer fee is what an extra Standard Clean costs.
    await t.db.update(subscriptions).set({ extraCleanFeeCents: 13_000 }).where(eq(subscriptions.subscriptionId, weekly.subscriptionId));
    const standard = await book(account, bookingBody(unitId, { type: "Standard Clean", isExtraClean: true }));
    expect(standard).toMatchObject({ planUsage: "additional", clientPriceCents: 13_000, cleanerPayoutCents: 7_150 });
  });

  it("takes nothing from a plan whose period has ended before the runner renews it: priced per clean", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, {
      clientId,
      currentPeriodStart: new Date(Date.now() - 31 * 24 * HOUR),
      currentPeriodEnd: new Date(Date.now() - HOUR),
    });
    const options = (await (await account.browser.api.client["booking-options"].$get()).json()) as { plan: unknown };
    expect(options.plan).toBeNull();
    expect(await book(account, bookingBody(unitId))).toMatchObject({ planUsage: "none", clientPriceCents: 15_000 });
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
  });

  it("refuses an Inactive client with 403 and a clear message, creating nothing", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId });
    await t.db.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, clientId));
    const response = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "CLIENT_INACTIVE", message: "Your account is inactive. Contact support to book cleanings." },
    });
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toEqual([]);
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
  });

  it("treats a ticked extra clean as additional usage without taking an included clean", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2 });
    const job = await book(account, bookingBody(unitId, { isExtraClean: true }));
    // A Deep Clean: the $100 fee plus its $50 difference to a Standard Clean.
    expect(job).toMatchObject({ planUsage: "additional", isExtraClean: true, clientPriceCents: 15_000 });
    expect(await usedCleans(plan.subscriptionId)).toBe(0);
  });

  it("records a ticked extra clean without a plan, at the type's price (docs/decisions/010)", async () => {
    const { account, unitId } = await clientWithUnit(t);
    const job = await book(account, bookingBody(unitId, { isExtraClean: true }));
    expect(job).toMatchObject({
      planUsage: "none",
      isExtraClean: true,
      basePriceCents: 15_000,
      clientPriceCents: 15_000,
      cleanerPayoutCents: 8_250,
    });
  });

  it("uses a per-unit plan only for its own unit, and never a plan that is not Active", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const other = await insertUnit(t.db, clientId, { label: "Other" });
    const plan = await insertSubscription(t.db, { clientId, unitScope: "per_unit", unitId: other.unitId });
    expect((await book(account, bookingBody(unitId))).planUsage).toBe("none");
    expect((await book(account, bookingBody(other.unitId))).planUsage).toBe("included");

    await t.db.update(subscriptions).set({ status: "Paused" }).where(eq(subscriptions.subscriptionId, plan.subscriptionId));
    const job = await book(account, bookingBody(other.unitId));
    expect(job).toMatchObject({ planUsage: "none", clientPriceCents: 15_000 });
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
  });
});

describe("GET /api/client/booking-options", () => {
  it("lists the client's active units by label and the Active plan with its counts", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    await insertUnit(t.db, clientId, { label: "Annex" });
    await insertUnit(t.db, clientId, { label: "Closed", isActive: false });
    await clientWithUnit(t); // someone else's unit
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 4, usedCleans: 3, extraCleanFeeCents: 7_500 });

    const response = await account.browser.api.client["booking-options"].$get();
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body.units.map((unit) => unit.label)).toEqual(["Annex", "Harbor Flat"]);
    expect(body.units[1]?.unitId).toBe(unitId);
    expect(body.plan).toMatchObject({
      subscriptionId: plan.subscriptionId,
      unitScope: "shared_pool",
      includedCleans: 4,
      usedCleans: 3,
      extraCleanFeeCents: 7_500,
    });
  });

  it("has no plan for a client without an Active subscription", async () => {
    const { account } = await clientWithUnit(t);
    const body = (await (await account.browser.api.client["booking-options"].$get()).json()) as { plan: unknown };
    expect(body.plan).toBeNull();
  });
});
