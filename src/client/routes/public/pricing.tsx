import { Check } from "lucide-react";
import { Link } from "react-router";
import { perCleanCents, RESIDENTIAL_PLANS } from "../../../shared/domain/plans";
import { formatUSD } from "../../../shared/format";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

export default function Pricing() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <section id="pricing-plans" className="scroll-mt-20">
        <h1 className="text-center text-4xl font-bold tracking-tight">Simple, transparent pricing</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">No setup fees. Cancel or reschedule up to 24 hours before a clean.</p>
        <div id="residential-pricing" className="mt-12 grid scroll-mt-20 gap-6 md:grid-cols-3">
          {RESIDENTIAL_PLANS.map((plan) => (
            <article key={plan.name} className={cn("relative flex flex-col rounded-lg border border-border p-6", plan.popular && "border-primary shadow-md")}>
              {plan.popular && <Badge className="absolute -top-3 left-6 border-primary bg-primary text-primary-foreground">Most Popular</Badge>}
              <h2 className="text-xl font-semibold">{plan.name}</h2>
              <p className="mt-4">
                <span className="text-4xl font-bold">{formatUSD(plan.monthlyPriceCents, { whole: true })}</span>
                <span className="text-muted-foreground"> / month</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {plan.cadence} · {formatUSD(perCleanCents(plan), { whole: true })} per cleaning
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="size-4 text-primary" aria-hidden /> {feature}
                  </li>
                ))}
                <li className="flex gap-2">
                  <Check className="size-4 text-primary" aria-hidden /> Additional cleans {formatUSD(plan.extraCleanCents, { whole: true })} each
                </li>
              </ul>
              <Button className="mt-6" variant={plan.popular ? "default" : "outline"} asChild>
                <Link to="/signup">Join Now</Link>
              </Button>
            </article>
          ))}
        </div>
      </section>
      <section className="mt-16 rounded-lg bg-muted/60 p-8 text-center">
        <h2 className="text-2xl font-semibold">Commercial or high volume?</h2>
        <p className="mt-2 text-muted-foreground">
          Small Business (8 cleans a month), Medium Business (24 cleans a month, dedicated account manager) and Enterprise
          (unlimited, 24/7 priority) are priced by quote.
        </p>
      </section>
    </div>
  );
}
