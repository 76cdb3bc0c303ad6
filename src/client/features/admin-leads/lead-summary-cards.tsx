import { Building2, Inbox, Sparkles, UserPlus } from "lucide-react";
import { countValue, SummaryCard } from "../../components/summary-card";
import type { AdminLeadList } from "./api";

/** spec 2: Total, Client, Cleaner, New, over every lead (the filters do not move them). */
export function LeadSummaryCards({ summary }: { summary: AdminLeadList["summary"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Lead totals">
      <SummaryCard icon={<Inbox />} label="Total" value={countValue(summary?.total)} note="Every lead received" />
      <SummaryCard icon={<Building2 />} label="Client" value={countValue(summary?.client)} note="People who need cleaning" />
      <SummaryCard icon={<Sparkles />} label="Cleaner" value={countValue(summary?.cleaner)} note="People who offer cleaning" />
      <SummaryCard icon={<UserPlus />} label="New" value={countValue(summary?.new)} note="Not contacted yet" />
    </ul>
  );
}
