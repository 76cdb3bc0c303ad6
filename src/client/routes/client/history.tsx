import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState, QueryState } from "../../components/load-states";
import { useJobHistory, type HistoryJob } from "../../features/jobs/api";
import { HistoryJobCard } from "../../features/jobs/history-job-card";
import { ReviewDialog } from "../../features/reviews/review-dialog";

// spec 8
const LOAD_FAILED = "Failed to load job history.";

/** spec 2 /client/history: completed jobs, newest completion first, with before/after photos. */
export default function HistoryScreen() {
  const jobs = useJobHistory();
  const [reviewing, setReviewing] = useState<HistoryJob | null>(null);

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
              <HistoryJobCard job={job} onReview={setReviewing} />
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
