import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { REVIEW_COMMENT_MAX, reviewMessages } from "../../../shared/schemas/review";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { cn } from "../../lib/cn";
import { useSaveReview } from "./api";
import { StarRating } from "./star-rating";

export interface ReviewableJob {
  jobId: string;
  cleanerName: string | null;
  review: { rating: number; comment: string | null } | null;
}

/** spec 2 and 5: 'Leave a Review' or 'Edit Your Review' for a completed job. */
export function ReviewDialog({ open, onOpenChange, job }: { open: boolean; onOpenChange: (open: boolean) => void; job: ReviewableJob }) {
  const [rating, setRating] = useState(job.review?.rating ?? 0);
  const [comment, setComment] = useState(job.review?.comment ?? "");
  const save = useSaveReview();
  const commentId = useId();
  const counterId = useId();

  // Each opening starts from the stored review (or blank), not from an abandoned edit.
  useEffect(() => {
    if (open) {
      setRating(job.review?.rating ?? 0);
      setComment(job.review?.comment ?? "");
    }
  }, [open, job.review]);

  const editing = job.review !== null;
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) return void toast.error(reviewMessages.ratingRequired.title, { description: reviewMessages.ratingRequired.message });
    if (tooLong) return void toast.error(reviewMessages.commentTooLong.title, { description: reviewMessages.commentTooLong.message });
    save.mutate(
      { jobId: job.jobId, input: { rating, comment } },
      {
        onSuccess: () => {
          toast.success(editing ? "Review updated" : "Review submitted", { description: "Thank you for your feedback." });
          onOpenChange(false);
        },
        onError: () => toast.error(reviewMessages.submitFailed),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent title={editing ? "Edit Your Review" : "Leave a Review"} description={job.cleanerName ? `How did ${job.cleanerName} do?` : "How did the cleaning go?"}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Your rating</legend>
            <StarRating value={rating} onChange={setRating} disabled={save.isPending} />
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={commentId}>Comment (optional)</Label>
            <Textarea
              id={commentId}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              rows={4}
              placeholder="What went well? What could be better?"
              aria-describedby={counterId}
              aria-invalid={tooLong || undefined}
              disabled={save.isPending}
            />
            <p id={counterId} className={cn("text-right text-xs text-muted-foreground", tooLong && "font-medium text-destructive")} aria-live="polite">
              {comment.length}/{REVIEW_COMMENT_MAX}
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={save.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4 text-current" label="Saving" />}
              {editing ? "Update Review" : "Submit Review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
