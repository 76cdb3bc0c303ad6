// spec 3: a cleaner's availability rules and time off.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { availabilityTypeEnum } from "./enums";
import { cleaners } from "./people";

export const cleanerAvailability = pgTable(
  "cleaner_availability",
  {
    availabilityId: uuid("availability_id").primaryKey().defaultRandom(),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    type: availabilityTypeEnum("type").notNull(),
    weekday: integer("weekday"),
    startTime: time("start_time"),
    endTime: time("end_time"),
    startTs: timestamp("start_ts", { withTimezone: true }),
    endTs: timestamp("end_ts", { withTimezone: true }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cleaner_availability_weekday_range", sql`${t.weekday} IS NULL OR ${t.weekday} BETWEEN 0 AND 6`),
    index("cleaner_availability_cleaner_id_idx").on(t.cleanerId),
  ],
);

export const cleanerTimeOff = pgTable(
  "cleaner_time_off",
  {
    timeoffId: uuid("timeoff_id").primaryKey().defaultRandom(),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cleaner_time_off_order", sql`${t.endDate} >= ${t.startDate}`),
    index("cleaner_time_off_cleaner_id_dates_idx").on(t.cleanerId, t.startDate, t.endDate),
  ],
);
