import { format } from "date-fns";
import { CheckCircle2, MapPin } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { claimUrgency, type ClaimUrgency } from "../../../shared/domain/cleaner";
import { areaLabel } from "../../../shared/domain/job-area";
import { formatUSD } from "../../../shared/format";
import { claimMessages } from "../../../shared/schemas/open-jobs";
import { JobSourceBadges } from "../../components/job-source-badges";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatDate, formatTime } from "../../lib/format";
import { useClaimJob, type OpenJob } from "./api";
import { hoursText, sizeText, timeLeftToClaim } from "./claim-time";

// spec 5 (the question), spec 8 (the toasts)
const CONFIRM_CLAIM = "Are you sure you want to claim this job?";
const { claimed: CLAIMED, applied: APPLIED, failed: CLAIM_FAILED } = claimMessages;

// Text and background pairs that keep 4.5:1 contrast.
const URGENCY_CLASSES: Record<NonNullable<ClaimUrgency>, string> = {
  Urgent: "border-red-200 bg-red-50 text-red-800",
  Soon: "border-orange-200 bg-orange-50 text-orange-900",
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * spec 2 Open Jobs: one claimable job with every detail a cleaner decides on, and Claim This Job.
 * Its area only (town, state, ZIP): the street, the client and the instructions come with the
 * assignment (docs/decisions/026).
 */
export function OpenJobCard({ job, now }: { job: OpenJob; now: number }) {
  const titleId = useId();
  const area = areaLabel(job.area);
  const [confirming, setConfirming] = useState(false);
  const claim = useClaimJob();
  const urgency = claimUrgency(new Date(job.claimWindowEnds), new Date(now));
  const start = new Date(job.scheduledStart);

  const confirmClaim = () =>
    claim.mutate(job.jobId, {
      // With claim approval on (docs/decisions/042) the claim is an application an admin decides on.
      onSuccess: (result) =>
        result.status === "applied"
          ? toast.success(APPLIED, {
              description: `An admin will review your application for ${job.type} on ${formatDate(start)} at ${formatTime(start)}.`,
            })
          : toast.success(CLAIMED, { description: `${job.type} on ${formatDate(start)} at ${formatTime(start)} is in My Assignments.` }),
      // A refusal (taken, window closed, a clash, account not active) is "Unable to claim job" with the
      // server's reason; only a fault gets spec 8's "Failed to claim job. Please try again" (docs/decisions/025).
      onError: (error) => toastFailure(error, CLAIM_FAILED),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="text-lg font-semibold">
                {job.type}
              </h2>
              {urgency && <Badge className={URGENCY_CLASSES[urgency]}>{urgency}</Badge>}
            </div>
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="break-words">{area}</span>
            </p>
            <JobSourceBadges job={job} />
          </div>
          <div className="flex flex-col items-end">
            <p className="text-xl font-semibold tabular-nums">{formatUSD(job.cleanerPayoutCents)}</p>
            <p className="text-sm text-muted-foreground tabular-nums">{formatUSD(job.hourlyRateCents)}/hr</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Detail label="Date">{formatDate(start)}</Detail>
          <Detail label="Day">{format(start, "EEEE")}</Detail>
          <Detail label="Start time">{formatTime(start)}</Detail>
          <Detail label="Duration">{hoursText(job.durationHours)}</Detail>
          <Detail label="Time left to claim">{timeLeftToClaim(job.claimWindowEnds, now)}</Detail>
          <Detail label="Size">{sizeText(job)}</Detail>
        </dl>
        <div className="flex items-center justify-end gap-3 border-t border-border pt-4">
          {job.applied ? (
            // docs/decisions/042: an admin decides between the applicants; a second application is refused.
            <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> Application submitted: an admin will decide
            </p>
          ) : (
            <Button className="w-full md:w-auto" onClick={() => setConfirming(true)} aria-describedby={titleId}>
              Claim This Job
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Claim this job?"
        description={
          <>
            {CONFIRM_CLAIM} {job.type} on {format(start, "EEEE")}, {formatDate(start)} at {formatTime(start)}, {area}. The address and the
            client's instructions are in My Assignments once the job is yours.
          </>
        }
        confirmLabel="Claim This Job"
        pending={claim.isPending}
        onConfirm={confirmClaim}
      />
    </Card>
  );
}
