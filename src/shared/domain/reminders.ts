// docs/decisions/071: when each reminder is due, what it says, and On my way's rules. One source
// for the server's writer and runner, the cleaner's button and the tests. A job's times are its
// place's (docs/decisions/064).
import { todayIn, zonedTime } from "./booking";
import { addDays } from "../schemas/booking";
import { timeInZone } from "./zone-format";

export const JOB_REMINDER_EVENTS = ["reminder.dayBefore", "reminder.beforeStart", "reminder.clockIn"] as const;
export type JobReminderEvent = (typeof JOB_REMINDER_EVENTS)[number];
export type ReminderEvent = JobReminderEvent | "reminder.todaysWork";

/** A start before noon is reminded the evening before, at 18:00; a later one 24 hours before. */
export const MORNING_ENDS_HOUR = 12;
export const EVENING_BEFORE_HOUR = 18;
export const BEFORE_START_MS = 2 * 3_600_000;
/** 15 minutes after a start with no Start Job, the cleaner is reminded to clock in (issue 41). */
export const CLOCK_IN_AFTER_MS = 15 * 60_000;
/** The cleaner's day summary, on their own clock. */
export const TODAYS_WORK_HOUR = 7;
/** A reminder more than this late (the servers were down) is dropped, not sent late. */
export const REMINDER_LATE_LIMIT_MS = 3_600_000;

const HOUR = 3_600_000;

/** The key a reminder is stored under: a job's is replaced when the job moves, never duplicated. */
export const jobReminderKey = (event: JobReminderEvent, jobId: string) => `${event}:${jobId}`;
export const todaysWorkKey = (cleanerUserId: string, date: string) => `reminder.todaysWork:${cleanerUserId}:${date}`;

/** The cleaner's user id and the day (YYYY-MM-DD) of a todaysWork key; null for any other key. */
export function parseTodaysWorkKey(key: string): { userId: string; date: string } | null {
  const match = /^reminder\.todaysWork:(.+):(\d{4}-\d{2}-\d{2})$/.exec(key);
  return match ? { userId: match[1]!, date: match[2]! } : null;
}

/** The client's "day before": 18:00 the evening before a morning start, else 24 hours before, in the job's zone. */
export function dayBeforeDueAt(start: Date, timeZone: string): Date {
  const day = todayIn(timeZone, start);
  if (start.getTime() < zonedTime(day, MORNING_ENDS_HOUR, timeZone).getTime()) {
    return zonedTime(addDays(day, -1), EVENING_BEFORE_HOUR, timeZone);
  }
  return new Date(start.getTime() - 24 * HOUR);
}

export const beforeStartDueAt = (start: Date) => new Date(start.getTime() - BEFORE_START_MS);
export const clockInDueAt = (start: Date) => new Date(start.getTime() + CLOCK_IN_AFTER_MS);

/** The cleaner's day a job falls on, on their clock, and its summary's time: 07:00 that day. */
export function todaysWorkOf(start: Date, personZone: string): { date: string; dueAt: Date } {
  const date = todayIn(personZone, start);
  return { date, dueAt: zonedTime(date, TODAYS_WORK_HOUR, personZone) };
}

/** "12 Oak St" of "12 Oak St, Chicago, IL 60601": the street line, all a text needs to find the place. */
export const streetOf = (address: string) => address.split(",")[0]!.trim();

export interface ReminderWords {
  title: string;
  body: string;
}

/** A job's time with its zone named: a reminder's reader may be anywhere (as an email's, docs/decisions/064). */
const at = (start: Date, timeZone: string) => timeInZone(start, timeZone, null);

export function dayBeforeWords(job: { start: Date; timeZone: string; address: string }): ReminderWords {
  return {
    title: "Cleaning tomorrow",
    body: `Reminder: cleaning tomorrow ${at(job.start, job.timeZone)} at ${streetOf(job.address)}.`,
  };
}

export function beforeStartWords(job: { start: Date; timeZone: string; address: string }): ReminderWords {
  return {
    title: "Cleaning in 2 hours",
    body: `Reminder: cleaning today ${at(job.start, job.timeZone)} at ${streetOf(job.address)}.`,
  };
}

export function clockInWords(job: { start: Date; timeZone: string; address: string }): ReminderWords {
  return {
    title: "Not started yet",
    body: `Your ${at(job.start, job.timeZone)} cleaning at ${streetOf(job.address)} has not been started. Tap Start Job when you arrive.`,
  };
}

export function todaysWorkWords(count: number, first: { start: Date; timeZone: string }): ReminderWords {
  return {
    title: "Today's work",
    body: `Today: ${count} ${count === 1 ? "cleaning" : "cleanings"}, the first at ${at(first.start, first.timeZone)}.`,
  };
}

/** On my way: the cleaner says how far off they are; the screen offers these. */
export const ON_MY_WAY_ETA_CHOICES = [15, 30, 45, 60] as const;
export const ON_MY_WAY_ETA_MIN = 5;
export const ON_MY_WAY_ETA_MAX = 180;
/** "Today only": from 12 hours before the start. */
export const ON_MY_WAY_FROM_HOURS = 12;
/** A second tap tells the client again only when the arrival moved by this much. */
export const ON_MY_WAY_RETELL_MS = 10 * 60_000;

/** Whether a tap at `now` may say On my way for a job starting at `start`. */
export const onMyWayOpen = (start: Date, now: Date) => now.getTime() >= start.getTime() - ON_MY_WAY_FROM_HOURS * HOUR;

/**
 * The arrival a job's screens show: the last On my way's, while the job waits for its start and
 * the mark was made in the job's current window (a job moved since is not "on the way").
 */
export function arrivalShown(job: { status: string; start: Date }, at: Date | null, eta: Date | null): Date | null {
  return job.status === "Assigned" && at && eta && onMyWayOpen(job.start, at) ? eta : null;
}

/** Whether a new arrival time is worth telling the client again. */
export const etaMovedEnough = (previous: Date | null, next: Date) =>
  previous === null || Math.abs(next.getTime() - previous.getTime()) >= ON_MY_WAY_RETELL_MS;

export const ON_MY_WAY_TOO_EARLY = `You can say you're on your way from ${ON_MY_WAY_FROM_HOURS} hours before the start.`;
export const ON_MY_WAY_STARTED = "This job has already been started.";
export const ON_MY_WAY_NOT_ASSIGNED = "Only an assigned job can be marked On my way.";

/** What the client reads: "Sam is on the way, arriving about 10:40 AM" (a first name only, issue 41). */
export function onMyWayWords(firstName: string, arrival: string): ReminderWords {
  return { title: "Your cleaner is on the way", body: `${firstName} is on the way, arriving about ${arrival}` };
}
/** The client's card: "On the way, arriving about 10:40 AM". */
export const onTheWayLine = (arrival: string) => `On the way, arriving about ${arrival}`;
/** The cleaner's card: "Client told: arriving about 10:40 AM". */
export const clientToldLine = (arrival: string) => `Client told: arriving about ${arrival}`;
