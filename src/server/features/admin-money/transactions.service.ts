// docs/decisions/044: every client's payments (spec 3 payments) for the admin, with the client
// billing screen's filters (docs/decisions/011: status, whole-day ranges, the same search) plus the
// client's name and email; filtered, counted and paged in SQL.
import { and, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_CSV_MAX_ROWS, TRANSACTIONS_CSV_HEADER } from "../../../shared/domain/admin-money";
import { csvAmount, PAYMENT_STATUS_LABELS, paymentDescription, paymentTypeLabel, rangeCutoff, toCsv } from "../../../shared/domain/billing";
import { todayIn } from "../../../shared/domain/booking";
import { PAYMENT_STATUSES, type PaymentStatus } from "../../../shared/domain/statuses";
import type { AdminTransactionListQuery, TransactionFilters } from "../../../shared/schemas/admin-money";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import { clients } from "../../db/schema/people";
import { newestPaymentFirst, paymentMatches, paymentRowColumns, paymentSearchParameters } from "../../domain/subscriptions/payment-search";
import { pageOf, pageWindow } from "../../lib/page";

/** Range and search: what the cards total over. The status filter then picks among them. */
function scopeOf(filters: Pick<TransactionFilters, "range" | "search">, now: Date): SQL | undefined {
  const cutoff = rangeCutoff(filters.range, now);
  const { pattern, amountPattern } = paymentSearchParameters(filters.search);
  return and(
    cutoff ? gt(payments.createdAt, cutoff) : undefined,
    pattern ? or(paymentMatches(pattern, amountPattern), ilike(clients.name, pattern), ilike(clients.email, pattern)) : undefined,
  );
}

const whereOf = (filters: TransactionFilters, now: Date) =>
  and(scopeOf(filters, now), filters.status === "all" ? undefined : eq(payments.status, filters.status));

export type StatusTotals = Record<PaymentStatus, { count: number; amountCents: number }>;

/**
 * One page of payments, newest first, and the totals per status of every payment the range and
 * search match (the cards: what came in, what waits, what failed, what went back).
 */
export async function listTransactions({ db, query, now = new Date() }: { db: Database; query: AdminTransactionListQuery; now?: Date }) {
  const { limit, offset } = pageWindow(query);
  const [rows, byStatus] = await Promise.all([
    db
      .select({
        ...paymentRowColumns,
        clientId: clients.clientId,
        clientName: clients.name,
        clientEmail: clients.email,
      })
      .from(payments)
      .innerJoin(clients, eq(clients.clientId, payments.clientId))
      .where(whereOf(query, now))
      .orderBy(...newestPaymentFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({
        status: payments.status,
        count: sql<number>`count(*)`.mapWith(Number),
        amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(clients, eq(clients.clientId, payments.clientId))
      .where(scopeOf(query, now))
      .groupBy(payments.status),
  ]);
  const totals = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, { count: 0, amountCents: 0 }])) as StatusTotals;
  for (const row of byStatus) totals[row.status] = { count: row.count, amountCents: row.amountCents };
  const all = PAYMENT_STATUSES.reduce((sum, status) => sum + totals[status].count, 0);
  const shown = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { ...pageOf(shown, query.status === "all" ? all : totals[query.status].count, query), totals };
}

/**
 * The payments the filters match as CSV, newest first, at most ADMIN_CSV_MAX_ROWS; dates on the
 * admin's wall clock. `total` says how many matched, so the screen can say when the file stops short.
 */
export async function transactionsCsv({
  db,
  filters,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  filters: TransactionFilters;
  timeZone: string;
  now?: Date;
}) {
  const where = whereOf(filters, now);
  const [rows, [matched]] = await Promise.all([
    db
      .select({
        date: sql<string>`to_char(${payments.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`,
        clientName: clients.name,
        clientEmail: clients.email,
        description: payments.description,
        paymentType: payments.paymentType,
        status: payments.status,
        amountCents: payments.amountCents,
        id: payments.id,
      })
      .from(payments)
      .innerJoin(clients, eq(clients.clientId, payments.clientId))
      .where(where)
      .orderBy(...newestPaymentFirst)
      .limit(ADMIN_CSV_MAX_ROWS),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .innerJoin(clients, eq(clients.clientId, payments.clientId))
      .where(where),
  ]);
  const csv = toCsv([
    TRANSACTIONS_CSV_HEADER,
    ...rows.map((row) => [
      row.date,
      row.clientName,
      row.clientEmail,
      paymentDescription(row.description),
      paymentTypeLabel(row.paymentType),
      PAYMENT_STATUS_LABELS[row.status],
      csvAmount(row.amountCents),
      row.id,
    ]),
  ]);
  return { csv, today: todayIn(timeZone, now), rows: rows.length, total: matched?.count ?? 0 };
}
