import { useState } from "react";
import type { CleanerAction } from "../../../shared/domain/admin-people";
import { CLEANER_STATUS_FILTERS, type CleanerStatusFilter } from "../../../shared/schemas/admin-people";
import { QueryState } from "../../components/load-states";
import { Pager } from "../../components/pager";
import { Card, CardContent } from "../../components/ui/card";
import { useAdminCleaners, type AdminCleanerRow } from "../../features/admin-people/api";
import { CleanerDetailsDialog } from "../../features/admin-people/cleaner-details-dialog";
import { CleanerStatusDialog } from "../../features/admin-people/cleaner-status-dialog";
import { CleanersTable } from "../../features/admin-people/cleaners-table";
import { PeopleFilters, type PeopleFilterState } from "../../features/admin-people/people-filters";
import { CleanerSummaryCards } from "../../features/admin-people/people-summary-cards";
import { cn } from "../../lib/cn";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// In spec 8's style (the spec's Cleaners screen was a placeholder).
const LOAD_FAILED = "Failed to load cleaners";
const NO_MATCH = "No cleaners found matching your criteria.";

/** docs/decisions/024: every cleaner with status, areas, rating, jobs and earnings; approve, deactivate, reactivate. */
export default function AdminCleanersScreen() {
  const [filters, setFilters] = useState<PeopleFilterState<CleanerStatusFilter>>({ search: "", status: "all" });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ cleaner: AdminCleanerRow; action: CleanerAction } | null>(null);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const cleaners = useAdminCleaners({ ...filters, search, page });
  const shown = cleaners.data;

  const changeFilters = (next: PeopleFilterState<CleanerStatusFilter>) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Cleaners</h1>
        <p className="text-muted-foreground">Vet new cleaners and follow everyone's work, rating and earnings.</p>
      </div>
      <CleanerSummaryCards counts={shown?.counts} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <PeopleFilters value={filters} statuses={CLEANER_STATUS_FILTERS} placeholder="Search by name or email..." onChange={changeFilters} />
          {shown && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {shown.total} of {shown.counts.all} cleaners
            </p>
          )}
          <QueryState
            query={cleaners}
            loadFailed={LOAD_FAILED}
            isEmpty={(data) => data.total === 0}
            empty={<p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{shown?.counts.all === 0 && !search ? "No cleaners yet" : NO_MATCH}</p>}
          >
            {(data) => (
              <div className={cn("flex flex-col gap-4 transition-opacity", cleaners.isPlaceholderData && "opacity-60")} aria-busy={cleaners.isFetching}>
                {data.rows.length > 0 ? (
                  <CleanersTable rows={data.rows} onView={setViewing} onAction={(cleaner, action) => setChanging({ cleaner, action })} />
                ) : (
                  <p className="text-center text-sm text-muted-foreground">This page is empty now: go back a page.</p>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <CleanerDetailsDialog cleanerId={viewing} onClose={() => setViewing(null)} />
      <CleanerStatusDialog target={changing} onDone={() => setChanging(null)} />
    </div>
  );
}
