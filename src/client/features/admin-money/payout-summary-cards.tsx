import { CheckCircle2, Clock, DollarSign } from "lucide-react";
import { formatUSD } from "../../../shared/format";
import { SummaryCard } from "../../components/summary-card";
import type { PayoutGroupList } from "./api";

const payouts = (count: number) => `${count} ${count === 1 ? "payout" : "payouts"}`;

/** Over every payout the search and month select (the status filter does not move them). */
export function PayoutSummaryCards({ totals }: { totals: PayoutGroupList["totals"] | undefined }) {
  const money = (cents: number | undefined) => (cents === undefined ? "-" : formatUSD(cents));
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Payout totals">
      <SummaryCard
        icon={<Clock aria-hidden />}
        label="Pending"
        value={money(totals?.pendingCents)}
        note={
          totals
            ? `${payouts(totals.pendingCount)} owed to ${totals.cleanersOwed} ${totals.cleanersOwed === 1 ? "cleaner" : "cleaners"}`
            : "Loading"
        }
      />
      <SummaryCard
        icon={<CheckCircle2 aria-hidden />}
        label="Paid"
        value={money(totals?.paidCents)}
        note={totals ? payouts(totals.paidCount) : "Loading"}
      />
      <SummaryCard
        icon={<DollarSign aria-hidden />}
        label="Total"
        value={money(totals?.totalCents)}
        note={totals ? `${payouts(totals.count)} earned` : "Loading"}
      />
    </ul>
  );
}
