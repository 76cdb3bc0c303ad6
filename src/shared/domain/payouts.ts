// docs/decisions/035: a cleaner's payouts as the payouts screen and its CSV name them.
import type { PayoutStatus } from "./statuses";

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = { pending: "Pending", paid: "Paid" };

/**
 * The cleaner's payouts file. "Completed" is the job's day and "Job Start" its time, both where the
 * job is, the zone named ("Mar 08, 2026 at 10:00 AM CDT"; docs/decisions/064).
 */
export const PAYOUTS_CSV_HEADER = ["Completed", "Job", "Address", "Job Start", "Status", "Paid On", "Amount (USD)", "Payout ID"] as const;

/** tidyline-payouts-YYYY-MM-DD.csv, `today` being the date in the cleaner's zone. */
export const payoutsCsvFilename = (today: string) => `tidyline-payouts-${today}.csv`;
