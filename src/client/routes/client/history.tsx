import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Tabs } from "radix-ui";
import { CLIENT_HISTORY_TABS, clientHistoryTabSchema, type ClientHistoryTab } from "../../../shared/schemas/client-history";
import { Button } from "../../components/ui/button";
import { SegmentedTabsList, SegmentedTabsTrigger } from "../../components/ui/tabs";
import { EmptyState, QueryState } from "../../components/load-states";
import { useViewer } from "../../features/account/api";
import { useCanceledJobs, useJobHistory, type HistoryJob } from "../../features/jobs/api";
import { CanceledJobCard } from "../../features/jobs/canceled-job-card";
import { usePagedFilters } from "../../lib/use-paged-filters";
import { HistoryJobCard, historyJobAnchor } from "../../features/jobs/history-job-card";
import { MessageButton, MessageDialog } from "../../features/messages/message-dialog";
import { ReviewDialog } from "../../features/reviews/review-dialog";

// spec 8
const LOAD_FAILED = "Failed to load job history.";

const TAB_LABELS: Record<ClientHistoryTab, string> = { completed: "Completed", canceled: "Canceled" };

/** spec 2 /client/history: completed jobs, newest completion first, with before/after photos. */
export default function HistoryScreen() {
  // docs/decisions/066: Completed (spec 7) and Canceled, the tab in the URL.
  const { tab, changeTab } = usePagedFilters<{ search: string }, ClientHistoryTab>(
    clientHistoryTabSchema,
    { search: "" },
    { tab: "completed" },
  );
  const jobs = useJobHistory();
  const canceled = useCanceledJobs(tab === "canceled");
  const [reviewing, setReviewing] = useState<HistoryJob | null>(null);
  // The completion email's link (?job=<jobId>): that job's card in view and its review dialog open, once.
  const [params] = useSearchParams();
  const linkedJobId = params.get("job");
  const [linkDismissed, setLinkDismissed] = useState(false);
  const linked = linkedJobId ? jobs.data?.find((job) => job.jobId === linkedJobId) : undefined;
  const shownReview = reviewing ?? (!linkDismissed && linked?.cleaner ? linked : null);
  useEffect(() => {
    if (linked) document.getElementById(historyJobAnchor(linked.jobId))?.scrollIntoView({ block: "start" });
  }, [linked]);
  const [messaging, setMessaging] = useState<HistoryJob | null>(null);
  const { data: viewer } = useViewer();

  const body = (
    <QueryState
      query={jobs}
      loadFailed={LOAD_FAILED}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState title="No completed cleanings yet">
          <p className="text-sm text-muted-foreground">Completed cleanings appear here with their before and after photos.</p>
          <Button asChild variant="outline">
            <Link to="/client/new-job">Book New Cleaning</Link>
          </Button>
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-4" aria-label="Completed cleanings">
          {list.map((job) => (
            <li key={job.jobId}>
              <HistoryJobCard
                job={job}
                onReview={setReviewing}
                actions={<MessageButton jobId={job.jobId} onClick={() => setMessaging(job)} />}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Job History</h1>
        <p className="text-muted-foreground">Your completed cleanings, newest first.</p>
      </div>
      <Tabs.Root value={tab} onValueChange={(next) => changeTab(next as ClientHistoryTab)} className="flex flex-col gap-4">
        <SegmentedTabsList aria-label="Job history">
          {CLIENT_HISTORY_TABS.map((value) => (
            <SegmentedTabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </SegmentedTabsTrigger>
          ))}
        </SegmentedTabsList>
        <Tabs.Content value="completed" className="focus-visible:outline-none">
          {tab === "completed" && body}
        </Tabs.Content>
        <Tabs.Content value="canceled" className="focus-visible:outline-none">
          {tab === "canceled" && (
            <QueryState
              query={canceled}
              loadFailed={LOAD_FAILED}
              isEmpty={(list) => list.length === 0}
              empty={
                <EmptyState title="No canceled cleanings">
                  <p className="text-sm text-muted-foreground">
                    Cleanings you, Tidyline or a calendar canceled appear here with the reason.
                  </p>
                </EmptyState>
              }
            >
              {(list) => (
                <ul className="flex flex-col gap-4" aria-label="Canceled cleanings">
                  {list.map((job) => (
                    <li key={job.jobId}>
                      <CanceledJobCard job={job} />
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <MessageDialog job={messaging} viewerId={viewer?.userId} onClose={() => setMessaging(null)} />
      {shownReview && (
        <ReviewDialog
          open
          onOpenChange={(open) => {
            if (open) return;
            setReviewing(null);
            setLinkDismissed(true);
          }}
          job={{ jobId: shownReview.jobId, cleanerName: shownReview.cleaner?.name ?? null, review: shownReview.review }}
        />
      )}
    </div>
  );
}
