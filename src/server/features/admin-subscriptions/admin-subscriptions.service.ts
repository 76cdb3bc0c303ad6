// spec 2 "Subscriptions Management": every subscription with its client, filtered, counted and
// paged in SQL, newest first (spec 7), and the four cards; the New Subscription dialog's pickers.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { CLIENT_OPTIONS_LIMIT, type AdminSubscriptionListQuery } from "../../../shared/schemas/admin-subscriptions";
import type { Page } from "../../../shared/schemas/page";
import type { Database } from "../../db/client";
import { payments, subscriptionPlans, subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clients, clientUnits, profiles } from "../../db/schema/people";
import { containsPattern } from "../../lib/like";
import { pageOf, pageWindow } from "../../lib/page";

function filtersOf({ search, status }: AdminSubscriptionListQuery): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    pattern
      ? or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(sql`${subscriptions.subscriptionId}::text`, pattern))
      : undefined,
    status === "all" ? undefined : eq(subscriptions.status, status),
  );
}

/**
 * A subscription nothing refers to (no job, no payment) may be deleted; any other is canceled
 * instead. Tables named in full: Drizzle leaves a lone table's columns unqualified.
 */
export const hasHistorySql = sql<boolean>`(EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs}.subscription_id = ${subscriptions}.subscription_id)
  OR EXISTS (SELECT 1 FROM ${payments} WHERE ${payments}.subscription_id = ${subscriptions}.subscription_id))`;

function selectRows(db: Database) {
  return db
    .select({
      subscription: subscriptions,
      clientName: clients.name,
      clientEmail: clients.email,
      // spec 3: the client's phone: the client record's, else their profile's.
      clientPhone: sql<string | null>`COALESCE(NULLIF(btrim(${clients.phone}), ''), NULLIF(btrim(${profiles.phone}), ''))`,
      unitLabel: clientUnits.label,
      hasHistory: hasHistorySql,
    })
    .from(subscriptions)
    .innerJoin(clients, eq(clients.clientId, subscriptions.clientId))
    .leftJoin(profiles, eq(profiles.userId, clients.userId))
    .leftJoin(clientUnits, eq(clientUnits.unitId, subscriptions.unitId));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

export function toAdminSubscription({ subscription: s, clientName, clientEmail, clientPhone, unitLabel, hasHistory }: Row) {
  return {
    subscriptionId: s.subscriptionId,
    plan: s.plan,
    status: s.status,
    /** Started: false only while a client's first payment is pending (it covers no booking yet). */
    started: s.active,
    unitScope: s.unitScope,
    unitLabel,
    includedCleans: s.includedCleans,
    usedCleans: s.usedCleans,
    periodType: s.periodType,
    monthlyPriceCents: s.monthlyPriceCents,
    extraCleanFeeCents: s.extraCleanFeeCents,
    currentPeriodStart: s.currentPeriodStart.toISOString(),
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    createdAt: s.createdAt.toISOString(),
    // As the client's plan page says it: none once canceled, paused, past due or set to cancel.
    nextPayment:
      s.status === "Active" && !s.cancelAtPeriodEnd ? { date: s.currentPeriodEnd.toISOString(), amountCents: s.monthlyPriceCents } : null,
    canDelete: !hasHistory,
    client: { clientId: s.clientId, name: clientName, email: clientEmail, phone: clientPhone },
  };
}
export type AdminSubscription = ReturnType<typeof toAdminSubscription>;

export async function readAdminSubscription(db: Database, subscriptionId: string): Promise<AdminSubscription | null> {
  const [row] = await selectRows(db).where(eq(subscriptions.subscriptionId, subscriptionId));
  return row ? toAdminSubscription(row) : null;
}

export interface SubscriptionSummary {
  total: number;
  active: number;
  canceled: number;
  /** spec 2: the monthly prices of the Active subscriptions, in cents. */
  monthlyRevenueCents: number;
}

/** The four cards: over every subscription, whatever the filters. */
async function summarize(db: Database): Promise<SubscriptionSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) FILTER (WHERE ${subscriptions.status} = 'Active'))::int`,
      canceled: sql<number>`(count(*) FILTER (WHERE ${subscriptions.status} = 'Canceled'))::int`,
      monthlyRevenueCents: sql<string>`COALESCE(sum(${subscriptions.monthlyPriceCents}) FILTER (WHERE ${subscriptions.status} = 'Active'), 0)`,
    })
    .from(subscriptions);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    canceled: row?.canceled ?? 0,
    monthlyRevenueCents: Number(row?.monthlyRevenueCents ?? 0),
  };
}

export async function listAdminSubscriptions({
  db,
  query,
}: {
  db: Database;
  query: AdminSubscriptionListQuery;
}): Promise<Page<AdminSubscription> & { summary: SubscriptionSummary }> {
  const where = filtersOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted], summary] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.subscriptionId)).limit(limit).offset(offset),
    db.select({ total: count() }).from(subscriptions).innerJoin(clients, eq(clients.clientId, subscriptions.clientId)).where(where),
    summarize(db),
  ]);
  return { ...pageOf(rows.map(toAdminSubscription), counted?.total ?? 0, query), summary };
}

/** New Subscription's client picker: clients matching the name or email, and whether each already has a current plan. */
export async function listClientOptions({ db, search }: { db: Database; search: string }) {
  const pattern = search ? containsPattern(search) : null;
  const current = sql<boolean>`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions}.client_id = ${clients}.client_id AND ${subscriptions}.status <> 'Canceled')`;
  const rows = await db
    .select({
      clientId: clients.clientId,
      name: clients.name,
      email: clients.email,
      status: clients.status,
      hasCurrentSubscription: current,
    })
    .from(clients)
    .where(pattern ? or(ilike(clients.name, pattern), ilike(clients.email, pattern)) : undefined)
    .orderBy(asc(clients.name), asc(clients.clientId))
    .limit(CLIENT_OPTIONS_LIMIT);
  return { clients: rows };
}

/** The catalogue's active plans, cheapest first (spec 7), for New Subscription. */
export async function listActivePlanOptions({ db }: { db: Database }) {
  const plans = await db
    .select({
      planId: subscriptionPlans.id,
      name: subscriptionPlans.name,
      monthlyPriceCents: subscriptionPlans.monthlyPriceCents,
      includedCleans: subscriptionPlans.includedCleans,
      extraCleanPriceCents: subscriptionPlans.extraCleanPriceCents,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.monthlyPriceCents), asc(subscriptionPlans.name));
  return { plans };
}
