import { lazy, Suspense } from "react";
import { QueryState } from "../../components/load-states";
import { PageSpinner } from "../../components/ui/spinner";
import { useViewer } from "../../features/account/api";
import { useAdminDashboard } from "../../features/admin-dashboard/api";
import { DashboardStatCards, RecentJobs, RecentReviews } from "../../features/admin-dashboard/dashboard-sections";
import { HealthMonitor } from "../../features/admin-dashboard/health-monitor";

// The chart library is most of this screen's code: the figures show while it loads.
const TrendsChart = lazy(() => import("../../features/admin-dashboard/trends-chart").then((module) => ({ default: module.TrendsChart })));

// spec 8
const LOAD_FAILED = "Failed to load dashboard data.";

/** spec 2 admin Dashboard: greeting, health monitor, the four totals, trends, recent jobs and reviews. */
export default function AdminDashboardScreen() {
  const { data: viewer } = useViewer();
  const dashboard = useAdminDashboard();
  const title = viewer?.fullName ? `${viewer.fullName}'s Dashboard` : "Admin Dashboard";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">The platform at a glance.</p>
      </div>
      <HealthMonitor />
      <QueryState query={dashboard} loadFailed={LOAD_FAILED}>
        {({ stats, trends, recentJobs, recentReviews }) => (
          <>
            <DashboardStatCards stats={stats} />
            <Suspense fallback={<PageSpinner />}>
              <TrendsChart trends={trends} />
            </Suspense>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
              <RecentJobs jobs={recentJobs} />
              <RecentReviews reviews={recentReviews} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
