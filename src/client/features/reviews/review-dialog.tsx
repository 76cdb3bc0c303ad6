import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { REVIEW_COMMENT_MAX, reviewInputSchema, reviewMessages, type Review, type ReviewInput } from "../../../shared/schemas/review";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { FieldSet, TextareaField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { titleFrom, toastFirstError } from "../../lib/form-errors";
import { toastFailure } from "../../lib/error-toast";
import { useSaveReview } from "./api";
import { StarRating } from "./star-rating";

// spec 8: no rating is "Rating Required" first, then a comment over the limit.
const toastProblem = toastFirstError<ReviewInput>(["rating", "comment"], titleFrom(reviewMessages, reviewMessages.submitFailed));

export interface ReviewableJob {
  jobId: string;
  cleanerName: string | null;
  review: { rating: number; comment: string | null } | null;
}

/** The stored review, or blank: no rating yet is 0, which the shared schema refuses with spec 5's message. */
const valuesOf = (review: ReviewableJob["review"]): ReviewInput => ({ rating: review?.rating ?? 0, comment: review?.comment ?? "" });

/** spec 2 and 5: 'Leave a Review' or 'Edit Your Review' for a completed job. */
export function ReviewDialog({ open, onOpenChange, job }: { open: boolean; onOpenChange: (open: boolean) => void; job: ReviewableJob }) {
  const save = useSaveReview();
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
          onSuccess: () => {
            toast.success(editing ? "Review updated" : "Review submitted", { description: "Thank you for your feedback." });
            onOpenChange(false);
          },
          onError: (error) => toastFailure(error, reviewMessages.submitFailed),
        },
      ),
    toastProblem,
  );

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
