import { useQuery } from "@tanstack/react-query";
import { PAYMENT_PAGE_SIZE, type PaymentListFilters } from "../../../shared/schemas/billing";
import { api, unwrap } from "../../lib/api";
import { pagedListQuery } from "../../lib/paged-list-query";
import { queryRoots } from "../../lib/query-keys";

/** The filters and the page the history shows. */
export type PaymentListPage = PaymentListFilters & { page: number };

export const billingKeys = {
  all: queryRoots.billing,
  payments: (filters: PaymentListPage, pageSize: number) => [...billingKeys.all, "payments", filters, pageSize] as const,
};

/**
 * A page of the client's payments matching `filters` (filtered by the server) plus the all-time
 * summary. A plan charge or a booking elsewhere adds payments: read afresh on each visit.
 */
export const paymentsQuery = (filters: PaymentListPage, pageSize = PAYMENT_PAGE_SIZE) =>
  pagedListQuery(billingKeys.payments(filters, pageSize), filters.page, (page) =>
    unwrap(api.client.payments.$get({ query: { ...filters, page, pageSize: String(pageSize) } })),
  );

export const usePayments = (filters: PaymentListPage) => useQuery(paymentsQuery(filters));

export type PaymentList = NonNullable<ReturnType<typeof usePayments>["data"]>;
export type Payment = PaymentList["rows"][number];
