// docs/decisions/038 and 045: what an audit row keeps of a subscription (dates as ISO text), the
// same in the rows of its creation, its edits (written by transitionSubscription) and its deletion,
// so the activity list (features/admin-settings/activity-sentence.ts) reads each field alike.
import type { subscriptions } from "../../db/schema/billing";
import type { SubscriptionSnapshot } from "../audit/audit-actions";

export function subscriptionSnapshot(row: typeof subscriptions.$inferSelect): SubscriptionSnapshot {
  return {
    clientId: row.clientId,
    plan: row.plan,
    status: row.status,
    active: row.active,
    includedCleans: row.includedCleans,
    usedCleans: row.usedCleans,
    monthlyPriceCents: row.monthlyPriceCents,
    extraCleanFeeCents: row.extraCleanFeeCents,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
