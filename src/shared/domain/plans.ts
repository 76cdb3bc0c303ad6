// spec 9: residential plans (USD cents).
export interface ResidentialPlan {
  name: string;
  monthlyPriceCents: number;
  cleansPerMonth: number;
  extraCleanCents: number;
  cadence: string;
  popular: boolean;
  features: string[];
}

export const RESIDENTIAL_PLANS: ResidentialPlan[] = [
  {
    name: "Monthly",
    monthlyPriceCents: 20_000,
    cleansPerMonth: 1,
    extraCleanCents: 10_000,
    cadence: "1 clean per month",
    popular: false,
    features: ["Vetted, insured cleaners", "Digital checklists", "Cancel anytime"],
  },
  {
    name: "Bi-Weekly",
    monthlyPriceCents: 30_000,
    cleansPerMonth: 2,
    extraCleanCents: 10_000,
    cadence: "2 cleans per month (every other week)",
    popular: true,
    features: ["Vetted, insured cleaners", "Before/after photos", "Cancel anytime"],
  },
  {
    name: "Weekly",
    monthlyPriceCents: 40_000,
    cleansPerMonth: 4,
    extraCleanCents: 7_500,
    cadence: "4 cleans per month",
    popular: false,
    features: ["Priority booking", "Before/after photos", "Cancel anytime"],
  },
];

/** spec 9: the per-cleaning price shown = rounded price divided by cleans. */
export function perCleanCents(plan: Pick<ResidentialPlan, "monthlyPriceCents" | "cleansPerMonth">): number {
  return Math.round(plan.monthlyPriceCents / 100 / plan.cleansPerMonth) * 100;
}
