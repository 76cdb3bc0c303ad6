// spec 3 and 9: plans, subscriptions and payments. Money is integer cents.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { paymentStatusEnum, subscriptionStatusEnum, unitScopeEnum } from "./enums";
import { clientUnits, clients } from "./people";

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
    includedCleans: integer("included_cleans").notNull(),
    extraCleanPriceCents: integer("extra_clean_price_cents").notNull(),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    check("subscription_plans_amounts", sql`${t.monthlyPriceCents} >= 0 AND ${t.extraCleanPriceCents} >= 0 AND ${t.includedCleans} >= 0`),
    index("subscription_plans_monthly_price_idx").on(t.monthlyPriceCents),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    subscriptionId: uuid("subscription_id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    unitScope: unitScopeEnum("unit_scope").notNull().default("shared_pool"),
    unitId: uuid("unit_id").references(() => clientUnits.unitId, { onDelete: "set null" }),
    includedCleans: integer("included_cleans").notNull(),
    usedCleans: integer("used_cleans").notNull().default(0),
    periodType: text("period_type").notNull().default("monthly"),
    active: boolean("active").notNull().default(true),
    status: subscriptionStatusEnum("status").notNull().default("Active"),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
    extraCleanFeeCents: integer("extra_clean_fee_cents").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscriptions_cleans_non_negative", sql`${t.includedCleans} >= 0 AND ${t.usedCleans} >= 0`),
    check("subscriptions_used_within_included", sql`${t.usedCleans} <= ${t.includedCleans}`),
    check("subscriptions_period_order", sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    index("subscriptions_client_id_idx").on(t.clientId, t.status),
    // One current (not Canceled) subscription per client, even when two subscribe calls race.
    uniqueIndex("subscriptions_one_current_per_client")
      .on(t.clientId)
      .where(sql`${t.status} <> 'Canceled'`),
    index("subscriptions_created_at_idx").on(t.createdAt.desc()),
    // The renewal runner's look for ended periods (docs/decisions/019).
    index("subscriptions_period_end_idx")
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'Canceled'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    description: text("description"),
    status: paymentStatusEnum("status").notNull(),
    paymentType: text("payment_type").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The plan this charge pays for, and the period it pays (its first, or a renewal): docs/decisions/019. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.subscriptionId, { onDelete: "set null" }),
    periodStart: timestamp("period_start", { withTimezone: true }),
    /** Sent with the provider's charge: asking again with it never charges twice (docs/decisions/019). */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [
    index("payments_client_id_created_at_idx").on(t.clientId, t.createdAt.desc()),
    // The admin's transactions, newest first across clients (docs/decisions/044): pages walk it.
    index("payments_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One charge per plan and period: a renewal retried or run twice finds the row it wrote.
    uniqueIndex("payments_subscription_period").on(t.subscriptionId, t.periodStart),
    // The runner's look for charges left pending by a crash.
    index("payments_pending_charges_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' AND ${t.idempotencyKey} IS NOT NULL`),
  ],
);
