// docs/decisions/068: notifications. One row per person per event (the bell's list), the pushes and
// texts waiting to leave (merged per job), each person's choices, their devices and phone.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ChannelOverrides } from "../../../shared/domain/notifications";
import { authUsers } from "./auth";
import { jobs } from "./jobs";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" });

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    /** A NotificationEvent (shared/domain/notifications.ts). */
    event: text("event").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The screen it opens: a path in the app ("/cleaner/open-jobs?offer=…"). */
    link: text("link").notNull(),
    jobId: uuid("job_id").references(() => jobs.jobId, { onDelete: "set null" }),
    /** Shown in the bell: false when the person turned the app's channel off for its group. */
    inApp: boolean("in_app").notNull().default(true),
    /** One notification per person per event: a second notify with the key does nothing. */
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The retention sweep's order (notification-retention.ts).
    index("notifications_created_idx").on(t.createdAt),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL AND ${t.inApp}`),
  ],
);

/**
 * A push or a text waiting to go (docs/decisions/068). Notifications of one person about one job
 * (the merge key) join the pending row, so a burst leaves as one ("3 changes to …"). Moved only by
 * domain/notifications/send-moves.ts.
 */
export const notificationSends = pgTable(
  "notification_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    /** A SendChannel: push or text. */
    channel: text("channel").notNull(),
    /** `job:<jobId>`, or the notification's own id when it concerns no job. */
    mergeKey: text("merge_key").notNull(),
    /** How a merged send names its job: "Fri, Dec 18, 10:00 AM turnover". */
    mergeLabel: text("merge_label"),
    notificationIds: uuid("notification_ids").array().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    /** A SendStatus: pending, sent, skipped (read in the app, turned off, no device) or failed. */
    status: text("status").notNull().default("pending"),
    /** When it may leave: its merge window's end, or quiet hours' end. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("notification_sends_channel", sql`${t.channel} IN ('push', 'text')`),
    check("notification_sends_status", sql`${t.status} IN ('pending', 'sent', 'skipped', 'failed')`),
    // Only a send no run has taken yet gathers more: once claimed, a later notice starts a new one.
    uniqueIndex("notification_sends_pending_merge")
      .on(t.userId, t.channel, t.mergeKey)
      .where(sql`${t.status} = 'pending' AND ${t.attempts} = 0`),
    index("notification_sends_settled_idx")
      .on(t.settledAt)
      .where(sql`${t.status} <> 'pending'`),
    index("notification_sends_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What a person chose (no row: the role's defaults). Only the differences from them are kept. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    channels: jsonb("channels").$type<ChannelOverrides>().notNull().default({}),
    /** Quiet hours, minutes after midnight in `time_zone`; both null: none. */
    quietStartMinute: integer("quiet_start_minute"),
    quietEndMinute: integer("quiet_end_minute"),
    /** The person's own zone (their quiet hours and reminders' clock), from their browser when saved. */
    timeZone: text("time_zone"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notification_preferences_quiet", sql`(${t.quietStartMinute} IS NULL) = (${t.quietEndMinute} IS NULL)`),
    check("notification_preferences_quiet_range", sql`${t.quietStartMinute} BETWEEN 0 AND 1439 AND ${t.quietEndMinute} BETWEEN 0 AND 1439`),
  ],
);

/** A browser that agreed to receive pushes (Web Push, VAPID). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** How the device list names it: "Chrome on Android". */
    label: text("label").notNull(),
    /** The browser said it still holds the subscription (each time the app opens); 30 days without: dropped. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** Failures in a row; past a limit the device is dropped. */
    failures: integer("failures").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** The number texts go to: none is sent before it is verified, nor after STOP. */
export const phoneNumbers = pgTable(
  "phone_numbers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** E.164: +15551234567. */
    e164: text("e164").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The person texted STOP: nothing more is sent until START. */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_numbers_e164_idx").on(t.e164)],
);
