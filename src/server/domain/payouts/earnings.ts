// docs/decisions/035: when a cleaner's payout counts as earned, and where "this month" begins. The
// dashboard and the payouts screen both count earnings by these, so they always agree.
import { desc, sql, type SQL } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";

/** When a payout was earned: its job's completion (a payout is made at completion). Needs payouts joined to jobs. */
export const earnedAt = sql`coalesce(${jobs.completedAt}, ${payouts.createdAt})`;

/** Payouts listed newest earned first (the cleaner's screen and CSV, the admin's list and CSV); ties by id. */
export const newestEarnedFirst = [sql`${earnedAt} DESC`, desc(payouts.payoutId)];

/**
 * "YYYY-MM" of when a payout was earned, on the wall clock of `timeZone`: the month the cleaner's
 * payouts screen totals it under and the admin's payout period it belongs to (docs/decisions/044).
 * The zone may be a prepared statement's placeholder (cast to text).
 */
export const earnedMonthIn = (timeZone: string | SQL) => sql<string>`to_char(${earnedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM')`;

/**
 * The first instant of the month `now` is in, on the wall clock of `timeZone` (an IANA name the
 * caller has checked): "this month" is counted from there.
 */
export const monthStartIn = (now: Date, timeZone: string): SQL =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;
