// docs/decisions/041: what a cleaner an admin puts on a job by a status change is told. Queued in
// the change's transaction (lib/outbox.ts). Applicants' emails are in lib/job-applications.ts.
import { startInCity } from "../../domain/emails/claim-email";
import { jobNoteLines } from "../../domain/emails/job-notes-email";
import type { AppliedJob } from "../../domain/jobs/applications";
import type { OutboxEmail } from "../../lib/outbox";
import { emailText } from "../../domain/emails/email-text";

/** A cleaner an admin put on a job (Assigned or In Progress): once per job, cleaner and moment. */
export function adminAssignedEmail({
  to,
  job,
  assignedAt,
  publicUrl,
}: {
  to: string;
  job: AppliedJob;
  assignedAt: Date;
  publicUrl: string;
}): OutboxEmail {
  const when = startInCity(job);
  return {
    kind: "admin-assigned",
    dedupeKey: `admin-assigned:${job.jobId}:${to.toLowerCase()}:${assignedAt.toISOString()}`,
    to,
    subject: `You have a new job: ${job.type} on ${when}`,
    text: [
      `Tidyline's team assigned you the ${job.type}.`,
      "",
      `When: ${when}`,
      `Where: ${emailText(job.address)}`,
      ...jobNoteLines(job),
      "",
      `It is in My Assignments: ${new URL(`/cleaner/assignments?job=${job.jobId}`, publicUrl).toString()}`,
    ].join("\n"),
  };
}
