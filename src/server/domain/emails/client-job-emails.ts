// What a client is emailed about their job: a cleaner took it (docs/decisions/032, 042), it is
// done (033), or an admin canceled it or took its cleaner off (026, 041). The admin's reason stays
// in the audit row, never in an email (026).
import { emailText, subjectText, type EmailContent } from "./email-text";
import { QUESTIONS, ratingLine, startInZone, type EmailJob } from "./job-lines";

type JobWhenWhere = Pick<EmailJob, "type" | "address" | "timeZone" | "scheduledStart">;

/**
 * One client email per time a cleaner takes the job: a job put back to Posted and taken again
 * tells the client again, while a retry of the same assignment adds none.
 */
export const claimedEmailKey = (jobId: string, cleanerId: string, assignedAt: Date) =>
  `job-claimed:${jobId}:${cleanerId}:${assignedAt.toISOString()}`;

/** A cleaner claimed the job, an admin approved their application, or an admin put them on it. */
export function jobClaimedEmail({
  job,
  cleaner,
}: {
  job: JobWhenWhere;
  cleaner: { name: string; ratingAvg: string | null; ratingCount: number };
}): EmailContent {
  const when = startInZone(job);
  return {
    subject: `${subjectText(cleaner.name)} will clean on ${when}`,
    text: [
      `Good news: a cleaner has claimed your ${job.type}.`,
      "",
      `Cleaner: ${emailText(cleaner.name)}`,
      `Rating: ${ratingLine(cleaner)}`,
      `When: ${when}`,
      `Where: ${emailText(job.address)}`,
      "",
      "You will find it, with your cleaner, in your upcoming appointments.",
    ].join("\n"),
  };
}

/** Opens the job's photos and the review dialog on /client/history. */
export const jobPhotosLink = (publicUrl: string, jobId: string) => `${publicUrl}/client/history?job=${encodeURIComponent(jobId)}`;

export function jobCompletedEmail({
  jobId,
  clientName,
  job,
  publicUrl,
}: {
  jobId: string;
  clientName: string;
  job: { type: string; address: string };
  publicUrl: string;
}): EmailContent {
  return {
    subject: `Your ${job.type} is complete`,
    text: [
      `Hi ${emailText(clientName)},`,
      "",
      `Your ${job.type} at ${emailText(job.address)} has been completed.`,
      "See the before and after photos and tell us how it went:",
      jobPhotosLink(publicUrl, jobId),
      "",
      "Thank you for choosing Tidyline.",
    ].join("\n"),
  };
}

/** An admin canceled the job; `planCleanReturned`: the clean it took from the client's plan is back. */
export function jobCanceledForClientEmail({ job, planCleanReturned }: { job: JobWhenWhere; planCleanReturned: boolean }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `Your ${job.type} on ${when} is canceled`,
    text: [
      `Tidyline's team canceled your ${job.type} on ${when} at ${emailText(job.address)}. No cleaner will come for it.`,
      ...(planCleanReturned ? ["", "The clean it took from your plan is yours again."] : []),
      "",
      QUESTIONS,
    ].join("\n"),
  };
}

/** An admin took the cleaner off and put nobody on: the job is open to cleaners again. */
export function cleanerRemovedEmail({ job }: { job: JobWhenWhere }): EmailContent {
  const when = startInZone(job);
  return {
    subject: `A new cleaner is needed for your ${job.type} on ${when}`,
    text: [
      `The cleaner who was to clean your ${job.type} on ${when} at ${emailText(job.address)} will not come.`,
      "Your cleaning is open to our cleaners again; the new cleaner will show in your upcoming appointments.",
      "",
      QUESTIONS,
    ].join("\n"),
  };
}
