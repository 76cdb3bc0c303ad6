// docs/decisions/071: reminders are rows with a due time and a key. A job's are written, moved and
// deleted with the job (domain/notifications/job-reminders.ts); the runner turns a due row into a
// notification once across servers (a conditional UPDATE of sent_at).
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth";
import { jobs } from "./jobs";

export const scheduledNotices = pgTable(
  "scheduled_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * What it is and for whom: `reminder.dayBefore:<jobId>`, `reminder.beforeStart:<jobId>`,
     * `reminder.clockIn:<jobId>`, `reminder.todaysWork:<cleanerUserId>:<date>`. A job that moves
     * replaces its row (a new due_at), never adds one.
     */
    key: text("key").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The job it reminds of; null for a cleaner's day summary (todaysWork), which lists several. */
    jobId: uuid("job_id").references(() => jobs.jobId, { onDelete: "cascade" }),
    /** A reminder NotificationEvent (shared/domain/notifications.ts). */
    event: text("event").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Taken by a run (whoever sets it first sends it); null while waiting. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** What the run did: sent, or dropped (late: the server was down; stale: the job changed meanwhile). */
    outcome: text("outcome"),
  },
  (t) => [
    check("scheduled_notices_outcome", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('sent', 'late', 'stale')`),
    // The runner's look for due rows reads only the waiting ones.
    index("scheduled_notices_due_idx")
      .on(t.dueAt)
      .where(sql`${t.sentAt} IS NULL`),
    index("scheduled_notices_job_idx")
      .on(t.jobId)
      .where(sql`${t.jobId} IS NOT NULL`),
  ],
);
