import { keepPreviousData, queryOptions, type QueryKey } from "@tanstack/react-query";

/**
 * One page of a list the server pages (components/paged-list.tsx shows it), under the feature's
 * own key. Such lists change under other people's hands (bookings, claims, renewals, reviews), so
 * each visit reads afresh; while the next page or filters load, the last page stays on screen
 * (dimmed by PagedList), so the list does not flash empty. `fetchPage` gets the page as the text a
 * query string carries. `refetchInterval` is for a list that also refreshes while on screen.
 */
export function pagedListQuery<Data, Key extends QueryKey>(
  queryKey: Key,
  page: number,
  fetchPage: (page: string) => Promise<Data>,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: () => fetchPage(String(page)),
    staleTime: 0,
    placeholderData: keepPreviousData,
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });
}
