import { useState } from "react";
import type { CleanerAction } from "../../../shared/domain/admin-people";
import { CLEANER_STATUS_FILTERS } from "../../../shared/schemas/admin-people";
import { useAdminCleaners, type AdminCleanerRow } from "../../features/admin-people/api";
import { CleanerDetailsDialog } from "../../features/admin-people/cleaner-details-dialog";
import { CleanerStatusDialog } from "../../features/admin-people/cleaner-status-dialog";
import { CleanersTable } from "../../features/admin-people/cleaners-table";
import { PeopleScreen } from "../../features/admin-people/people-screen";
import { CleanerSummaryCards } from "../../features/admin-people/people-summary-cards";

/** docs/decisions/043: every cleaner with status, areas, rating, jobs and earnings; approve, deactivate, reactivate. */
export default function AdminCleanersScreen() {
  const [viewing, setViewing] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ cleaner: AdminCleanerRow; action: CleanerAction } | null>(null);
  return (
    <PeopleScreen
      noun="cleaners"
      title="Cleaners"
      description="Vet new cleaners and follow everyone's work, rating and earnings."
      statuses={CLEANER_STATUS_FILTERS}
      useList={useAdminCleaners}
      summary={(counts) => <CleanerSummaryCards counts={counts} />}
      table={(rows) => <CleanersTable rows={rows} onView={setViewing} onAction={(cleaner, action) => setChanging({ cleaner, action })} />}
    >
      <CleanerDetailsDialog cleanerId={viewing} onClose={() => setViewing(null)} />
      <CleanerStatusDialog target={changing} onDone={() => setChanging(null)} />
    </PeopleScreen>
  );
}
