// docs/decisions/059: every change of a subscription's status, start or cancel-at-period-end flag,
// by anyone, goes through transitionSubscription: the plan's row locked, the move checked against
// transitions.ts, the three columns written from the state (subscription-state.ts) and an admin's
// audit row written, in the caller's transaction.
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit } from "../audit/audit";
import type { AuditPayload } from "../audit/audit-actions";
import { subscriptionSnapshot } from "./audit-snapshot";
import { stateKey, stateOf, type SubscriptionState, type SubscriptionStateKey } from "./subscription-state";
import { mayMoveSubscription, subscriptionMoveRefused, type SubscriptionActor } from "./transitions";

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** What a caller may write beside the state, in the move's UPDATE: a period, the included cleans. */
export type SubscriptionExtras = Partial<
  Omit<typeof subscriptions.$inferInsert, "subscriptionId" | "clientId" | "status" | "active" | "cancelAtPeriodEnd">
>;

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";

/**
 * The columns that hold `state`, as every move writes them and a new plan is inserted with: the one
 * place `active` is derived. A plan covers bookings (active) once started and until Canceled:
 * Canceled means inactive.
 */
export const stateColumns = (state: SubscriptionState) => ({
  status: state.status,
  active: state.started && state.status !== "Canceled",
  cancelAtPeriodEnd: state.cancelAtPeriodEnd,
});

export interface SubscriptionMoveOptions {
  by: SubscriptionActor;
  /** The plan's row as the caller already locked it (FOR UPDATE) in this transaction; without it the move locks it. */
  locked?: SubscriptionRow;
  notFound?: string;
  /** The refusal of a move not in the table, in the caller's screen's words and code (spec 8); undefined: the generic one. */
  refused?: (from: SubscriptionStateKey, plan: SubscriptionRow) => AppError | undefined;
  /**
   * The caller's own columns, from the locked row, once the move is allowed: written in the same
   * UPDATE. It may throw the caller's own refusal (the admin's included cleans below those used).
   */
  extras?: (plan: SubscriptionRow) => SubscriptionExtras;
  /** An admin's edit leaves its audit row (docs/decisions/038), the plan before and after. */
  audit?: SubscriptionMoveAudit;
}

/** An admin's edit is the one move with a row, "subscription.updated" (its payload: domain/audit/audit-actions.ts). */
export interface SubscriptionMoveAudit {
  actorId: string;
  /** The row's summary and metadata, from the change made. */
  describe: (change: SubscriptionChange) => { summary: string; metadata?: AuditPayload<"subscription.updated">["metadata"] };
}

export interface SubscriptionChange {
  before: SubscriptionRow;
  after: SubscriptionRow;
  from: SubscriptionStateKey;
  to: SubscriptionStateKey;
}

/**
 * Moves the plan to `to` (what changes of its state; the rest stays), as `by`: refused (409, or
 * the caller's `refused`) unless the table allows it. A move to the state the plan is in writes
 * nothing unless the caller has extras to write.
 */
export async function transitionSubscription(
  tx: Transaction,
  subscriptionId: string,
  to: Partial<SubscriptionState>,
  options: SubscriptionMoveOptions,
): Promise<SubscriptionChange> {
  if (options.locked && options.locked.subscriptionId !== subscriptionId) throw new Error("a plan locked by the caller is the plan moved");
  const before = options.locked ?? (await lockSubscription(tx, subscriptionId));
  if (!before) throw notFound(options.notFound ?? SUBSCRIPTION_NOT_FOUND);
  const current = stateOf(before);
  const target: SubscriptionState = { ...current, ...definedOnly(to) };
  const from = stateKey(current);
  const next = stateKey(target);
  if (!mayMoveSubscription(from, next, options.by)) throw options.refused?.(from, before) ?? subscriptionMoveRefused(from, next);

  const extras = options.extras?.(before) ?? {};
  if (from === next && Object.keys(extras).length === 0) return { before, after: before, from, to: next };
  const [after] = await tx
    .update(subscriptions)
    .set({ ...stateColumns(target), ...extras })
    .where(eq(subscriptions.subscriptionId, subscriptionId))
    .returning();
  if (!after) throw new Error(`subscription ${subscriptionId} vanished under its lock`);
  const change = { before, after, from, to: next };
  if (options.audit) await recordMove(tx, change, options.audit);
  return change;
}

async function lockSubscription(tx: Transaction, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).for("update");
  return row;
}

/** `{ status: undefined }` keeps the status: an admin's edit names only what it changes. */
const definedOnly = (to: Partial<SubscriptionState>): Partial<SubscriptionState> =>
  Object.fromEntries(Object.entries(to).filter(([, value]) => value !== undefined));

async function recordMove(tx: Transaction, change: SubscriptionChange, audit: SubscriptionMoveAudit) {
  const { summary, metadata } = audit.describe(change);
  await recordAudit(tx, {
    actorId: audit.actorId,
    action: "subscription.updated",
    entityType: "subscription",
    entityId: change.after.subscriptionId,
    summary,
    payload: { before: subscriptionSnapshot(change.before), after: subscriptionSnapshot(change.after), metadata },
  });
}
