// What a cleaner is emailed about a job: an admin put them on it (docs/decisions/041) or approved
// their application, or another applicant was chosen (042), or an admin canceled it or took them
// off (026). The one who is to do the job reads its notes (026).
import { emailText, type EmailContent } from "./email-text";
import { appLink, jobNoteLines, QUESTIONS, startInZone, type EmailJob, type JobNotes } from "./job-lines";

type NotedJob = EmailJob & JobNotes;

const assignmentsLink = (jobId: string, publicUrl: string) => appLink(`/cleaner/assignments?job=${jobId}`, publicUrl);
const openJobsLink = (publicUrl: string) => appLink("/cleaner/open-jobs", publicUrl);

/** What a cleaner given a job needs to go: when, where, the notes, and the job in My Assignments. */
const assignedJobLines = (job: NotedJob, when: string, publicUrl: string) => [
  `When: ${when}`,
  `Where: ${emailText(job.address)}`,
  ...jobNoteLines(job),
  "",
  `It is in My Assignments: ${assignmentsLink(job.jobId, publicUrl)}`,
];

/** An admin put the cleaner on the job by a status change (Assigned or In Progress). */
export function jobAssignedByAdminEmail({ job, publicUrl }: { job: NotedJob; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `You have a new job: ${job.type} on ${when}`,
    text: [`Tidyline's team assigned you the ${job.type}.`, "", ...assignedJobLines(job, when, publicUrl)].join("\n"),
  };
}

/** flag `claim_approval`: an admin chose this cleaner's application. */
export function applicationApprovedEmail({ job, publicUrl }: { job: NotedJob; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `The job is yours: ${job.type} on ${when}`,
    text: [`Good news: your application for the ${job.type} was approved.`, "", ...assignedJobLines(job, when, publicUrl)].join("\n"),
  };
}

/** flag `claim_approval`: the job went to someone else. */
export function applicationDeclinedEmail({
  job,
  publicUrl,
}: {
  job: Pick<EmailJob, "type" | "timeZone" | "scheduledStart">;
  publicUrl: string;
}): EmailContent {
  const when = startInZone(job);
  return {
    subject: `Your application for the ${job.type} on ${when}`,
    text: [
      `Thank you for applying for the ${job.type} on ${when}. Another cleaner was chosen for this one.`,
      "",
      `More jobs wait on the open jobs board: ${openJobsLink(publicUrl)}`,
    ].join("\n"),
  };
}

/** An admin canceled the job the cleaner was on. */
export function jobCanceledForCleanerEmail({ job, publicUrl }: { job: EmailJob; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `Canceled: the ${job.type} on ${when}`,
    text: [
      `Tidyline's team canceled the ${job.type} on ${when} at ${emailText(job.address)}. Please do not go: it shows as Canceled in My Assignments.`,
      "",
      assignmentsLink(job.jobId, publicUrl),
      "",
      QUESTIONS,
    ].join("\n"),
  };
}

/** An admin took the cleaner off the job (someone else or nobody does it now). */
export function takenOffJobEmail({ job, publicUrl }: { job: Omit<EmailJob, "jobId">; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `You are no longer on the ${job.type} on ${when}`,
    text: [
      `Tidyline's team took you off the ${job.type} on ${when} at ${emailText(job.address)}. Please do not go: it is no longer in My Assignments.`,
      "",
      `More jobs wait on the open jobs board: ${openJobsLink(publicUrl)}`,
      "",
      QUESTIONS,
    ].join("\n"),
  };
}
