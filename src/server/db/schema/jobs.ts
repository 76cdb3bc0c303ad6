// spec 3: jobs and what hangs off a job (assignment, review, checkpoints, messages).
// Money is integer cents; times are timestamptz.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import {
  applicationStatusEnum,
  dispatchStateEnum,
  assignmentStatusEnum,
  checkpointTypeEnum,
  jobStatusEnum,
  messageSenderTypeEnum,
  planUsageEnum,
} from "./enums";
import { subscriptions } from "./billing";
import { unitCalendars } from "./calendars";
import { cleaners, clientUnits, clients } from "./people";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const jobs = pgTable(
  "jobs",
  {
    jobId: uuid("job_id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => clientUnits.unitId, { onDelete: "set null" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.subscriptionId, { onDelete: "set null" }),
    type: text("type").notNull(),
    address: text("address").notNull(),
    /** One of the served cities, or "Other": read from the address at booking (cityOfAddress), for the board's "In my areas". */
    city: text("city").notNull().default("Other"),
    requestedStart: timestamp("requested_start", { withTimezone: true }).notNull(),
    scheduledStart: timestamp("scheduled_start", { withTimezone: true }).notNull(),
    scheduledEnd: timestamp("scheduled_end", { withTimezone: true }).notNull(),
    /**
     * The IANA zone of the job's place (docs/decisions/064): its unit's at booking. Every screen,
     * email and export shows the job's times in it; a unit's later correction keeps the instants.
     */
    timeZone: text("time_zone").notNull(),
    durationHours: numeric("duration_hours", { precision: 4, scale: 1 }).notNull(),
    sqFt: integer("sq_ft"),
    bedrooms: integer("bedrooms"),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1 }),
    specialInstructions: text("special_instructions"),
    isExtraClean: boolean("is_extra_clean").notNull().default(false),
    // Whether the booking took one of the plan's included cleans (given back on cancel).
    planUsage: planUsageEnum("plan_usage").notNull().default("none"),
    basePriceCents: integer("base_price_cents").notNull(),
    clientPriceCents: integer("client_price_cents").notNull(),
    cleanerPayoutCents: integer("cleaner_payout_cents").notNull(),
    claimWindowEnds: timestamp("claim_window_ends", { withTimezone: true }),
    status: jobStatusEnum("status").notNull().default("Posted"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    // docs/decisions/054: a turnover a rental calendar made. The feed and the event's key (its UID,
    // plus the occurrence for a recurring one) find it again on the next sync; the label stays when
    // the feed is removed ("From Airbnb calendar").
    calendarId: uuid("calendar_id").references(() => unitCalendars.calendarId, { onDelete: "set null" }),
    calendarEventKey: text("calendar_event_key"),
    calendarLabel: text("calendar_label"),
    /** The next reservation checks in the day this one checks out: the window ends at that check-in. */
    sameDayTurnover: boolean("same_day_turnover").notNull().default(false),
    /** A turnover's deadline, the next guest's check-in: the cleaning (its duration) fits before it. */
    readyBy: timestamp("ready_by", { withTimezone: true }),
    /** The client or an admin changed it by hand: a later sync neither moves nor cancels it. */
    calendarOverridden: boolean("calendar_overridden").notNull().default(false),
    // docs/decisions/055: dispatch. Null: posted while dispatch was off (the open board, as spec 4 has it).
    dispatchState: dispatchStateEnum("dispatch_state"),
    /** The cleaner holding the job's open offer: the board shows it to them alone (job_offers has the offer). */
    offeredTo: uuid("offered_to").references(() => cleaners.cleanerId, { onDelete: "set null" }),
    /** Why dispatch left the job to the board ("Offered to Sam R. (declined), …"), for admins. */
    dispatchNote: text("dispatch_note"),
  },
  (t) => [
    // One job per feed and event, whichever server syncs (a sync that cancels a job frees its key).
    uniqueIndex("jobs_calendar_event_key")
      .on(t.calendarId, t.calendarEventKey)
      .where(sql`${t.calendarEventKey} IS NOT NULL`),
    check("jobs_schedule_order", sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    check("jobs_prices_non_negative", sql`${t.basePriceCents} >= 0 AND ${t.clientPriceCents} >= 0 AND ${t.cleanerPayoutCents} >= 0`),
    check("jobs_bedrooms_range", sql`${t.bedrooms} IS NULL OR ${t.bedrooms} BETWEEN 0 AND 5`),
    check("jobs_plan_usage_has_subscription", sql`${t.planUsage} = 'none' OR ${t.subscriptionId} IS NOT NULL`),
    check("jobs_bathrooms_range", sql`${t.bathrooms} IS NULL OR ${t.bathrooms} BETWEEN 1 AND 5`),
    // spec 7: a client's jobs; upcoming (status + scheduled_start); history (completed_at); admin list
    // (newest first, job_id breaking ties: its pages walk this index, docs/decisions/041). NULLS FIRST
    // is what a plain ORDER BY ... DESC means: with drizzle's default NULLS LAST no such ORDER BY used it.
    index("jobs_client_id_scheduled_start_idx").on(t.clientId, t.scheduledStart),
    index("jobs_status_scheduled_start_idx").on(t.status, t.scheduledStart),
    index("jobs_completed_at_idx")
      .on(t.completedAt.desc())
      .where(sql`${t.status} = 'Completed'`),
    index("jobs_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    // the cleaners' open-jobs board: Posted jobs whose claim window is still open. Every column the
    // board filters, counts and sorts on is in the key, so its page ids and counts read this small
    // index alone, however few open jobs the planner expects (docs/decisions/053).
    index("jobs_open_board_idx")
      .on(t.claimWindowEnds, t.scheduledStart, t.cleanerPayoutCents, t.durationHours, t.type, t.city, t.jobId)
      .where(sql`${t.status} = 'Posted'`),
    // spec 2: the admin jobs list's search matches any part of the address or of the job id (ILIKE
    // '%…%'); a trigram index (pg_trgm, created by migration 0009) finds the ids without reading
    // every job, and the addresses are matched in job_addresses (search.ts), their jobs then read from
    // jobs_address_idx (migration 0021: with INCLUDE, outside this schema), docs/decisions/053.
    index("jobs_job_id_trgm_idx").using("gin", sql`(${t.jobId}::text) gin_trgm_ops`),
    // A cleaner's open offers, at the top of their board (docs/decisions/055).
    index("jobs_offered_to_idx")
      .on(t.offeredTo)
      .where(sql`${t.offeredTo} IS NOT NULL`),
    // Exceptions: jobs dispatch left to the board.
    index("jobs_dispatch_board_idx")
      .on(t.scheduledStart)
      .where(sql`${t.dispatchState} = 'board' AND ${t.status} = 'Posted'`),
  ],
);

/**
 * Jobs per status and type, kept by triggers on `jobs` (migration 0008) so the admin jobs list and
 * dashboard read their counts in one lookup instead of counting a million rows (docs/decisions/053).
 * Each key is split over a few slots (the writer's connection), so concurrent claims rarely wait
 * on one row; a count is the sum over its slots.
 */
export const jobCounts = pgTable(
  "job_counts",
  {
    status: jobStatusEnum("status").notNull(),
    type: text("type").notNull(),
    slot: integer("slot").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.slot] })],
);

