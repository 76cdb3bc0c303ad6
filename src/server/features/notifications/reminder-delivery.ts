// docs/decisions/071: due reminders become notifications within a minute of their time (the task
// runs every 15 s), each once across servers: a run claims a batch with one conditional UPDATE of
// sent_at over rows locked FOR UPDATE SKIP LOCKED, and tells the people in the same transaction, so
// a run cut off sends nothing and leaves the rows for the next. A row more than an hour late (the
// servers were down) is dropped, not sent late; one its job no longer asks for is dropped as stale.
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { JOB_REMINDER_EVENTS, parseTodaysWorkKey, REMINDER_LATE_LIMIT_MS, type JobReminderEvent } from "../../../shared/domain/reminders";
import type { Database, Transaction } from "../../db/client";
import { notificationPreferences } from "../../db/schema/notifications";
import { scheduledNotices } from "../../db/schema/reminders";
import { cleanersDay, readJobReminderState, remindersFor } from "../../domain/notifications/job-reminders";
import { jobReminderNotice, todaysWorkNotice } from "../../domain/notifications/reminder-notices";
import { notify, type Notice } from "../../domain/notifications/notify";
import { reminderEmail } from "../../domain/emails/reminder-emails";

/** Rows claimed per transaction: a run stops between batches when the server stops. */
export const REMINDER_BATCH = 50;

type Outcome = "sent" | "late" | "stale";
type ClaimedRow = typeof scheduledNotices.$inferSelect;

const isJobReminder = (event: string): event is JobReminderEvent => (JOB_REMINDER_EVENTS as readonly string[]).includes(event);

/** Claims the due rows of one batch: whoever sets sent_at first sends the row. */
export async function claimDueReminders(tx: Transaction, now: Date, limit: number): Promise<ClaimedRow[]> {
  const due = tx
    .select({ id: scheduledNotices.id })
    .from(scheduledNotices)
    .where(and(isNull(scheduledNotices.sentAt), lte(scheduledNotices.dueAt, now)))
    .orderBy(asc(scheduledNotices.dueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(scheduledNotices)
    .set({ sentAt: now })
    .where(and(inArray(scheduledNotices.id, due), isNull(scheduledNotices.sentAt)))
    .returning();
}

/** What a claimed row becomes: a notice, or a reason it is dropped. */
async function noticeOf(tx: Transaction, row: ClaimedRow, now: Date): Promise<Notice | Exclude<Outcome, "sent">> {
  if (now.getTime() - row.dueAt.getTime() > REMINDER_LATE_LIMIT_MS) return "late";
  if (isJobReminder(row.event)) {
    if (row.jobId === null) return "stale";
    const job = await readJobReminderState(tx, row.jobId);
    // The job must still ask for this reminder, for this person, at this time (it may have moved,
    // been canceled or changed hands without its row being rewritten yet).
    const asked = job && remindersFor(job).find((planned) => planned.key === row.key);
    if (!job || !asked || asked.userId !== row.userId || asked.dueAt.getTime() !== row.dueAt.getTime()) return "stale";
    return jobReminderNotice({ ...row, event: row.event }, job);
  }
  const day = parseTodaysWorkKey(row.key);
  if (!day) return "stale";
  const [preferences] = await tx
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, day.userId));
  const jobs = await cleanersDay(tx, { cleanerUserId: day.userId, date: day.date, personZone: preferences?.timeZone ?? null });
  return todaysWorkNotice(row, jobs) ?? "stale";
}

/** Sends every due reminder, a batch per transaction; the counts of each outcome. */
export async function sendDueReminders({
  db,
  now,
  signal,
  batch = REMINDER_BATCH,
  publicUrl,
}: {
  db: Database;
  now: Date;
  /** The reminder email's link (decision 068: reminders go by email too, when wanted). */
  publicUrl: string;
  signal?: AbortSignal;
  batch?: number;
}): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, late: 0, stale: 0 };
  for (;;) {
    if (signal?.aborted) break;
    const outcomes = await db.transaction(async (tx) => {
      const rows = await claimDueReminders(tx, now, batch);
      const byOutcome = new Map<Outcome, string[]>();
      const notices: Notice[] = [];
      for (const row of rows) {
        const result = await noticeOf(tx, row, now);
        const outcome: Outcome = typeof result === "string" ? result : "sent";
        if (typeof result !== "string") notices.push({ ...result, mail: reminderEmail(result, publicUrl) });
        byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), row.id]);
      }
      await notify(tx, notices, now);
      for (const [outcome, ids] of byOutcome) await tx.update(scheduledNotices).set({ outcome }).where(inArray(scheduledNotices.id, ids));
      return byOutcome;
    });
    let claimed = 0;
    for (const [outcome, ids] of outcomes) {
      counts[outcome] += ids.length;
      claimed += ids.length;
    }
    if (claimed < batch) break;
  }
  return counts;
}
