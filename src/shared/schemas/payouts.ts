import { z } from "zod";
import { isValidTimeZone } from "../domain/booking";

/**
 * The zone a cleaner's months are counted in ("This Month" on the dashboard, the payouts' monthly
 * totals, the CSV's dates): the browser sends its own; without one, Eastern, where most of the
 * served cities are (as timeZoneOfCity's fallback).
 */
export const EARNINGS_DEFAULT_TIME_ZONE = "America/New_York";

/** A `timeZone` query field: the viewer's zone, Eastern when absent. */
export const viewerTimeZoneField = z
  .string()
  .refine(isValidTimeZone, "Your time zone is not recognised.")
  .default(EARNINGS_DEFAULT_TIME_ZONE);

export const PAYOUT_LIST_DEFAULT_LIMIT = 100;
export const PAYOUT_LIST_MAX_LIMIT = 1000;
/** The CSV holds the whole history; this only bounds one download (years of daily work). */
export const PAYOUT_CSV_MAX_ROWS = 10_000;

/** GET /api/cleaner/dashboard */
export const earningsQuerySchema = z.object({ timeZone: viewerTimeZoneField });

/** GET /api/cleaner/payouts: the newest `limit` payouts; the totals always cover all of them. */
export const payoutListQuerySchema = z.object({
  timeZone: viewerTimeZoneField,
  limit: z.coerce
    .number({ error: "The limit must be a number." })
    .int("The limit must be a whole number.")
    .min(1, "The limit must be at least 1.")
    .max(PAYOUT_LIST_MAX_LIMIT, `The limit must be at most ${PAYOUT_LIST_MAX_LIMIT}.`)
    .default(PAYOUT_LIST_DEFAULT_LIMIT),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

/** The zone the screens send: the browser's own. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
