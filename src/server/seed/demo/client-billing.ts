// Demo plan and payment history of the demo client (Jordan Blake): an Active Bi-Weekly plan, whose
// used cleans the demo jobs take (client-jobs.ts), and payments in every status across the last
// 120 days.
import { eq } from "drizzle-orm";
import { clientPriceCents } from "../../../shared/domain/booking";
import { addOneMonth } from "../../domain/subscriptions/billing-period";
import type { Database } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";

const DAY = 24 * 60 * 60 * 1000;

/** `months` periods before `start`, keeping the day of the month (the inverse of addOneMonth, near enough for demo dates). */
export function monthsBefore(start: Date, months: number): Date {
  const date = new Date(start.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** Needs the plans (ensurePlans) and the client's record; returns the subscription's id. */
export async function loadClientBillingDemo({
  db,
  clientId,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  now?: Date;
}): Promise<string> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Bi-Weekly")).limit(1);
  if (!plan) throw new Error("The Bi-Weekly plan is missing: run ensurePlans first");

  // The current period began 12 days ago; the client subscribed three periods before that.
  const periodStart = new Date(now.getTime() - 12 * DAY);
  const firstPeriodStart = monthsBefore(periodStart, 3);
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      clientId,
      plan: plan.name,
      unitScope: "shared_pool",
      includedCleans: plan.includedCleans,
      // Set by the demo jobs booked in this period (client-jobs.ts): one of the two.
      usedCleans: 0,
      monthlyPriceCents: plan.monthlyPriceCents,
      extraCleanFeeCents: plan.extraCleanPriceCents,
      currentPeriodStart: periodStart,
      currentPeriodEnd: addOneMonth(periodStart),
      createdAt: firstPeriodStart,
    })
    .returning();
  if (!subscription) throw new Error("demo subscription insert returned no row");

  // `daysAgo` whole days old (plus a few hours), whatever the time of day: the range filters
  // (last 7, 30, 90 days) then sort each payment the same way on every run.
  const at = (daysAgo: number, hours = 3) => new Date(now.getTime() - daysAgo * DAY - hours * 60 * 60 * 1000);
  const price = plan.monthlyPriceCents;
  // Standard Cleans beyond the plan, priced as createJob prices them (docs/decisions/010).
  const extra = clientPriceCents({ type: "Standard Clean", planUsage: "additional", extraCleanFeeCents: plan.extraCleanPriceCents });
  await db.insert(payments).values([
    // Pay-per-clean before the plan (Standard 100, Deep 150, Move-in/Move-out 200, Airbnb 120).
    {
      clientId,
      createdAt: at(118),
      status: "succeeded",
      paymentType: "one_time_clean",
      amountCents: 15_000,
      description: 'Deep Clean - Beacon Hill Loft, "move-in ready" finish',
    },
    {
      clientId,
      createdAt: at(112),
      status: "refunded",
      paymentType: "one_time_clean",
      amountCents: 20_000,
      description: "Move-in/Move-out - Seaport Two-Bedroom (canceled by client)",
    },
    { clientId, createdAt: at(108), status: "succeeded", paymentType: "one_time_clean", amountCents: 12_000, description: null },
    // The plan: first month, renewals (one declined, then retried), the current period.
    {
      clientId,
      createdAt: firstPeriodStart,
      status: "succeeded",
      paymentType: "subscription",
      amountCents: price,
      description: "Bi-Weekly plan subscription",
    },
    {
      clientId,
      createdAt: monthsBefore(periodStart, 2),
      status: "succeeded",
      paymentType: "subscription",
      amountCents: price,
      description: "Bi-Weekly plan renewal",
    },
    {
      clientId,
      createdAt: monthsBefore(periodStart, 1),
      status: "failed",
      paymentType: "subscription",
      amountCents: price,
      description: "Bi-Weekly plan renewal (card declined)",
    },
    {
      clientId,
      createdAt: new Date(monthsBefore(periodStart, 1).getTime() + DAY),
      status: "succeeded",
      paymentType: "subscription",
      amountCents: price,
      description: "Bi-Weekly plan renewal (retry)",
    },
    {
      clientId,
      createdAt: periodStart,
      status: "succeeded",
      paymentType: "subscription",
      amountCents: price,
      description: "Bi-Weekly plan renewal",
    },
    // Cleans beyond the plan.
    {
      clientId,
      createdAt: at(50),
      status: "succeeded",
      paymentType: "additional_clean",
      amountCents: extra,
      description: "Additional clean - Back Bay Studio",
    },
    {
      clientId,
      createdAt: at(25),
      status: "failed",
      paymentType: "additional_clean",
      amountCents: extra,
      description: "Additional clean - Beacon Hill Loft",
    },
    {
      clientId,
      createdAt: at(24),
      status: "succeeded",
      paymentType: "additional_clean",
      amountCents: extra,
      description: "Additional clean - Beacon Hill Loft",
    },
    {
      clientId,
      createdAt: at(8),
      status: "refunded",
      paymentType: "additional_clean",
      amountCents: extra,
      description: "Additional clean - Back Bay Studio (canceled, refunded)",
    },
    {
      clientId,
      createdAt: at(1),
      status: "pending",
      paymentType: "additional_clean",
      amountCents: extra,
      description: "Additional clean - Back Bay Studio",
    },
  ]);
  return subscription.subscriptionId;
}
