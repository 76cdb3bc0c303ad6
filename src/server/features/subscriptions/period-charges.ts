// docs/decisions/019: a plan's charge for one period (its first, or a renewal) is written as a
// pending payment with an idempotency key and committed before the provider is called; the
// outcome is recorded after, in a second short transaction. No transaction waits on the provider.
import { and, eq } from "drizzle-orm";
import type { PaymentStatus } from "../../../shared/domain/statuses";
import type { Database, Transaction } from "../../db/client";
import { payments, subscriptions } from "../../db/schema/billing";
import type { ChargeResult, PaymentProvider } from "../../lib/payment-provider";
import { addOneMonth } from "../../domain/subscriptions/billing-period";
import { transitionSubscription } from "../../domain/subscriptions/lifecycle";
import type { SubscriptionState } from "../../domain/subscriptions/subscription-state";

export type PaymentRow = typeof payments.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One key per plan and period: the same period's charge, asked again, is the same charge. */
export const periodChargeKey = (subscriptionId: string, periodStart: Date) => `subscription:${subscriptionId}:${periodStart.toISOString()}`;

/**
 * Inside the caller's transaction: the pending payment for `plan`'s period starting at
 * `periodStart`, or the payment already written for it (the unique (subscription_id,
 * period_start) index keeps it to one).
 */
export async function writePeriodCharge(
  tx: Transaction,
  { plan, periodStart, description, createdAt }: { plan: SubscriptionRow; periodStart: Date; description: string; createdAt: Date },
): Promise<PaymentRow> {
  await tx
    .insert(payments)
    .values({
      clientId: plan.clientId,
      description,
      status: "pending",
      paymentType: "subscription",
      amountCents: plan.monthlyPriceCents,
      createdAt,
      subscriptionId: plan.subscriptionId,
      periodStart,
      idempotencyKey: periodChargeKey(plan.subscriptionId, periodStart),
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, plan.subscriptionId), eq(payments.periodStart, periodStart)));
  if (!row) throw new Error("period charge missing after insert");
  return row;
}

/** Asks the provider for a pending charge, with its key. Called with no transaction open. */
export function callProvider(provider: PaymentProvider, payment: PaymentRow): Promise<ChargeResult> {
  if (!payment.idempotencyKey) throw new Error(`payment ${payment.id} has no idempotency key`);
  return provider.charge({
    clientId: payment.clientId,
    amountCents: payment.amountCents,
    description: payment.description ?? "Plan payment",
    idempotencyKey: payment.idempotencyKey,
  });
}

/**
 * Records a charge's outcome and what it means for the plan, in one short transaction. Only the
 * first recording counts (the payment must still be pending), so a charge completed twice (the
 * request that started it and the runner) moves the plan once. Returns the payment's status.
 */
export async function recordCharge(db: Database, payment: PaymentRow, result: ChargeResult): Promise<PaymentStatus> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(payments)
      .set({ status: result.status })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning();
    if (!recorded) {
      const [stored] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
      if (!stored) throw new Error(`payment ${payment.id} disappeared`);
      return stored.status;
    }
    await applyToPlan(tx, recorded);
    return recorded.status;
  });
}

/**
 * What a recorded period charge does to its plan (docs/decisions/011 and 019):
 * - the first payment of a plan not yet started: it starts (active), or, declined, the plan is
 *   removed as if never chosen (the failed payment stays in the history);
 * - a renewal (the period starting where the plan's current one ends): the plan moves to that
 *   period with no cleans used, or, declined, becomes Past Due (Canceled when set to cancel).
 * Conditional on the plan still being where the charge found it, so applying twice changes nothing.
 */
export async function applyToPlan(tx: Transaction, payment: PaymentRow): Promise<void> {
  if (!payment.subscriptionId || !payment.periodStart) return;
  if (payment.status !== "succeeded" && payment.status !== "failed") return;
  const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, payment.subscriptionId)).for("update");
  if (!plan || plan.status !== "Active") return;
  const byId = eq(subscriptions.subscriptionId, plan.subscriptionId);
  const periodStart = payment.periodStart;
  const succeeded = payment.status === "succeeded";
  // The plan's moves go through its one door, which checks them against the table (docs/decisions/059).
  const move = (to: Partial<SubscriptionState>) => transitionSubscription(tx, plan.subscriptionId, to, { by: "system", locked: plan });

  if (!plan.active && plan.currentPeriodStart.getTime() === periodStart.getTime()) {
    if (succeeded) await move({ started: true });
    else await tx.delete(subscriptions).where(byId);
    return;
  }
  if (plan.currentPeriodEnd.getTime() !== periodStart.getTime()) return;
  if (succeeded) {
    await tx
      .update(subscriptions)
      .set({ currentPeriodStart: periodStart, currentPeriodEnd: addOneMonth(periodStart), usedCleans: 0 })
      .where(byId);
  } else await move({ status: plan.cancelAtPeriodEnd ? "Canceled" : "Past Due" });
}
