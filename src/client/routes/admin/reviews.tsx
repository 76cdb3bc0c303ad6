import {
  adminReviewListQuerySchema,
  adminReviewMessages as messages,
  type AdminReviewFilters,
} from "../../../shared/schemas/admin-reviews";
import { EmptyState } from "../../components/load-states";
import { PagedList } from "../../components/paged-list";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent } from "../../components/ui/card";
import { useAdminReviews } from "../../features/admin-reviews/api";
import { ReviewCard } from "../../features/admin-reviews/review-card";
import { NO_REVIEW_FILTERS, ReviewFilters } from "../../features/admin-reviews/review-filters";
import { usePagedFilters } from "../../lib/use-paged-filters";

/** spec 2 Reviews Moderation: filters, the count badge, review cards with hide/show and delete, pages. */
export default function AdminReviewsScreen() {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<AdminReviewFilters>(
    adminReviewListQuerySchema,
    NO_REVIEW_FILTERS,
  );
  const reviews = useAdminReviews({ ...applied, page });
  const total = reviews.data?.total;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Reviews Moderation</h1>
          <p className="text-muted-foreground">
            Hide or delete reviews. Hidden reviews are seen only by admins and their author, and leave the cleaner&apos;s rating.
          </p>
        </div>
        {total !== undefined && (
          <Badge className="text-sm" role="status" aria-live="polite">
            {total} {total === 1 ? "review" : "reviews"}
          </Badge>
        )}
      </div>
      <Card>
        <CardContent className="pt-6">
          <ReviewFilters value={filters} onChange={changeFilters} />
        </CardContent>
      </Card>
      <PagedList query={reviews} loadFailed={messages.loadFailed} empty={<EmptyState title={messages.empty} />} onPage={setPage}>
        {(rows) => (
          <ul className="flex flex-col gap-4" aria-label="Reviews">
            {rows.map((review) => (
              <ReviewCard key={review.reviewId} review={review} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
