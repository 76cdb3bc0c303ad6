import { AlertTriangle } from "lucide-react";
import { additionalCleanFromCents, basePriceCents, clientPriceCents, type CleaningType } from "../../../shared/domain/booking";
import { expectedPlanUsage } from "../../../shared/domain/plan-usage";
import { formatUSD } from "../../../shared/format";
import type { CoveringPlan } from "./api";

/**
 * The price before booking, from the same shared rules the server applies (docs/decisions/010),
 * and spec 2's warning when the plan has no included cleans left.
 */
export function BookingSummary({
  covering,
  type,
  isExtraClean,
}: {
  covering: CoveringPlan | null;
  type: CleaningType | "";
  isExtraClean: boolean;
}) {
  const usage = expectedPlanUsage({ plan: covering, isExtraClean });
  const cleansLeft = covering ? Math.max(covering.includedCleans - covering.usedCleans, 0) : 0;
  const price = type ? clientPriceCents({ type, planUsage: usage, extraCleanFeeCents: covering?.extraCleanFeeCents ?? null }) : null;

  return (
    <div className="flex flex-col gap-3">
      {covering && cleansLeft === 0 && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Your {covering.plan} plan has no included cleans left this period, so the booking will be tracked as additional usage
            {price === null ? ` (from ${formatUSD(additionalCleanFromCents(covering.extraCleanFeeCents))})` : ` at ${formatUSD(price)}`}.
            You can still book.
          </p>
        </div>
      )}
      <section aria-label="Price" className="flex flex-col gap-1 rounded-md border border-border bg-muted/40 p-4">
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-sm font-medium">Price</span>
          <span className="text-xl font-semibold" data-testid="booking-price">
            {price === null ? "—" : formatUSD(price)}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">{usageText(usage, covering, cleansLeft, type)}</p>
      </section>
    </div>
  );
}

function usageText(
  usage: ReturnType<typeof expectedPlanUsage>,
  plan: CoveringPlan | null,
  cleansLeft: number,
  type: CleaningType | "",
): string {
  if (!type) return "Choose a cleaning type to see the price.";
  if (usage === "none" || !plan) return `Pay per clean: the ${type} price.`;
  if (usage === "included") {
    return `Uses 1 of your ${plan.plan} plan's included cleans (${cleansLeft} of ${plan.includedCleans} left), covered by your monthly fee.`;
  }
  // docs/decisions/010: the plan's extra-clean fee plus the type's difference to a Standard Clean.
  const difference = basePriceCents(type) - basePriceCents("Standard Clean");
  return difference === 0
    ? `Additional usage of your ${plan.plan} plan, at its extra-clean fee (${formatUSD(plan.extraCleanFeeCents)}).`
    : `Additional usage of your ${plan.plan} plan: its extra-clean fee (${formatUSD(plan.extraCleanFeeCents)}) plus ${formatUSD(difference)} for a ${type}.`;
}

/**
 * What the extra-clean option does, for the booking form to describe its checkbox with: true for
 * every type, since an extra clean costs the plan's fee plus the type's difference to a Standard Clean.
 */
export function extraCleanDescription(covering: CoveringPlan | null): string {
  if (!covering) return "Records this booking as an extra clean. With no plan covering the unit, it is priced as usual.";
  return `Book this beyond your ${covering.plan} plan's included cleans, at its extra-clean fee (${formatUSD(covering.extraCleanFeeCents)}) for a Standard Clean, plus the difference for other types.`;
}
