import { CheckCircle2, DollarSign, Layers, XCircle } from "lucide-react";
import { formatUSD } from "../../../shared/format";
import { SummaryCard } from "../../components/summary-card";
import type { AdminSubscriptionList } from "./api";

/** spec 2: total, active, canceled and monthly revenue (the Active plans' monthly prices), over every subscription. */
export function SubscriptionSummaryCards({ summary }: { summary: AdminSubscriptionList["summary"] | undefined }) {
  const value = (text: string) => (summary ? text : "—");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Subscription summary">
      <SummaryCard
        icon={<Layers aria-hidden />}
        label="Total Subscriptions"
        value={value(String(summary?.total ?? 0))}
        note="All statuses"
      />
      <SummaryCard
        icon={<CheckCircle2 aria-hidden />}
        label="Active"
        value={value(String(summary?.active ?? 0))}
        note="Billed each month"
      />
      <SummaryCard icon={<XCircle aria-hidden />} label="Canceled" value={value(String(summary?.canceled ?? 0))} note="Ended plans" />
      <SummaryCard
        icon={<DollarSign aria-hidden />}
        label="Monthly Revenue"
        value={value(formatUSD(summary?.monthlyRevenueCents ?? 0))}
        note="Active plans' monthly prices"
      />
    </ul>
  );
}
