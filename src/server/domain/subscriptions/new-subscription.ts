// spec 4: a new plan (the client's own choice or an admin's New Subscription) is one monthly period
// from now over the shared pool of cleans, at the plan's prices, with nothing used yet. Both
// callers refuse when the client already has a current plan, each in its own audience's words.
import type { Transaction } from "../../db/client";
import { subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { addOneMonth } from "./billing-period";
import { isCurrentPlanOf } from "./current-plan";
import { stateColumns } from "./lifecycle";

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Whether `clientId` already has a current plan (Active, Past Due or Paused). */
export async function hasCurrentPlan(tx: Transaction, clientId: string) {
  const [current] = await tx.select({ id: subscriptions.subscriptionId }).from(subscriptions).where(isCurrentPlanOf(clientId)).limit(1);
  return current !== undefined;
}

/**
 * Inserts the subscription row for `plan`, Active. `started` says whether it covers bookings at
 * once (an admin's gift) or only once its first payment goes through (the client's own choice);
 * its columns are written as every move writes them (docs/decisions/059).
 */
export async function insertSubscription(
  tx: Transaction,
  { clientId, plan, started, now }: { clientId: string; plan: PlanRow; started: boolean; now: Date },
) {
  const [created] = await tx
    .insert(subscriptions)
    .values({
      clientId,
      plan: plan.name,
      unitScope: "shared_pool",
      includedCleans: plan.includedCleans,
      usedCleans: 0,
      periodType: "monthly",
      ...stateColumns({ status: "Active", started, cancelAtPeriodEnd: false }),
      monthlyPriceCents: plan.monthlyPriceCents,
      extraCleanFeeCents: plan.extraCleanPriceCents,
      currentPeriodStart: now,
      currentPeriodEnd: addOneMonth(now),
    })
    .returning();
  if (!created) throw new Error("subscription insert returned no row");
  return created;
}
