import { and, eq, sql } from "drizzle-orm";
import { rangeCutoff } from "../../../shared/domain/billing";
import type { PaymentListQuery } from "../../../shared/schemas/billing";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { payments } from "../../db/schema/billing";
import { newestPaymentFirst, paymentMatches, paymentRowColumns, paymentSearchParameters } from "../../domain/subscriptions/payment-search";
import { pageOf, pageWindow } from "../../lib/page";

/*
 * Search (domain/subscriptions/payment-search.ts) is case-insensitive over what a row shows. Each filter is a
 * parameter that may be null (or "all"), so every page is the same prepared statement
 * (docs/decisions/022).
 */
const clientId = sql.placeholder("clientId");
const pattern = sql.placeholder("pattern");
const amountPattern = sql.placeholder("amountPattern");
const status = sql.placeholder("status");
const cutoff = sql.placeholder("cutoff");

/**
 * spec 2 /client/billing in one statement: the summary over all the client's payments (one row
 * whatever the filters), joined to the page of those that match, newest first.
 */
const paymentsWithSummary = preparedOnce((db) => {
  const filtersMatch = and(
    sql`(${status}::text = 'all' OR ${payments.status}::text = ${status})`,
    sql`(${cutoff}::timestamptz IS NULL OR ${payments.createdAt} > ${cutoff})`,
    sql`(${pattern}::text IS NULL OR ${paymentMatches(pattern, amountPattern)})`,
  );
  const summary = db
    .select({
      totalSpentCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'succeeded'), 0)`.as(
        "total_spent_cents",
      ),
      succeededCount: sql<number>`count(*) filter (where ${payments.status} = 'succeeded')`.as("succeeded_count"),
      failedCount: sql<number>`count(*) filter (where ${payments.status} = 'failed')`.as("failed_count"),
      // The page's total: counted here, so a page past the end still knows it.
      matching: sql<number>`count(*) filter (where ${filtersMatch})`.as("matching"),
    })
    .from(payments)
    .where(eq(payments.clientId, clientId))
    .as("summary");
  const page = db
    .select(paymentRowColumns)
    .from(payments)
    .where(and(eq(payments.clientId, clientId), filtersMatch))
    .orderBy(...newestPaymentFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return db
    .select({
      totalSpentCents: sql<number>`${summary.totalSpentCents}`.mapWith(Number),
      succeededCount: sql<number>`${summary.succeededCount}`.mapWith(Number),
      failedCount: sql<number>`${summary.failedCount}`.mapWith(Number),
      total: sql<number>`${summary.matching}`.mapWith(Number),
      // The page as one JSON value, dates already as JSON text: turning a row of values per payment
      // into objects was most of this endpoint's work in Node (docs/decisions/022).
      payments: sql<PaymentView[]>`coalesce(json_agg(json_build_object(
        'id', ${page.id},
        'createdAt', to_char(${page.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'description', ${page.description},
        'paymentType', ${page.paymentType},
        'status', ${page.status},
        'amountCents', ${page.amountCents}
      ) ORDER BY ${page.createdAt} DESC, ${page.id} DESC) FILTER (WHERE ${page.id} IS NOT NULL), '[]')`,
    })
    .from(summary)
    .leftJoinLateral(page, sql`true`)
    .groupBy(summary.totalSpentCents, summary.succeededCount, summary.failedCount, summary.matching)
    .prepare("client_payments_with_summary");
});

/** A payment as the billing screen reads it. */
interface PaymentView {
  id: string;
  /** ISO 8601, UTC, to the millisecond (as JSON carries a Date). */
  createdAt: string;
  description: string | null;
  paymentType: string;
  status: (typeof payments.$inferSelect)["status"];
  amountCents: number;
}

/**
 * spec 2 /client/billing: a page of the client's payments, newest first, filtered in SQL; `total`
 * is how many match the filters; the summary cards are totals over all the client's payments,
 * whatever the filters.
 */
export async function listPayments({
  db,
  clientId,
  query,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  query: PaymentListQuery;
  now?: Date;
}) {
  const [row] = await paymentsWithSummary(db).execute({
    clientId,
    status: query.status,
    cutoff: rangeCutoff(query.range, now),
    ...pageWindow(query),
    ...paymentSearchParameters(query.search),
  });
  if (!row) throw new Error("the payment summary returned no row");
  const { payments: rows, total, ...summary } = row;
  return { ...pageOf(rows, total, query), summary };
}
