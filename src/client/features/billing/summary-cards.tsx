import { SummaryCard } from "../../components/summary-card";
import { CheckCircle2, DollarSign, XCircle } from "lucide-react";
import { formatUSD } from "../../../shared/format";
import type { PaymentList } from "./api";

/** spec 2: total spent (succeeded payments), successful and failed counts, over all payments. */
export function SummaryCards({ summary }: { summary: PaymentList["summary"] | undefined }) {
  const value = (text: string) => (summary ? text : "—");
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Payment summary">
      <SummaryCard
        icon={<DollarSign aria-hidden />}
        label="Total Spent"
        value={value(formatUSD(summary?.totalSpentCents ?? 0))}
        note="Sum of successful payments"
      />
      <SummaryCard
        icon={<CheckCircle2 aria-hidden />}
        label="Successful Payments"
        value={value(String(summary?.succeededCount ?? 0))}
        note="All time"
      />
      <SummaryCard
        icon={<XCircle aria-hidden />}
        label="Failed Payments"
        value={value(String(summary?.failedCount ?? 0))}
        note="All time"
      />
    </ul>
  );
}
