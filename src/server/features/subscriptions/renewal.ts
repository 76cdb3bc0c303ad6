// docs/decisions/011 and 019: what happens when a plan's period ends. Run by the background
// runner (background/tasks.ts) every minute and at start; never by a request.
import { and, asc, eq, isNotNull, lte, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, subscriptions } from "../../db/schema/billing";
import type { PaymentProvider } from "../../lib/payment-provider";
import { transitionSubscription } from "../../domain/subscriptions/lifecycle";
import { applyToPlan, callProvider, recordCharge, writePeriodCharge, type PaymentRow } from "./period-charges";

/** Plans settled per run; more wait for the next minute's run. */
const BATCH = 100;
/** A first-month charge still pending this long after its request began was cut off: complete it. */
const STALE_PENDING_MS = 60_000;

export interface SettleInput {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  signal?: AbortSignal;
}

/**
 * Settles every plan whose period has ended by `now`:
 * - set to cancel at period end: it becomes Canceled (active false), no charge;
 * - Active: it renews for each period that has ended since, one charge per period dated at that
 *   period's start, each period starting with no cleans used; a declined charge leaves it Past Due;
 * - Past Due or Paused: left alone (spec 4 shows no transitions; an operator decides).
 * Charges cut off by a crash (pending) are completed with their own key, so never made twice.
 */
export async function settleEndedPeriods({ db, provider, now, signal }: SettleInput): Promise<void> {
  // One plan's trouble (the provider unreachable) never holds up the others; the run then fails,
  // so the runner logs it, and the next run tries that plan again.
  const failures: string[] = [];
  const attempt = async (id: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  for (const payment of await staleCharges(db, now)) {
    if (signal?.aborted) return;
    await attempt(payment.id, async () => void (await recordCharge(db, payment, await callProvider(provider, payment))));
  }
  const due = await db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.status, "Canceled"),
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.cancelAtPeriodEnd, true), and(eq(subscriptions.status, "Active"), eq(subscriptions.active, true))),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(BATCH);
  for (const { subscriptionId } of due) {
    if (signal?.aborted) return;
    await attempt(subscriptionId, () => settlePlan({ db, provider, now, subscriptionId }));
  }
  if (failures.length > 0) throw new Error(`Could not settle ${failures.length} charge(s) or plan(s): ${failures.join("; ")}`);
}

/** One plan, period by period, until its current period is one that has not ended. */
async function settlePlan({
  db,
  provider,
  now,
  subscriptionId,
}: {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  subscriptionId: string;
}) {
  for (;;) {
    // Short transaction: decide, and write the charge's intent before any call to the provider.
    const charge = await db.transaction(async (tx): Promise<PaymentRow | null> => {
      const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).for("update");
      if (!plan || plan.status === "Canceled" || plan.currentPeriodEnd > now) return null;
      const [written] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.periodStart, plan.currentPeriodEnd)));
      // An earlier run's charge for this period (perhaps cut off by a crash): finish that one.
      if (written) return written;
      if (plan.cancelAtPeriodEnd) {
        await transitionSubscription(tx, subscriptionId, { status: "Canceled" }, { by: "system", locked: plan });
        return null;
      }
      if (plan.status !== "Active" || !plan.active) return null;
      return writePeriodCharge(tx, {
        plan,
        periodStart: plan.currentPeriodEnd,
        description: `${plan.plan} plan renewal`,
        createdAt: plan.currentPeriodEnd,
      });
    });
    if (!charge) return;

    let status = charge.status;
    if (status === "pending") status = await recordCharge(db, charge, await callProvider(provider, charge));
    // Recorded already (both commit together, so the plan has moved): applying again is a no-op.
    else await db.transaction((tx) => applyToPlan(tx, charge));
    if (status !== "succeeded") return;
  }
}

/**
 * Charges still pending a minute after they were dated: cut off by a crash before the outcome
 * was recorded (a first month's request stopped mid-way, or a renewal run). Completed with their
 * own key, so the provider answers what it answered before and charges nothing more.
 */
function staleCharges(db: Database, now: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        isNotNull(payments.idempotencyKey),
        lte(payments.createdAt, new Date(now.getTime() - STALE_PENDING_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
}
