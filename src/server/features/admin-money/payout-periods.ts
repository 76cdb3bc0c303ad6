// docs/decisions/044: a payout period is a calendar month on the admin's wall clock, and a payout
// belongs to the month its job was completed in (domain/payouts/earnings.ts, as the cleaner's payouts screen
// counts it: docs/decisions/035). Needs payouts joined to jobs.
import { and, sql, type SQL } from "drizzle-orm";
import type { PayoutFilters } from "../../../shared/schemas/admin-money";
import { payouts } from "../../db/schema/payouts";
import { earnedAt } from "../../domain/payouts/earnings";
import { cleanerMatching } from "../../domain/cleaners/cleaner-search";

/** Earned within `period` ("YYYY-MM") in `timeZone`: a range on the instant, from the 1st at midnight there to the next 1st. */
export function inPeriod(period: string, timeZone: string): SQL {
  const firstDay = `${period}-01`;
  return sql`(${earnedAt} >= (${firstDay}::timestamp AT TIME ZONE ${timeZone}) AND ${earnedAt} < ((${firstDay}::timestamp + interval '1 month') AT TIME ZONE ${timeZone}))`;
}

/** Search (the cleaner's name or email) and month: what the cards total over. */
export function payoutScope(filters: Pick<PayoutFilters, "search" | "month" | "timeZone">): SQL | undefined {
  return and(cleanerMatching(filters.search), filters.month === "all" ? undefined : inPeriod(filters.month, filters.timeZone));
}

/** The scope and the status filter: what the list and the CSV show. */
export const payoutWhere = (filters: PayoutFilters) =>
  and(payoutScope(filters), filters.status === "all" ? undefined : sql`${payouts.status} = ${filters.status}`);
