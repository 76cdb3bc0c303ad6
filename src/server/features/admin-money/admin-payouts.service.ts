// docs/decisions/044: what the platform owes its cleaners and has paid them, per cleaner and month,
// grouped, counted and paged in SQL; a cleaner's payouts of one month; the CSV of the payouts listed.
import { dateTimeInZone } from "../../../shared/domain/zone-format";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { ADMIN_CSV_MAX_ROWS, ADMIN_PAYOUTS_CSV_HEADER } from "../../../shared/domain/admin-money";
import { csvAmount, toCsv } from "../../../shared/domain/billing";
import { todayIn } from "../../../shared/domain/booking";
import { PAYOUT_STATUS_LABELS } from "../../../shared/domain/payouts";
import type { AdminPayoutListQuery, PayoutFilters } from "../../../shared/schemas/admin-money";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { earnedAt, earnedMonthIn, newestEarnedFirst } from "../../domain/payouts/earnings";
import { notFound } from "../../lib/errors";
import { payoutScope, payoutWhere } from "./payout-periods";
import { pageOf, pageWindow } from "../../lib/page";

export const CLEANER_NOT_FOUND = "Cleaner not found.";
/** The months offered by the month filter (three years); older ones are still in the CSV. */
export const PAYOUT_MONTH_CHOICES = 36;
/** A group's payouts shown in its dialog (a month of daily work is far fewer). */
export const GROUP_PAYOUTS_LIMIT = 200;

const amounts = {
  count: sql<number>`count(*)`.mapWith(Number),
  totalCents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
  pendingCount: sql<number>`count(*) filter (where ${payouts.status} = 'pending')`.mapWith(Number),
  pendingCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'pending'), 0)`.mapWith(Number),
  paidCount: sql<number>`count(*) filter (where ${payouts.status} = 'paid')`.mapWith(Number),
  paidCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid'), 0)`.mapWith(Number),
};

const joined = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, payouts.cleanerId));

/**
 * One page of groups (a cleaner's payouts in a month), newest month first, then by cleaner; the
 * cards' totals over what the search and month select (the status filter picks among them); and
 * the months that have payouts, for the month filter.
 */
export async function listPayoutGroups({ db, query }: { db: Database; query: AdminPayoutListQuery }) {
  const period = earnedMonthIn(query.timeZone);
  const where = payoutWhere(query);
  // The month first: GROUP BY and ORDER BY name it by position (the zone is a parameter, so the
  // expression written again would be another one).
  const groups = db
    .select({
      period,
      cleanerId: payouts.cleanerId,
      cleanerName: cleaners.name,
      cleanerEmail: cleaners.email,
      ...amounts,
      lastPaidAt: sql<Date | null>`max(${payouts.paidAt})`.mapWith(payouts.paidAt),
    })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, payouts.cleanerId))
    .where(where)
    .groupBy(sql`1`, payouts.cleanerId, cleaners.name, cleaners.email);
  const groupCount = db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(joined(db).where(where).groupBy(earnedMonthIn(query.timeZone), payouts.cleanerId).as("payout_groups"));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted], [totals], months] = await Promise.all([
    groups
      .orderBy(sql`1 DESC`, asc(cleaners.name), asc(payouts.cleanerId))
      .limit(limit)
      .offset(offset),
    groupCount,
    db
      .select({
        ...amounts,
        cleanersOwed: sql<number>`count(distinct ${payouts.cleanerId}) filter (where ${payouts.status} = 'pending')`.mapWith(Number),
      })
      .from(payouts)
      .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
      .innerJoin(cleaners, eq(cleaners.cleanerId, payouts.cleanerId))
      .where(payoutScope(query)),
    db
      .select({ period })
      .from(payouts)
      .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
      .groupBy(sql`1`)
      .orderBy(sql`1 DESC`)
      .limit(PAYOUT_MONTH_CHOICES),
  ]);
  const shown = rows.map((row) => ({ ...row, lastPaidAt: row.lastPaidAt?.toISOString() ?? null }));
  return {
    ...pageOf(shown, counted?.count ?? 0, query),
    totals: totals ?? { count: 0, totalCents: 0, pendingCount: 0, pendingCents: 0, paidCount: 0, paidCents: 0, cleanersOwed: 0 },
    months: months.map((row) => row.period),
  };
}

