import { Clock, UserCheck, UserX, Users } from "lucide-react";
import { countValue, SummaryCard } from "../../components/summary-card";
import type { AdminCleanerList, AdminClientList } from "./api";

/** Over every client the search finds, whatever the status filter. */
export function ClientSummaryCards({ counts }: { counts: AdminClientList["counts"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Client totals">
      <SummaryCard icon={<Users aria-hidden />} label="Total Clients" value={countValue(counts?.all)} note="Every client record" />
      <SummaryCard icon={<UserCheck aria-hidden />} label="Active" value={countValue(counts?.Active)} note="Can book cleanings" />
      <SummaryCard icon={<UserX aria-hidden />} label="Inactive" value={countValue(counts?.Inactive)} note="Cannot book until activated" />
    </ul>
  );
}

/** Over every cleaner the search finds, whatever the status filter. */
export function CleanerSummaryCards({ counts }: { counts: AdminCleanerList["counts"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Cleaner totals">
      <SummaryCard icon={<Users aria-hidden />} label="Total Cleaners" value={countValue(counts?.all)} note="Every cleaner profile" />
      <SummaryCard icon={<UserCheck aria-hidden />} label="Active" value={countValue(counts?.Active)} note="Claiming and working jobs" />
      <SummaryCard icon={<Clock aria-hidden />} label="Pending" value={countValue(counts?.Pending)} note="Waiting for approval" />
      <SummaryCard icon={<UserX aria-hidden />} label="Inactive" value={countValue(counts?.Inactive)} note="Cannot take jobs" />
    </ul>
  );
}
