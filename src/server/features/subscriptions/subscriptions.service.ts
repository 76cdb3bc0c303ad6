import { and, eq, lte, notExists } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { lockActiveClient } from "../../auth/client-record";
import { AppError, isUniqueViolation } from "../../lib/errors";
import { logger } from "../../lib/logger";
import type { PaymentProvider } from "../../lib/payment-provider";
import { callProvider, recordCharge, writePeriodCharge } from "./period-charges";
import { isCurrentPlanOf } from "../../domain/subscriptions/current-plan";
import { hasCurrentPlan, insertSubscription } from "../../domain/subscriptions/new-subscription";
import { transitionSubscription } from "../../domain/subscriptions/lifecycle";
import { stateKey, stateOf } from "../../domain/subscriptions/subscription-state";
import { mayMoveSubscription } from "../../domain/subscriptions/transitions";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** spec 2: cancel is offered when the client may set the plan to cancel at period end (an Active plan not already set to). */
function canCancel(row: SubscriptionRow) {
  const state = stateOf(row);
  return mayMoveSubscription(stateKey(state), stateKey({ ...state, cancelAtPeriodEnd: true }), "client");
}

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
    nextPayment:
      row.status === "Active" && !row.cancelAtPeriodEnd ? { date: row.currentPeriodEnd, amountCents: row.monthlyPriceCents } : null,
  };
}
export type SubscriptionView = ReturnType<typeof toSubscriptionView>;

/**
 * The client's current subscription as stored, or null. Reading never settles an ended period:
 * the background runner does, within a minute (docs/decisions/019).
 */
export async function getCurrentSubscription({ db, clientId }: { db: Database; clientId: string }): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(isCurrentPlanOf(clientId)).limit(1);
  return row ?? null;
}

const alreadySubscribed = () => new AppError("ALREADY_SUBSCRIBED", 409, "You already have a plan. It must end before you choose another.");

/**
 * Subscribes a client with no current plan (docs/decisions/011, 019): one transaction claims the
 * client's one current slot with a plan for now -> now + 1 month (cleans and prices copied, not
 * yet active) and writes its first charge as pending; then the provider is called with the
 * charge's key; then a second transaction records the outcome: the plan starts, or, declined, is
 * removed and the failed payment stays. Of racing calls one wins the slot; the others charge nothing.
 */
export async function subscribe({
  db,
  clientId,
  planId,
  provider,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  planId: string;
  provider: PaymentProvider;
  now?: Date;
}) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)))
    .limit(1);
  if (!plan) throw new AppError("PLAN_NOT_FOUND", 404, "This plan is not available.");

  let started;
  try {
    started = await db.transaction(async (tx) => {
      await lockActiveClient(tx, clientId, "Your account is inactive. Contact support to choose a plan.");
      // A plan that ran to the end of a period it was set to cancel at is over. Ending it moves no
      // money, so it is done here rather than after the runner's next minute (docs/decisions/019):
      // the runner's own move, made early.
      const [lapsed] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            isCurrentPlanOf(clientId),
            eq(subscriptions.cancelAtPeriodEnd, true),
            lte(subscriptions.currentPeriodEnd, now),
            notExists(
              tx
                .select({ id: payments.id })
                .from(payments)
                .where(and(eq(payments.subscriptionId, subscriptions.subscriptionId), eq(payments.status, "pending"))),
            ),
          ),
        )
        .for("update", { of: subscriptions });
      if (lapsed) await transitionSubscription(tx, lapsed.subscriptionId, { status: "Canceled" }, { by: "system", locked: lapsed });
      if (await hasCurrentPlan(tx, clientId)) throw alreadySubscribed();
      // Starts (active) once its first payment goes through; until then it covers no booking.
      const created = await insertSubscription(tx, { clientId, plan, started: false, now });
      const charge = await writePeriodCharge(tx, {
        plan: created,
        periodStart: now,
        description: `${plan.name} plan subscription`,
        createdAt: now,
      });
      return { subscriptionId: created.subscriptionId, charge };
    });
  } catch (error) {
    if (isUniqueViolation(error, "subscriptions_one_current_per_client")) throw alreadySubscribed();
    throw error;
  }

  let result;
  try {
    result = await callProvider(provider, started.charge);
  } catch (error) {
    // The pending charge stays; the runner completes it with the same key (no second charge).
    logger.warn("subscription charge not confirmed", {
      paymentId: started.charge.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError("PAYMENT_PENDING", 502, "We could not confirm the payment yet. Your plan starts as soon as it goes through.");
  }
  const status = await recordCharge(db, started.charge, result);
  if (status !== "succeeded") {
    throw new AppError("PAYMENT_FAILED", 402, result.failureMessage ?? "The payment did not go through, so the plan was not started.");
  }
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, started.subscriptionId));
  if (!row) throw new Error("subscription missing after its payment succeeded");
  return row;
}

/**
 * spec 2: sets cancel at period end on an Active plan not already set to, through the plan's one
 * door (docs/decisions/059); the plan runs to its period end, then the runner ends it (Canceled)
 * instead of renewing.
 */
export async function cancelAtPeriodEnd({ db, clientId }: { db: Database; clientId: string }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(isCurrentPlanOf(clientId)).limit(1).for("update");
    if (!current) throw new AppError("NO_SUBSCRIPTION", 404, "You have no plan to cancel.");
    const { after } = await transitionSubscription(
      tx,
      current.subscriptionId,
      { cancelAtPeriodEnd: true },
      {
        by: "client",
        locked: current,
        refused: () =>
          new AppError(
            "SUBSCRIPTION_NOT_CANCELABLE",
            409,
            current.cancelAtPeriodEnd
              ? "Your plan is already set to cancel at the end of the period."
              : "Only an active plan can be canceled.",
          ),
      },
    );
    return after;
  });
}
