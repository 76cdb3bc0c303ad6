import { CheckCircle2, Clock, RotateCcw, XCircle } from "lucide-react";
import { formatUSD } from "../../../shared/format";
import { SummaryCard } from "../../components/summary-card";
import type { TransactionList } from "./api";

const payments = (count: number) => `${count} ${count === 1 ? "payment" : "payments"}`;

/** Per status, over every payment the search and date range select (the status filter does not move them). */
export function TransactionSummaryCards({ totals }: { totals: TransactionList["totals"] | undefined }) {
  const card = (status: keyof TransactionList["totals"]) => ({
    value: totals ? formatUSD(totals[status].amountCents) : "-",
    note: totals ? payments(totals[status].count) : "Loading",
  });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Payment totals">
      <SummaryCard icon={<CheckCircle2 aria-hidden />} label="Succeeded" {...card("succeeded")} />
      <SummaryCard icon={<Clock aria-hidden />} label="Pending" {...card("pending")} />
      <SummaryCard icon={<XCircle aria-hidden />} label="Failed" {...card("failed")} />
      <SummaryCard icon={<RotateCcw aria-hidden />} label="Refunded" {...card("refunded")} />
    </ul>
  );
}
