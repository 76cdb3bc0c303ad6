import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf } from "../../test/fixtures";
import { clients } from "../../db/schema/people";
import { createTestPaymentProvider } from "../../lib/payment-provider";
import { addOneMonth } from "../../domain/subscriptions/billing-period";
import { ensurePlans } from "../../domain/subscriptions/plan-catalogue";
import { subscribe } from "./subscriptions.service";

const t = await createTestApp();
afterAll(() => t.close());

interface PlanJson {
  id: string;
  name: string;
  monthlyPriceCents: number;
  includedCleans: number;
  extraCleanPriceCents: number;
  features: string[];
  popular: boolean;
}

const DAY = 86_400_000;
const plans: Record<string, PlanJson> = {};
beforeAll(async () => {
  await ensurePlans(t.db);
  // A retired plan: never offered, never subscribable.
  await t.db
    .insert(subscriptionPlans)
    .values({ name: "Legacy", monthlyPriceCents: 25_000, includedCleans: 3, extraCleanPriceCents: 9_000, isActive: false });
  const owner = await t.createAccount({ role: "client" });
  const { plans: list } = (await (await owner.browser.api.client.plans.$get()).json()) as { plans: PlanJson[] };
  for (const plan of list) plans[plan.name] = plan;
});

const planId = (name: string) => {
  const plan = plans[name];
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
};
const getSubscription = async (account: TestAccount) =>
  (await account.browser.api.client.subscription.$get()).json() as Promise<{ subscription: Record<string, unknown> | null }>;
const postSubscribe = (account: TestAccount, json: unknown) => account.browser.api.client.subscription.$post({ json: unchecked(json) });
const postCancel = (account: TestAccount) => account.browser.api.client.subscription.cancel.$post();
const rowsOf = async (account: TestAccount) => {
  const clientId = await clientIdOf(t, account);
  return {
    subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)),
    payments: await t.db.select().from(payments).where(eq(payments.clientId, clientId)),
  };
};

/** A subscription row written directly, for states no route creates (ended periods, Past Due). */
async function insertSubscription(account: TestAccount, values: Partial<typeof subscriptions.$inferInsert> & { currentPeriodStart: Date }) {
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      clientId: await clientIdOf(t, account),
      plan: "Bi-Weekly",
      includedCleans: 2,
      usedCleans: 1,
      monthlyPriceCents: 30_000,
      extraCleanFeeCents: 10_000,
      currentPeriodEnd: addOneMonth(values.currentPeriodStart),
      ...values,
    })
    .returning();
  return row!;
}

describe("GET /api/client/plans", () => {
  it("lists the active plans by monthly price, named as on /pricing, Bi-Weekly marked popular", async () => {
    expect(Object.values(plans).map((p) => [p.name, p.monthlyPriceCents, p.includedCleans, p.extraCleanPriceCents, p.popular])).toEqual([
      ["Monthly", 20_000, 1, 10_000, false],
      ["Bi-Weekly", 30_000, 2, 10_000, true],
      ["Weekly", 40_000, 4, 7_500, false],
    ]);
    expect(plans.Weekly?.features).toContain("Priority booking");
  });

  it("ensurePlans is idempotent and keeps an operator's edit", async () => {
    await t.db
      .update(subscriptionPlans)
      .set({ features: ["Edited"] })
      .where(eq(subscriptionPlans.name, "Monthly"));
    await ensurePlans(t.db);
    const rows = await t.db.select().from(subscriptionPlans);
    expect(rows.filter((row) => row.name === "Monthly")).toEqual([expect.objectContaining({ features: ["Edited"] })]);
    expect(rows).toHaveLength(4);
  });
});

