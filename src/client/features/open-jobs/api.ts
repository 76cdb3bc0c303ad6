import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OpenJobsFilters } from "../../../shared/schemas/open-jobs";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** The board's pages under ['open-jobs'], one per filters and page. */
export const openJobKeys = {
  all: queryRoots.openJobs,
  board: (filters: OpenJobsFilters) => [...openJobKeys.all, "board", filters] as const,
};

/** Other cleaners claim jobs all the time: the board reads afresh on each visit and every minute. */
const BOARD_REFRESH_MS = 60_000;

export const openJobsQuery = (filters: OpenJobsFilters) =>
  queryOptions({
    queryKey: openJobKeys.board(filters),
    queryFn: () =>
      unwrap(
        api.cleaner["open-jobs"].$get({
          query: {
            search: filters.search,
            type: filters.type,
            sort: filters.sort,
            page: String(filters.page),
            ...(filters.inMyAreas === undefined ? {} : { inMyAreas: String(filters.inMyAreas) as "true" | "false" }),
          },
        }),
      ),
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
  });

/** Keeps the last page on screen while new filters load, so the board does not flash empty. */
export const useOpenJobs = (filters: OpenJobsFilters) => useQuery({ ...openJobsQuery(filters), placeholderData: keepPreviousData });

export type OpenJobsPage = NonNullable<ReturnType<typeof useOpenJobs>["data"]>;
export type OpenJob = OpenJobsPage["rows"][number];

/**
 * spec 4: claims a job. Won or refused (taken meanwhile), the board is out of date; a claim also
 * adds an assignment, the dashboard's counts and the calendar's entries. With claim approval on
 * (docs/decisions/042) the answer is { status: "applied" }: an application, the job still open.
 */
export function useClaimJob() {
  const queryClient = useQueryClient();
  // docs/decisions/025: a double-clicked claim reports the first click's result, not "already claimed".
  return useIdempotentMutation({
    mutationFn: (jobId: string, headers) => unwrap(api.cleaner.claims.$post({ json: { jobId } }, { headers })),
    onSettled: () =>
      Promise.all(
        [queryRoots.openJobs, queryRoots.assignments, queryRoots.cleanerProfile, queryRoots.calendar].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
