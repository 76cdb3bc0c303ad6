// The admin's Subscriptions Management demo (docs/decisions/045): beside the demo client's Active
// Bi-Weekly plan (client-billing.ts), one subscription in each other status:
// - Avery Collins (the second demo client): Monthly, Paused by the demo admin mid-period;
// - Priya Natarajan: Weekly, Past Due: its renewal was declined three days ago (as the runner
//   leaves it: the failed charge dated at the new period's start, the plan still on the old one);
// - Marcus Webb: Bi-Weekly, Canceled at the end of a period that ended three weeks ago.
// Their payments carry the plan and period, as the runner writes them.
import { eq } from "drizzle-orm";
import { addOneMonth } from "../../domain/subscriptions/billing-period";
import { stateColumns } from "../../domain/subscriptions/lifecycle";
import type { Database } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { clients, clientUnits, profiles } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import type { EnsureAccount } from "../demo-account";
import { monthsBefore } from "./client-billing";

const DAY = 24 * 60 * 60 * 1000;

export const SUBSCRIPTIONS_DEMO_ACCOUNTS = {
  pastDue: {
    role: "client",
    email: "priya.natarajan@tidyline.test",
    fullName: "Priya Natarajan",
    phone: "(404) 555-0131",
    unit: { label: "Midtown Townhouse", fullAddress: "88 5th St NE, Atlanta, GA 30308" },
  },
  canceled: {
    role: "client",
    email: "marcus.webb@tidyline.test",
    fullName: "Marcus Webb",
    phone: "(512) 555-0166",
    unit: { label: "East Austin Bungalow", fullAddress: "1104 E 6th St, Austin, TX 78702" },
  },
} as const;

async function planNamed(db: Database, name: string) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)).limit(1);
  if (!plan) throw new Error(`The ${name} plan is missing: run ensurePlans first`);
  return plan;
}

/** A client account with its record and one unit. */
async function demoClient(
  { ensureAccount, db, password }: { ensureAccount: EnsureAccount; db: Database; password: string },
  account: (typeof SUBSCRIPTIONS_DEMO_ACCOUNTS)[keyof typeof SUBSCRIPTIONS_DEMO_ACCOUNTS],
) {
  const { userId } = await ensureAccount({ email: account.email, fullName: account.fullName, role: account.role, password });
  await db.update(profiles).set({ phone: account.phone }).where(eq(profiles.userId, userId));
  const [client] = await db
    .insert(clients)
    .values({ userId, name: account.fullName, email: account.email, phone: account.phone, defaultAddress: account.unit.fullAddress })
    .returning({ clientId: clients.clientId });
  if (!client) throw new Error("subscriptions demo: client insert returned no row");
  await db.insert(clientUnits).values({ clientId: client.clientId, ...account.unit });
  return client.clientId;
}

type Plan = Awaited<ReturnType<typeof planNamed>>;
const planValues = (plan: Plan) => ({
  plan: plan.name,
  includedCleans: plan.includedCleans,
  monthlyPriceCents: plan.monthlyPriceCents,
  extraCleanFeeCents: plan.extraCleanPriceCents,
});

/** The plan's charges for the periods starting at `starts`; the last one `lastStatus`. */
function charges(clientId: string, subscriptionId: string, plan: Plan, starts: Date[], lastStatus: "succeeded" | "failed" = "succeeded") {
  return starts.map((start, index) => ({
    clientId,
    subscriptionId,
    periodStart: start,
    createdAt: start,
    status: index === starts.length - 1 ? lastStatus : ("succeeded" as const),
    paymentType: "subscription",
    amountCents: plan.monthlyPriceCents,
    description:
      index === 0
        ? `${plan.name} plan subscription`
        : `${plan.name} plan renewal${index === starts.length - 1 && lastStatus === "failed" ? " (card declined)" : ""}`,
    idempotencyKey: `subscription:${subscriptionId}:${start.toISOString()}`,
  }));
}

