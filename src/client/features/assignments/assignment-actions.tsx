import { Camera, CheckCircle2, FileText, MessageSquare, Phone, Play, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { earliestStart } from "../../../shared/domain/cleaner";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { formatJobDateTime } from "../../lib/format";
import { useNow } from "../../lib/use-now";
import { useCompleteJob, useStartJob, type Assignment } from "./api";
import { OnMyWay } from "./on-my-way";

// spec 8 (titles) and spec 5 (the completion's question and its signed-out error).
const START_FAILED = "Failed to start job. Please try again";
const COMPLETE_FAILED = "Failed to complete job. Please try again";
const AUTH_REQUIRED = "Authentication required";
const CONFIRM_COMPLETE = "Are you sure you want to mark this job as completed?";
/** The server's rule, said before the cleaner asks (docs/decisions/033). */
export const AFTER_PHOTO_FIRST = "Add at least one after photo before marking this job complete.";
/** The server's rule (docs/decisions/027): a job is not done before it was due to begin. */
const completableFrom = ({ scheduledStart, timeZone }: Pick<Assignment, "scheduledStart" | "timeZone">) =>
  `You can mark this job complete from its scheduled start, ${formatJobDateTime(scheduledStart, timeZone)}.`;

/** Digits and a leading + only: what a tel: link dials. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** spec 2: Call (only with a phone) and Message. */
export function ContactButtons({ assignment }: { assignment: Assignment }) {
  const { phone, name } = assignment.client;
  return (
    <>
      {phone && (
        <Button asChild variant="outline" size="sm">
          <a href={telHref(phone)} aria-label={`Call ${name} at ${phone}`}>
            <Phone aria-hidden /> Call
          </a>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={`/cleaner/messages?job=${assignment.jobId}`} aria-label={`Message ${name}`}>
          <MessageSquare aria-hidden /> Message
        </Link>
      </Button>
    </>
  );
}

export type AssignmentDialog = "photos" | "review" | "report";

/** spec 2: Start Job when Assigned; Mark Complete and Add Photos when In Progress; View Review and Job Report when Completed. */
export function AssignmentActions({
  assignment,
  onOpen,
}: {
  assignment: Assignment;
  onOpen: (dialog: AssignmentDialog, options?: { afterPhoto?: boolean }) => void;
}) {
  const now = useNow();
  const start = useStartJob();
  const complete = useCompleteJob();
  const [confirming, setConfirming] = useState(false);
  // An admin may have canceled the job under the assignment: nothing to do but look.
  const jobMoved = assignment.jobStatus !== assignment.status;

  if (assignment.status === "Assigned") {
    const startsFrom = earliestStart(new Date(assignment.scheduledStart));
    const tooEarly = now < startsFrom.getTime();
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={tooEarly || jobMoved || start.isPending}
          onClick={() =>
            start.mutate(assignment.jobId, {
              onSuccess: () => toast.success("Job Started", { description: `${assignment.type} at ${assignment.address}` }),
              onError: (error) => toastFailure(error, START_FAILED),
            })
          }
        >
          <Play aria-hidden /> Start Job
        </Button>
        <Button size="sm" variant="outline" disabled={jobMoved} onClick={() => onOpen("photos")}>
          <Camera aria-hidden /> Add Photos
        </Button>
        {!jobMoved && <OnMyWay assignment={assignment} />}
        {tooEarly && !jobMoved && (
          <p className="w-full text-sm text-muted-foreground">
            You can start this job from {formatJobDateTime(startsFrom, assignment.timeZone)}.
          </p>
        )}
      </div>
    );
  }

  if (assignment.status === "In Progress") {
    const needsAfterPhoto = assignment.photos.after === 0;
    const notDueYet = now < new Date(assignment.scheduledStart).getTime();
    const askToComplete = () => {
      if (needsAfterPhoto) {
        toast.error(COMPLETE_FAILED, { description: AFTER_PHOTO_FIRST });
        onOpen("photos", { afterPhoto: true });
        return;
      }
      setConfirming(true);
    };
    const confirmComplete = () =>
      complete.mutate(assignment.jobId, {
        onSuccess: () => toast.success("Job Completed!", { description: `${assignment.type} at ${assignment.address}` }),
        onError: (error) => (hasErrorCode(error, "UNAUTHORIZED") ? toast.error(AUTH_REQUIRED) : toastFailure(error, COMPLETE_FAILED)),
        onSettled: () => setConfirming(false),
      });
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={jobMoved || notDueYet || complete.isPending} onClick={askToComplete}>
          <CheckCircle2 aria-hidden /> Mark Complete
        </Button>
        <Button size="sm" variant="outline" disabled={jobMoved} onClick={() => onOpen("photos", { afterPhoto: true })}>
          <Camera aria-hidden /> Add Photos
        </Button>
        {notDueYet && !jobMoved && <p className="w-full text-sm text-muted-foreground">{completableFrom(assignment)}</p>}
        {needsAfterPhoto && !jobMoved && <p className="w-full text-sm text-muted-foreground">{AFTER_PHOTO_FIRST}</p>}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Mark as completed?"
          description={CONFIRM_COMPLETE}
          cancelLabel="Not Yet"
          confirmLabel="Mark Complete"
          pending={complete.isPending}
          onConfirm={confirmComplete}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => onOpen("review")}>
        <Star aria-hidden /> View Review
      </Button>
      <Button size="sm" variant="outline" onClick={() => onOpen("report")}>
        <FileText aria-hidden /> Job Report
      </Button>
    </div>
  );
}
