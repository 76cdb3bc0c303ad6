// The client's notice that their cleaning is done (docs/decisions/033), with a link that opens
// the job's photos and the review dialog on /client/history.
import type { OutboxEmail } from "../../lib/outbox";
import { emailText } from "../../domain/emails/email-text";

export const jobPhotosLink = (publicUrl: string, jobId: string) => `${publicUrl}/client/history?job=${encodeURIComponent(jobId)}`;

export function jobCompletedEmail({
  jobId,
  client,
  job,
  publicUrl,
}: {
  jobId: string;
  client: { name: string; email: string };
  job: { type: string; address: string };
  publicUrl: string;
}): OutboxEmail {
  return {
    kind: "job-completed",
    dedupeKey: `job-completed:${jobId}`,
    to: client.email,
    subject: `Your ${job.type} is complete`,
    text: [
      `Hi ${emailText(client.name)},`,
      "",
      `Your ${job.type} at ${emailText(job.address)} has been completed.`,
      "See the before and after photos and tell us how it went:",
      jobPhotosLink(publicUrl, jobId),
      "",
      "Thank you for choosing Tidyline.",
    ].join("\n"),
  };
}
