import { Check, Receipt } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { additionalCleanFromCents, CLEANING_TYPES } from "../../../shared/domain/booking";
import { SAMPLE_CARD } from "../../../shared/domain/billing";
import { perCleanCents } from "../../../shared/domain/plans";
import { formatUSD } from "../../../shared/format";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { cn } from "../../lib/cn";
import { toastFailure } from "../../lib/error-toast";
import { useSubscribe, type Plan } from "./api";

// docs/decisions/011: without a plan a clean costs its type's base price; the spec's fixed 250 is
// the top of that range (Post Construction), so the card shows the range from the shared prices.
const payPerClean = CLEANING_TYPES.map((type) => type.basePriceCents);
const PAY_PER_CLEAN_FROM = Math.min(...payPerClean);
const PAY_PER_CLEAN_TO = Math.max(...payPerClean);

/** spec 2: the plan catalogue (active plans by monthly price); choosing one subscribes after a confirmation. */
export function PlanCatalogue({ plans, paymentMethod }: { plans: Plan[]; paymentMethod: ReactNode }) {
  // The plan stays set while the dialog closes, so its text does not blank out mid-animation.
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [confirming, setConfirming] = useState(false);
  const subscribe = useSubscribe();

  const confirm = () => {
    if (!chosen) return;
    subscribe.mutate(chosen.id, {
      onSuccess: ({ subscription }) =>
        toast.success(`Welcome to ${subscription.plan}`, {
          description: `Your plan is active. ${formatUSD(subscription.monthlyPriceCents)} was charged to the sample card ending ${SAMPLE_CARD.last4}.`,
        }),
      onError: (error) => toastFailure(error, "Failed to subscribe"),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section aria-labelledby="plan-catalogue-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plan-catalogue-heading" className="text-xl font-semibold">
          Choose a plan
        </h2>
        <p className="text-sm text-muted-foreground">
          Plans renew monthly. Cancel anytime: your plan runs to the end of the period you paid for.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <article
            key={plan.id}
            aria-label={`${plan.name} plan`}
            className={cn("relative flex flex-col rounded-lg border border-border bg-card p-6", plan.popular && "border-primary shadow-md")}
          >
            {plan.popular && (
              <Badge className="absolute -top-3 left-6 border-primary bg-primary text-primary-foreground">Most Popular</Badge>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-3">
              <span className="text-3xl font-bold">{formatUSD(plan.monthlyPriceCents, { whole: true })}</span>
              <span className="text-muted-foreground"> / month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {plan.includedCleans} {plan.includedCleans === 1 ? "clean" : "cleans"} included ·{" "}
              {formatUSD(perCleanCents({ monthlyPriceCents: plan.monthlyPriceCents, cleansPerMonth: plan.includedCleans }), {
                whole: true,
              })}{" "}
              per cleaning
            </p>
            <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {feature}
                </li>
              ))}
              <li className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> Additional cleans from{" "}
                {formatUSD(additionalCleanFromCents(plan.extraCleanPriceCents), { whole: true })} each
              </li>
            </ul>
            <Button
              className="mt-6"
              variant={plan.popular ? "default" : "outline"}
              onClick={() => {
                setChosen(plan);
                setConfirming(true);
              }}
            >
              Choose {plan.name}
            </Button>
          </article>
        ))}
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
        <Receipt className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <p>
          <span className="font-medium">No plan? Pay per clean</span>: {formatUSD(PAY_PER_CLEAN_FROM, { whole: true })} to{" "}
          {formatUSD(PAY_PER_CLEAN_TO, { whole: true })} a clean depending on the cleaning type, charged when you book.
        </p>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-muted-foreground">Plans are charged to</p>
        {paymentMethod}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={chosen ? `Subscribe to ${chosen.name}?` : ""}
        description={
          chosen
            ? `${formatUSD(chosen.monthlyPriceCents)} is charged now and then every month until you cancel, for ${chosen.includedCleans} included ${chosen.includedCleans === 1 ? "clean" : "cleans"} a month. Tidyline's test payment provider charges the sample card ending ${SAMPLE_CARD.last4}: no real money moves.`
            : ""
        }
        confirmLabel={chosen ? `Pay ${formatUSD(chosen.monthlyPriceCents)} and Subscribe` : "Subscribe"}
        pending={subscribe.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
