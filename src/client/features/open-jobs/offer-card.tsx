import { Clock } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatJobDate, formatJobTime } from "../../lib/format";
import { useAcceptOffer, useDeclineOffer, type OpenJob } from "./api";
import { BoardJobDetails, jobSummary } from "./board-job-details";
import {
  ACCEPT_FAILED,
  ACCEPTED_TOAST,
  answerWithinText,
  CONFIRM_ACCEPT,
  CONFIRM_DECLINE,
  DECLINE_FAILED,
  DECLINED_TOAST,
  offerLapsed,
} from "./offer-texts";

type Offer = NonNullable<OpenJob["offer"]>;

/**
 * docs/decisions/055: a job offered to this cleaner first, for a short while: the board's card with
 * the time left to answer, Accept (the claim) and Decline (the next cleaner is offered it). With
 * `linked` (the offer email's link) the card is scrolled to and focused once shown.
 */
export function OfferCard({
  job,
  offer,
  now,
  linked = false,
  onAnswered,
}: {
  job: OpenJob;
  offer: Offer;
  now: number;
  linked?: boolean;
  onAnswered?: () => void;
}) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<"accept" | "decline" | null>(null);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const start = new Date(job.scheduledStart);
  const lapsed = offerLapsed(offer.expiresAt, now);

  useEffect(() => {
    if (!linked) return;
    card.current?.scrollIntoView({ block: "center" });
    card.current?.focus({ preventScroll: true });
  }, [linked]);

  const answer = async (send: () => Promise<unknown>, done: () => void, failed: string) => {
    try {
      await send();
      done();
      onAnswered?.();
    } catch (error) {
      toastFailure(error, failed);
    } finally {
      setConfirming(null);
    }
  };
  const confirmAccept = () =>
    // mutateAsync: an answered offer leaves the refreshed board, and a card gone from the page
    // gets no mutate callback (its toast would be lost).
    answer(
      () => accept.mutateAsync(offer.offerId),
      () =>
        toast.success(ACCEPTED_TOAST, {
          description: `${job.type} on ${formatJobDate(start, job.timeZone)} at ${formatJobTime(start, job.timeZone)} is in My Assignments.`,
        }),
      // A refusal (expired, a clash, account not active) is "Unable to accept job" with the server's reason.
      ACCEPT_FAILED,
    );
  const confirmDecline = () =>
    answer(
      () => decline.mutateAsync(offer.offerId),
      () =>
        toast.success(DECLINED_TOAST, {
          description: `${job.type} on ${formatJobDate(start, job.timeZone)} will be offered to another cleaner.`,
        }),
      DECLINE_FAILED,
    );
  const pending = accept.isPending || decline.isPending;

  return (
    <Card
      ref={card}
      role="article"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="border-primary/40 ring-primary focus-visible:outline-none focus-visible:ring-2 data-[linked=true]:ring-2"
      data-linked={linked}
    >
      <CardContent className="flex flex-col gap-4 pt-6">
        <BoardJobDetails job={job} now={now} titleId={titleId} offered />
        <div className="flex flex-col gap-3 border-t border-border pt-4 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
            <Clock className="size-4 shrink-0" aria-hidden /> {answerWithinText(offer.expiresAt, now)}
          </p>
          {!lapsed && (
            <div className="flex flex-col-reverse gap-2 md:flex-row">
              <Button
                variant="outline"
                className="w-full md:w-auto"
                disabled={pending}
                onClick={() => setConfirming("decline")}
                aria-describedby={titleId}
              >
                Decline
              </Button>
              <Button className="w-full md:w-auto" disabled={pending} onClick={() => setConfirming("accept")} aria-describedby={titleId}>
                Accept
              </Button>
            </div>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming === "accept"}
        onOpenChange={(open) => setConfirming(open ? "accept" : null)}
        title={CONFIRM_ACCEPT}
        description={<>{jobSummary(job)}. The address and the client's instructions are in My Assignments once the job is yours.</>}
        confirmLabel="Accept"
        pending={accept.isPending}
        onConfirm={confirmAccept}
      />
      <ConfirmDialog
        open={confirming === "decline"}
        onOpenChange={(open) => setConfirming(open ? "decline" : null)}
        title={CONFIRM_DECLINE}
        description={<>{jobSummary(job)}.</>}
        confirmLabel="Decline"
        pending={decline.isPending}
        onConfirm={confirmDecline}
      />
    </Card>
  );
}
