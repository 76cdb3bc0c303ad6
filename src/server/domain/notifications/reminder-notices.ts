// docs/decisions/071: what each reminder says, built when it is sent from the job as it is then
// (its words in shared/domain/reminders.ts), and On my way's notice to the client.
import {
  beforeStartWords,
  clockInWords,
  dayBeforeWords,
  onMyWayWords,
  todaysWorkWords,
  type JobReminderEvent,
  type ReminderWords,
} from "../../../shared/domain/reminders";
import { timeInZone } from "../../../shared/domain/zone-format";
import type { JobReminderState } from "./job-reminders";
import { firstName, jobMergeLabel } from "./notice-words";
import type { Notice } from "./notify";

/** Where a reminder opens: the client's upcoming cleanings, the cleaner's assignment card. */
export const clientJobsLink = "/client/upcoming";
export const assignmentLink = (jobId: string) => `/cleaner/assignments?job=${jobId}`;

const JOB_WORDS: Record<JobReminderEvent, (job: { start: Date; timeZone: string; address: string }) => ReminderWords> = {
  "reminder.dayBefore": dayBeforeWords,
  "reminder.beforeStart": beforeStartWords,
  "reminder.clockIn": clockInWords,
};

/**
 * A job's reminder, to the person its row names. The dedupe key holds the due time: the reminder of
 * a job that moved is a new one, while a row sent twice (it cannot be: one run claims it) is one.
 */
export function jobReminderNotice(
  row: { key: string; userId: string; event: JobReminderEvent; dueAt: Date },
  job: JobReminderState,
): Notice {
  const words = JOB_WORDS[row.event](job);
  return {
    userId: row.userId,
    event: row.event,
    ...words,
    text: words.body,
    link: row.event === "reminder.dayBefore" ? clientJobsLink : assignmentLink(job.jobId),
    jobId: job.jobId,
    dedupeKey: `${row.key}@${row.dueAt.toISOString()}`,
    mergeLabel: jobMergeLabel({ type: job.type, timeZone: job.timeZone, scheduledStart: job.start }),
  };
}

/** The cleaner's 07:00 summary of the day: how many jobs, and the first one's start. */
export function todaysWorkNotice(row: { key: string; userId: string }, day: readonly { start: Date; timeZone: string }[]): Notice | null {
  const first = day[0];
  if (!first) return null;
  const words = todaysWorkWords(day.length, first);
  return { userId: row.userId, event: "reminder.todaysWork", ...words, text: words.body, link: "/cleaner/assignments", dedupeKey: row.key };
}

/**
 * The client hears that their cleaner is on the way, the arrival on the job's clock, named with
 * its zone only when the client's own clock reads otherwise (their zone, else the job's).
 */
export function onMyWayNotice(o: {
  clientUserId: string;
  clientZone: string | null;
  cleanerName: string;
  job: { jobId: string; type: string; timeZone: string; scheduledStart: Date };
  arrivingAt: Date;
}): Notice {
  const arrival = timeInZone(o.arrivingAt, o.job.timeZone, o.clientZone ?? o.job.timeZone);
  const words = onMyWayWords(firstName(o.cleanerName), arrival);
  return {
    userId: o.clientUserId,
    event: "job.onMyWay",
    ...words,
    text: words.body,
    link: clientJobsLink,
    jobId: o.job.jobId,
    dedupeKey: `job.onMyWay:${o.job.jobId}:${o.arrivingAt.toISOString()}`,
    mergeLabel: jobMergeLabel(o.job),
  };
}
