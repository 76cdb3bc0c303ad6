import { asc, eq } from "drizzle-orm";
import { RESIDENTIAL_PLANS } from "../../../shared/domain/plans";
import type { Database } from "../../db/client";
import { subscriptionPlans } from "../../db/schema/billing";

// spec 9: the residential plans, from the one source the /pricing page uses too.
export const RESIDENTIAL_PLAN_ROWS = RESIDENTIAL_PLANS.map((plan) => ({
  name: plan.name,
  monthlyPriceCents: plan.monthlyPriceCents,
  includedCleans: plan.cleansPerMonth,
  extraCleanPriceCents: plan.extraCleanCents,
  features: [plan.cadence, ...plan.features],
}));

/**
 * Every database (production included, where no demo data loads) offers the residential plans.
 * Runs at each start and is idempotent: an existing plan, perhaps edited by an operator, is kept.
 */
export async function ensurePlans(db: Database): Promise<void> {
  await db.insert(subscriptionPlans).values(RESIDENTIAL_PLAN_ROWS).onConflictDoNothing({ target: subscriptionPlans.name });
}

/** spec 7: the catalogue is the active plans, cheapest first. */
export async function listActivePlans({ db }: { db: Database }) {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.monthlyPriceCents), asc(subscriptionPlans.name));
  // The "Most Popular" badge follows /pricing (docs/decisions/011).
  const popular = new Set(RESIDENTIAL_PLANS.filter((plan) => plan.popular).map((plan) => plan.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    monthlyPriceCents: row.monthlyPriceCents,
    includedCleans: row.includedCleans,
    extraCleanPriceCents: row.extraCleanPriceCents,
    features: row.features,
    popular: popular.has(row.name),
  }));
}
