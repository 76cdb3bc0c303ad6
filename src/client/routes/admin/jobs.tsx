import { useState } from "react";
import { formatCount } from "../../../shared/format";
import { adminJobListQuerySchema, ADMIN_JOB_TABS, ALL, matchCountText, type AdminJobTab } from "../../../shared/schemas/admin-jobs";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAdminJobs } from "../../features/admin-jobs/api";
import { JobDetailsDialog } from "../../features/admin-jobs/job-details-dialog";
import { JobFilters, type JobFilterState } from "../../features/admin-jobs/job-filters";
import { JobSummaryCards } from "../../features/admin-jobs/job-summary-cards";
import { JobsTable } from "../../features/admin-jobs/jobs-table";
import { usePagedFilters } from "../../lib/use-paged-filters";

// spec 8 and spec 2
const LOAD_FAILED = "Failed to load jobs.";
const NO_MATCH = "No jobs found matching your criteria.";

/** spec 2 Jobs Management: cards, search and filters, tabs with counts, the table, details and actions. */
export default function AdminJobsScreen() {
  // Filters, tab and page live in the URL: ?search= also arrives from links elsewhere in the
  // portal (the exceptions screen and the admin activity name a job so).
  const { filters, applied, page, setPage, changeFilters, tab, changeTab } = usePagedFilters<JobFilterState, AdminJobTab>(
    adminJobListQuerySchema,
    { search: "", status: ALL, type: ALL, dispatch: ALL },
    { tab: "all" },
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const jobs = useAdminJobs({ ...applied, tab, page });
  const shown = jobs.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Jobs Management</h1>
        <p className="text-muted-foreground">Every job on the platform: follow it, change its status, or delete it.</p>
      </div>
      <JobSummaryCards cards={shown?.cards} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <JobFilters value={filters} onChange={changeFilters} />
          <Tabs value={tab} onValueChange={(next) => changeTab(next as AdminJobTab)}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList aria-label="Job groups">
                {ADMIN_JOB_TABS.map((entry) => (
                  <TabsTrigger key={entry.value} value={entry.value}>
                    {entry.label} ({shown ? matchCountText(shown.tabs[entry.value], shown.atLeast.includes(entry.value)) : 0})
                  </TabsTrigger>
                ))}
              </TabsList>
              {shown && (
                <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
                  {matchCountText(shown.tabs[tab], shown.atLeast.includes(tab))} of {formatCount(shown.cards.total)} jobs
                </p>
              )}
            </div>
            {ADMIN_JOB_TABS.map((entry) => (
              <TabsContent key={entry.value} value={entry.value}>
                {entry.value === tab && (
                  <PagedList query={jobs} loadFailed={LOAD_FAILED} empty={<NoRows>{NO_MATCH}</NoRows>} onPage={setPage}>
                    {(rows) => <JobsTable rows={rows} onView={setViewing} />}
                  </PagedList>
                )}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <JobDetailsDialog jobId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
