import { and, eq, lte, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, subscriptions } from "../../db/schema/billing";
import type { PaymentProvider } from "../billing/test-payment-provider";
import { addOneMonth } from "./period";

/**
 * Settles a current subscription whose period has ended (docs/decisions/011). There is no
 * scheduler yet, so this runs when the plan is read or changed:
 * - set to cancel at period end: it becomes Canceled (active false) and the client may choose again;
 * - Active: it renews for each period that has ended since, charging the copied monthly price
 *   through the provider once per period (dated at that period's start) and starting each
 *   period with no cleans used; a declined charge leaves it Past Due;
 * - Past Due or Paused: left alone (spec 4 shows no transitions; an operator decides).
 * The row is locked, so two readers settling at once do it once.
 */
export async function renewEndedPeriod({ db, clientId, provider, now }: { db: Database; clientId: string; provider: PaymentProvider; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.clientId, clientId), ne(subscriptions.status, "Canceled"), lte(subscriptions.currentPeriodEnd, now)))
      .for("update")
      .limit(1);
    if (!row) return;
    const byId = eq(subscriptions.subscriptionId, row.subscriptionId);

    if (row.cancelAtPeriodEnd) {
      await tx.update(subscriptions).set({ status: "Canceled", active: false }).where(byId);
      return;
    }
    if (row.status !== "Active") return;

    let start = row.currentPeriodStart;
    let end = row.currentPeriodEnd;
    while (end <= now) {
      const description = `${row.plan} plan renewal`;
      const charge = await provider.charge({ clientId, amountCents: row.monthlyPriceCents, description });
      const succeeded = charge.status === "succeeded";
      await tx.insert(payments).values({
        clientId,
        description,
        status: succeeded ? "succeeded" : "failed",
        paymentType: "subscription",
        amountCents: row.monthlyPriceCents,
        createdAt: end,
      });
      if (!succeeded) {
        await tx.update(subscriptions).set({ status: "Past Due", currentPeriodStart: start, currentPeriodEnd: end }).where(byId);
        return;
      }
      start = end;
      end = addOneMonth(start);
    }
    await tx.update(subscriptions).set({ currentPeriodStart: start, currentPeriodEnd: end, usedCleans: 0 }).where(byId);
  });
}
