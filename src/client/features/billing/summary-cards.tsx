import { CheckCircle2, DollarSign, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { formatUSD } from "../../../shared/format";
import { Card, CardContent } from "../../components/ui/card";
import type { PaymentList } from "./api";

/** spec 2: total spent (succeeded payments), successful and failed counts, over all payments. */
export function SummaryCards({ summary }: { summary: PaymentList["summary"] | undefined }) {
  const value = (text: string) => (summary ? text : "—");
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Payment summary">
      <SummaryCard icon={<DollarSign aria-hidden />} label="Total Spent" value={value(formatUSD(summary?.totalSpentCents ?? 0))} note="Sum of successful payments" />
      <SummaryCard icon={<CheckCircle2 aria-hidden />} label="Successful Payments" value={value(String(summary?.succeededCount ?? 0))} note="All time" />
      <SummaryCard icon={<XCircle aria-hidden />} label="Failed Payments" value={value(String(summary?.failedCount ?? 0))} note="All time" />
    </ul>
  );
}

function SummaryCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <li>
      <Card>
        <CardContent className="flex items-start justify-between gap-3 pt-6">
          <div>
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{note}</p>
          </div>
          <span className="rounded-md bg-accent p-2 text-accent-foreground [&_svg]:size-5">{icon}</span>
        </CardContent>
      </Card>
    </li>
  );
}
