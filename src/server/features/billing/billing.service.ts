import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { PAYMENT_TYPE_LABELS, rangeCutoff } from "../../../shared/domain/billing";
import type { PaymentListQuery } from "../../../shared/schemas/billing";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { payments } from "../../db/schema/billing";

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** The type as the screen labels it (paymentTypeLabel), so "additional clean" finds additional_clean. */
const typeLabelSql = sql`CASE ${payments.paymentType} ${sql.join(
  Object.entries(PAYMENT_TYPE_LABELS).map(([type, label]) => sql`WHEN ${type} THEN ${label}`),
  sql` `,
)} ELSE replace(replace(${payments.paymentType}, '_', ' '), '-', ' ') END`;

/**
 * Search is case-insensitive over what a row shows: description (or its "Payment" fallback),
 * type label, status and amount ("300", "$1,200.50" and "75.5" find amounts by their digits).
 * Each filter is a parameter that may be null (or "all"), so every page is the same prepared
 * statement (docs/decisions/022).
 */
function searchParameters(search: string): { pattern: string | null; amountPattern: string | null } {
  if (!search) return { pattern: null, amountPattern: null };
  const digits = search.replace(/[$,\s]/g, "");
  const isAmount = /^\d+(\.\d*)?$|^\.\d+$/.test(digits);
  return { pattern: `%${escapeLike(search)}%`, amountPattern: isAmount ? `%${escapeLike(digits)}%` : null };
}

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
  const summary = db
    .select({
      totalSpentCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'succeeded'), 0)`.as("total_spent_cents"),
      succeededCount: sql<number>`count(*) filter (where ${payments.status} = 'succeeded')`.as("succeeded_count"),
      failedCount: sql<number>`count(*) filter (where ${payments.status} = 'failed')`.as("failed_count"),
    })
    .from(payments)
    .where(eq(payments.clientId, clientId))
    .as("summary");
  const page = db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      description: payments.description,
      paymentType: payments.paymentType,
      status: payments.status,
      amountCents: payments.amountCents,
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        sql`(${status}::text = 'all' OR ${payments.status}::text = ${status})`,
        sql`(${cutoff}::timestamptz IS NULL OR ${payments.createdAt} > ${cutoff})`,
        sql`(${pattern}::text IS NULL OR ${or(
          ilike(sql`coalesce(nullif(trim(${payments.description}), ''), 'Payment')`, pattern),
          ilike(sql`${payments.paymentType}`, pattern),
          ilike(typeLabelSql, pattern),
          ilike(sql`${payments.status}::text`, pattern),
          ilike(sql`to_char(${payments.amountCents} / 100.0, 'FM9999999990.00')`, amountPattern),
        )})`,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(sql.placeholder("limit"))
    .as("page");
  return db
    .select({
      totalSpentCents: sql<number>`${summary.totalSpentCents}`.mapWith(Number),
      succeededCount: sql<number>`${summary.succeededCount}`.mapWith(Number),
      failedCount: sql<number>`${summary.failedCount}`.mapWith(Number),
      id: page.id,
      createdAt: page.createdAt,
      description: page.description,
      paymentType: page.paymentType,
      status: page.status,
      amountCents: page.amountCents,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(summary)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare("client_payments_with_summary");
});

/**
 * spec 2 /client/billing: the client's payments, newest first, filtered in SQL and bounded by
 * `limit`; `total` is how many match the filters (the list may show fewer); the summary cards
 * are totals over all the client's payments, whatever the filters.
 */
export async function listPayments({ db, clientId, query, now = new Date() }: { db: Database; clientId: string; query: PaymentListQuery; now?: Date }) {
  const rows = await paymentsWithSummary(db).execute({ clientId, status: query.status, cutoff: rangeCutoff(query.range, now), limit: query.limit, ...searchParameters(query.search) });
  const [first] = rows;
  return {
    // The date as the JSON will carry it, made here: JSON.stringify calling each Date's toJSON
    // was a third of this endpoint's serialization.
    payments: rows.flatMap(({ id, createdAt, description, paymentType, status, amountCents }) =>
      id !== null && createdAt !== null && paymentType !== null && status !== null && amountCents !== null
        ? [{ id, createdAt: createdAt.toISOString(), description, paymentType, status, amountCents }]
        : [],
    ),
    total: first?.id ? first.total : 0,
    summary: {
      totalSpentCents: first?.totalSpentCents ?? 0,
      succeededCount: first?.succeededCount ?? 0,
      failedCount: first?.failedCount ?? 0,
    },
  };
}
