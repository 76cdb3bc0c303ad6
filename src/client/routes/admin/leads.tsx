import { leadListQuerySchema, type LeadRoleFilter } from "../../../shared/schemas/admin-leads";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAdminLeads } from "../../features/admin-leads/api";
import { ApplicationStartedDialog } from "../../features/admin-leads/application-started-dialog";
import { LeadFilters, type LeadFilterState } from "../../features/admin-leads/lead-filters";
import { LeadSummaryCards } from "../../features/admin-leads/lead-summary-cards";
import { LeadsTable } from "../../features/admin-leads/leads-table";
import { useLeadActions } from "../../features/admin-leads/use-lead-actions";
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
    leadListQuerySchema,
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
                  <PagedList query={leads} loadFailed={LOAD_FAILED} empty={<NoRows>No leads found.</NoRows>} onPage={setPage}>
                    {(rows) => (
                      <LeadsTable
                        rows={rows}
                        tab={tab}
                        busyId={actions.busyId}
                        pendingStatus={actions.pendingStatus}
                        onStatus={actions.changeStatus}
                        onStart={actions.startApplication}
                      />
                    )}
                  </PagedList>
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