/** The payout rows the filters (and `only`) match, newest first (the group dialog and the CSV). */
function payoutRows(db: Database, filters: PayoutFilters, only?: SQL) {
  return db
    .select({
      payoutId: payouts.payoutId,
      cleanerId: payouts.cleanerId,
      cleanerName: cleaners.name,
      cleanerEmail: cleaners.email,
      period: earnedMonthIn(filters.timeZone),
      // A job's day is its place's (docs/decisions/064).
      completedOn: sql<string>`to_char(${earnedAt} AT TIME ZONE ${jobs.timeZone}, 'YYYY-MM-DD')`,
      scheduledStart: jobs.scheduledStart,
      earnedAt: sql<Date>`${earnedAt}`.mapWith(payouts.createdAt),
      timeZone: jobs.timeZone,
      jobId: payouts.jobId,
      jobType: jobs.type,
      address: jobs.address,
      status: payouts.status,
      paidAt: payouts.paidAt,
      paidOn: sql<string | null>`to_char(${payouts.paidAt} AT TIME ZONE ${filters.timeZone}, 'YYYY-MM-DD')`,
      amountCents: payouts.amountCents,
    })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, payouts.cleanerId))
    .where(and(payoutWhere(filters), only))
    .orderBy(...newestEarnedFirst);
}

/** A cleaner's payouts under the filters (a group's dialog: one month, or all). 404 for no such cleaner. */
export async function cleanerPayouts({
  db,
  cleanerId,
  filters,
}: {
  db: Database;
  cleanerId: string;
  filters: Omit<PayoutFilters, "search">;
}) {
  const [cleaner] = await db
    .select({ cleanerId: cleaners.cleanerId, name: cleaners.name, email: cleaners.email })
    .from(cleaners)
    .where(eq(cleaners.cleanerId, cleanerId));
  if (!cleaner) throw notFound(CLEANER_NOT_FOUND);
  const rows = await payoutRows(db, { ...filters, search: "" }, eq(payouts.cleanerId, cleanerId)).limit(GROUP_PAYOUTS_LIMIT);
  return {
    cleaner,
    payouts: rows.map(({ payoutId, jobId, jobType, address, status, amountCents, earnedAt: earned, timeZone, paidAt }) => ({
      payoutId,
      jobId,
      jobType,
      address,
      status,
      amountCents,
      earnedAt: earned.toISOString(),
      /** The job's place's zone: its completion day is read there (docs/decisions/064). */
      timeZone,
      paidAt: paidAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The payouts the filters match as CSV (one row per payout), at most ADMIN_CSV_MAX_ROWS: the job's
 * day and start where the job is (docs/decisions/064), the period and payment on the admin's wall clock.
 */
export async function payoutsCsv({ db, filters, now = new Date() }: { db: Database; filters: PayoutFilters; now?: Date }) {
  const where = payoutWhere(filters);
  const [rows, [matched]] = await Promise.all([
    payoutRows(db, filters).limit(ADMIN_CSV_MAX_ROWS),
    db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(joined(db).where(where).as("matched")),
  ]);
  const csv = toCsv([
    ADMIN_PAYOUTS_CSV_HEADER,
    ...rows.map((row) => [
      row.completedOn,
      row.period,
      row.cleanerName,
      row.cleanerEmail,
      row.jobType,
      row.address,
      dateTimeInZone(row.scheduledStart, row.timeZone, null),
      PAYOUT_STATUS_LABELS[row.status],
      row.paidOn ?? "",
      csvAmount(row.amountCents),
      row.payoutId,
    ]),
  ]);
  return { csv, today: todayIn(filters.timeZone, now), rows: rows.length, total: matched?.count ?? 0 };
}
