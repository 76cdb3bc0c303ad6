import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { additionalCleanFromCents } from "../../shared/domain/booking";
import { perCleanCents, type ResidentialPlan } from "../../shared/domain/plans";
import { formatUSD } from "../../shared/format";
import { cn } from "../lib/cn";

const BLURBS: Record<string, string> = {
  Monthly: "A monthly reset for a single home or a lightly used rental.",
  "Bi-Weekly": "The rhythm most homes and busy rentals settle into.",
  Weekly: "Always guest-ready, with first pick of time slots.",
};

/** spec 9: one residential plan (figures from shared/domain/plans.ts, the one source). */
export function MarketingPlanCard({ plan, action }: { plan: ResidentialPlan; action: ReactNode }) {
  const titleId = `plan-${plan.name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border border-border bg-card p-8 shadow-sm",
        plan.popular && "border-2 border-primary shadow-lg lg:-my-4 lg:py-12",
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          Most Popular
        </p>
      )}
      <h3 id={titleId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{BLURBS[plan.name]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight">{formatUSD(plan.monthlyPriceCents, { whole: true })}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <p className="mt-2 text-sm font-medium">{plan.cadence}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-4 text-center">
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-muted-foreground">per cleaning</dt>
          <dd className="text-lg font-semibold">{formatUSD(perCleanCents(plan), { whole: true })}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs text-muted-foreground">each additional clean</dt>
          {/* spec 9: "$75 each for Weekly": a Standard Clean's price; other types add their difference (decision 010). */}
          <dd className="text-lg font-semibold">{formatUSD(additionalCleanFromCents(plan.extraCleanCents), { whole: true })}</dd>
        </div>
      </dl>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="size-5 shrink-0 text-primary" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col">{action}</div>
    </article>
  );
}
