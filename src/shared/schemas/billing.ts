import { z } from "zod";
import { PAYMENT_RANGE_VALUES, PAYMENT_STATUS_FILTERS } from "../domain/billing";

export const PAYMENT_LIST_DEFAULT_LIMIT = 100;
export const PAYMENT_LIST_MAX_LIMIT = 1000;
export const PAYMENT_SEARCH_MAX_LENGTH = 100;

/** The payment history's status and date range filters: the client's billing list and the admin's transactions. */
export const paymentStatusFilterField = z
  .enum(PAYMENT_STATUS_FILTERS, { error: "Choose a status: all, succeeded, pending, failed or refunded." })
  .default("all");
export const paymentRangeField = z.enum(PAYMENT_RANGE_VALUES, { error: "Choose a date range: all, 7, 30 or 90 days." }).default("all");

/** GET /api/client/payments query: every filter is applied in SQL; the list is always bounded. */
export const paymentListQuerySchema = z.object({
  status: paymentStatusFilterField,
  range: paymentRangeField,
  search: z
    .string()
    .trim()
    .max(PAYMENT_SEARCH_MAX_LENGTH, `Search text must be at most ${PAYMENT_SEARCH_MAX_LENGTH} characters.`)
    .default(""),
  limit: z.coerce
    .number({ error: "The limit must be a number." })
    .int("The limit must be a whole number.")
    .min(1, "The limit must be at least 1.")
    .max(PAYMENT_LIST_MAX_LIMIT, `The limit must be at most ${PAYMENT_LIST_MAX_LIMIT}.`)
    .default(PAYMENT_LIST_DEFAULT_LIMIT),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
/** What the screen sends (every field optional, as query strings). */
export type PaymentListFilters = Pick<PaymentListQuery, "status" | "range" | "search">;
