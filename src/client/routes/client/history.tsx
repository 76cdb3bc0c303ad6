import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { EmptyState, LoadError } from "../../features/client-account/load-error";
import { useJobHistory, type HistoryJob } from "../../features/jobs/api";
import { HistoryJobCard } from "../../features/jobs/history-job-card";
import { ReviewDialog } from "../../features/reviews/review-dialog";

// spec 8
const LOAD_FAILED = "Failed to load job history.";

/** spec 2 /client/history: completed jobs, newest completion first, with before/after photos. */
export default function HistoryScreen() {
  const jobs = useJobHistory();
  const [reviewing, setReviewing] = useState<HistoryJob | null>(null);

  useEffect(() => {
    if (jobs.isError) toast.error(LOAD_FAILED);
  }, [jobs.isError]);

  let body;
  if (jobs.isPending) body = <PageSpinner />;
  else if (jobs.isError) body = <LoadError message={LOAD_FAILED} onRetry={() => void jobs.refetch()} />;
  else if (jobs.data.length === 0) {
    body = (
      <EmptyState title="No completed cleanings yet">
        <p className="text-sm text-muted-foreground">Completed cleanings appear here with their before and after photos.</p>
        <Button asChild variant="outline">
          <Link to="/client/new-job">Book New Cleaning</Link>
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4" aria-label="Completed cleanings">
        {jobs.data.map((job) => (
          <li key={job.jobId}>
            <HistoryJobCard job={job} onReview={setReviewing} />
          </li>
        ))}
      </ul>
    );
  }

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
