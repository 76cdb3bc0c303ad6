import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentListFilters } from "../../../shared/schemas/billing";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

export const billingKeys = {
  all: queryRoots.billing,
  payments: (filters: PaymentListFilters, limit: number) => [...billingKeys.all, "payments", filters, limit] as const,
};

/** The client's payments matching `filters` (filtered by the server) plus the all-time summary. */
export const paymentsQuery = (filters: PaymentListFilters, limit: number) =>
  queryOptions({
    queryKey: billingKeys.payments(filters, limit),
    queryFn: () => unwrap(api.client.payments.$get({ query: { ...filters, limit: String(limit) } })),
    // A plan charge or a booking elsewhere adds payments: read afresh on each visit.
    staleTime: 0,
  });

/** Keeps the last rows on screen while a new filter loads, so the table does not flash empty. */
export const usePayments = (filters: PaymentListFilters, limit: number) =>
  useQuery({ ...paymentsQuery(filters, limit), placeholderData: keepPreviousData });

export type PaymentList = NonNullable<ReturnType<typeof usePayments>["data"]>;
export type Payment = PaymentList["payments"][number];
