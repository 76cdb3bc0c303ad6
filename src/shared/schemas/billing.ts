import { z } from "zod";
import { PAYMENT_RANGE_VALUES, PAYMENT_STATUS_FILTERS } from "../domain/billing";
import { pageQueryFields } from "./page";

export const PAYMENT_PAGE_SIZE = 100;
/** The largest page: the CSV asks for it, holding every matching payment up to it. */
export const PAYMENT_MAX_PAGE_SIZE = 1000;
export const PAYMENT_SEARCH_MAX_LENGTH = 100;

/** The payment history's status and date range filters: the client's billing list and the admin's transactions. */
export const paymentStatusFilterField = z
  .enum(PAYMENT_STATUS_FILTERS, { error: "Choose a status: all, succeeded, pending, failed or refunded." })
  .default("all");
export const paymentRangeField = z.enum(PAYMENT_RANGE_VALUES, { error: "Choose a date range: all, 7, 30 or 90 days." }).default("all");

/** GET /api/client/payments query: every filter is applied in SQL; the list is paged. */
export const paymentListQuerySchema = z.object({
  status: paymentStatusFilterField,
  range: paymentRangeField,
  search: z
    .string()
    .trim()
    .max(PAYMENT_SEARCH_MAX_LENGTH, `Search text must be at most ${PAYMENT_SEARCH_MAX_LENGTH} characters.`)
    .default(""),
  ...pageQueryFields({ size: PAYMENT_PAGE_SIZE, maxSize: PAYMENT_MAX_PAGE_SIZE }),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
/** What the screen sends (every field optional, as query strings). */
export type PaymentListFilters = Pick<PaymentListQuery, "status" | "range" | "search">;
