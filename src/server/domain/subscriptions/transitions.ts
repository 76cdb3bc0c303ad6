// docs/decisions/059: the one table of a subscription's allowed moves and who may make each. Every
// change of its status, start or cancel-at-period-end flag goes through lifecycle.ts's
// transitionSubscription, which checks the move here under the plan's row lock.
import { AppError } from "../../lib/errors";
import { LIVE_STATUSES, SUBSCRIPTION_STATE_KEYS, type SubscriptionStateKey } from "./subscription-state";

/** Who moves a plan: its client, an admin, or the server's own work (a charge's outcome, the renewal runner). */
export const SUBSCRIPTION_ACTORS = ["client", "admin", "system"] as const;
export type SubscriptionActor = (typeof SUBSCRIPTION_ACTORS)[number];

export interface SubscriptionMove {
  from: SubscriptionStateKey;
  to: SubscriptionStateKey;
  by: SubscriptionActor;
}

const setToCancel = (state: "Awaiting payment" | (typeof LIVE_STATUSES)[number]) => `${state}, set to cancel` as const;

/** docs/decisions/045: an admin edits a started plan that is not Canceled, flag or not. */
const ADMIN_FROM = SUBSCRIPTION_STATE_KEYS.filter((state) => state !== "Canceled" && !state.startsWith("Awaiting payment"));

/**
 * The moves of docs/decisions/011, 019 and 045. Creating a plan (Awaiting payment, or an admin's
 * Active) and deleting one (a declined first payment, an admin's mistake) are not moves.
 */
export const SUBSCRIPTION_MOVES: readonly SubscriptionMove[] = [
  // spec 2's Cancel: the plan runs to its period end, then ends (docs/decisions/011), even one
  // whose first payment is still pending.
  { from: "Awaiting payment", to: setToCancel("Awaiting payment"), by: "client" },
  { from: "Active", to: setToCancel("Active"), by: "client" },
  // The first payment went through: the plan starts (docs/decisions/019).
  { from: "Awaiting payment", to: "Active", by: "system" },
  { from: setToCancel("Awaiting payment"), to: setToCancel("Active"), by: "system" },
  // A renewal declined (docs/decisions/011); a plan set to cancel is Canceled instead (below).
  { from: "Active", to: "Past Due", by: "system" },
  // A plan set to cancel whose period has ended (the runner, or the client's new subscribe doing
  // it at once, docs/decisions/019), or whose renewal was declined, is Canceled.
  ...(["Awaiting payment", ...LIVE_STATUSES] as const).map((from): SubscriptionMove => ({
    from: setToCancel(from),
    to: "Canceled",
    by: "system",
  })),
  // An admin's edit: any status and flag, the same one included (an edit of the included cleans
  // only); Canceled ends the plan now and is final (docs/decisions/045).
  ...ADMIN_FROM.flatMap((from) => [...ADMIN_FROM, "Canceled" as const].map((to): SubscriptionMove => ({ from, to, by: "admin" }))),
];

const allowed = new Set(SUBSCRIPTION_MOVES.map(({ from, to, by }) => `${by}:${from}:${to}`));

/** Whether `by` may move a plan from `from` to `to`. */
export const mayMoveSubscription = (from: SubscriptionStateKey, to: SubscriptionStateKey, by: SubscriptionActor): boolean =>
  allowed.has(`${by}:${from}:${to}`);

/**
 * A move not in the table, when the caller words none (409). The client's Cancel and the admin's
 * edit keep their own codes and words (spec 8), passed as `refused`.
 */
export const subscriptionMoveRefused = (from: SubscriptionStateKey, to: SubscriptionStateKey) =>
  new AppError("SUBSCRIPTION_TRANSITION_NOT_ALLOWED", 409, `This plan cannot go from ${from} to ${to}. Reload it and try again.`);
