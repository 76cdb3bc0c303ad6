import { useState } from "react";
import { useViewer } from "../../features/account/api";
import { QueryState } from "../../components/load-states";
import { useClientAccount } from "../../features/client-account/use-client-account";
import { useClientDashboard, type ClientJob } from "../../features/jobs/api";
import { QUICK_LINKS, RateSection, RecentActivitySection, UpcomingSection } from "../../features/jobs/dashboard-sections";
import { QuickLinks } from "../../components/quick-links";
import { ReviewDialog } from "../../features/reviews/review-dialog";
import { FailingCalendarsSection } from "../../features/jobs/failing-calendars-section";

// spec 8
const LOAD_FAILED = "Failed to load dashboard data.";

/** spec 2 /client/dashboard. */
export default function ClientDashboard() {
  useClientAccount();
  const { data: viewer } = useViewer();
  const dashboard = useClientDashboard();
  const [reviewing, setReviewing] = useState<ClientJob | null>(null);

  const body = (
    <QueryState query={dashboard} loadFailed={LOAD_FAILED}>
      {({ upcoming, toRate, recent, failingCalendars }) => (
        <>
          <FailingCalendarsSection feeds={failingCalendars} />
          <UpcomingSection jobs={upcoming} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RateSection jobs={toRate} onReview={setReviewing} />
            <RecentActivitySection jobs={recent} />
          </div>
        </>
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {dashboard.data?.name ?? viewer?.fullName}</h1>
        <p className="text-muted-foreground">Your cleanings at a glance.</p>
      </div>
      <QuickLinks links={QUICK_LINKS} />
      {body}
      {reviewing && (
        <ReviewDialog
          open
          onOpenChange={(open) => !open && setReviewing(null)}
          job={{ jobId: reviewing.jobId, cleanerName: reviewing.cleaner?.name ?? null, review: reviewing.review }}
        />
      )}
    </div>
  );
}
