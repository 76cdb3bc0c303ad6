// docs/decisions/011: what a payment search matches, shared by the client's billing list and the
// admin's transactions (docs/decisions/044), so both find a payment by the same words, show a
// payment's row with the same fields and list them in the same order.
import { desc, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PAYMENT_TYPE_LABELS } from "../../../shared/domain/billing";
import { payments } from "../../db/schema/billing";
import { containsPattern } from "../../lib/like";

/** A payment as a list row shows it (the admin's rows add the client). */
export const paymentRowColumns = {
  id: payments.id,
  createdAt: payments.createdAt,
  description: payments.description,
  paymentType: payments.paymentType,
  status: payments.status,
  amountCents: payments.amountCents,
};

/** Payments are listed newest first; ties by id, so a page never repeats or skips one. */
export const newestPaymentFirst = [desc(payments.createdAt), desc(payments.id)];

/** The type as the screens label it (paymentTypeLabel), so "additional clean" finds additional_clean. */
const typeLabelSql = sql`CASE ${payments.paymentType} ${sql.join(
  Object.entries(PAYMENT_TYPE_LABELS).map(([type, label]) => sql`WHEN ${type} THEN ${label}`),
  sql` `,
)} ELSE replace(replace(${payments.paymentType}, '_', ' '), '-', ' ') END`;

/**
 * The ILIKE patterns of a search: the text itself, and its digits when it reads as an amount
 * ("300", "$1,200.50" and "75.5" find amounts by their digits). Nulls for an empty search.
 */
export function paymentSearchParameters(search: string): { pattern: string | null; amountPattern: string | null } {
  if (!search) return { pattern: null, amountPattern: null };
  const digits = search.replace(/[$,\s]/g, "");
  const isAmount = /^\d+(\.\d*)?$|^\.\d+$/.test(digits);
  return { pattern: containsPattern(search), amountPattern: isAmount ? containsPattern(digits) : null };
}

/**
 * Case-insensitive over what a row shows: description (or its "Payment" fallback), type and its
 * label, status and amount. The patterns may be values or placeholders of a prepared statement.
 */
export function paymentMatches(pattern: string | SQLWrapper, amountPattern: string | SQLWrapper | null): SQL {
  const conditions = [
    ilike(sql`coalesce(nullif(trim(${payments.description}), ''), 'Payment')`, pattern),
    ilike(sql`${payments.paymentType}`, pattern),
    ilike(typeLabelSql, pattern),
    ilike(sql`${payments.status}::text`, pattern),
  ];
  if (amountPattern !== null) conditions.push(ilike(sql`to_char(${payments.amountCents} / 100.0, 'FM9999999990.00')`, amountPattern));
  const matches = or(...conditions);
  if (!matches) throw new Error("no search condition");
  return matches;
}
