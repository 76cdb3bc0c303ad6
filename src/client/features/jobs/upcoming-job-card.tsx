import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { formatUSD } from "../../../shared/format";
import { JobHistoryToggle } from "../../components/job-history-list";
import { JobSourceBadges } from "../../components/job-source-badges";
import { MovedMark } from "../../components/moved-mark";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatJobDate, formatJobTime } from "../../lib/format";
import { toastFailure } from "../../lib/error-toast";
import { clientJobHistoryQuery, useCancelJob, type ClientJob } from "./api";
import { DispatchLine } from "./dispatch-line";
import { CleanerLine, JobWhenWhere, OnTheWayLine } from "./job-details";

// spec 8
const CANCEL_FAILED = "Failed to cancel appointment. Please try again.";
const RESCHEDULE_INFO = "Please contact support to reschedule your appointment.";

/**
 * An upcoming appointment: Cancel only while Posted (spec 4), Reschedule is an info message.
 * `actions`: more buttons the screen adds (the Message button of an assigned job).
 */
export function UpcomingJobCard({ job, actions }: { job: ClientJob; actions?: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelJob();

  const confirmCancel = () =>
    cancel.mutate(job.jobId, {
      onSuccess: ({ job: canceled }) => {
        toast.success("Appointment canceled", {
          description: canceled.cleanReturned
            ? "The included clean it used is back in your plan."
            : `${job.type} on ${formatJobDate(job.scheduledStart, job.timeZone)}`,
        });
        setConfirming(false);
      },
      // Claimed meanwhile, or already canceled: "Unable to cancel appointment" with the reason (docs/decisions/025).
      onError: (error) => {
        toastFailure(error, CANCEL_FAILED);
        setConfirming(false);
      },
    });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <ClientJobCardHeader job={job} />
        <MovedMark movedFrom={job.movedFrom} timeZone={job.timeZone} />
        <JobWhenWhere job={job} />
        <CleanerLine cleaner={job.cleaner} />
        <OnTheWayLine job={job} />
        <DispatchLine dispatch={job.dispatch} why={job.dispatchWhy} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => toast.info(RESCHEDULE_INFO)}>
            Reschedule
          </Button>
          {job.status === "Posted" && (
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
              Cancel
            </Button>
          )}
          {actions}
        </div>
        <JobHistoryToggle history={clientJobHistoryQuery(job.jobId)} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this appointment?"
        description={`${job.type} on ${formatJobDate(job.scheduledStart, job.timeZone)} at ${formatJobTime(job.scheduledStart, job.timeZone)} will be canceled. This action cannot be undone.`}
        cancelLabel="Keep Appointment"
        confirmLabel="Cancel Appointment"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}

/** A client's job card's top: its type and price, its status as the client reads it, and where it came from. */
export function ClientJobCardHeader({
  job,
}: {
  job: Pick<ClientJob, "type" | "status" | "clientPriceCents" | "planUsage" | "source" | "sameDayTurnover">;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{job.type}</h2>
          <PriceLine job={job} />
        </div>
        <JobStatusBadge status={job.status} audience="client" />
      </div>
      <JobSourceBadges job={job} />
    </>
  );
}

/** The price, and how it relates to the plan (docs/decisions/010). */
export function PriceLine({ job }: { job: Pick<ClientJob, "clientPriceCents" | "planUsage"> }) {
  const note = job.planUsage === "included" ? "included in your plan" : job.planUsage === "additional" ? "additional clean" : null;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{formatUSD(job.clientPriceCents)}</span>
      {note && ` · ${note}`}
    </p>
  );
}
