// The cleaner's notice that an admin approved their account (docs/decisions/043), with the way to
// their first job. Queued through the outbox in the approval's transaction.
import { CLEANER_APPROVED_SUBJECT } from "../../../shared/domain/admin-people";
import type { OutboxEmail } from "../../lib/outbox";
import { emailText } from "../../domain/emails/email-text";

export const openJobsLink = (publicUrl: string) => `${publicUrl}/cleaner/open-jobs`;

export function cleanerApprovedEmail({
  cleanerId,
  cleaner,
  publicUrl,
}: {
  cleanerId: string;
  cleaner: { name: string; email: string };
  publicUrl: string;
}): OutboxEmail {
  return {
    kind: "cleaner-approved",
    // Approval happens once (Pending is never entered again), so one notice per cleaner.
    dedupeKey: `cleaner-approved:${cleanerId}`,
    to: cleaner.email,
    subject: CLEANER_APPROVED_SUBJECT,
    text: [
      `Hi ${emailText(cleaner.name)},`,
      "",
      "Good news: our team has reviewed your profile and your Tidyline cleaner account is approved.",
      "You can claim jobs now. See the jobs waiting for a cleaner:",
      openJobsLink(publicUrl),
      "",
      "Welcome to Tidyline.",
    ].join("\n"),
  };
}
