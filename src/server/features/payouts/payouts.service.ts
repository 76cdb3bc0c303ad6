// docs/decisions/035: the signed-in cleaner's payouts, one per completed job, with their totals.
// Every query is scoped to the cleaner in its WHERE clause.
import { dateTimeInZone } from "../../../shared/domain/zone-format";
import { eq, sql, type SQL } from "drizzle-orm";
import { csvAmount, toCsv } from "../../../shared/domain/billing";
import { todayIn } from "../../../shared/domain/booking";
import { PAYOUT_STATUS_LABELS, PAYOUTS_CSV_HEADER } from "../../../shared/domain/payouts";
import type { PayoutStatus } from "../../../shared/domain/statuses";
import type { PageQuery } from "../../../shared/schemas/page";
import { PAYOUT_CSV_MAX_ROWS } from "../../../shared/schemas/payouts";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { earnedAt, earnedMonthIn, newestEarnedFirst } from "../../domain/payouts/earnings";
import { pageOf, pageWindow } from "../../lib/page";

/** The months shown with totals; the list of months only bounds the query (ten years). */
export const PAYOUT_MONTHS_LIMIT = 120;

export interface PayoutView {
  payoutId: string;
  jobId: string;
  jobType: string;
  address: string;
  /** When the job was completed (ISO 8601). */
  earnedAt: string;
  /** The job's place's zone: its completion day is read there (docs/decisions/064). */
  timeZone: string;
  amountCents: number;
  status: PayoutStatus;
  paidAt: string | null;
}

export interface PayoutTotals {
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  count: number;
}

const totalsColumns = {
  totalCents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
  paidCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'paid'), 0)`.mapWith(Number),
  pendingCents: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'pending'), 0)`.mapWith(Number),
  count: sql<number>`count(*)`.mapWith(Number),
};

/*
 * The screen's two queries are prepared statements scoped to the cleaner (a placeholder), built
 * once and parsed once per connection (docs/decisions/022): at a million jobs building them was
 * most of a request (docs/decisions/053).
 */
const theCleaner = sql.placeholder("cleanerId");
const zone = sql.placeholder("timeZone");

/** A page of the payouts, newest first. */
const payoutRows = preparedOnce((db) =>
  db
    .select({
      payoutId: payouts.payoutId,
      jobId: payouts.jobId,
      jobType: jobs.type,
      address: jobs.address,
      earnedAt: sql<Date>`${earnedAt}`.mapWith(payouts.createdAt),
      timeZone: jobs.timeZone,
      amountCents: payouts.amountCents,
      status: payouts.status,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .where(eq(payouts.cleanerId, theCleaner))
    .orderBy(...newestEarnedFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("cleaner_payouts_page"),
);

/** A month's total summed over every month (a window over the grouped rows, taken before the LIMIT). */
const overEveryMonth = (monthly: SQL) => sql<number>`sum(${monthly}) over ()`.mapWith(Number);

/**
 * The totals per month, in the zone (a parameter), newest first, each row also carrying the totals
 * over all of the cleaner's payouts: one statement, not two, as each is a round trip and a wake-up
 * of PostgreSQL on every visit (docs/decisions/053). No payout, no row: the totals are then zero.
 */
const monthTotals = preparedOnce((db) =>
  db
    .select({
      month: earnedMonthIn(sql`${zone}::text`),
      ...totalsColumns,
      overall: {
        totalCents: overEveryMonth(totalsColumns.totalCents),
        paidCents: overEveryMonth(totalsColumns.paidCents),
        pendingCents: overEveryMonth(totalsColumns.pendingCents),
        count: overEveryMonth(totalsColumns.count),
      },
    })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .where(eq(payouts.cleanerId, theCleaner))
    // By position: the zone is a parameter, so the month written again would be another expression.
    .groupBy(sql`1`)
    .orderBy(sql`1 DESC`)
    .limit(PAYOUT_MONTHS_LIMIT)
    .prepare("cleaner_payouts_months"),
);

const NO_PAYOUTS: PayoutTotals = { totalCents: 0, paidCents: 0, pendingCents: 0, count: 0 };

/**
 * A page of the payouts, newest first; the totals (overall and per month, in `timeZone`) cover all
 * of them, computed by the database.
 */
export async function listPayouts({
  db,
  cleanerId,
  timeZone,
  page,
}: {
  db: Database;
  cleanerId: string;
  timeZone: string;
  page: PageQuery;
}) {
  const [rows, monthRows] = await Promise.all([
    payoutRows(db).execute({ cleanerId, ...pageWindow(page) }),
    monthTotals(db).execute({ cleanerId, timeZone }),
  ]);
  const views: PayoutView[] = rows.map((row) => ({
    ...row,
    earnedAt: row.earnedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
  const all = monthRows[0]?.overall ?? NO_PAYOUTS;
  const months = monthRows.map(({ overall: _overall, ...month }) => month);
  return { ...pageOf(views, all.count, page), totals: all, months };
}

/** The whole history (bounded) as CSV: a job's day and start in its own zone, payments' days on the wall clock of `timeZone`, and the file's date. */
export async function payoutsCsv({
  db,
  cleanerId,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  cleanerId: string;
  timeZone: string;
  now?: Date;
}) {
  const dateIn = (value: unknown) => sql<string | null>`to_char(${value} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      // The job's day and start where it is, its zone named (docs/decisions/064).
      earnedOn: sql<string | null>`to_char(${earnedAt} AT TIME ZONE ${jobs.timeZone}, 'YYYY-MM-DD')`,
      jobType: jobs.type,
      address: jobs.address,
      scheduledStart: jobs.scheduledStart,
      jobTimeZone: jobs.timeZone,
      status: payouts.status,
      paidOn: dateIn(payouts.paidAt),
      amountCents: payouts.amountCents,
      payoutId: payouts.payoutId,
    })
    .from(payouts)
    .innerJoin(jobs, eq(jobs.jobId, payouts.jobId))
    .where(eq(payouts.cleanerId, cleanerId))
    .orderBy(...newestEarnedFirst)
    .limit(PAYOUT_CSV_MAX_ROWS);
  const today = todayIn(timeZone, now);
  const csv = toCsv([
    PAYOUTS_CSV_HEADER,
    ...rows.map((row) => [
      row.earnedOn ?? "",
      row.jobType,
      row.address,
      dateTimeInZone(row.scheduledStart, row.jobTimeZone, null),
      PAYOUT_STATUS_LABELS[row.status],
      row.paidOn ?? "",
      csvAmount(row.amountCents),
      row.payoutId,
    ]),
  ]);
  return { csv, today };
}
