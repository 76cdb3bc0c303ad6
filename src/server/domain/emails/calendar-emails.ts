// What a rental calendar's sync emails (docs/decisions/054): a changed stay moved a turnover (its
// client and cleaner, who learns whether they keep it), a removed stay canceled one (the reason
// names the calendar), and a feed that keeps failing (its client, once per run of failures).
import { appLink, startInZone, type EmailJob } from "./job-lines";
import { emailText, subjectText, type EmailContent } from "./email-text";

type JobWhenWhere = Pick<EmailJob, "type" | "address" | "timeZone" | "scheduledStart">;

/** "the Airbnb calendar": the client named the feed, so it is their text (decision 028). */
const theCalendar = (calendarLabel: string) => `the ${emailText(calendarLabel)} calendar`;

/** Why a sync canceled a job, for its client and cleaner alike. */
export const removedFromCalendarReason = (calendarLabel: string) => `The reservation was removed from ${theCalendar(calendarLabel)}.`;

const assignmentsLink = (jobId: string, publicUrl: string) => appLink(`/cleaner/assignments?job=${jobId}`, publicUrl);
const openJobsLink = (publicUrl: string) => appLink("/cleaner/open-jobs", publicUrl);

export interface MovedJob {
  /** The job at its new times. */
  job: EmailJob;
  /** Its start before the move. */
  from: Date;
  calendarLabel: string;
}

/** The stay's dates changed on the feed: the client's turnover moved; `cleanerKept` null when nobody had it yet. */
export function jobMovedForClientEmail({
  job,
  from,
  calendarLabel,
  cleanerKept,
}: MovedJob & { cleanerKept: boolean | null }): EmailContent {
  const when = startInZone(job);
  const cleanerLines =
    cleanerKept === null
      ? []
      : cleanerKept
        ? ["", "Your cleaner is free then and keeps it."]
        : [
            "",
            "Your cleaner is not free then, so your cleaning is open to our cleaners again; the new cleaner will show in your upcoming appointments.",
          ];
  return {
    subject: `Your cleaning moved to ${when}`,
    text: [
      `The reservation changed on ${theCalendar(calendarLabel)}, so your ${job.type} at ${emailText(job.address)} moved.`,
      "",
      `Was: ${startInZone({ timeZone: job.timeZone, scheduledStart: from })}`,
      `Now: ${when}`,
      ...cleanerLines,
    ].join("\n"),
  };
}

/** The same move, told to the cleaner who had the job: whether it is still theirs. */
export function jobMovedForCleanerEmail({
  job,
  from,
  calendarLabel,
  kept,
  publicUrl,
}: MovedJob & { kept: boolean; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  return {
    subject: kept ? `Your cleaning moved to ${when}` : `You are no longer on the ${job.type}: it moved to ${when}`,
    text: [
      `The reservation changed on ${theCalendar(calendarLabel)}, so the ${job.type} at ${emailText(job.address)} moved.`,
      "",
      `Was: ${startInZone({ timeZone: job.timeZone, scheduledStart: from })}`,
      `Now: ${when}`,
      "",
      ...(kept
        ? [`You are free then, so it stays yours: ${assignmentsLink(job.jobId, publicUrl)}`]
        : [
            "You have other work or time off then, so it is no longer yours. Please do not go at either time.",
            "",
            `More jobs wait on the open jobs board: ${openJobsLink(publicUrl)}`,
          ]),
    ].join("\n"),
  };
}

/** The stay is gone from the feed: the client's turnover is canceled; `planCleanReturned` as an admin's cancel says it. */
export function jobCanceledFromCalendarForClientEmail({
  job,
  calendarLabel,
  planCleanReturned,
}: {
  job: JobWhenWhere;
  calendarLabel: string;
  planCleanReturned: boolean;
}): EmailContent {
  const when = startInZone(job);
  return {
    subject: `Your ${job.type} on ${when} is canceled`,
    text: [
      `Your ${job.type} on ${when} at ${emailText(job.address)} is canceled. No cleaner will come for it.`,
      removedFromCalendarReason(calendarLabel),
      ...(planCleanReturned ? ["", "The clean it took from your plan is yours again."] : []),
    ].join("\n"),
  };
}

/** The same cancel, told to the cleaner who had the job. */
export function jobCanceledFromCalendarForCleanerEmail({
  job,
  calendarLabel,
  publicUrl,
}: {
  job: EmailJob;
  calendarLabel: string;
  publicUrl: string;
}): EmailContent {
  const when = startInZone(job);
  return {
    subject: `Canceled: the ${job.type} on ${when}`,
    text: [
      `The ${job.type} on ${when} at ${emailText(job.address)} is canceled. Please do not go: it shows as Canceled in My Assignments.`,
      removedFromCalendarReason(calendarLabel),
      "",
      assignmentsLink(job.jobId, publicUrl),
    ].join("\n"),
  };
}

/** Three syncs in a row failed: nothing was moved or canceled meanwhile, and the client can fix the address. */
export function calendarFailingEmail({
  unitLabel,
  calendarLabel,
  reason,
  publicUrl,
}: {
  unitLabel: string;
  calendarLabel: string;
  reason: string;
  publicUrl: string;
}): EmailContent {
  return {
    subject: `We cannot read the ${subjectText(calendarLabel)} calendar of ${subjectText(unitLabel)}`,
    text: [
      `The last three times we read ${theCalendar(calendarLabel)} of ${emailText(unitLabel)}, it failed: ${emailText(reason)}`,
      "",
      "While it cannot be read, no cleaning is booked, moved or canceled from it. Check its address in your units:",
      appLink("/client/units", publicUrl),
    ].join("\n"),
  };
}
