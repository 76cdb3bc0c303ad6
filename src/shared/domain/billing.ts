// spec 2 (/client/billing) and 9: the payment history's filters, labels and CSV export. Pure
// functions: the server filters in SQL with the same cut-off, the browser builds the CSV.
import { PAYMENT_STATUSES, type PaymentStatus } from "./statuses";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** spec 2: date range filter "all time, last 7, 30, 90 days". */
export const PAYMENT_RANGES = [
  { value: "all", label: "All time" },
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
] as const;
export type PaymentRange = (typeof PAYMENT_RANGES)[number]["value"];
export const PAYMENT_RANGE_VALUES = PAYMENT_RANGES.map((range) => range.value) as [PaymentRange, ...PaymentRange[]];

export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/**
 * spec 2: ranges are "counted in whole days from creation date". A payment's age in whole days is
 * the number of complete 24-hour periods since it was created (a payment 7 days and 23 hours old
 * is 7 days old). "Last N days" keeps a payment whose age is at most N whole days. Counting in
 * elapsed time, not calendar dates, makes the rule the same in every time zone.
 */
export function wholeDaysSince(createdAt: Date, now: Date): number {
  return Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS);
}

export function isWithinRange(createdAt: Date, range: PaymentRange, now: Date): boolean {
  return range === "all" || wholeDaysSince(createdAt, now) <= Number(range);
}

/**
 * The same rule as a cut-off for SQL: age <= N whole days  <=>  elapsed < (N + 1) days
 * <=>  created_at > now - (N + 1) days. Null for "all".
 */
export function rangeCutoff(range: PaymentRange, now: Date): Date | null {
  if (range === "all") return null;
  return new Date(now.getTime() - (Number(range) + 1) * DAY_MS);
}

/** spec 2: a payment without a description is shown as "Payment". */
export const paymentDescription = (description: string | null) => description?.trim() || "Payment";

/** The payment types we record; payment_type is free text, so an unknown one is humanised. */
export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  subscription: "Subscription",
  additional_clean: "Additional clean",
  one_time_clean: "One-time clean",
  refund: "Refund",
};

export function paymentTypeLabel(type: string): string {
  const known = PAYMENT_TYPE_LABELS[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Payment";
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  succeeded: "Succeeded",
  pending: "Pending",
  failed: "Failed",
  refunded: "Refunded",
};

/** The built-in test payment provider's card (spec 2: "a fixed sample card ending 4242"). */
export const SAMPLE_CARD = { brand: "Visa", last4: "4242", expiry: "12/34" } as const;

// ---- CSV ---------------------------------------------------------------------------------------

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number we write ourselves, its digits already fixed (money has two decimals): never guarded or quoted. */
export class CsvNumber {
  constructor(readonly digits: string) {}
}

/** Dollars with two decimals, as a number a spreadsheet can add up: 300.00, a refund's -125.50. */
export const csvAmount = (cents: number) => new CsvNumber((cents / 100).toFixed(2));

/**
 * One CSV field (RFC 4180): text that a spreadsheet would read as a formula gets a leading
 * apostrophe; a field holding a comma, quote or line break is quoted, quotes doubled. Numbers are
 * ours, never user text, so they are written as they are: a refund's -125.50 stays a number.
 */
export function csvField(value: string | number | CsvNumber): string {
  if (value instanceof CsvNumber) return value.digits;
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | CsvNumber>>): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

export interface CsvPayment {
  id: string;
  createdAt: string;
  description: string | null;
  paymentType: string;
  status: PaymentStatus;
  amountCents: number;
}

export const PAYMENTS_CSV_HEADER = ["Date", "Description", "Type", "Status", "Amount (USD)", "Payment ID"] as const;

/** The payment history as CSV; `formatDate` renders a date in the viewer's zone (ISO date by default). */
export function paymentsCsv(payments: readonly CsvPayment[], formatDate: (iso: string) => string = (iso) => iso.slice(0, 10)): string {
  return toCsv([
    PAYMENTS_CSV_HEADER,
    ...payments.map((payment) => [
      formatDate(payment.createdAt),
      paymentDescription(payment.description),
      paymentTypeLabel(payment.paymentType),
      PAYMENT_STATUS_LABELS[payment.status],
      // A number, not text: the formula guard must not turn a negative amount into text.
      csvAmount(payment.amountCents),
      payment.id,
    ]),
  ]);
}

/** tidyline-payments-YYYY-MM-DD.csv, dated in the viewer's zone. */
export function paymentsCsvFilename(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `tidyline-payments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
