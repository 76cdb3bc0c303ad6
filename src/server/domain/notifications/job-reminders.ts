// docs/decisions/071: a job's reminders follow the job. The doors that change who is on a job, its
// status or its time (postJob, transitionJob, rescheduleJob) call planJobReminders in their
// transaction; it works out the rows the job's state asks for and writes them by key: new or moved
// ones replaced (a new due time, unsent again), the rest of the job's deleted (canceled, its cleaner
// gone). Only those doors call it. The runner (features/notifications/reminder-delivery.ts) reads the
// same state again when a row is due, so a row the job no longer asks for is dropped, not sent.
import { and, eq, gte, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import type { JobStatus } from "../../../shared/domain/job-status";
import {
  beforeStartDueAt,
  clockInDueAt,
  dayBeforeDueAt,
  JOB_REMINDER_EVENTS,
  jobReminderKey,
  todaysWorkKey,
  todaysWorkOf,
  type ReminderEvent,
} from "../../../shared/domain/reminders";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import type { Database, Transaction } from "../../db/client";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { notificationPreferences } from "../../db/schema/notifications";
import { cleaners, clients } from "../../db/schema/people";
import { scheduledNotices } from "../../db/schema/reminders";

type Reader = Transaction | Database;

/** What a job's reminders depend on: its state, time and place, and who is on it. */
export interface JobReminderState {
  jobId: string;
  status: JobStatus;
  start: Date;
  timeZone: string;
  address: string;
  type: string;
  clientUserId: string;
  /** The cleaner on the job, with their own zone (notification_preferences), if they set one. */
  cleaner: { userId: string; name: string; timeZone: string | null } | null;
}

export interface PlannedReminder {
  key: string;
  userId: string;
  /** Null for a cleaner's day summary, which is no one job's. */
  jobId: string | null;
  event: ReminderEvent;
  dueAt: Date;
}

/**
 * The reminders a job in this state asks for, due in the past or not: the client's day before while
 * it waits or is assigned; the assigned cleaner's 2 hours before, clock-in and 07:00 day summary
 * (on their own clock, else the job's) while it is Assigned.
 */
export function remindersFor(job: JobReminderState): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  const forJob = (event: (typeof JOB_REMINDER_EVENTS)[number], userId: string, dueAt: Date) =>
    planned.push({ key: jobReminderKey(event, job.jobId), userId, jobId: job.jobId, event, dueAt });
  if (job.status === "Posted" || job.status === "Assigned")
    forJob("reminder.dayBefore", job.clientUserId, dayBeforeDueAt(job.start, job.timeZone));
  if (job.status === "Assigned" && job.cleaner) {
    const { userId } = job.cleaner;
    forJob("reminder.beforeStart", userId, beforeStartDueAt(job.start));
    forJob("reminder.clockIn", userId, clockInDueAt(job.start));
    const day = todaysWorkOf(job.start, job.cleaner.timeZone ?? job.timeZone);
    planned.push({ key: todaysWorkKey(userId, day.date), userId, jobId: null, event: "reminder.todaysWork", dueAt: day.dueAt });
  }
  return planned;
}

/** The job as its reminders read it, in one statement. */
export async function readJobReminderState(tx: Reader, jobId: string): Promise<JobReminderState | null> {
  const [row] = await tx
    .select({
      jobId: jobs.jobId,
      status: jobs.status,
      start: jobs.scheduledStart,
      timeZone: jobs.timeZone,
      address: jobs.address,
      type: jobs.type,
      clientUserId: clients.userId,
      cleanerUserId: cleaners.userId,
      cleanerName: cleaners.name,
      cleanerZone: notificationPreferences.timeZone,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .leftJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, cleaners.userId))
    .where(eq(jobs.jobId, jobId));
  if (!row) return null;
  const { cleanerUserId, cleanerName, cleanerZone, ...job } = row;
  return {
    ...job,
    cleaner: cleanerUserId === null || cleanerName === null ? null : { userId: cleanerUserId, name: cleanerName, timeZone: cleanerZone },
  };
}

/**
 * The job's reminders as its state now asks, in the caller's transaction. A reminder whose time has
 * passed is not written (its person has just booked or taken the job); one already due for the same
 * person and time is left for the runner. A day summary is not deleted here when its cleaner's last
 * job that day goes: the runner counts the day's jobs when it is due and drops an empty one, so two
 * changes of one cleaner's day at once can never lose a summary that still has a job.
 */
export async function planJobReminders(tx: Transaction, jobId: string, now: Date): Promise<void> {
  const state = await readJobReminderState(tx, jobId);
  if (!state) return;
  const planned = remindersFor(state);
  const ahead = planned.filter((reminder) => reminder.dueAt.getTime() > now.getTime());
  const passed = planned.filter((reminder) => reminder.dueAt.getTime() <= now.getTime() && reminder.jobId !== null);
  if (ahead.length > 0) {
    await tx
      .insert(scheduledNotices)
      .values(ahead)
      .onConflictDoUpdate({
        target: scheduledNotices.key,
        // A moved job's reminder, or one now another person's, is waiting again; an unchanged one keeps its sent_at.
        set: { userId: sql`excluded.user_id`, jobId: sql`excluded.job_id`, dueAt: sql`excluded.due_at`, sentAt: null, outcome: null },
        setWhere: sql`${scheduledNotices.dueAt} <> excluded.due_at OR ${scheduledNotices.userId} <> excluded.user_id`,
      });
  }
  const kept = ahead.filter((reminder) => reminder.jobId !== null).map((reminder) => reminder.key);
  if (kept.length === JOB_REMINDER_EVENTS.length) return;
  const stillDue = passed.map((reminder) =>
    and(eq(scheduledNotices.key, reminder.key), eq(scheduledNotices.userId, reminder.userId), eq(scheduledNotices.dueAt, reminder.dueAt)),
  );
  await tx
    .delete(scheduledNotices)
    .where(
      and(
        eq(scheduledNotices.jobId, jobId),
        kept.length > 0 ? notInArray(scheduledNotices.key, kept) : undefined,
        stillDue.length > 0 ? sql`NOT (${or(...stillDue)})` : undefined,
      ),
    );
}

/** The jobs a cleaner holds (Assigned, or already started) on their day `date`, soonest first. */
export async function cleanersDay(
  tx: Reader,
  { cleanerUserId, date, personZone }: { cleanerUserId: string; date: string; personZone: string | null },
): Promise<{ jobId: string; start: Date; timeZone: string }[]> {
  // A day in any zone lies within the UTC days around it; each job is then read on its clock.
  const from = zonedTime(addDays(date, -1), 0, "UTC");
  const to = zonedTime(addDays(date, 2), 0, "UTC");
  const rows = await tx
    .select({ jobId: jobs.jobId, start: jobs.scheduledStart, timeZone: jobs.timeZone })
    .from(jobAssignments)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
    .where(
      and(
        eq(cleaners.userId, cleanerUserId),
        inArray(jobs.status, ["Assigned", "In Progress"]),
        gte(jobs.scheduledStart, from),
        lt(jobs.scheduledStart, to),
      ),
    )
    .orderBy(jobs.scheduledStart);
  return rows.filter((job) => todayIn(personZone ?? job.timeZone, job.start) === date);
}
