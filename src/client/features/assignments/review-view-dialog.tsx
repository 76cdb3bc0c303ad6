import { RatingStars } from "../../components/rating-stars";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { formatDate } from "../../lib/format";
import type { Assignment } from "./api";

/** spec 2 View Review: the client's review of a completed job, or that there is none yet. */
export function ReviewViewDialog({
  assignment,
  open,
  onOpenChange,
}: {
  assignment: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { review } = assignment;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Client Review" description={`${assignment.type} for ${assignment.client.name}`}>
        {review ? (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <RatingStars rating={review.rating} size="md" />
              <span className="text-sm text-muted-foreground">{formatDate(review.createdAt)}</span>
            </div>
            {review.comment ? (
              <blockquote className="border-l-2 border-border pl-3 text-sm italic">{review.comment}</blockquote>
            ) : (
              <p className="text-sm text-muted-foreground">The client left no comment.</p>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">The client has not left a review yet.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
