// What a person is emailed about their account: verifying the address (docs/decisions/018),
// resetting the password, a cleaner's approval (043), and an applicant's Request Info and Convert
// to Account (047, 005).
import { CLEANER_APPROVED_SUBJECT } from "../../../shared/domain/admin-people";
import type { DraftKind } from "../../../shared/domain/applications";
import { emailText, type EmailContent } from "./email-text";

/** The link opens the page that asks the person to press "Verify Email" (decision 018). */
export function verifyEmailEmail({ url }: { url: string }): EmailContent {
  return {
    subject: "Verify your email for Tidyline",
    text: `Welcome to Tidyline!\n\nTo confirm your email address, open this link and press Verify Email:\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this email.`,
  };
}

export function resetPasswordEmail({ url }: { url: string }): EmailContent {
  return {
    subject: "Reset your Tidyline password",
    text: `Someone asked to reset the password of your Tidyline account.\n\nTo choose a new password, open this link:\n${url}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.`,
  };
}

/** An admin approved the cleaner's account: the way to their first job. */
export function cleanerApprovedEmail({ name, publicUrl }: { name: string; publicUrl: string }): EmailContent {
  return {
    subject: CLEANER_APPROVED_SUBJECT,
    text: [
      `Hi ${emailText(name)},`,
      "",
      "Good news: our team has reviewed your profile and your Tidyline cleaner account is approved.",
      "You can claim jobs now. See the jobs waiting for a cleaner:",
      `${publicUrl}/cleaner/open-jobs`,
      "",
      "Welcome to Tidyline.",
    ].join("\n"),
  };
}

const APPLICATION_NAME: Record<DraftKind, string> = {
  cleaner: "application to clean with Tidyline",
  client: "Tidyline client application",
};

/** Request Info: the admin's own words, as written (several lines allowed), between a greeting and how to answer. */
export function infoRequestEmail({ name, kind, message }: { name: string; kind: DraftKind; message: string }): EmailContent {
  return {
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
  name,
  kind,
  url,
  validDays,
  signInUrl,
}: {
  name: string;
  kind: DraftKind;
  url: string;
  validDays: number;
  signInUrl: string;
}): EmailContent {
  return {
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
