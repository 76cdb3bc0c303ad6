// What admins are emailed: a job's cleaner has not started (docs/decisions/040, no-shows), and
// cleaners are applying for a job (026 and 042, flag `claim_approval`: one email per job, however many apply).
import { NO_SHOW_GRACE_MINUTES } from "../../../shared/domain/exceptions";
// docs/decisions/067: durations in words, one function for every email.
import { durationInWords } from "../../../shared/domain/duration-words";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { emailText, subjectText, type EmailContent } from "./email-text";
import { appLink, startInZone, type EmailJob } from "./job-lines";

export interface NoShowJob {
  type: string;
  address: string;
  scheduledStart: Date;
  /** The job's zone: its start is written as the place's time, like every other email's (docs/decisions/064). */
  timeZone: string;
  cleanerName: string | null;
  cleanerPhone: string | null;
  cleanerEmail: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
}

export function noShowEmail({ job, publicUrl }: { job: NoShowJob; publicUrl: string }): EmailContent {
  return {
    subject: `No-show: ${job.type} at ${subjectText(job.address)}`,
    text: [
      `The ${job.type} at ${emailText(job.address)}, due to start ${startInZone(job)}, has not been started ${durationInWords(NO_SHOW_GRACE_MINUTES * 60_000)} after its start.`,
      "",
      `Cleaner: ${emailText(job.cleanerName) || "none"}${job.cleanerPhone ? `, ${emailText(job.cleanerPhone)}` : ""}${job.cleanerEmail ? `, ${job.cleanerEmail}` : ""}`,
      `Client: ${emailText(job.clientName)}, ${job.clientEmail}${job.clientPhone ? `, ${emailText(job.clientPhone)}` : ""}`,
      "",
      `Reassign it or contact them: ${publicUrl}/admin/exceptions`,
    ].join("\n"),
  };
}

export function applicationsWaitingEmail({ job, publicUrl }: { job: EmailJob; publicUrl: string }): EmailContent {
  const when = startInZone(job);
  const link = appLink(`/admin/jobs?search=${jobIdLabel(job.jobId)}`, publicUrl);
  return {
    subject: `Cleaners are applying for the ${job.type} on ${when}`,
    text: [
      `A cleaner applied for the ${job.type} on ${when} at ${emailText(job.address)}. Others may follow: this is the one email about this job's applications.`,
      "",
      `Choose who does it in Jobs (the job's details list the applicants): ${link}`,
    ].join("\n"),
  };
}
