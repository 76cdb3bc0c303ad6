import { AlertTriangle, Briefcase, CheckCircle2, Clock } from "lucide-react";
import { countValue, SummaryCard } from "../../components/summary-card";
import type { AdminJobList } from "./api";

/** spec 2: Total, Active, Completed, Issues, over every job (the filters do not move them). */
export function JobSummaryCards({ cards }: { cards: AdminJobList["cards"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Job totals">
      <SummaryCard icon={<Briefcase />} label="Total" value={countValue(cards?.total)} note="Every job booked" />
      <SummaryCard icon={<Clock />} label="Active" value={countValue(cards?.active)} note="Posted, Assigned or In Progress" />
      <SummaryCard icon={<CheckCircle2 />} label="Completed" value={countValue(cards?.completed)} note="Cleanings finished" />
      <SummaryCard icon={<AlertTriangle />} label="Issues" value={countValue(cards?.issues)} note="Canceled or Problem" />
    </ul>
  );
}
