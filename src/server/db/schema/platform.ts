// spec 3: what admins run: leads, application drafts, feature flags and the audit log.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import { backgroundCheckStatusEnum, draftStatusEnum, leadRoleEnum, leadStatusEnum } from "./enums";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    role: leadRoleEnum("role").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    services: textList("services"),
    company: text("company"),
    notes: text("notes"),
    // Collected by the cleaner form; the spec's original dropped it, we keep it for the application.
    yearsExperience: integer("years_experience"),
    status: leadStatusEnum("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    check("leads_company_only_for_clients", sql`${t.company} IS NULL OR ${t.role} = 'client'`),
    check("leads_experience_only_for_cleaners", sql`${t.yearsExperience} IS NULL OR (${t.role} = 'cleaner' AND ${t.yearsExperience} >= 0)`),
    index("leads_created_at_idx").on(t.createdAt.desc()),
    // spec 5: one lead per email and role; the backstop when two identical submissions race.
    uniqueIndex("leads_email_role_key").on(sql`lower(${t.email})`, t.role),
  ],
);

/**
 * docs/decisions/047: a draft remembers the lead it was started from (one draft per lead), when the
 * applicant was last asked for more, and the account it became (one draft per account).
 */
const draftLinks = () => ({
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  infoRequestedAt: timestamp("info_requested_at", { withTimezone: true }),
  convertedUserId: text("converted_user_id").references(() => authUsers.id, { onDelete: "set null" }),
});

export const cleanerDrafts = pgTable(
  "cleaner_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    workAreas: text("work_areas"),
    services: textList("services"),
    yearsExperience: integer("years_experience"),
    availabilityNotes: text("availability_notes"),
    backgroundCheckStatus: backgroundCheckStatusEnum("background_check_status").notNull().default("unknown"),
    status: draftStatusEnum("status").notNull().default("draft"),
    ...draftLinks(),
    createdAt: createdAt(),
  },
  (t) => [
    check("cleaner_drafts_experience_non_negative", sql`${t.yearsExperience} IS NULL OR ${t.yearsExperience} >= 0`),
    index("cleaner_drafts_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("cleaner_drafts_lead_id_key").on(t.leadId),
    uniqueIndex("cleaner_drafts_converted_user_id_key").on(t.convertedUserId),
  ],
);

export const clientDrafts = pgTable(
  "client_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    city: text("city"),
    state: text("state"),
    company: text("company"),
    services: textList("services"),
    preferredTiming: text("preferred_timing"),
    accessInstructions: text("access_instructions"),
    status: draftStatusEnum("status").notNull().default("draft"),
    ...draftLinks(),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_drafts_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("client_drafts_lead_id_key").on(t.leadId),
    uniqueIndex("client_drafts_converted_user_id_key").on(t.convertedUserId),
  ],
);

export const featureFlags = pgTable("feature_flags", {
  id: uuid("id").primaryKey().defaultRandom(),
  flagName: text("flag_name").notNull().unique(),
  description: text("description"),
  enabled: boolean("enabled").notNull().default(false),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    summary: text("summary"),
    actorId: text("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    // docs/decisions/038: an admin change keeps the entity as it was and as it became.
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_action_created_at_idx").on(t.action, t.createdAt.desc()),
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/**
 * Emails waiting to go out (docs/decisions/037). A row is written in the same transaction as the
 * event it tells of, so an event is never lost nor told twice; the background runner delivers it,
 * retrying with backoff. The dedupe key makes a second enqueue of the same notice a no-op.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Where a reply goes (a person who reads it); null: the sender. */
    replyTo: text("reply_to"),
    /** The notification it carries (docs/decisions/068): not sent once that is read in the app. */
    notificationId: uuid("notification_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notification_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * Twice is once (docs/architecture.md section 4): the first answer to a create sent with an `Idempotency-Key`,
 * kept 24 hours per user and key; a repeat of the same request gets this answer back instead of
 * a second row. `status` null: the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /**
     * Method, path and a hash of the body of the first request ("POST /api/client/jobs sha256:…",
     * lib/idempotency-request.ts): the same key on another route, or with another body, is refused.
     */
    request: text("request").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/**
 * docs/decisions/019: when each background task is next due, shared by every server on the
 * database, so three servers run a task as often as one does. A server runs the task only when it
 * moves `next_run_at` forward itself (a conditional UPDATE); `runs` and `last_run_by` say who did.
 */
export const backgroundTaskSchedule = pgTable("background_task_schedule", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  /** Which server ran it last (host and process id): the multi-server drill reads it. */
  lastRunBy: text("last_run_by"),
  runs: integer("runs").notNull().default(0),
});

/**
 * docs/decisions/049: a file being written to storage before the row that owns it exists. It is
 * recorded before the upload and removed in the transaction that records the owning row; one left
 * behind (a crash, a refusal after the upload) names an orphan the storage sweep deletes.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    key: text("key").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_uploads_created_at_idx").on(t.createdAt)],
);
