import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { AppError } from "../../lib/errors";
import type { PaymentProvider } from "../billing/test-payment-provider";
import { addOneMonth } from "./period";
import { renewEndedPeriod } from "./renewal";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A current subscription is any not Canceled (spec 4: Active, Past Due, Paused). */
const isCurrentOf = (clientId: string) => and(eq(subscriptions.clientId, clientId), ne(subscriptions.status, "Canceled"));

/** spec 2: cancel is offered only for an Active plan not already set to cancel at period end. */
const canCancel = (row: SubscriptionRow) => row.status === "Active" && !row.cancelAtPeriodEnd;

/** What the screens see: the row, whether cancel is allowed, and the next charge (none once set to cancel). */
export function toSubscriptionView(row: SubscriptionRow) {
  return {
    subscriptionId: row.subscriptionId,
    plan: row.plan,
    status: row.status,
    unitScope: row.unitScope,
    includedCleans: row.includedCleans,
    usedCleans: row.usedCleans,
    monthlyPriceCents: row.monthlyPriceCents,
    extraCleanFeeCents: row.extraCleanFeeCents,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt,
    canCancel: canCancel(row),
    nextPayment: row.status === "Active" && !row.cancelAtPeriodEnd ? { date: row.currentPeriodEnd, amountCents: row.monthlyPriceCents } : null,
  };
}
export type SubscriptionView = ReturnType<typeof toSubscriptionView>;

async function readCurrent(db: Database, clientId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(isCurrentOf(clientId)).limit(1);
  return row;
}

/**
 * The client's current subscription, or null. A period that has ended is settled first
 * (renewal.ts): a plan set to cancel becomes Canceled, an Active one renews.
 */
export async function getCurrentSubscription({ db, clientId, provider, now = new Date() }: { db: Database; clientId: string; provider: PaymentProvider; now?: Date }) {
  let row = await readCurrent(db, clientId);
  if (row && row.currentPeriodEnd <= now) {
    await renewEndedPeriod({ db, clientId, provider, now });
    row = await readCurrent(db, clientId);
  }
  return row ?? null;
}

const alreadySubscribed = () => new AppError("ALREADY_SUBSCRIBED", 409, "You already have a plan. It must end before you choose another.");

class ChargeFailed extends Error {
  constructor(readonly failureMessage: string | undefined) {
    super("charge failed");
  }
}

/** True when `error` (or what it wraps: Drizzle wraps the driver's error) breaks the named unique index. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: string; constraint?: string };
    if (code === "23505" && (name === undefined || name === constraint)) return true;
  }
  return false;
}

/**
 * Subscribes a client with no current plan: an Active subscription for the period now -> now + 1
 * month, with the plan's cleans and prices copied (later catalogue edits do not change it), and
 * the first month charged through `provider`. Both rows commit together or not at all; two
 * racing calls make one subscription (the partial unique index is the backstop).
 */
export async function subscribe({ db, clientId, planId, provider, now = new Date() }: { db: Database; clientId: string; planId: string; provider: PaymentProvider; now?: Date }) {
  // A plan whose period ended while set to cancel is over: settling it frees the client to choose.
  await getCurrentSubscription({ db, clientId, provider, now });
  const [plan] = await db.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true))).limit(1);
  if (!plan) throw new AppError("PLAN_NOT_FOUND", 404, "This plan is not available.");

  const description = `${plan.name} plan subscription`;
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: subscriptions.subscriptionId }).from(subscriptions).where(isCurrentOf(clientId)).limit(1);
      if (existing) throw alreadySubscribed();
      const [created] = await tx
        .insert(subscriptions)
        .values({
          clientId,
          plan: plan.name,
          unitScope: "shared_pool",
          includedCleans: plan.includedCleans,
          usedCleans: 0,
          periodType: "monthly",
          active: true,
          status: "Active",
          monthlyPriceCents: plan.monthlyPriceCents,
          extraCleanFeeCents: plan.extraCleanPriceCents,
          currentPeriodStart: now,
          currentPeriodEnd: addOneMonth(now),
          cancelAtPeriodEnd: false,
        })
        .returning();
      if (!created) throw new Error("subscription insert returned no row");
      // Charged after the row claims the client's one current slot, so a losing racer charges nothing.
      const charge = await provider.charge({ clientId, amountCents: plan.monthlyPriceCents, description });
      if (charge.status !== "succeeded") throw new ChargeFailed(charge.failureMessage);
      await tx.insert(payments).values({ clientId, description, status: "succeeded", paymentType: "subscription", amountCents: plan.monthlyPriceCents, createdAt: now });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, "subscriptions_one_current_per_client")) throw alreadySubscribed();
    if (error instanceof ChargeFailed) {
      // The subscription rolled back; the declined attempt stays in the client's history.
      await db.insert(payments).values({ clientId, description, status: "failed", paymentType: "subscription", amountCents: plan.monthlyPriceCents, createdAt: now });
      throw new AppError("PAYMENT_FAILED", 402, error.failureMessage ?? "The payment did not go through, so the plan was not started.");
    }
    throw error;
  }
}

/** spec 2: sets cancel at period end on an Active plan not already set to; the plan runs to its period end. */
export async function cancelAtPeriodEnd({ db, clientId, provider, now = new Date() }: { db: Database; clientId: string; provider: PaymentProvider; now?: Date }) {
  await getCurrentSubscription({ db, clientId, provider, now });
  const [updated] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true })
    .where(and(eq(subscriptions.clientId, clientId), eq(subscriptions.status, "Active"), eq(subscriptions.cancelAtPeriodEnd, false)))
    .returning();
  if (updated) return updated;
  const current = await readCurrent(db, clientId);
  if (!current) throw new AppError("NO_SUBSCRIPTION", 404, "You have no plan to cancel.");
  throw new AppError(
    "SUBSCRIPTION_NOT_CANCELABLE",
    409,
    current.cancelAtPeriodEnd ? "Your plan is already set to cancel at the end of the period." : "Only an active plan can be canceled.",
  );
}
