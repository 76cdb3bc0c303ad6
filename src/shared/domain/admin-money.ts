// docs/decisions/044: the admin's transactions and payouts as their screens and CSV files name them.
// The CSV conventions (RFC 4180, formula guard, amounts as numbers, BOM) are the billing CSV's
// (shared/domain/billing.ts, docs/decisions/011).

/** The longest CSV one download writes (years of a busy platform); the screens say when a file stops short. */
export const ADMIN_CSV_MAX_ROWS = 10_000;

export const TRANSACTIONS_CSV_HEADER = [
  "Date",
  "Client",
  "Client Email",
  "Description",
  "Type",
  "Status",
  "Amount (USD)",
  "Payment ID",
] as const;
/** tidyline-transactions-YYYY-MM-DD.csv, `today` being the date in the admin's zone. */
export const transactionsCsvFilename = (today: string) => `tidyline-transactions-${today}.csv`;

/**
 * The admin's payouts file. "Completed" and "Job Start" are the job's day and time where the job is,
 * its zone named (docs/decisions/064); "Period" and "Paid On" are the admin's months and days.
 */
export const ADMIN_PAYOUTS_CSV_HEADER = [
  "Completed",
  "Period",
  "Cleaner",
  "Cleaner Email",
  "Job",
  "Address",
  "Job Start",
  "Status",
  "Paid On",
  "Amount (USD)",
  "Payout ID",
] as const;
/** tidyline-cleaner-payouts-YYYY-MM-DD.csv (the cleaner's own file is tidyline-payouts-...). */
export const adminPayoutsCsvFilename = (today: string) => `tidyline-cleaner-payouts-${today}.csv`;

/** A payout period: a calendar month on the admin's wall clock, "YYYY-MM". */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2025-03" as "March 2025" (a calendar month: no zone to apply). */
export function periodLabel(period: string): string {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
