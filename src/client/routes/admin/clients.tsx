import { useState } from "react";
import type { ClientAction } from "../../../shared/domain/admin-people";
import { CLIENT_STATUS_FILTERS, type ClientStatusFilter } from "../../../shared/schemas/admin-people";
import { QueryState } from "../../components/load-states";
import { Pager } from "../../components/pager";
import { Card, CardContent } from "../../components/ui/card";
import { useAdminClients, type AdminClientRow } from "../../features/admin-people/api";
import { ClientDetailsDialog } from "../../features/admin-people/client-details-dialog";
import { ClientStatusDialog } from "../../features/admin-people/client-status-dialog";
import { ClientsTable } from "../../features/admin-people/clients-table";
import { PeopleFilters, type PeopleFilterState } from "../../features/admin-people/people-filters";
import { ClientSummaryCards } from "../../features/admin-people/people-summary-cards";
import { cn } from "../../lib/cn";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// In spec 8's style (the spec's Clients screen was a placeholder).
const LOAD_FAILED = "Failed to load clients";
const NO_MATCH = "No clients found matching your criteria.";

/** docs/decisions/024: every client with units, plan, jobs and spend; activate and deactivate with a reason. */
export default function AdminClientsScreen() {
  const [filters, setFilters] = useState<PeopleFilterState<ClientStatusFilter>>({ search: "", status: "all" });
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ client: AdminClientRow; action: ClientAction } | null>(null);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const clients = useAdminClients({ ...filters, search, page });
  const shown = clients.data;

  const changeFilters = (next: PeopleFilterState<ClientStatusFilter>) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Clients</h1>
        <p className="text-muted-foreground">Everyone who books cleanings: their units, plan, jobs and spend.</p>
      </div>
      <ClientSummaryCards counts={shown?.counts} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <PeopleFilters value={filters} statuses={CLIENT_STATUS_FILTERS} placeholder="Search by name or email..." onChange={changeFilters} />
          {shown && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {shown.total} of {shown.counts.all} clients
            </p>
          )}
          <QueryState
            query={clients}
            loadFailed={LOAD_FAILED}
            isEmpty={(data) => data.total === 0}
            empty={<p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{shown?.counts.all === 0 && !search ? "No clients yet" : NO_MATCH}</p>}
          >
            {(data) => (
              <div className={cn("flex flex-col gap-4 transition-opacity", clients.isPlaceholderData && "opacity-60")} aria-busy={clients.isFetching}>
                {data.rows.length > 0 ? (
                  <ClientsTable rows={data.rows} onView={setViewing} onAction={(client, action) => setChanging({ client, action })} />
                ) : (
                  <p className="text-center text-sm text-muted-foreground">This page is empty now: go back a page.</p>
                )}
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ClientDetailsDialog clientId={viewing} onClose={() => setViewing(null)} />
      <ClientStatusDialog target={changing} onDone={() => setChanging(null)} />
    </div>
  );
}
