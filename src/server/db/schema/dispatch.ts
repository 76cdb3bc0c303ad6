// docs/decisions/055: dispatch. Each unit's preferred and backup cleaners, and every offer of a job
// (made, answered, expired or passed over), which are the job's dispatch history.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { offerSourceEnum, offerStatusEnum, unitCleanerRoleEnum } from "./enums";
import { jobs } from "./jobs";
import { cleaners, clientUnits } from "./people";

export const unitCleaners = pgTable(
  "unit_cleaners",
  {
    unitId: uuid("unit_id")
      .notNull()
      .references(() => clientUnits.unitId, { onDelete: "cascade" }),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    role: unitCleanerRoleEnum("role").notNull(),
    /** Order within the role's list, from 0: offers go in this order. */
    position: integer("position").notNull(),
    /** Who put the cleaner on the list: the client, or an admin (who may add any Active cleaner). */
    addedBy: text("added_by").notNull().default("client"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.cleanerId] }),
    check("unit_cleaners_added_by", sql`${t.addedBy} IN ('client', 'admin')`),
    check("unit_cleaners_position", sql`${t.position} >= 0`),
    // A cleaner's "Preferred for" list.
    index("unit_cleaners_cleaner_id_idx").on(t.cleanerId),
  ],
);

export const jobOffers = pgTable(
  "job_offers",
  {
    offerId: uuid("offer_id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    source: offerSourceEnum("source").notNull(),
    status: offerStatusEnum("status").notNull(),
    /** Why a `skipped` cleaner was passed over (shared/domain/dispatch.ts SKIP_REASONS, in words). */
    reason: text("reason"),
    /** The automatic choice's score (0 to 1), for admins. */
    score: numeric("score", { precision: 5, scale: 4 }),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an open offer lapses (null for a skipped cleaner). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    // One open offer per job, whichever server makes it.
    uniqueIndex("job_offers_one_open_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'open'`),
    index("job_offers_job_id_idx").on(t.jobId, t.offeredAt),
    // The runner's expiry sweep.
    index("job_offers_open_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index("job_offers_cleaner_id_idx").on(t.cleanerId, t.offeredAt),
    check("job_offers_open_expires", sql`${t.status} <> 'open' OR ${t.expiresAt} IS NOT NULL`),
  ],
);
