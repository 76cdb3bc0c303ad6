// docs/decisions/054, 065 and 068: what a rental calendar tells people. A changed stay (or the unit's
// turnover settings) moved a turnover: its client and cleaner, the cleaner learning whether it is
// still theirs; a removed stay canceled one; a feed keeps failing: its client. Each notice carries
// the email the sync always sent; a burst of moves of one job leaves as one push ("3 changes to …").
import type { OutboxEmail } from "../../lib/outbox";
import { jobMergeLabel, jobWhen, typeWord, upper, whenInZone, type NoticeJob } from "./notice-words";
import type { Notice } from "./notify";

/** The client's upcoming cleanings, where a moved or canceled job shows. */
export const CLIENT_UPCOMING_PATH = "/client/upcoming";
/** The client's canceled cleanings (History's Canceled tab, docs/decisions/066). */
export const CLIENT_CANCELED_PATH = "/client/history?tab=canceled";
/** The cleaner's job in My Assignments (the emails' link). */
export const assignmentPath = (jobId: string) => `/cleaner/assignments?job=${jobId}`;
/** More work for a cleaner who lost a job. */
export const OPEN_JOBS_PATH = "/cleaner/open-jobs";

/** One notice per person per move: the job and the moment it moved. */
const movedKey = (jobId: string, at: Date) => `job.moved:${jobId}:${at.toISOString()}`;
const canceledKey = (jobId: string, at: Date) => `job.canceled:${jobId}:${at.toISOString()}`;

export interface JobMove {
  /** The job at its new times. */
  job: NoticeJob;
  /** Its start before the move. */
  from: Date;
  at: Date;
}

const wasNow = ({ job, from }: JobMove) => `Now ${jobWhen(job)} (was ${whenInZone(from, job.timeZone)}).`;

/** A stay's new dates moved the client's turnover; `cleanerKept` null when nobody had it yet. */
export function jobMovedForClientNotice(
  move: JobMove & { userId: string; calendarLabel: string; cleanerKept: boolean | null; email: OutboxEmail },
): Notice {
  const { job } = move;
  const cleanerLine =
    move.cleanerKept === null
      ? ""
      : move.cleanerKept
        ? " Your cleaner keeps it."
        : " Your cleaner is not free then, so it is open to cleaners again.";
  return {
    userId: move.userId,
    event: "job.moved",
    title: `Your ${typeWord(job.type)} moved`,
    body: `${wasNow(move)} The ${move.calendarLabel} calendar changed.${cleanerLine}`,
    link: CLIENT_UPCOMING_PATH,
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: movedKey(job.jobId, move.at),
    email: move.email,
  };
}

/** The same move (a stay's or the settings'), told to the cleaner who had the job: whether it is still theirs. */
export function jobMovedForCleanerNotice(move: JobMove & { userId: string; kept: boolean; email: OutboxEmail }): Notice {
  const { job } = move;
  const word = typeWord(job.type);
  return {
    userId: move.userId,
    event: "job.moved",
    title: move.kept ? `Your ${word} moved` : `You are off the ${word}: it moved`,
    body: move.kept
      ? `${wasNow(move)} You are free then, so it stays yours.`
      : `${wasNow(move)} You are busy then, so it is no longer yours. Please do not go at either time.`,
    link: move.kept ? assignmentPath(job.jobId) : OPEN_JOBS_PATH,
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: movedKey(job.jobId, move.at),
    email: move.email,
  };
}

/**
 * A settings save re-timed the unit's turnovers: the client hears once, for them all (decision 065),
 * with the summary email; the notice names no one job, so it merges with none.
 */
export function turnoversRetimedNotice({
  userId,
  unitId,
  unitLabel,
  headline,
  at,
  email,
}: {
  userId: string;
  unitId: string;
  unitLabel: string;
  /** "4 turnovers re-timed to 11:00 AM CST" (the email's subject's first words). */
  headline: string;
  at: Date;
  email: OutboxEmail;
}): Notice {
  return {
    userId,
    event: "job.moved",
    title: headline,
    body: `${unitLabel}: its upcoming turnovers follow your new turnover settings. No reservation changed.`,
    link: CLIENT_UPCOMING_PATH,
    dedupeKey: `job.moved:unit:${unitId}:${at.toISOString()}`,
    email,
  };
}

/** Who a calendar's cancel is told to, about which job, when, with which email. */
interface CalendarCancel {
  userId: string;
  job: NoticeJob;
  at: Date;
  email: OutboxEmail;
}

/** A calendar's cancel as a notice about its job: one per person per cancel, merged with the job's other changes. */
function calendarCancelNotice({ userId, job, at, email }: CalendarCancel, words: Pick<Notice, "title" | "body" | "link">): Notice {
  return {
    userId,
    event: "job.canceled",
    ...words,
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: canceledKey(job.jobId, at),
    email,
  };
}

/** A stay gone from the feed canceled the client's job. */
export function jobCanceledFromCalendarForClientNotice(cancel: CalendarCancel & { calendarLabel: string }): Notice {
  const word = typeWord(cancel.job.type);
  return calendarCancelNotice(cancel, {
    title: `Your ${word} is canceled`,
    body: `${upper(word)} on ${jobWhen(cancel.job)}: the reservation was removed from the ${cancel.calendarLabel} calendar. No cleaner will come.`,
    link: CLIENT_CANCELED_PATH,
  });
}

/** The same cancel, told to the cleaner who had the job: not to go. */
export function jobCanceledFromCalendarForCleanerNotice(cancel: CalendarCancel): Notice {
  return calendarCancelNotice(cancel, {
    title: `Canceled: your ${typeWord(cancel.job.type)} on ${jobWhen(cancel.job)}`,
    body: `The reservation was removed from the host's calendar. Please do not go.`,
    link: assignmentPath(cancel.job.jobId),
  });
}

/** Three syncs in a row failed: once per run of failures (named by its first), with the email. */
export function calendarFailingNotice({
  userId,
  calendarId,
  unitId,
  unitLabel,
  calendarLabel,
  failingSince,
  email,
}: {
  userId: string;
  calendarId: string;
  unitId: string;
  unitLabel: string;
  calendarLabel: string;
  failingSince: Date;
  email: OutboxEmail;
}): Notice {
  return {
    userId,
    event: "calendar.failing",
    title: `The ${calendarLabel} calendar stopped syncing`,
    body: `We cannot read it for ${unitLabel}, so nothing is booked, moved or canceled from it. Check its address.`,
    // The unit's calendars, opened (the dashboard's "Calendars need attention" link).
    link: `/client/units?calendars=${unitId}`,
    dedupeKey: `calendar.failing:${calendarId}:${failingSince.toISOString()}`,
    email,
  };
}
