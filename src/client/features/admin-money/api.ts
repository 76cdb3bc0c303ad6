import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayoutStatusFilter, TransactionFilters } from "../../../shared/schemas/admin-money";
import { viewerTimeZone } from "../../../shared/schemas/payouts";
import { api, unwrap } from "../../lib/api";
import { toApiError } from "../../lib/api-error";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";
import { saveResponse } from "../../lib/save-file";

export type TransactionListFilters = TransactionFilters & { page: number };
/** The payouts screen's filters; months are counted in the admin's own zone (sent with every call). */
export interface PayoutListFilters {
  search: string;
  status: PayoutStatusFilter;
  month: string;
  page: number;
}

/** Under ['admin-transactions']: the list pages. */
export const adminTransactionKeys = {
  all: queryRoots.adminTransactions,
  list: (filters: TransactionListFilters) => [...adminTransactionKeys.all, "list", filters] as const,
};

/** Under ['admin-payouts']: the group pages and one group's payouts. */
export const adminPayoutKeys = {
  all: queryRoots.adminPayouts,
  list: (filters: PayoutListFilters) => [...adminPayoutKeys.all, "list", filters] as const,
  group: (cleanerId: string, month: string) => [...adminPayoutKeys.all, "group", cleanerId, month] as const,
};

/** Plans renew and clients book all the time: read afresh on each visit. */
export const useAdminTransactions = (filters: TransactionListFilters) =>
  useQuery(
    pagedListQuery(adminTransactionKeys.list(filters), filters.page, (page) =>
      unwrap(api.admin.transactions.$get({ query: { ...filters, page } })),
    ),
  );
export type TransactionList = NonNullable<ReturnType<typeof useAdminTransactions>["data"]>;
export type TransactionRow = TransactionList["rows"][number];

/** Completions add payouts and other admins pay them: read afresh on each visit. */
export const useAdminPayouts = (filters: PayoutListFilters) =>
  useQuery(
    pagedListQuery(adminPayoutKeys.list(filters), filters.page, (page) =>
      unwrap(api.admin.payouts.$get({ query: { ...filters, page, timeZone: viewerTimeZone() } })),
    ),
  );
export type PayoutGroupList = NonNullable<ReturnType<typeof useAdminPayouts>["data"]>;
export type PayoutGroup = PayoutGroupList["rows"][number];

/** A group's payouts (its dialog). */
export const usePayoutGroup = (group: { cleanerId: string; period: string } | null) =>
  useQuery({
    queryKey: adminPayoutKeys.group(group?.cleanerId ?? "", group?.period ?? ""),
    queryFn: () =>
      unwrap(
        api.admin.payouts[":cleanerId"].$get({
          param: { cleanerId: group?.cleanerId ?? "" },
          query: { month: group?.period ?? "all", timeZone: viewerTimeZone() },
        }),
      ),
    enabled: group !== null,
    staleTime: 0,
  });

export function useMarkPaid() {
  const queryClient = useQueryClient();
  // docs/decisions/025: a double-clicked Mark paid reports the payouts it paid, not "Nothing to mark paid".
  return useIdempotentMutation({
    mutationFn: ({ cleanerId, month }: { cleanerId: string; month: string }, headers) =>
      unwrap(
        api.admin.payouts[":cleanerId"]["mark-paid"].$post(
          { param: { cleanerId }, json: { month, timeZone: viewerTimeZone() } },
          { headers },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.adminPayouts }),
  });
}

/** How much of what matched the file holds (it stops at the server's bound). */
export interface SavedFile {
  rows: number;
  total: number;
}

async function saveCsv(call: Promise<Response>, fallback: string): Promise<SavedFile> {
  const response = await call;
  if (!response.ok) throw await toApiError(response);
  await saveResponse(response, fallback);
  return { rows: Number(response.headers.get("x-row-count") ?? 0), total: Number(response.headers.get("x-total-count") ?? 0) };
}

/** The payments the filters match, as the server writes them (CSV, named by the server). */
export const downloadTransactionsCsv = (filters: TransactionFilters) =>
  saveCsv(api.admin["transactions.csv"].$get({ query: { ...filters, timeZone: viewerTimeZone() } }), "tidyline-transactions.csv");

/** The payouts the filters match, one row per payout. */
export const downloadPayoutsCsv = ({ search, status, month }: Omit<PayoutListFilters, "page">) =>
  saveCsv(api.admin["payouts.csv"].$get({ query: { search, status, month, timeZone: viewerTimeZone() } }), "tidyline-cleaner-payouts.csv");
