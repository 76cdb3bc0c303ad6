import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PAYMENT_PAGE_SIZE, type PaymentListFilters } from "../../../shared/schemas/billing";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The filters and the page the history shows. */
export type PaymentListPage = PaymentListFilters & { page: number };

export const billingKeys = {
  all: queryRoots.billing,
  payments: (filters: PaymentListPage, pageSize: number) => [...billingKeys.all, "payments", filters, pageSize] as const,
};

/** A page of the client's payments matching `filters` (filtered by the server) plus the all-time summary. */
export const paymentsQuery = (filters: PaymentListPage, pageSize = PAYMENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: billingKeys.payments(filters, pageSize),
    queryFn: () => unwrap(api.client.payments.$get({ query: { ...filters, page: String(filters.page), pageSize: String(pageSize) } })),
    // A plan charge or a booking elsewhere adds payments: read afresh on each visit.
    staleTime: 0,
  });

/** Keeps the last rows on screen while a new filter loads, so the table does not flash empty. */
export const usePayments = (filters: PaymentListPage) => useQuery({ ...paymentsQuery(filters), placeholderData: keepPreviousData });

export type PaymentList = NonNullable<ReturnType<typeof usePayments>["data"]>;
export type Payment = PaymentList["rows"][number];
