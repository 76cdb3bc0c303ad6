import { z } from "zod";

// spec 5 and 9: rating 1-5 required, comment optional up to 1000 characters.
export const REVIEW_COMMENT_MAX = 1000;
export const RATING_SCALE = 5;

export const reviewMessages = {
  ratingRequired: { title: "Rating Required", message: "Please select a star rating." },
  commentTooLong: { title: "Comment Too Long", message: "Please keep comments under 1000 characters." },
  submitFailed: "Failed to submit review. Please try again.",
} as const;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired.message })
    .int(reviewMessages.ratingRequired.message)
    .min(1, reviewMessages.ratingRequired.message)
    .max(RATING_SCALE, reviewMessages.ratingRequired.message),
  // spec 5: an empty comment is stored as null.
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong.message)
    .nullish()
    .transform((comment) => comment?.trim() || null),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type Review = z.output<typeof reviewInputSchema>;
