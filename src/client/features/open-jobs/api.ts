import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { OpenJobsFilters } from "../../../shared/schemas/open-jobs";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** The board's pages under ['open-jobs'], one per filters and page. */
export const openJobKeys = {
  all: queryRoots.openJobs,
  /** Every page of the board, whatever its filters: a job's live change refreshes them (docs/decisions/068). */
  boards: () => [...openJobKeys.all, "board"] as const,
  board: (filters: OpenJobsFilters) => [...openJobKeys.boards(), filters] as const,
  /** The viewer's open offers (docs/decisions/067): under the board's root, so an answer or a claim refreshes them. */
  offers: () => [...openJobKeys.all, "offers"] as const,
};

/**
 * docs/decisions/067: the offers waiting on this cleaner, for the dashboard and the count on Open
 * Jobs, read every 30 seconds (the offer-expiry task's period) while the portal is open, whatever
 * screen: an offer lasts minutes to hours and its email may be unread.
 */
const OFFERS_REFRESH_MS = 30_000;
export const useMyOffers = (enabled = true) =>
  useQuery({
    queryKey: openJobKeys.offers(),
    queryFn: async () => (await unwrap(api.cleaner.offers.$get())).offers,
    refetchInterval: OFFERS_REFRESH_MS,
    enabled,
  });
export type MyOffer = NonNullable<ReturnType<typeof useMyOffers>["data"]>[number];

/** Other cleaners claim jobs all the time: the board reads afresh on each visit and every minute. */
const BOARD_REFRESH_MS = 60_000;

export const openJobsQuery = (filters: OpenJobsFilters) =>
  pagedListQuery(
    openJobKeys.board(filters),
    filters.page,
    (page) =>
      unwrap(
        api.cleaner["open-jobs"].$get({
          query: {
            search: filters.search,
            type: filters.type,
            sort: filters.sort,
            page,
            ...(filters.inMyAreas === undefined ? {} : { inMyAreas: String(filters.inMyAreas) as "true" | "false" }),
          },
        }),
      ),
    { refetchInterval: BOARD_REFRESH_MS },
  );

export const useOpenJobs = (filters: OpenJobsFilters) => useQuery(openJobsQuery(filters));

export type OpenJobsPage = NonNullable<ReturnType<typeof useOpenJobs>["data"]>;
export type OpenJob = OpenJobsPage["rows"][number];

/** What a claim, an accept or a decline changes besides the board: the assignments, the dashboard's counts, the calendar. */
const AFTER_CLAIM = [queryRoots.openJobs, queryRoots.assignments, queryRoots.cleanerProfile, queryRoots.calendar];

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
    onSettled: () => Promise.all(AFTER_CLAIM.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * docs/decisions/055: accepts an offer (the claim of the offered job; the answer is a claim's).
 * Refused or not, the board is out of date: an expired offer has moved on to the next cleaner.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (offerId: string, headers) => unwrap(api.cleaner.offers[":offerId"].accept.$post({ param: { offerId } }, { headers })),
    onSettled: () => Promise.all(AFTER_CLAIM.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** docs/decisions/055: declines an offer; the job goes to the next cleaner in line and leaves this board. */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (offerId: string, headers) => unwrap(api.cleaner.offers[":offerId"].decline.$post({ param: { offerId } }, { headers })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.openJobs }),
  });
}
