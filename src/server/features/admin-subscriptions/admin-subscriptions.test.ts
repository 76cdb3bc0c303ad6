import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESIDENTIAL_PLANS } from "../../../shared/domain/plans";
import type { Page } from "../../../shared/schemas/page";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { clients } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { bookingBody, book, clientIdOf, clientWithUnit, insertJob, insertSubscription } from "../../test/fixtures";
import { createTestApp, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import type { AdminSubscription, SubscriptionSummary } from "./admin-subscriptions.service";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 86_400_000;
let admin: TestAccount;
const planIds = {} as Record<"Weekly" | "Monthly" | "Retired", string>;
beforeAll(async () => {
  // The catalogue as every start leaves it (plan-catalogue.ts), and a retired plan.
  await t.db
    .insert(subscriptionPlans)
    .values(
      RESIDENTIAL_PLANS.map((plan) => ({
        name: plan.name,
        monthlyPriceCents: plan.monthlyPriceCents,
        includedCleans: plan.cleansPerMonth,
        extraCleanPriceCents: plan.extraCleanCents,
      })),
    )
    .onConflictDoNothing();
  await t.db
    .insert(subscriptionPlans)
    .values({ name: "Retired", monthlyPriceCents: 25_000, includedCleans: 3, extraCleanPriceCents: 9_000, isActive: false });
  for (const plan of await t.db.select().from(subscriptionPlans)) (planIds as Record<string, string>)[plan.name] = plan.id;
  admin = await t.createAccount({ role: "admin", fullName: "Plan Admin" });
});

type SubscriptionPage = Page<AdminSubscription> & { summary: SubscriptionSummary };

async function list(query: Record<string, string> = {}): Promise<SubscriptionPage> {
  const response = await admin.browser.api.admin.subscriptions.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SubscriptionPage;
}

/** A client account with its record; `name` makes it findable by search. */
async function newClient(name: string) {
  const account = await t.createAccount({ role: "client", fullName: name });
  return { account, clientId: await clientIdOf(t, account) };
}

const auditOf = (subscriptionId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "subscription"), eq(auditLog.entityId, subscriptionId)))
    .orderBy(desc(auditLog.createdAt));
const stored = async (subscriptionId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0];
const patch = (subscriptionId: string, json: unknown) =>
  admin.browser.api.admin.subscriptions[":subscriptionId"].$patch({ param: { subscriptionId }, json: unchecked(json) });
const remove = (subscriptionId: string) => admin.browser.api.admin.subscriptions[":subscriptionId"].$delete({ param: { subscriptionId } });

