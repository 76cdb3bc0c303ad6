// spec 3: profiles (one per account), the client and cleaner records tied to an account, and
// the units a client books cleanings for.
import { getTableColumns, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import { cleanerStatusEnum, clientStatusEnum, roleEnum } from "./enums";

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phone: text("phone"),
  role: roleEnum("role").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const clients = pgTable(
  "clients",
  {
    clientId: uuid("client_id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    status: clientStatusEnum("status").notNull().default("Active"),
    defaultAddress: text("default_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** docs/decisions/055: how long a cleaner has to answer this client's offers. */
    offerMinutes: integer("offer_minutes").notNull().default(120),
    /**
     * The client's jobs in each of spec 2's job groups (the tabs but "All") and their newest booking
     * (created_at, then job_id, as the admin list orders jobs), kept exact by triggers on jobs
     * (migration 0023): the admin jobs search counts a client's jobs, and finds the clients whose
     * jobs come first, from the row it matches (docs/decisions/053). Not part of the client's record
     * (ClientRecord): no screen shows them.
     */
    jobsActive: integer("jobs_active").notNull().default(0),
    jobsCompleted: integer("jobs_completed").notNull().default(0),
    jobsIssues: integer("jobs_issues").notNull().default(0),
    newestBookingAt: timestamp("newest_booking_at", { withTimezone: true }),
    newestJobId: uuid("newest_job_id"),
  },
  // spec 2: the admin jobs list's search matches any part of a client's name or email (ILIKE '%…%'):
  // trigram indexes (pg_trgm, migration 0009) find them without reading every client (docs/decisions/053).
  (t) => [
    check("clients_offer_minutes_range", sql`${t.offerMinutes} BETWEEN 15 AND 1440`),
    index("clients_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("clients_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

const { jobsActive, jobsCompleted, jobsIssues, newestBookingAt, newestJobId, ...recordColumns } = getTableColumns(clients);
/** A client's record as the app reads it (ClientRecord): every column but the search's tallies. */
export const clientRecordColumns = recordColumns;

export const cleaners = pgTable(
  "cleaners",
  {
    cleanerId: uuid("cleaner_id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    status: cleanerStatusEnum("status").notNull().default("Pending"),
    totalEarningsCents: bigint("total_earnings_cents", { mode: "number" }).notNull().default(0),
    ratingAvg: numeric("rating_avg", { precision: 3, scale: 2 }),
    ratingCount: integer("rating_count").notNull().default(0),
    // The profile a cleaner fills in at /cleaner/profile (docs/decisions/031).
    workAreas: text("work_areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer("years_experience"),
    bio: text("bio"),
    /**
     * SHA-256 (hex) of the secret in the cleaner's private iCal feed URL; null until they first ask
     * for it, and again after a deactivation or a password reset (the URL stops working).
     */
    calendarTokenHash: text("calendar_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cleaners_rating_avg_range", sql`${t.ratingAvg} IS NULL OR ${t.ratingAvg} BETWEEN 1 AND 5`),
    check("cleaners_counts_non_negative", sql`${t.ratingCount} >= 0 AND ${t.totalEarningsCents} >= 0`),
    check("cleaners_years_experience_range", sql`${t.yearsExperience} IS NULL OR ${t.yearsExperience} BETWEEN 0 AND 60`),
    check("cleaners_bio_length", sql`${t.bio} IS NULL OR char_length(${t.bio}) <= 500`),
    index("cleaners_status_idx").on(t.status),
    // Automatic choice's candidates: the Active cleaners working a city and offering a cleaning,
    // read from here instead of every cleaner (docs/decisions/061).
    index("cleaners_dispatch_idx")
      .using("gin", t.workAreas, t.services)
      .where(sql`${t.status} = 'Active'`),
  ],
);

export const clientUnits = pgTable(
  "client_units",
  {
    unitId: uuid("unit_id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    label: text("label").notNull(),
    fullAddress: text("full_address").notNull(),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // docs/decisions/054: how the unit's rental calendars become turnovers (shared/domain/turnovers.ts).
    turnoverDay: text("turnover_day").notNull().default("checkout"),
    turnoverType: text("turnover_type").notNull().default("Airbnb Turnover"),
    turnoverDurationHours: numeric("turnover_duration_hours", { precision: 4, scale: 1 }).notNull().default("2"),
    /** Wall-clock HH:MM in the unit's zone. */
    checkoutTime: text("checkout_time").notNull().default("11:00"),
    checkinTime: text("checkin_time").notNull().default("16:00"),
    /** IANA zone (docs/decisions/064): the address's unless the client picked one; null (units stored before it): read as the address's (unitTimeZone). */
    timeZone: text("time_zone"),
    ignoreBlocks: boolean("ignore_blocks").notNull().default(true),
  },
  (t) => [
    index("client_units_client_id_idx").on(t.clientId, t.createdAt),
    check("client_units_turnover_day", sql`${t.turnoverDay} IN ('checkout', 'checkin')`),
    check(
      "client_units_turnover_times",
      sql`${t.checkoutTime} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.checkinTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);
