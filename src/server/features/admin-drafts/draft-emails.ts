// What an applicant is emailed about their application (docs/decisions/047). Texts only; the
// outbox sends them (lib/outbox.ts).
import type { DraftKind } from "../../../shared/domain/applications";
import { emailText } from "../../domain/emails/email-text";

const APPLICATION_NAME: Record<DraftKind, string> = {
  cleaner: "application to clean with Tidyline",
  client: "Tidyline client application",
};

/** Request Info: the admin's own words, as written, between a greeting and how to answer. */
export function infoRequestEmail({ to, name, kind, message }: { to: string; name: string; kind: DraftKind; message: string }) {
  return {
    to,
    subject: "We need a little more information for your Tidyline application",
    text: [
      `Hello ${emailText(name)},`,
      "",
      `Thank you for your ${APPLICATION_NAME[kind]}. Before we can go on, our team needs the following:`,
      "",
      message,
      "",
      "Please reply to this email with the details. We'll review your application again as soon as we have them.",
      "",
      "The Tidyline team",
    ].join("\n"),
  };
}

/** Convert to Account: the account exists, the link sets its password (docs/decisions/005 and 047). */
export function accountCreatedEmail({
  to,
  name,
  kind,
  url,
  validDays,
  signInUrl,
}: {
  to: string;
  name: string;
  kind: DraftKind;
  url: string;
  validDays: number;
  signInUrl: string;
}) {
  return {
    to,
    subject: "Your Tidyline account is ready: set your password",
    text: [
      `Hello ${emailText(name)},`,
      "",
      `Welcome to Tidyline! We have created a ${kind} account for you with this email address.`,
      "",
      "To choose your password, open this link:",
      url,
      "",
      `The link works once and expires in ${validDays} days. After setting your password, sign in at ${signInUrl}.`,
      `If the link has expired, use "Forgot your password?" on the sign-in page to get a new one.`,
      "",
      "The Tidyline team",
    ].join("\n"),
  };
}
