import { QueryState } from "../../components/load-states";
import { useViewer } from "../../features/account/api";
import { AccountStatusCard, CompleteProfileCard } from "../../features/cleaner-profile/account-status";
import { useCleanerDashboard } from "../../features/cleaner-profile/api";
import { PerformanceSummary, QUICK_LINKS, RecentCompletedJobs, StatCards } from "../../features/cleaner-profile/dashboard-sections";
import { QuickLinks } from "../../components/quick-links";
import { DashboardOffers } from "../../features/open-jobs/dashboard-offers";

// spec 8
const LOAD_FAILED = "Failed to load dashboard data";

/** spec 2 /cleaner/dashboard. */
export default function CleanerDashboard() {
  const { data: viewer } = useViewer();
  const dashboard = useCleanerDashboard();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {dashboard.data?.name ?? viewer?.fullName}</h1>
        <p className="text-muted-foreground">Your jobs and earnings at a glance.</p>
      </div>
      <QueryState query={dashboard} loadFailed={LOAD_FAILED}>
        {({ status, stats, recentCompleted }) => (
          <>
            {status === null ? <CompleteProfileCard /> : <AccountStatusCard status={status} />}
            {/* docs/decisions/067: offers waiting on an answer come before everything else. */}
            <DashboardOffers />
            <StatCards stats={stats} />
            <QuickLinks links={QUICK_LINKS} />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <RecentCompletedJobs jobs={recentCompleted} />
              </div>
              <PerformanceSummary stats={stats} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
