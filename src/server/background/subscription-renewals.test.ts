// docs/decisions/011 and 019: the renewal task settles ended periods, one charge per plan and
// period whatever happens (runs repeated, run concurrently, cut off between charge and record).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { payments, subscriptions } from "../db/schema/billing";
import { addOneMonth } from "../domain/subscriptions/billing-period";
import { ensurePlans } from "../domain/subscriptions/plan-catalogue";
import { createTestPaymentProvider, type PaymentProvider, type TestPaymentProvider } from "../lib/payment-provider";
import { createTestApp } from "../test/harness";
import { clientIdOf } from "../test/fixtures";
import { startBackgroundRunner } from "./runner";
import { BACKGROUND_TASKS, subscriptionRenewals } from "./tasks";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 86_400_000;
const MONTH_AGO = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - DAY);
};

/** A client with a plan whose period began at `start` (and so ended a month later). */
async function clientWithPlan(values: Partial<typeof subscriptions.$inferInsert> & { currentPeriodStart: Date }) {
  const account = await t.createAccount({ role: "client" });
  const clientId = await clientIdOf(t, account);
  const [plan] = await t.db
    .insert(subscriptions)
    .values({
      clientId,
      plan: "Bi-Weekly",
      includedCleans: 2,
      usedCleans: 2,
      monthlyPriceCents: 30_000,
      extraCleanFeeCents: 10_000,
      currentPeriodEnd: addOneMonth(values.currentPeriodStart),
      ...values,
    })
    .returning();
  return { account, clientId, plan: plan! };
}

const run = (provider: PaymentProvider = t.paymentProvider, now = new Date()) =>
  subscriptionRenewals.run({
    db: t.db,
    paymentProvider: provider,
    mailer: t.mailbox,
    storage: t.storage,
    env: t.env,
    now,
    signal: new AbortController().signal,
  });
const planOf = async (subscriptionId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]!;
const paymentsOf = async (clientId: string) =>
  (await t.db.select().from(payments).where(eq(payments.clientId, clientId))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
const chargesOf = (provider: TestPaymentProvider, clientId: string) => provider.charges.filter((charge) => charge.clientId === clientId);

describe("the subscription renewal task", () => {
  it("renews an Active plan once per missed period: one charge each, dated at its period's start, no cleans used", async () => {
    const start = MONTH_AGO(2);
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: start });
    await run();

    const second = addOneMonth(start);
    const third = addOneMonth(second);
    expect(await planOf(plan.subscriptionId)).toMatchObject({
      status: "Active",
      usedCleans: 0,
      currentPeriodStart: third,
      currentPeriodEnd: addOneMonth(third),
    });
    expect(
      (await paymentsOf(clientId)).map((p) => [
        p.status,
        p.amountCents,
        p.description,
        p.createdAt.toISOString(),
        p.periodStart?.toISOString(),
      ]),
    ).toEqual([
      ["succeeded", 30_000, "Bi-Weekly plan renewal", second.toISOString(), second.toISOString()],
      ["succeeded", 30_000, "Bi-Weekly plan renewal", third.toISOString(), third.toISOString()],
    ]);
    expect(chargesOf(t.paymentProvider, clientId).map((charge) => charge.idempotencyKey)).toEqual([
      `subscription:${plan.subscriptionId}:${second.toISOString()}`,
      `subscription:${plan.subscriptionId}:${third.toISOString()}`,
    ]);
  });

  it("charges once per period when run again, or several times at once", async () => {
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: MONTH_AGO(2) });
    await Promise.all([run(), run(), run()]);
    await run();
    expect(await paymentsOf(clientId)).toHaveLength(2);
    expect(chargesOf(t.paymentProvider, clientId)).toHaveLength(2);
    expect((await planOf(plan.subscriptionId)).currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
  });

  it("completes a charge cut off between the provider and the record on the next run, without charging again", async () => {
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: MONTH_AGO(1) });
    const provider = createTestPaymentProvider();
    // The provider charges, then the answer is lost (the process dies, the network drops).
    const cutOff: PaymentProvider = {
      ...provider,
      charge: async (input) => (await provider.charge(input), Promise.reject(new Error("connection reset"))),
    };
    await expect(run(cutOff)).rejects.toThrow("connection reset");

    expect(chargesOf(provider, clientId)).toHaveLength(1);
    expect((await paymentsOf(clientId)).map((p) => p.status)).toEqual(["pending"]);
    expect(await planOf(plan.subscriptionId)).toMatchObject({ currentPeriodStart: plan.currentPeriodStart, usedCleans: 2 });

    await run(provider);
    expect(chargesOf(provider, clientId)).toHaveLength(1);
    expect((await paymentsOf(clientId)).map((p) => p.status)).toEqual(["succeeded"]);
    expect(await planOf(plan.subscriptionId)).toMatchObject({ currentPeriodStart: plan.currentPeriodEnd, usedCleans: 0 });
  });

  it("leaves a declined plan Past Due with a failed payment, and does not charge it again", async () => {
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: MONTH_AGO(2) });
    const declining = createTestPaymentProvider({ decide: () => ({ status: "failed", failureMessage: "Your card was declined." }) });
    await run(declining);
    await run(declining);
    expect(await planOf(plan.subscriptionId)).toMatchObject({
      status: "Past Due",
      currentPeriodStart: plan.currentPeriodStart,
      usedCleans: 2,
    });
    expect((await paymentsOf(clientId)).map((p) => [p.status, p.createdAt.getTime()])).toEqual([
      ["failed", plan.currentPeriodEnd.getTime()],
    ]);
    expect(chargesOf(declining, clientId)).toHaveLength(1);
  });

  it("ends a plan set to cancel (Canceled, no charge) and leaves Past Due and Paused plans alone", async () => {
    const canceling = await clientWithPlan({ currentPeriodStart: MONTH_AGO(1), cancelAtPeriodEnd: true });
    const pastDue = await clientWithPlan({ currentPeriodStart: MONTH_AGO(1), status: "Past Due" });
    const paused = await clientWithPlan({ currentPeriodStart: MONTH_AGO(1), status: "Paused" });
    await run();
    expect(await planOf(canceling.plan.subscriptionId)).toMatchObject({ status: "Canceled", active: false });
    expect(await planOf(pastDue.plan.subscriptionId)).toEqual(pastDue.plan);
    expect(await planOf(paused.plan.subscriptionId)).toEqual(paused.plan);
    for (const { clientId } of [canceling, pastDue, paused]) expect(await paymentsOf(clientId)).toEqual([]);
  });

  it("is registered with the server's runner, which settles ended periods as soon as it starts", async () => {
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: MONTH_AGO(1) });
    const runner = startBackgroundRunner({
      deps: { db: t.db, paymentProvider: t.paymentProvider, mailer: t.mailbox, storage: t.storage, env: t.env },
      tasks: BACKGROUND_TASKS,
    });
    try {
      for (
        let waited = 0;
        (await planOf(plan.subscriptionId)).currentPeriodStart.getTime() === plan.currentPeriodStart.getTime();
        waited += 50
      ) {
        if (waited > 10_000) throw new Error("the runner did not renew the plan");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await runner.stop();
    }
    expect((await paymentsOf(clientId)).map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("leaves a plan whose period has not ended as it is", async () => {
    const { clientId, plan } = await clientWithPlan({ currentPeriodStart: new Date(Date.now() - 3 * DAY) });
    await run();
    expect(await planOf(plan.subscriptionId)).toEqual(plan);
    expect(await paymentsOf(clientId)).toEqual([]);
  });
});

