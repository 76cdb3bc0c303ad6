import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { keepCleanerLabel } from "../../../shared/domain/dispatch";
import { keptCleanerText } from "../../../shared/schemas/unit-cleaners";
import { REVIEW_COMMENT_MAX, reviewInputSchema, reviewMessages, type Review, type ReviewInput } from "../../../shared/schemas/review";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { FieldSet, TextareaField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { titleFrom, toastFirstError } from "../../lib/form-errors";
import { toastFailure } from "../../lib/error-toast";
import { useKeepCleaner, useSaveReview } from "./api";
import { StarRating } from "./star-rating";

// spec 8: no rating is "Rating Required" first, then a comment over the limit.
const toastProblem = toastFirstError<ReviewInput>(["rating", "comment"], titleFrom(reviewMessages, reviewMessages.submitFailed));

export interface ReviewableJob {
  jobId: string;
  cleanerName: string | null;
  review: { rating: number; comment: string | null } | null;
}

type KeepOffer = { unitId: string; cleanerId: string; cleanerName: string };

/** The stored review, or blank: no rating yet is 0, which the shared schema refuses with spec 5's message. */
const valuesOf = (review: ReviewableJob["review"]): ReviewInput => ({ rating: review?.rating ?? 0, comment: review?.comment ?? "" });

/** spec 2 and 5: 'Leave a Review' or 'Edit Your Review' for a completed job. */
export function ReviewDialog({ open, onOpenChange, job }: { open: boolean; onOpenChange: (open: boolean) => void; job: ReviewableJob }) {
  const save = useSaveReview();
  const keep = useKeepCleaner();
  // docs/decisions/055: after a good review of a cleaning at a unit, offer to keep the cleaner for it.
  const [keepOffer, setKeepOffer] = useState<KeepOffer | null>(null);
  // Closed, the dialog forgets the offer: the next opening is the review form again.
  const close = () => {
    setKeepOffer(null);
    onOpenChange(false);
  };
  const form = useForm<ReviewInput, unknown, Review>({ resolver: zodResolver(reviewInputSchema), defaultValues: valuesOf(job.review) });
  const comment = useWatch({ control: form.control, name: "comment" }) ?? "";

  // Each opening starts from the stored review (or blank), not from an abandoned edit.
  useEffect(() => {
    if (open) form.reset(valuesOf(job.review));
  }, [open, job.review, form]);

  const editing = job.review !== null;
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  const submit = form.handleSubmit(
    (review) =>
      save.mutate(
        { jobId: job.jobId, input: review },
        {
          onSuccess: (saved) => {
            toast.success(editing ? "Review updated" : "Review submitted", { description: "Thank you for your feedback." });
            if (saved.keepOffer) setKeepOffer(saved.keepOffer);
            else onOpenChange(false);
          },
          onError: (error) => toastFailure(error, reviewMessages.submitFailed),
        },
      ),
    toastProblem,
  );

  if (keepOffer) {
    const keepIt = () =>
      keep.mutate(keepOffer, {
        onSuccess: () => {
          toast.success(keptCleanerText(keepOffer.cleanerName));
          close();
        },
        onError: (error) => toastFailure(error, "Failed to keep the cleaner"),
      });
    return (
      <Dialog open={open} onOpenChange={(next) => !keep.isPending && !next && close()}>
        <DialogContent title="Thank you for your review" description={`Want ${keepOffer.cleanerName} to clean this unit again?`}>
          <p className="text-sm text-muted-foreground">
            Kept cleaners are offered this unit's new jobs first. You can change the order under Units, Cleaners.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={keep.isPending}>
                Not now
              </Button>
            </DialogClose>
            <Button onClick={keepIt} disabled={keep.isPending}>
              {keep.isPending && <Spinner className="size-4 text-current" label="Saving" />}
              {keepCleanerLabel(keepOffer.cleanerName)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent
        title={editing ? "Edit Your Review" : "Leave a Review"}
        description={job.cleanerName ? `How did ${job.cleanerName} do?` : "How did the cleaning go?"}
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FieldSet legend="Your rating" className="gap-2">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => <StarRating value={field.value} onChange={field.onChange} disabled={save.isPending} />}
            />
          </FieldSet>
          <TextareaField
            label="Comment"
            hint="(optional)"
            rows={4}
            placeholder="What went well? What could be better?"
            invalid={tooLong}
            disabled={save.isPending}
            description={
              <span aria-live="polite" className={cn("block text-right text-xs", tooLong && "font-medium text-destructive")}>
                {comment.length}/{REVIEW_COMMENT_MAX}
              </span>
            }
            {...form.register("comment")}
          />
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