describe("subscribing", () => {
  it("starts with no plan", async () => {
    const client = await t.createAccount({ role: "client" });
    expect(await getSubscription(client)).toEqual({ subscription: null });
  });

  it("creates an Active shared-pool plan for this month and records one succeeded test charge", async () => {
    const client = await t.createAccount({ role: "client" });
    const before = Date.now();
    const response = await postSubscribe(client, { planId: planId("Bi-Weekly") });
    expect(response.status).toBe(201);
    const { subscription } = await jsonOf(response);
    expect(subscription).toMatchObject({
      plan: "Bi-Weekly",
      status: "Active",
      unitScope: "shared_pool",
      includedCleans: 2,
      usedCleans: 0,
      monthlyPriceCents: 30_000,
      extraCleanFeeCents: 10_000,
      cancelAtPeriodEnd: false,
      canCancel: true,
      nextPayment: { date: subscription.currentPeriodEnd, amountCents: 30_000 },
    });
    const start = new Date(subscription.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription.currentPeriodEnd).toBe(addOneMonth(start).toISOString());

    const rows = await rowsOf(client);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments).toEqual([
      expect.objectContaining({
        status: "succeeded",
        paymentType: "subscription",
        amountCents: 30_000,
        description: "Bi-Weekly plan subscription",
      }),
    ]);
    expect(await getSubscription(client)).toEqual({ subscription });
  });

  it("copies the plan's price, so a later catalogue change does not alter it", async () => {
    const client = await t.createAccount({ role: "client" });
    await postSubscribe(client, { planId: planId("Weekly") });
    await t.db.update(subscriptionPlans).set({ monthlyPriceCents: 45_000 }).where(eq(subscriptionPlans.name, "Weekly"));
    try {
      expect((await getSubscription(client)).subscription).toMatchObject({
        plan: "Weekly",
        monthlyPriceCents: 40_000,
        extraCleanFeeCents: 7_500,
        includedCleans: 4,
      });
    } finally {
      await t.db.update(subscriptionPlans).set({ monthlyPriceCents: 40_000 }).where(eq(subscriptionPlans.name, "Weekly"));
    }
  });

  it("refuses a second plan with 409 and charges nothing more", async () => {
    const client = await t.createAccount({ role: "client" });
    expect((await postSubscribe(client, { planId: planId("Monthly") })).status).toBe(201);
    const again = await postSubscribe(client, { planId: planId("Weekly") });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "ALREADY_SUBSCRIBED", message: "You already have a plan. It must end before you choose another." },
    });
    const rows = await rowsOf(client);
    expect(rows.subscriptions.map((row) => row.plan)).toEqual(["Monthly"]);
    expect(rows.payments).toHaveLength(1);
  });

  it("makes one subscription and one charge when several subscribe calls race", async () => {
    const client = await t.createAccount({ role: "client" });
    await clientIdOf(t, client);
    const responses = await Promise.all(
      ["Monthly", "Bi-Weekly", "Weekly", "Monthly", "Bi-Weekly"].map((name) => postSubscribe(client, { planId: planId(name) })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await rowsOf(client);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
  });

  it("is backed by the unique index: a second current subscription cannot be written at all", async () => {
    const client = await t.createAccount({ role: "client" });
    await insertSubscription(client, { currentPeriodStart: new Date() });
    await expect(insertSubscription(client, { currentPeriodStart: new Date(), status: "Paused" })).rejects.toThrow();
    // A Canceled one is history, not current: allowed beside it.
    await insertSubscription(client, { currentPeriodStart: new Date(Date.now() - 60 * DAY), status: "Canceled", active: false });
  });

  it.each([
    [{}, "Please choose a plan."],
    [{ planId: "monthly" }, "Please choose a plan."],
    [{ planId: 42 }, "Please choose a plan."],
  ])("refuses %j with 400 and creates nothing", async (body, message) => {
    const client = await t.createAccount({ role: "client" });
    const response = await postSubscribe(client, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await rowsOf(client)).toEqual({ subscriptions: [], payments: [] });
  });

  it("refuses an unknown or retired plan with 404", async () => {
    const client = await t.createAccount({ role: "client" });
    const [legacy] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Legacy"));
    for (const id of [legacy!.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await postSubscribe(client, { planId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "PLAN_NOT_FOUND", message: "This plan is not available." } });
    }
    expect(await rowsOf(client)).toEqual({ subscriptions: [], payments: [] });
  });

  it("starts nothing when the provider declines, and keeps the failed attempt in the history", async () => {
    const client = await t.createAccount({ role: "client" });
    const clientId = await clientIdOf(t, client);
    const declining = createTestPaymentProvider({ decide: () => ({ status: "failed", failureMessage: "Your card was declined." }) });
    await expect(subscribe({ db: t.db, clientId, planId: planId("Monthly"), provider: declining })).rejects.toMatchObject({
      status: 402,
      code: "PAYMENT_FAILED",
      message: "Your card was declined.",
    });
    const rows = await rowsOf(client);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.payments).toEqual([expect.objectContaining({ status: "failed", amountCents: 20_000, paymentType: "subscription" })]);
  });
});

