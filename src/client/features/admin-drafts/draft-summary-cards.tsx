import { BadgeCheck, Building2, ClipboardList, ShieldCheck, UserCheck } from "lucide-react";
import { countValue, SummaryCard } from "../../components/summary-card";
import type { CleanerDraftList, ClientDraftList } from "./api";

/** spec 2: the cleaner drafts' counters, over every cleaner draft. */
export function CleanerDraftCards({ summary }: { summary: CleanerDraftList["summary"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Cleaner draft totals">
      <SummaryCard icon={<ClipboardList />} label="Total Drafts" value={countValue(summary?.total)} note="Cleaner applications" />
      <SummaryCard icon={<BadgeCheck />} label="Ready to Approve" value={countValue(summary?.readyToApprove)} note="Status verified" />
      <SummaryCard icon={<UserCheck />} label="Converted" value={countValue(summary?.converted)} note="Now cleaner accounts" />
      <SummaryCard
        icon={<ShieldCheck />}
        label="Background Verified"
        value={countValue(summary?.backgroundVerified)}
        note="Background check verified"
      />
    </ul>
  );
}

/** spec 2: the client drafts' counters, over every client draft. */
export function ClientDraftCards({ summary }: { summary: ClientDraftList["summary"] | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Client draft totals">
      <SummaryCard icon={<ClipboardList />} label="Total Drafts" value={countValue(summary?.total)} note="Client applications" />
      <SummaryCard icon={<BadgeCheck />} label="Ready to Approve" value={countValue(summary?.readyToApprove)} note="Status verified" />
      <SummaryCard icon={<UserCheck />} label="Converted" value={countValue(summary?.converted)} note="Now client accounts" />
      <SummaryCard icon={<Building2 />} label="With Company" value={countValue(summary?.withCompany)} note="Applying for a company" />
    </ul>
  );
}
