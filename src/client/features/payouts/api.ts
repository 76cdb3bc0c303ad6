import { useQuery } from "@tanstack/react-query";
import { viewerTimeZone as timeZone } from "../../../shared/schemas/payouts";
import { api, unwrap } from "../../lib/api";
import { toApiError } from "../../lib/api-error";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { saveResponse } from "../../lib/save-file";

export const payoutKeys = {
  all: queryRoots.payouts,
  list: (page: number) => [...payoutKeys.all, "list", page] as const,
};

/**
 * One page of payouts, newest first, with the totals and months of all of them. A completion or an
 * admin's payment changes them: read afresh on each visit.
 */
export const payoutsQuery = (page: number) =>
  pagedListQuery(payoutKeys.list(page), page, (pageText) =>
    unwrap(api.cleaner.payouts.$get({ query: { timeZone: timeZone(), page: pageText } })),
  );

export const usePayouts = (page: number) => useQuery(payoutsQuery(page));

export type PayoutList = NonNullable<ReturnType<typeof usePayouts>["data"]>;
export type Payout = PayoutList["rows"][number];
export type PayoutMonth = PayoutList["months"][number];

/** Downloads the whole history as the server writes it (CSV, named by the server). */
export async function downloadPayoutsCsv() {
  const response = await api.cleaner["payouts.csv"].$get({ query: { timeZone: timeZone() } });
  if (!response.ok) throw await toApiError(response);
  await saveResponse(response, "tidyline-payouts.csv");
}
