import { z } from "zod";
import { isValidTimeZone } from "../domain/booking";
import { pageQueryFields } from "./page";

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

export const PAYOUT_PAGE_SIZE = 100;
export const PAYOUT_MAX_PAGE_SIZE = 1000;
/** The CSV holds the whole history; this only bounds one download (years of daily work). */
export const PAYOUT_CSV_MAX_ROWS = 10_000;

/** GET /api/cleaner/dashboard */
export const earningsQuerySchema = z.object({ timeZone: viewerTimeZoneField });

/** GET /api/cleaner/payouts: a page of payouts, newest first; the totals always cover all of them. */
export const payoutListQuerySchema = z.object({
  timeZone: viewerTimeZoneField,
  ...pageQueryFields({ size: PAYOUT_PAGE_SIZE, maxSize: PAYOUT_MAX_PAGE_SIZE }),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

/** The zone the screens send: the browser's own. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
