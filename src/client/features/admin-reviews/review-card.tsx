import { Eye, EyeOff, MoreHorizontal, Trash2 } from "lucide-react";
import { useState } from "react";
import { adminReviewMessages as messages } from "../../../shared/schemas/admin-reviews";
import { RatingStars } from "../../components/rating-stars";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { cn } from "../../lib/cn";
import { formatDate, formatJobDate } from "../../lib/format";
import type { AdminReviewRow } from "./api";
import { useReviewActions } from "./use-review-actions";

/** spec 2: one review: stars, comment, cleaner, client, job and date; hidden ones dimmed with a 'Hidden' badge; the hide/show and delete menu. */
export function ReviewCard({ review }: { review: AdminReviewRow }) {
  const actions = useReviewActions();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const about = `review of ${review.cleaner.name} by ${review.client.name}`;

  return (
    <li>
      <Card className={cn(!review.isVisible && "border-dashed bg-muted/40")}>
        <CardContent className="flex flex-col gap-3 pt-6">
          <div className="flex items-start justify-between gap-3">
            {/* Hidden ones are dimmed without opacity on text, which would fail contrast (axe): faded stars, muted words. */}
            <div className={cn("flex flex-wrap items-center gap-2", !review.isVisible && "[&_svg]:opacity-50")}>
              <RatingStars rating={review.rating} />
              <span className="text-sm text-muted-foreground">{formatDate(review.createdAt)}</span>
            </div>
            <div className="flex items-center gap-2">
              {!review.isVisible && <Badge className="border-amber-300 bg-amber-50 text-amber-900">Hidden</Badge>}
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" disabled={actions.pending} aria-label={`Actions for the ${about}`}>
                    <MoreHorizontal aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => actions.setVisible(review.reviewId, !review.isVisible)}>
                    {review.isVisible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                    {review.isVisible ? "Hide review" : "Show review"}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem className="text-destructive" onSelect={() => setConfirmingDelete(true)}>
                    <Trash2 aria-hidden /> Delete review
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          </div>
          <div className={cn("flex flex-col gap-3", !review.isVisible && "text-muted-foreground")}>
            {review.comment ? (
              <p className="whitespace-pre-line break-words">{review.comment}</p>
            ) : (
              <p className="text-sm italic text-muted-foreground">No comment</p>
            )}
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Cleaner</dt>
                <dd className="font-medium">{review.cleaner.name}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Client</dt>
                <dd className="font-medium">{review.client.name}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Job</dt>
                <dd className="font-medium">
                  {review.job.type}, {formatJobDate(review.job.scheduledStart, review.job.timeZone)}
                </dd>
              </div>
            </dl>
          </div>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this review?"
        description={messages.deleteConfirm}
        confirmLabel="Delete Review"
        destructive
        pending={actions.deleting}
        onConfirm={() => actions.deleteReview(review.reviewId, () => setConfirmingDelete(false))}
      />
    </li>
  );
}
