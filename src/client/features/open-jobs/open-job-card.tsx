import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { claimMessages } from "../../../shared/schemas/open-jobs";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatJobDate, formatJobTime } from "../../lib/format";
import { useClaimJob, type OpenJob } from "./api";
import { BoardJobDetails, jobSummary } from "./board-job-details";

// spec 5 (the question), spec 8 (the toasts)
const CONFIRM_CLAIM = "Are you sure you want to claim this job?";
const { claimed: CLAIMED, applied: APPLIED, failed: CLAIM_FAILED } = claimMessages;

/**
 * spec 2 Open Jobs: one claimable job with every detail a cleaner decides on, and Claim This Job.
 * Its area only (town, state, ZIP): the street, the client and the instructions come with the
 * assignment (docs/decisions/026).
 */
export function OpenJobCard({ job, now }: { job: OpenJob; now: number }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const claim = useClaimJob();
  const start = new Date(job.scheduledStart);

  // mutateAsync, not mutate's callbacks: the refreshed board drops this card once claimed, and
  // TanStack Query calls no callback of a card that has left the page (its toast would be lost).
  const confirmClaim = async () => {
    try {
      const result = await claim.mutateAsync(job.jobId);
      // With claim approval on (docs/decisions/042) the claim is an application an admin decides on.
      if (result.status === "applied") {
        toast.success(APPLIED, {
          description: `An admin will review your application for ${job.type} on ${formatJobDate(start, job.timeZone)} at ${formatJobTime(start, job.timeZone)}.`,
        });
      } else {
        toast.success(CLAIMED, {
          description: `${job.type} on ${formatJobDate(start, job.timeZone)} at ${formatJobTime(start, job.timeZone)} is in My Assignments.`,
        });
      }
    } catch (error) {
      // A refusal (taken, window closed, a clash, account not active) is "Unable to claim job" with the
      // server's reason; only a fault gets spec 8's "Failed to claim job. Please try again" (docs/decisions/025).
      toastFailure(error, CLAIM_FAILED);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <BoardJobDetails job={job} now={now} titleId={titleId} />
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
            {CONFIRM_CLAIM} {jobSummary(job)}. The address and the client's instructions are in My Assignments once the job is yours.
          </>
        }
        confirmLabel="Claim This Job"
        pending={claim.isPending}
        onConfirm={confirmClaim}
      />
    </Card>
  );
}