describe("GET /api/admin/subscriptions", () => {
  it("the four cards count every subscription: total, Active, Canceled, and the Active ones' monthly prices", async () => {
    const before = (await list()).summary;
    const { clientId: a } = await newClient("Card Active");
    const { clientId: b } = await newClient("Card Canceled");
    const { clientId: c } = await newClient("Card Paused");
    await insertSubscription(t.db, { clientId: a, monthlyPriceCents: 40_000 });
    await insertSubscription(t.db, { clientId: b, status: "Canceled", active: false, monthlyPriceCents: 20_000 });
    await insertSubscription(t.db, { clientId: c, status: "Paused", monthlyPriceCents: 30_000 });
    const after = (await list({ search: "nothing matches this" })).summary;
    expect(after).toEqual({
      total: before.total + 3,
      active: before.active + 1,
      canceled: before.canceled + 1,
      monthlyRevenueCents: before.monthlyRevenueCents + 40_000,
    });
  });

  it("lists newest first with the client, plan, usage and next payment; searches name, email and subscription id", async () => {
    const { account, clientId } = await newClient("Sunniva Searchable");
    const older = await insertSubscription(t.db, {
      clientId,
      status: "Canceled",
      active: false,
      createdAt: new Date(Date.now() - 40 * DAY),
      usedCleans: 1,
    });
    const current = await insertSubscription(t.db, { clientId, usedCleans: 1 });

    const byName = await list({ search: "sunniva" });
    expect(byName.total).toBe(2);
    expect(byName.rows.map((row) => row.subscriptionId)).toEqual([current.subscriptionId, older.subscriptionId]);
    expect(byName.rows[0]).toMatchObject({
      plan: "Bi-Weekly",
      status: "Active",
      includedCleans: 2,
      usedCleans: 1,
      monthlyPriceCents: 30_000,
      nextPayment: { date: current.currentPeriodEnd.toISOString(), amountCents: 30_000 },
      canDelete: true,
      client: { clientId, name: "Sunniva Searchable", email: account.email },
    });
    expect(byName.rows[1]?.nextPayment).toBeNull();

    expect((await list({ search: account.email.toUpperCase() })).total).toBe(2);
    const byId = await list({ search: current.subscriptionId.slice(0, 13) });
    expect(byId.rows.map((row) => row.subscriptionId)).toEqual([current.subscriptionId]);
    const filtered = await list({ search: "sunniva", status: "Canceled" });
    expect(filtered.rows.map((row) => row.subscriptionId)).toEqual([older.subscriptionId]);
    const paged = await list({ search: "sunniva", pageSize: "1", page: "2" });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.rows.map((row) => row.subscriptionId)).toEqual([older.subscriptionId]);
  });

  it.each([
    [{ status: "Expired" }, "Please choose a status: all, Active, Canceled, Past Due, Paused."],
    [{ page: "0" }, "The page must be at least 1."],
  ])("refuses %j with 400", async (query, message) => {
    const response = await admin.browser.api.admin.subscriptions.$get({ query: queryFrom(query) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
  });
});

describe("New Subscription: POST /api/admin/subscriptions", () => {
  it("gives a client a plan as their own subscribe stores it, started, with no charge, and audits it", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const response = await admin.browser.api.admin.subscriptions.$post({ json: { clientId, planId: planIds.Weekly } });
    expect(response.status, await response.clone().text()).toBe(201);
    const { subscription } = (await response.json()) as { subscription: AdminSubscription };
    expect(subscription).toMatchObject({
      plan: "Weekly",
      status: "Active",
      started: true,
      includedCleans: 4,
      usedCleans: 0,
      monthlyPriceCents: 40_000,
      extraCleanFeeCents: 7_500,
      unitScope: "shared_pool",
      cancelAtPeriodEnd: false,
    });
    expect(await t.db.select().from(payments).where(eq(payments.clientId, clientId))).toEqual([]);
    const [audit] = await auditOf(subscription.subscriptionId);
    expect(audit).toMatchObject({
      action: "subscription.created",
      actorId: admin.userId,
      before: null,
      after: { plan: "Weekly", status: "Active", clientId },
      metadata: { charged: false },
    });

    // The client sees it and books against it like any plan.
    const mine = (await (await account.browser.api.client.subscription.$get()).json()) as {
      subscription: { subscriptionId: string } | null;
    };
    expect(mine.subscription?.subscriptionId).toBe(subscription.subscriptionId);
    expect((await book(account, bookingBody(unitId))).planUsage).toBe("included");
  });

  it("refuses a client who already has a current plan (409), leaving one plan", async () => {
    const { clientId } = await newClient("Already Planned");
    await insertSubscription(t.db, { clientId, status: "Paused" });
    const response = await admin.browser.api.admin.subscriptions.$post({ json: { clientId, planId: planIds.Monthly } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "ALREADY_SUBSCRIBED", message: "This client already has an active subscription." },
    });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId))).toHaveLength(1);
  });

  it("a client whose plan was canceled may be given a new one", async () => {
    const { clientId } = await newClient("Comes Back");
    await insertSubscription(t.db, { clientId, status: "Canceled", active: false });
    expect((await admin.browser.api.admin.subscriptions.$post({ json: { clientId, planId: planIds.Monthly } })).status).toBe(201);
  });

  it("refuses an inactive client (409), a retired plan (404), an unknown client (404) and bad input (400)", async () => {
    const { clientId } = await newClient("Inactive Person");
    await t.db.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, clientId));
    const inactive = await admin.browser.api.admin.subscriptions.$post({ json: { clientId, planId: planIds.Monthly } });
    expect(inactive.status).toBe(409);
    expect(((await inactive.json()) as { error: { message: string } }).error.message).toBe(
      "This client is inactive. Activate the client before giving them a plan.",
    );

    const { clientId: active } = await newClient("Retired Plan Wanted");
    const retired = await admin.browser.api.admin.subscriptions.$post({ json: { clientId: active, planId: planIds.Retired } });
    expect(retired.status).toBe(404);
    expect(await retired.json()).toEqual({ error: { code: "NOT_FOUND", message: "This plan is not available." } });
    const unknown = await admin.browser.api.admin.subscriptions.$post({
      json: { clientId: "00000000-0000-4000-8000-000000000000", planId: planIds.Monthly },
    });
    expect(unknown.status).toBe(404);
    const bad = await admin.browser.api.admin.subscriptions.$post({ json: unchecked({ clientId: active }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Please choose a plan." } });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, active))).toEqual([]);
  });
});

