// docs/decisions/059: where a subscription stands, as its three columns hold it (status, active,
// cancel_at_period_end), named once for the table of its moves (transitions.ts). `active` is never
// chosen by a caller: the door derives it from the state (lifecycle.ts, stateColumns).
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../shared/domain/statuses";
import type { subscriptions } from "../../db/schema/billing";

type SubscriptionRow = typeof subscriptions.$inferSelect;
type LiveStatus = Exclude<SubscriptionStatus, "Canceled">;

export interface SubscriptionState {
  status: SubscriptionStatus;
  /**
   * Its first payment went through (docs/decisions/019): a client's own plan is stored Active but
   * covers no booking until then; an admin's gift starts at once (docs/decisions/045).
   */
  started: boolean;
  /** The client's Cancel, or an admin's edit: the runner ends the plan at its period end (docs/decisions/011). */
  cancelAtPeriodEnd: boolean;
}

/** A plan still waiting for its first payment. Only an Active plan waits: the other statuses come from a started one. */
const AWAITING = "Awaiting payment";
const SET_TO_CANCEL = ", set to cancel";
/** The statuses of a current plan (not Canceled), in the shared enum's order. */
export const LIVE_STATUSES = SUBSCRIPTION_STATUSES.filter((status): status is LiveStatus => status !== "Canceled");

type Unflagged = typeof AWAITING | LiveStatus;
/**
 * The states the table speaks of. Canceled is final, so once there neither whether the plan had
 * started nor its cancel-at-period-end flag changes anything: one state.
 */
export type SubscriptionStateKey = Unflagged | `${Unflagged}${typeof SET_TO_CANCEL}` | "Canceled";

const UNFLAGGED: readonly Unflagged[] = [AWAITING, ...LIVE_STATUSES];
export const SUBSCRIPTION_STATE_KEYS: readonly SubscriptionStateKey[] = [
  ...UNFLAGGED.flatMap((state) => [state, `${state}${SET_TO_CANCEL}` as const]),
  "Canceled",
];

/** The key of `state` in the table. */
export function stateKey({ status, started, cancelAtPeriodEnd }: SubscriptionState): SubscriptionStateKey {
  if (status === "Canceled") return "Canceled";
  const base: Unflagged = status === "Active" && !started ? AWAITING : status;
  return cancelAtPeriodEnd ? `${base}${SET_TO_CANCEL}` : base;
}

/** A state with that key (for Canceled, neither the start nor the flag matters: both false). */
export function stateWithKey(key: SubscriptionStateKey): SubscriptionState {
  if (key === "Canceled") return { status: "Canceled", started: false, cancelAtPeriodEnd: false };
  const cancelAtPeriodEnd = key.endsWith(SET_TO_CANCEL);
  const base = (cancelAtPeriodEnd ? key.slice(0, -SET_TO_CANCEL.length) : key) as Unflagged;
  return base === AWAITING ? { status: "Active", started: false, cancelAtPeriodEnd } : { status: base, started: true, cancelAtPeriodEnd };
}

/** Where a stored plan stands. `active` false means "not started" only on an Active plan (a Canceled one is inactive because Canceled). */
export const stateOf = (row: Pick<SubscriptionRow, "status" | "active" | "cancelAtPeriodEnd">): SubscriptionState => ({
  status: row.status,
  started: row.active || row.status !== "Active",
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});
