// The admin dashboard's figures kept as rows (docs/decisions/053), as job_counts is: kept exact by
// statement-level triggers (migration 0011), split over slots by the writer's connection
// (pg_backend_pid() % 16) so concurrent writers rarely share a row; a figure is a sum over slots.
import { bigint, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { roleEnum } from "./enums";

/**
 * Jobs booked, jobs completed and revenue per quarter hour. A week or a month in any zone whose
 * offset is whole quarter hours (every zone today) starts on a quarter hour, so it is the sum of
 * its buckets, whatever the zone.
 */
export const trendCounts = pgTable(
  "trend_counts",
  {
    /** The quarter hour's first instant (date_bin of 15 minutes, in absolute time). */
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    slot: integer("slot").notNull(),
    /** Jobs created (booked) in the bucket. */
    booked: integer("booked").notNull(),
    /** Jobs Completed whose completion falls in the bucket. */
    completed: integer("completed").notNull(),
    /** Succeeded payments created in the bucket, in cents. */
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.slot] })],
);

/**
 * Jobs booked per day (absolute days, date_bin of one day, so each holds whole quarter hours of
 * trend_counts): the admin list's late pages sum these to find the day holding a page's first job,
 * then that day's quarter hours (docs/decisions/053).
 */
export const bookingDayCounts = pgTable(
  "booking_day_counts",
  {
    /** The day's first instant (date_bin of 1 day, in absolute time). */
    day: timestamp("day", { withTimezone: true }).notNull(),
    slot: integer("slot").notNull(),
    /** Jobs created (booked) in the day. */
    booked: integer("booked").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** Profiles (every signed-up user) per role. */
export const profileCounts = pgTable(
  "profile_counts",
  {
    role: roleEnum("role").notNull(),
    slot: integer("slot").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.slot] })],
);
