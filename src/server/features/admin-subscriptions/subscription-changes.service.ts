// docs/decisions/045: an admin creates, edits and deletes subscriptions. Each change is one
// transaction with its audit row (before and after); no change here ever charges a card.
import { and, eq } from "drizzle-orm";
import {
  adminSubscriptionMessages as messages,
  includedBelowUsed,
  type AdminSubscriptionUpdate,
} from "../../../shared/schemas/admin-subscriptions";
import type { Database, Transaction } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clients } from "../../db/schema/people";
import { recordAudit } from "../../domain/audit/audit";
import { addOneMonth } from "../../domain/subscriptions/billing-period";
import { subscriptionSnapshot } from "../../domain/subscriptions/audit-snapshot";
import { transitionSubscription } from "../../domain/subscriptions/lifecycle";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { hasCurrentPlan, insertSubscription } from "../../domain/subscriptions/new-subscription";

const short = (id: string) => `${id.slice(0, 8)}…`;

const alreadySubscribed = () => new AppError("ALREADY_SUBSCRIBED", 409, messages.alreadySubscribed);

async function lockSubscription(tx: Transaction, subscriptionId: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).for("update");
  if (!row) throw notFound(messages.notFound);
  return row;
}

/**
 * New Subscription: the plan stored exactly as a client's own subscribe stores it (cleans and
 * prices copied from the plan, one calendar month from now, shared pool), but started at once and
 * with NO charge: the admin gives this period; the renewal runner charges the next one as for any
 * plan. Refused (409) when the client already has a current plan (Active, Past Due or Paused) or
 * is inactive. The client's row is share-locked, so a deactivation cannot race it.
 */
export async function createSubscriptionForClient({
  db,
  actorId,
  clientId,
  planId,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  clientId: string;
  planId: string;
  now?: Date;
}) {
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .select({ status: clients.status, name: clients.name })
        .from(clients)
        .where(eq(clients.clientId, clientId))
        .for("share");
      if (!client) throw notFound(messages.clientNotFound);
      const [plan] = await tx
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)));
      if (!plan) throw notFound(messages.planNotAvailable);
      if (client.status !== "Active") throw new AppError("CLIENT_INACTIVE", 409, messages.clientInactive);
      if (await hasCurrentPlan(tx, clientId)) throw alreadySubscribed();
      // An admin's plan covers bookings at once; this first period is not charged (docs/decisions/045).
      const created = await insertSubscription(tx, { clientId, plan, started: true, now });
      await recordAudit(tx, {
        actorId,
        action: "subscription.created",
        entityType: "subscription",
        entityId: created.subscriptionId,
        summary: `${plan.name} plan given to ${client.name} (no charge for the first period)`,
        payload: { before: null, after: subscriptionSnapshot(created), metadata: { planId, charged: false } },
      });
      return created.subscriptionId;
    });
  } catch (error) {
    if (isUniqueViolation(error, "subscriptions_one_current_per_client")) throw alreadySubscribed();
    throw error;
  }
}

/**
 * Edits status, included cleans and cancel at period end (docs/decisions/045), through the plan's
 * one door (docs/decisions/059), which locks it, checks the move and writes the audit row:
 * - Canceled is final (a new subscription is created instead); a plan still waiting for its first
 *   payment is left to that payment (the table has no admin move from either);
 * - included cleans never below the cleans used this period (409; the database's check agrees);
 * - Canceled ends the plan now (it covers no booking); back to Active from Past Due or Paused
 *   starts a new period from now when the old one has ended, with nothing used and no charge
 *   (else the runner would at once retry the declined charge and make it Past Due again).
 */
export async function updateSubscription({
  db,
  actorId,
  subscriptionId,
  input,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  subscriptionId: string;
  input: AdminSubscriptionUpdate;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    let reopening = false;
    const { after } = await transitionSubscription(
      tx,
      subscriptionId,
      { status: input.status, cancelAtPeriodEnd: input.cancelAtPeriodEnd },
      {
        by: "admin",
        notFound: messages.notFound,
        refused: (from) =>
          from === "Canceled"
            ? new AppError("SUBSCRIPTION_CANCELED", 409, messages.canceledIsFinal)
            : from.startsWith("Awaiting payment")
              ? new AppError("SUBSCRIPTION_NOT_STARTED", 409, messages.awaitingFirstPayment)
              : undefined,
        extras: (before) => {
          const status = input.status ?? before.status;
          reopening = status === "Active" && before.status !== "Active" && before.currentPeriodEnd <= now;
          const period = reopening ? { currentPeriodStart: now, currentPeriodEnd: addOneMonth(now), usedCleans: 0 } : {};
          const includedCleans = input.includedCleans ?? before.includedCleans;
          const usedCleans = period.usedCleans ?? before.usedCleans;
          if (includedCleans < usedCleans) throw new AppError("INCLUDED_BELOW_USED", 409, includedBelowUsed(usedCleans));
          return { includedCleans, ...period };
        },
        audit: {
          actorId,
          describe: ({ before, after }) => ({
            summary: `Subscription ${short(subscriptionId)} updated${after.status !== before.status ? `: ${before.status} -> ${after.status}` : ""}`,
            metadata: reopening ? { periodRestarted: true, charged: false } : {},
          }),
        },
      },
    );
    return after.subscriptionId;
  });
}

/**
 * Deletes a subscription nothing refers to: one created by mistake (docs/decisions/045). One that
 * jobs booked against or payments paid for is history (jobs keep their plan usage, payments their
 * plan): 409, cancel it instead. The lock keeps a booking from taking a clean of it meanwhile.
 */
export async function deleteSubscription({ db, actorId, subscriptionId }: { db: Database; actorId: string; subscriptionId: string }) {
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, subscriptionId);
    const [job] = await tx.select({ id: jobs.jobId }).from(jobs).where(eq(jobs.subscriptionId, subscriptionId)).limit(1);
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.subscriptionId, subscriptionId)).limit(1);
    if (job || payment) throw new AppError("SUBSCRIPTION_HAS_HISTORY", 409, messages.hasHistory);
    await tx.delete(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
    await recordAudit(tx, {
      actorId,
      action: "subscription.deleted",
      entityType: "subscription",
      entityId: subscriptionId,
      summary: `Subscription ${short(subscriptionId)} (${before.plan}) deleted`,
      payload: { before: subscriptionSnapshot(before), after: null },
    });
    return { subscriptionId };
  });
}