export async function loadAdminSubscriptionsDemo({
  ensureAccount,
  db,
  adminUserId,
  secondClientId,
  password,
  now = new Date(),
}: {
  ensureAccount: EnsureAccount;
  db: Database;
  adminUserId: string;
  secondClientId: string;
  password: string;
  now?: Date;
}) {
  // Paused: Avery's Monthly plan, started 10 days ago, paused by the admin yesterday.
  const monthly = await planNamed(db, "Monthly");
  const averyStart = new Date(now.getTime() - 10 * DAY);
  const [paused] = await db
    .insert(subscriptions)
    .values({
      clientId: secondClientId,
      ...planValues(monthly),
      status: "Paused",
      currentPeriodStart: averyStart,
      currentPeriodEnd: addOneMonth(averyStart),
      createdAt: averyStart,
    })
    .returning();
  if (!paused) throw new Error("subscriptions demo: insert returned no row");
  await db.insert(payments).values(charges(secondClientId, paused.subscriptionId, monthly, [averyStart]));
  // A row of the demo's history, as an admin's pause of old read (its note, not today's snapshot):
  // planted as stored, beside the typed writer (docs/decisions/063).
  await db.insert(auditLog).values({
    actorId: adminUserId,
    action: "subscription.updated",
    entityType: "subscription",
    entityId: paused.subscriptionId,
    summary: `Subscription ${paused.subscriptionId.slice(0, 8)}… updated: Active -> Paused`,
    before: { status: "Active" },
    after: { status: "Paused" },
    metadata: { note: "Client travelling for a month" },
  });

  // Past Due: Priya's Weekly plan; the renewal three days ago was declined.
  const weekly = await planNamed(db, "Weekly");
  const priyaId = await demoClient({ ensureAccount, db, password }, SUBSCRIPTIONS_DEMO_ACCOUNTS.pastDue);
  const priyaEnd = new Date(now.getTime() - 3 * DAY);
  const priyaStart = monthsBefore(priyaEnd, 1);
  const priyaFirst = monthsBefore(priyaEnd, 2);
  const [pastDue] = await db
    .insert(subscriptions)
    .values({
      clientId: priyaId,
      ...planValues(weekly),
      usedCleans: 3,
      status: "Past Due",
      currentPeriodStart: priyaStart,
      currentPeriodEnd: priyaEnd,
      createdAt: priyaFirst,
    })
    .returning();
  if (!pastDue) throw new Error("subscriptions demo: insert returned no row");
  await db.insert(payments).values(charges(priyaId, pastDue.subscriptionId, weekly, [priyaFirst, priyaStart, priyaEnd], "failed"));

  // Canceled: Marcus's Bi-Weekly plan ran to the end of the period he set it to cancel at.
  const biWeekly = await planNamed(db, "Bi-Weekly");
  const marcusId = await demoClient({ ensureAccount, db, password }, SUBSCRIPTIONS_DEMO_ACCOUNTS.canceled);
  const marcusEnd = new Date(now.getTime() - 21 * DAY);
  const marcusStart = monthsBefore(marcusEnd, 1);
  const marcusFirst = monthsBefore(marcusEnd, 2);
  const [canceled] = await db
    .insert(subscriptions)
    .values({
      clientId: marcusId,
      ...planValues(biWeekly),
      usedCleans: 1,
      // Its columns as the runner's move left them (docs/decisions/059): Canceled, so inactive.
      ...stateColumns({ status: "Canceled", started: true, cancelAtPeriodEnd: true }),
      currentPeriodStart: marcusStart,
      currentPeriodEnd: marcusEnd,
      createdAt: marcusFirst,
    })
    .returning();
  if (!canceled) throw new Error("subscriptions demo: insert returned no row");
  await db.insert(payments).values(charges(marcusId, canceled.subscriptionId, biWeekly, [marcusFirst, marcusStart]));
}
