import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { JobStatusBadge } from "../../components/job-status-badge";
import { LoadError } from "../../components/load-states";
import { Dialog, DialogCloseFooter, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useAdminJobDetails } from "./api";
import { JobHistorySection, JobMessages, JobPhotos } from "./job-activity";
import { JobApplicants } from "./job-applicants";
import { JobDispatch } from "./job-details-dispatch";
import { JobFacts, PeopleFacts, Timeline } from "./job-details-sections";

/** spec 2's view action: the job with its client, unit, cleaner, timeline, photos, messages and applicants. */
export function JobDetailsDialog({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const details = useAdminJobDetails(jobId);
  const job = details.data;
  return (
    <Dialog open={jobId !== null} onOpenChange={(open) => !open && onClose()}>
      {jobId && (
        <DialogContent
          title={`Job #${jobIdLabel(jobId)}`}
          description={job ? <JobStatusBadge status={job.status} /> : undefined}
          className="max-w-3xl"
        >
          {details.isPending && <Spinner label="Loading job" />}
          {details.isError && <LoadError message="Failed to load job details." onRetry={() => void details.refetch()} />}
          {job && (
            <div className="flex flex-col gap-5">
              <JobFacts job={job} />
              <PeopleFacts job={job} />
              <Timeline timeline={job.timeline} timeZone={job.timeZone} />
              <JobDispatch dispatch={job.dispatch} timeZone={job.timeZone} />
              <JobHistorySection jobId={job.jobId} />
              <JobApplicants job={job} />
              <JobPhotos photos={job.photos} />
              <JobMessages messages={job.messages} />
              <p className="break-all font-mono text-xs text-muted-foreground">Job ID {job.jobId}</p>
            </div>
          )}
          <DialogCloseFooter />
        </DialogContent>
      )}
    </Dialog>
  );
}