describe("PATCH /api/admin/subscriptions/:subscriptionId", () => {
  it("changes status, included cleans and cancel at period end, with the audit row before and after", async () => {
    const { clientId } = await newClient("Edited Client");
    const plan = await insertSubscription(t.db, { clientId, usedCleans: 1 });
    const response = await patch(plan.subscriptionId, { status: "Paused", includedCleans: 3, cancelAtPeriodEnd: true });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { subscription: AdminSubscription }).subscription).toMatchObject({
      status: "Paused",
      includedCleans: 3,
      cancelAtPeriodEnd: true,
      nextPayment: null,
    });
    const [audit] = await auditOf(plan.subscriptionId);
    expect(audit).toMatchObject({
      action: "subscription.updated",
      actorId: admin.userId,
      before: { status: "Active", includedCleans: 2, cancelAtPeriodEnd: false },
      after: { status: "Paused", includedCleans: 3, cancelAtPeriodEnd: true },
    });
  });

  it("refuses included cleans below the cleans used (409) and changes nothing", async () => {
    const { clientId } = await newClient("Used Two");
    const plan = await insertSubscription(t.db, { clientId, usedCleans: 2 });
    const response = await patch(plan.subscriptionId, { includedCleans: 1, status: "Paused" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "INCLUDED_BELOW_USED", message: "Included cleans cannot be fewer than the 2 cleans already used this period." },
    });
    expect(await stored(plan.subscriptionId)).toMatchObject({ includedCleans: 2, status: "Active" });
    expect(await auditOf(plan.subscriptionId)).toEqual([]);
  });

  it("Canceled ends the plan now (it covers no booking) and is final", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const plan = await insertSubscription(t.db, { clientId });
    expect((await patch(plan.subscriptionId, { status: "Canceled" })).status).toBe(200);
    expect(await stored(plan.subscriptionId)).toMatchObject({ status: "Canceled", active: false });
    expect((await book(account, bookingBody(unitId))).planUsage).toBe("none");
    const again = await patch(plan.subscriptionId, { status: "Active" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "SUBSCRIPTION_CANCELED", message: "A canceled subscription cannot be changed. Create a new subscription instead." },
    });
  });

  it("back to Active from Past Due starts a new period from now, nothing used, no charge", async () => {
    const { clientId } = await newClient("Past Due Client");
    const ended = new Date(Date.now() - 3 * DAY);
    const plan = await insertSubscription(t.db, {
      clientId,
      status: "Past Due",
      usedCleans: 2,
      currentPeriodStart: new Date(ended.getTime() - 30 * DAY),
      currentPeriodEnd: ended,
    });
    const response = await patch(plan.subscriptionId, { status: "Active" });
    expect(response.status).toBe(200);
    const row = await stored(plan.subscriptionId);
    expect(row).toMatchObject({ status: "Active", usedCleans: 0 });
    expect(row!.currentPeriodStart.getTime()).toBeGreaterThan(ended.getTime());
    expect(row!.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await t.db.select().from(payments).where(eq(payments.clientId, clientId))).toEqual([]);
    expect((await auditOf(plan.subscriptionId))[0]).toMatchObject({ metadata: { periodRestarted: true, charged: false } });
  });

  // docs/decisions/059: the new period has used nothing, so fewer cleans than the old one used is
  // allowed (the edit's UPDATE used to compare with the old count and answered 500).
  it("back to Active with fewer included cleans than the ended period used: the new period counts from nothing", async () => {
    const { clientId } = await newClient("Reopened Smaller");
    const ended = new Date(Date.now() - 3 * DAY);
    const plan = await insertSubscription(t.db, {
      clientId,
      status: "Paused",
      usedCleans: 2,
      currentPeriodStart: new Date(ended.getTime() - 30 * DAY),
      currentPeriodEnd: ended,
    });
    const response = await patch(plan.subscriptionId, { status: "Active", includedCleans: 1 });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await stored(plan.subscriptionId)).toMatchObject({ status: "Active", active: true, includedCleans: 1, usedCleans: 0 });
    expect((await auditOf(plan.subscriptionId))[0]).toMatchObject({
      before: { status: "Paused", includedCleans: 2, usedCleans: 2 },
      after: { status: "Active", includedCleans: 1, usedCleans: 0 },
      metadata: { periodRestarted: true, charged: false },
    });
  });

  it("leaves a plan waiting for its first payment alone (409)", async () => {
    const { clientId } = await newClient("Pending First");
    const plan = await insertSubscription(t.db, { clientId, active: false });
    const response = await patch(plan.subscriptionId, { includedCleans: 5 });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "This subscription is waiting for its first payment. Try again in a minute.",
    );
  });

  it.each([
    [{}, "Please change the status, the included cleans or cancel at period end."],
    [{ status: "Expired" }, "Please choose a status: Active, Canceled, Past Due, Paused."],
    [{ includedCleans: -1 }, "The number of included cleans must be at least 0."],
    [{ includedCleans: 2.5 }, "The number of included cleans must be a whole number."],
    [{ cancelAtPeriodEnd: "yes" }, "Please say whether the plan cancels at the end of its period (true or false)."],
  ])("refuses %j with 400 and changes nothing", async (json, message) => {
    const { clientId } = await newClient("Bad Input");
    const plan = await insertSubscription(t.db, { clientId });
    const response = await patch(plan.subscriptionId, json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await stored(plan.subscriptionId)).toMatchObject({ status: "Active", includedCleans: 2 });
  });
});