describe("POST /api/client/subscription/cancel", () => {
  it("sets an Active plan to cancel at period end: it stays Active, with no next payment", async () => {
    const client = await t.createAccount({ role: "client" });
    await postSubscribe(client, { planId: planId("Bi-Weekly") });
    const response = await postCancel(client);
    expect(response.status).toBe(200);
    const { subscription } = await jsonOf(response);
    expect(subscription).toMatchObject({ status: "Active", cancelAtPeriodEnd: true, canCancel: false, nextPayment: null });
    expect((await getSubscription(client)).subscription).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("refuses a second cancel with 409", async () => {
    const client = await t.createAccount({ role: "client" });
    await postSubscribe(client, { planId: planId("Monthly") });
    await postCancel(client);
    const again = await postCancel(client);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "SUBSCRIPTION_NOT_CANCELABLE", message: "Your plan is already set to cancel at the end of the period." },
    });
  });

  it("answers 404 when there is no plan to cancel", async () => {
    const client = await t.createAccount({ role: "client" });
    const response = await postCancel(client);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NO_SUBSCRIPTION", message: "You have no plan to cancel." } });
  });

  it.each(["Past Due", "Paused"] as const)("refuses to cancel a %s plan with 409, and says so", async (status) => {
    const client = await t.createAccount({ role: "client" });
    await insertSubscription(client, { currentPeriodStart: new Date(Date.now() - DAY), status });
    expect((await getSubscription(client)).subscription).toMatchObject({ status, canCancel: false, nextPayment: null });
    const response = await postCancel(client);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "SUBSCRIPTION_NOT_CANCELABLE", message: "Only an active plan can be canceled." },
    });
    expect((await rowsOf(client)).subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
  });
});

describe("one client's plan is theirs alone", () => {
  it("is never shown to, nor canceled by, another client", async () => {
    const owner = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    await postSubscribe(owner, { planId: planId("Weekly") });
    expect(await getSubscription(other)).toEqual({ subscription: null });
    expect((await postCancel(other)).status).toBe(404);
    expect((await rowsOf(owner)).subscriptions[0]?.cancelAtPeriodEnd).toBe(false);
    // The other client may still subscribe: one current plan per client, not per plan.
    expect((await postSubscribe(other, { planId: planId("Weekly") })).status).toBe(201);
  });
});

describe("a period that has ended", () => {
  it("is shown as stored: reading the plan or the booking options renews nothing and charges nothing", async () => {
    const client = await t.createAccount({ role: "client" });
    // Started about two months ago: two periods have ended since; the runner has not run.
    const row = await insertSubscription(client, { currentPeriodStart: new Date(Date.now() - 62 * DAY), usedCleans: 2 });
    const before = await rowsOf(client);

    const read = await getSubscription(client);
    expect(read.subscription).toMatchObject({
      status: "Active",
      usedCleans: 2,
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    });
    expect((await client.browser.api.client["booking-options"].$get()).status).toBe(200);

    expect(await rowsOf(client)).toEqual(before);
    expect(before.payments).toEqual([]);
    expect(t.paymentProvider.charges.filter((charge) => charge.clientId === row.clientId)).toEqual([]);
  });

  it("leaves a plan set to cancel for the runner to end, but the client may choose a new plan at once", async () => {
    const client = await t.createAccount({ role: "client" });
    const row = await insertSubscription(client, { currentPeriodStart: new Date(Date.now() - 40 * DAY), cancelAtPeriodEnd: true });
    expect((await getSubscription(client)).subscription).toMatchObject({
      subscriptionId: row.subscriptionId,
      status: "Active",
      cancelAtPeriodEnd: true,
    });

    // Ending it moves no money, so subscribing settles it (docs/decisions/019).
    expect((await postSubscribe(client, { planId: planId("Monthly") })).status).toBe(201);
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, row.subscriptionId));
    expect(ended).toMatchObject({ status: "Canceled", active: false });
    const current = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.clientId, row.clientId), eq(subscriptions.status, "Active")));
    expect(current.map((r) => r.plan)).toEqual(["Monthly"]);
    expect((await rowsOf(client)).payments.map((p) => p.description)).toEqual(["Monthly plan subscription"]);
  });

  it("still refuses a new plan while an Active one waits for its renewal", async () => {
    const client = await t.createAccount({ role: "client" });
    await insertSubscription(client, { currentPeriodStart: new Date(Date.now() - 40 * DAY) });
    expect((await postSubscribe(client, { planId: planId("Monthly") })).status).toBe(409);
    expect((await rowsOf(client)).payments).toEqual([]);
  });
});

describe("an Inactive client", () => {
  it("cannot subscribe: 403 with a clear message, nothing written, nothing charged", async () => {
    const client = await t.createAccount({ role: "client" });
    const clientId = await clientIdOf(t, client);
    await t.db.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, clientId));
    const response = await postSubscribe(client, { planId: planId("Monthly") });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "CLIENT_INACTIVE", message: "Your account is inactive. Contact support to choose a plan." },
    });
    expect(await rowsOf(client)).toEqual({ subscriptions: [], payments: [] });
    expect(t.paymentProvider.charges.filter((charge) => charge.clientId === clientId)).toEqual([]);
  });
});
