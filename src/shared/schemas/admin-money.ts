// docs/decisions/044: the admin's transactions (all payments, with the client billing screen's
// filters: shared/schemas/billing.ts) and the cleaners' payouts per cleaner and month.
import { z } from "zod";
import { PERIOD_PATTERN } from "../domain/admin-money";
import { PAYOUT_STATUSES } from "../domain/statuses";
import { adminListQuerySchema } from "./admin-list";
import { paymentRangeField, paymentStatusFilterField } from "./billing";
import { viewerTimeZoneField } from "./payouts";

const search = adminListQuerySchema.shape.search;

/** The filters of the list and of its CSV: status, date range (decision 011's whole days), search. */
export const transactionFiltersSchema = z.object({ status: paymentStatusFilterField, range: paymentRangeField, search });
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

/** GET /api/admin/transactions */
export const adminTransactionListQuerySchema = adminListQuerySchema.extend({ status: paymentStatusFilterField, range: paymentRangeField });
export type AdminTransactionListQuery = z.infer<typeof adminTransactionListQuerySchema>;

/** GET /api/admin/transactions.csv: the dates are written on the admin's wall clock. */
export const adminTransactionCsvQuerySchema = transactionFiltersSchema.extend({ timeZone: viewerTimeZoneField });

export const PAYOUT_STATUS_FILTERS = ["all", ...PAYOUT_STATUSES] as const;
export type PayoutStatusFilter = (typeof PAYOUT_STATUS_FILTERS)[number];

const period = z.string({ error: "Choose a month." }).regex(PERIOD_PATTERN, "Choose a month as YYYY-MM.");

/** The payouts' filters: status, the cleaner (name or email), the month ("all" or YYYY-MM), the admin's zone. */
export const payoutFiltersSchema = z.object({
  status: z.enum(PAYOUT_STATUS_FILTERS, { error: "Choose a status: all, pending or paid." }).default("all"),
  search,
  month: z.union([z.literal("all"), period]).default("all"),
  timeZone: viewerTimeZoneField,
});
export type PayoutFilters = z.infer<typeof payoutFiltersSchema>;

/** GET /api/admin/payouts: groups per cleaner and month. */
export const adminPayoutListQuerySchema = adminListQuerySchema.extend(payoutFiltersSchema.shape);
export type AdminPayoutListQuery = z.infer<typeof adminPayoutListQuerySchema>;

/** POST /api/admin/payouts/:cleanerId/mark-paid: the cleaner's pending payouts of one month, in the admin's zone. */
export const markPayoutsPaidSchema = z.object({ month: period, timeZone: viewerTimeZoneField });
export type MarkPayoutsPaidInput = z.infer<typeof markPayoutsPaidSchema>;