export const jobAssignments = pgTable(
  "job_assignments",
  {
    assignmentId: uuid("assignment_id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    status: assignmentStatusEnum("status").notNull().default("Assigned"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    // The job report's timeline (claimed = assigned_at, started, completed).
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // docs/decisions/071: the cleaner tapped On my way (the last tap), and when they said they would arrive.
    onMyWayAt: timestamp("on_my_way_at", { withTimezone: true }),
    onMyWayEta: timestamp("on_my_way_eta", { withTimezone: true }),
    // The job's scheduled time, copied by triggers (migration 0020) on insert and whenever the job
    // is rescheduled, so held assignments are found by time in their own index (below).
    jobStart: timestamp("job_start", { withTimezone: true }),
    jobEnd: timestamp("job_end", { withTimezone: true }),
    // The job's client, status and address's ZIP (address_zip: at the end, after a comma), copied by
    // triggers (migration 0025) as the job's time is: automatic choice scores a city's candidates on
    // their assignments alone, without reading each one's job (docs/decisions/061).
    jobClientId: uuid("job_client_id"),
    jobStatus: jobStatusEnum("job_status"),
    jobZip: text("job_zip"),
  },
  (t) => [
    // one assignment per job: the backstop for concurrent claims (docs/architecture.md section 6)
    uniqueIndex("job_assignments_job_id_key").on(t.jobId),
    // A cleaner's assignments newest first, ties by job (My Assignments' All tab, docs/decisions/053):
    // its page is read in this order, each job joined only once it is on the page.
    index("job_assignments_cleaner_id_assigned_at_idx").on(t.cleanerId, t.assignedAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    // A cleaner's assignments by the job's time (cleaner_id, job_start), a ZIP's by time (job_zip,
    // job_start) and a client's by status (job_client_id, job_status), each with the columns automatic
    // choice's score reads included: migration 0025, outside this schema (Drizzle's index builder has
    // no INCLUDE), docs/decisions/061.
    // The jobs a cleaner holds, which a claim, an approval or an assignment checks for clashes
    // (domain/cleaners/clashes.ts, its statuses written in alike): the few held, not every one they
    // did, and of those only the ones whose time meets the job's (docs/decisions/053).
    index("job_assignments_held_idx")
      .using("gist", t.cleanerId, sql`tstzrange(${t.jobStart}, ${t.jobEnd})`)
      .where(sql`${t.status} IN ('Assigned', 'In Progress')`),
  ],
);

/**
 * docs/decisions/042: with the `claim_approval` flag on, a claim is an application; an admin
 * approves one applicant per job (which assigns the job) and the others are declined.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    applicationId: uuid("application_id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    status: applicationStatusEnum("status").notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("job_applications_job_id_cleaner_id_key").on(t.jobId, t.cleanerId),
    // at most one approved applicant per job: the backstop for two admins deciding at once
    uniqueIndex("job_applications_one_approved_key")
      .on(t.jobId)
      .where(sql`${t.status} = 'approved'`),
    index("job_applications_cleaner_id_idx").on(t.cleanerId, t.createdAt.desc()),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    reviewId: uuid("review_id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.clientId, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_job_id_key").on(t.jobId), // one review per job
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_comment_length", sql`${t.comment} IS NULL OR char_length(${t.comment}) <= 1000`),
    // Newest first as a plain ORDER BY created_at DESC reads them (NULLS FIRST): with NULLS LAST the
    // dashboard's recent reviews sorted every visible review (docs/decisions/053).
    index("reviews_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("reviews_visible_created_at_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isVisible}`),
    index("reviews_cleaner_id_idx").on(t.cleanerId),
  ],
);

/** Visible reviews' count and rating sum, kept by triggers on `reviews` as job_counts is (docs/decisions/053). */
export const reviewCounts = pgTable("review_counts", {
  slot: integer("slot").primaryKey(),
  visible: integer("visible").notNull(),
  ratingSum: integer("rating_sum").notNull(),
});

export const jobCheckpoints = pgTable(
  "job_checkpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    type: checkpointTypeEnum("type").notNull(),
    fileUrl: text("file_url").notNull(),
    note: text("note"),
    /** The file's size, for the job's 150 MB (decision 028); 0 for photos stored before it was kept. */
    sizeBytes: integer("size_bytes").notNull().default(0),
    /** Who uploaded it (the assigned cleaner); null for photos whose account is gone. */
    uploadedBy: text("uploaded_by").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("job_checkpoints_job_id_type_idx").on(t.jobId, t.type)],
);

export const messages = pgTable(
  "messages",
  {
    messageId: uuid("message_id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    senderType: messageSenderTypeEnum("sender_type").notNull(),
    content: text("content").notNull(),
    attachmentUrl: text("attachment_url"),
    createdAt: createdAt(),
  },
  (t) => [
    check("messages_content_not_blank", sql`char_length(btrim(${t.content})) > 0`),
    check("messages_content_length", sql`char_length(${t.content}) <= 2000`),
    index("messages_job_id_created_at_idx").on(t.jobId, t.createdAt),
  ],
);

/**
 * How far each reader has read a job's thread (docs/decisions/036): a message is unread for a
 * reader when it is newer than their mark and someone else sent it. Per reader, so a client, the
 * cleaner and any admin reading as Support each keep their own count.
 */
export const messageReads = pgTable(
  "message_reads",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    readerId: text("reader_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.readerId] })],
);
