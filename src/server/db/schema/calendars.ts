// docs/decisions/054: a unit's rental calendars (iCalendar feeds) and what their syncs found.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SyncSummary } from "../../../shared/domain/turnovers";
import { clients, clientUnits } from "./people";

export const unitCalendars = pgTable(
  "unit_calendars",
  {
    calendarId: uuid("calendar_id").primaryKey().defaultRandom(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => clientUnits.unitId, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    /** What the client calls it ("Airbnb"): jobs read "From Airbnb calendar". */
    label: text("label").notNull(),
    /** As the client gave it, webcal:// written https:// (the fetch's address). */
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the runner syncs it next (CALENDAR_SYNC_MINUTES after the last attempt; now for a new feed). */
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** The last failed attempt's reason in plain words; null once a sync succeeds. */
    lastError: text("last_error"),
    /** The first failure of the failures in a row (Exceptions lists feeds failing for over a day). */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** Events in the last successful, parsable feed (reservations and blocks). */
    eventsFound: integer("events_found"),
    /** Jobs this feed has created, in all. */
    jobsCreated: integer("jobs_created").notNull().default(0),
    /**
     * What the last successful sync did, each count apart (shared/domain/turnovers.ts SyncSummary):
     * turnovers created, moved and canceled, and what it skipped (blocks, past stays).
     */
    lastSyncSummary: jsonb("last_sync_summary").$type<SyncSummary>(),
    /** The validators of the last 200, sent back as If-None-Match / If-Modified-Since. */
    etag: text("etag"),
    lastModified: text("last_modified"),
  },
  (t) => [
    uniqueIndex("unit_calendars_unit_id_url_key").on(t.unitId, t.url),
    // One label per unit: a job reads "From Airbnb calendar", so two Airbnb feeds would not tell apart.
    uniqueIndex("unit_calendars_unit_id_label_key").on(t.unitId, sql`lower(${t.label})`),
    index("unit_calendars_client_id_idx").on(t.clientId),
    index("unit_calendars_next_sync_at_idx").on(t.nextSyncAt),
    check("unit_calendars_failures_non_negative", sql`${t.consecutiveFailures} >= 0`),
  ],
);