describe("DELETE /api/admin/subscriptions/:subscriptionId", () => {
  it("deletes a subscription nothing refers to, keeping it in the audit row", async () => {
    const { clientId } = await newClient("Mistaken Plan");
    const plan = await insertSubscription(t.db, { clientId });
    const response = await remove(plan.subscriptionId);
    expect(response.status).toBe(200);
    expect(await stored(plan.subscriptionId)).toBeUndefined();
    expect((await auditOf(plan.subscriptionId))[0]).toMatchObject({
      action: "subscription.deleted",
      before: { plan: "Bi-Weekly", clientId },
      after: null,
    });
    expect((await remove(plan.subscriptionId)).status).toBe(404);
  });

  it.each(["a job", "a payment"])("refuses one with %s (409): history is kept, cancel it instead", async (kind) => {
    const { clientId } = await newClient("Plan With History");
    const plan = await insertSubscription(t.db, { clientId, usedCleans: 1 });
    if (kind === "a job") await insertJob(t.db, { clientId, subscriptionId: plan.subscriptionId, planUsage: "included" });
    else
      await t.db.insert(payments).values({
        clientId,
        status: "succeeded",
        paymentType: "subscription",
        amountCents: 30_000,
        subscriptionId: plan.subscriptionId,
        periodStart: plan.currentPeriodStart,
      });
    expect((await list({ search: plan.subscriptionId })).rows[0]?.canDelete).toBe(false);
    const response = await remove(plan.subscriptionId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: "SUBSCRIPTION_HAS_HISTORY",
        message: "This subscription has jobs or payments, so it cannot be deleted. Set its status to Canceled instead.",
      },
    });
    expect(await stored(plan.subscriptionId)).toBeDefined();
    expect(await auditOf(plan.subscriptionId)).toEqual([]);
  });
});

describe("the New Subscription pickers", () => {
  it("finds clients by name or email, saying who already has a current plan", async () => {
    const { clientId } = await newClient("Pickable Person");
    await insertSubscription(t.db, { clientId });
    const { clientId: free } = await newClient("Pickable Free");
    const response = await admin.browser.api.admin.subscriptions["client-options"].$get({ query: { search: "pickable" } });
    const options = (await response.json()) as { clients: { clientId: string; hasCurrentSubscription: boolean }[] };
    expect(options.clients).toEqual([
      expect.objectContaining({ clientId: free, hasCurrentSubscription: false }),
      expect.objectContaining({ clientId, hasCurrentSubscription: true }),
    ]);
  });

  it("offers the active plans only, cheapest first", async () => {
    const { plans } = (await (await admin.browser.api.admin.subscriptions["plan-options"].$get()).json()) as {
      plans: { name: string }[];
    };
    expect(plans.map((plan) => plan.name)).toEqual(["Monthly", "Bi-Weekly", "Weekly"]);
  });
});
