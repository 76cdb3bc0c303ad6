// spec 2 "Reviews Moderation" and spec 9: the admin's review list filters and the visibility switch.
import { z } from "zod";
import { adminListQuerySchema } from "./admin-list";
import { RATING_SCALE } from "./review";

/** spec 9: a low rating is 2 stars or fewer, a high one 4 or more. */
export const LOW_RATING_MAX = 2;
export const HIGH_RATING_MIN = 4;

const STAR_FILTERS = Array.from({ length: RATING_SCALE }, (_, index) => String(index + 1) as "1" | "2" | "3" | "4" | "5");
export const REVIEW_RATING_FILTERS = ["all", "low", "high", ...STAR_FILTERS] as const;
export type ReviewRatingFilter = (typeof REVIEW_RATING_FILTERS)[number];

export const REVIEW_VISIBILITY_FILTERS = ["all", "visible", "hidden"] as const;
export type ReviewVisibilityFilter = (typeof REVIEW_VISIBILITY_FILTERS)[number];

export const adminReviewListQuerySchema = adminListQuerySchema.extend({
  rating: z.enum(REVIEW_RATING_FILTERS, { error: "Please choose a rating filter: all, low, high or 1 to 5 stars." }).default("all"),
  visibility: z.enum(REVIEW_VISIBILITY_FILTERS, { error: "Please choose a visibility filter: all, visible or hidden." }).default("all"),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
/** What the screen sends: every field as text, as a query string carries it. */
export type AdminReviewFilters = Pick<AdminReviewListQuery, "search" | "rating" | "visibility">;

/** PATCH /api/admin/reviews/:reviewId/visibility: hide (false) or show (true). */
export const reviewVisibilitySchema = z.object({
  isVisible: z.boolean({ error: "Please say whether the review is visible (true or false)." }),
});
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilitySchema>;

// spec 8: the admin's review toasts.
export const adminReviewMessages = {
  loadFailed: "Failed to load reviews.",
  hidden: "Review hidden successfully.",
  shown: "Review shown successfully.",
  visibilityFailed: "Failed to update review visibility.",
  deleted: "Review deleted successfully.",
  deleteFailed: "Failed to delete review.",
  deleteConfirm: "Are you sure you want to delete this review? This action cannot be undone.",
  empty: "No reviews found matching your filters.",
  notFound: "Review not found.",
} as const;
