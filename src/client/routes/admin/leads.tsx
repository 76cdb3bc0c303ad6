import type { LeadRoleFilter } from "../../../shared/schemas/admin-leads";
import { QueryState } from "../../components/load-states";
import { Pager } from "../../components/pager";
import { Card, CardContent } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAdminLeads } from "../../features/admin-leads/api";
import { ApplicationStartedDialog } from "../../features/admin-leads/application-started-dialog";
import { LeadFilters, type LeadFilterState } from "../../features/admin-leads/lead-filters";
import { LeadSummaryCards } from "../../features/admin-leads/lead-summary-cards";
import { LeadsTable } from "../../features/admin-leads/leads-table";
import { useLeadActions } from "../../features/admin-leads/use-lead-actions";
import { cn } from "../../lib/cn";
import { usePagedFilters } from "../../lib/use-paged-filters";

// spec 8
const LOAD_FAILED = "Failed to load leads";
const TABS: { value: LeadRoleFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "client", label: "Clients" },
  { value: "cleaner", label: "Cleaners" },
];

/** spec 2 Leads: cards, search and filters, tabs with counts, the table with its status dropdown and Start application. */
export default function AdminLeadsScreen() {
  const { filters, applied, page, setPage, changeFilters, tab, changeTab } = usePagedFilters<LeadFilterState, LeadRoleFilter>(
    { search: "", status: "all", role: "all" },
    { tab: "all" },
  );
  const leads = useAdminLeads({ ...applied, tab, page });
  const actions = useLeadActions();
  const shown = leads.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Leads</h1>
        <p className="text-muted-foreground">People who joined the waiting list: follow up, and start their application.</p>
      </div>
      <LeadSummaryCards summary={shown?.summary} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <LeadFilters value={filters} onChange={changeFilters} />
          <Tabs value={tab} onValueChange={(next) => changeTab(next as LeadRoleFilter)}>
            <TabsList aria-label="Lead roles">
              {TABS.map((entry) => (
                <TabsTrigger key={entry.value} value={entry.value}>
                  {entry.label} ({shown?.tabs[entry.value] ?? 0})
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The list is the active tab's panel: each tab's aria-controls names it. */}
            {TABS.map((entry) => (
              <TabsContent key={entry.value} value={entry.value}>
                {entry.value === tab && (
                  <QueryState
                    query={leads}
                    loadFailed={LOAD_FAILED}
                    isEmpty={(data) => data.total === 0}
                    empty={
                      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No leads found.</p>
                    }
                  >
                    {(data) => (
                      <div
                        className={cn("flex flex-col gap-4 transition-opacity", leads.isPlaceholderData && "opacity-60")}
                        aria-busy={leads.isFetching}
                      >
                        {data.rows.length > 0 ? (
                          <LeadsTable
                            rows={data.rows}
                            tab={tab}
                            busyId={actions.busyId}
                            pendingStatus={actions.pendingStatus}
                            onStatus={actions.changeStatus}
                            onStart={actions.startApplication}
                          />
                        ) : (
                          <p className="text-center text-sm text-muted-foreground">This page is empty now: go back a page.</p>
                        )}
                        <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
                      </div>
                    )}
                  </QueryState>
                )}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <ApplicationStartedDialog started={actions.started} onClose={actions.dismissStarted} />
    </div>
  );
}