describe("a first month's charge the subscribe request could not confirm", () => {
  it("leaves the plan not yet started, and the task starts it a minute later with the same charge", async () => {
    await ensurePlans(t.db);
    const provider = createTestPaymentProvider();
    // The same database, served by an app whose provider charges but never answers.
    const unreachable = await createTestApp({
      database: t.database,
      paymentProvider: {
        ...provider,
        charges: provider.charges,
        charge: async (input) => (await provider.charge(input), Promise.reject(new Error("timeout"))),
      },
    });
    try {
      const signedIn = await unreachable.createAccount({ role: "client" });
      const { plans } = (await (await signedIn.browser.api.client.plans.$get()).json()) as { plans: { id: string; name: string }[] };
      const monthly = plans.find((plan) => plan.name === "Monthly")!;
      const response = await signedIn.browser.api.client.subscription.$post({ json: { planId: monthly.id } });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: "PAYMENT_PENDING", message: "We could not confirm the payment yet. Your plan starts as soon as it goes through." },
      });
      const signedInId = await clientIdOf(t, signedIn);
      const [waiting] = await t.db.select().from(subscriptions).where(eq(subscriptions.clientId, signedInId));
      expect(waiting).toMatchObject({ status: "Active", active: false });
      // Not started: a booking now is priced per clean.
      const options = (await (await signedIn.browser.api.client["booking-options"].$get()).json()) as { plan: unknown };
      expect(options.plan).toBeNull();

      await run(provider);
      expect((await planOf(waiting!.subscriptionId)).active).toBe(false);
      await run(provider, new Date(Date.now() + 61_000));
      expect((await planOf(waiting!.subscriptionId)).active).toBe(true);
      expect((await paymentsOf(signedInId)).map((p) => [p.status, p.description])).toEqual([["succeeded", "Monthly plan subscription"]]);
      expect(chargesOf(provider, signedInId)).toHaveLength(1);
    } finally {
      await unreachable.close();
    }
  });
});
