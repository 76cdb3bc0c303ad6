import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReviewFilters } from "../../../shared/schemas/admin-reviews";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";

export type AdminReviewQuery = AdminReviewFilters & { page: number };

/** Under ['admin-reviews']: the moderation list's pages. */
export const adminReviewKeys = {
  all: queryRoots.adminReviews,
  list: (query: AdminReviewQuery) => [...adminReviewKeys.all, "list", query] as const,
};

/**
 * One page of the reviews the filters match (filtered and counted by the server). Clients review
 * all the time: read afresh on each visit.
 */
export const useAdminReviews = (query: AdminReviewQuery) =>
  useQuery(
    pagedListQuery(adminReviewKeys.list(query), query.page, (page) =>
      unwrap(api.admin.reviews.$get({ query: { search: query.search, rating: query.rating, visibility: query.visibility, page } })),
    ),
  );
export type AdminReviewList = NonNullable<ReturnType<typeof useAdminReviews>["data"]>;
export type AdminReviewRow = AdminReviewList["rows"][number];

/** Hiding, showing or deleting moves the dashboard's reviews and the cleaners' ratings too. */
function useRefreshAfterReviewChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryRoots.adminReviews, queryRoots.adminDashboard, queryRoots.adminCleaners].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSetReviewVisibility() {
  const refresh = useRefreshAfterReviewChange();
  return useMutation({
    mutationFn: ({ reviewId, isVisible }: { reviewId: string; isVisible: boolean }) =>
      unwrap(api.admin.reviews[":reviewId"].visibility.$patch({ param: { reviewId }, json: { isVisible } })),
    onSettled: refresh,
  });
}

export function useDeleteReview() {
  const refresh = useRefreshAfterReviewChange();
  return useMutation({
    mutationFn: (reviewId: string) => unwrap(api.admin.reviews[":reviewId"].$delete({ param: { reviewId } })),
    onSettled: refresh,
  });
}
