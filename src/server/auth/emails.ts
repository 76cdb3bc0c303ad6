import type { Email } from "../lib/mailer";

export function verifyEmailEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Verify your email for Tidyline",
    text: `Welcome to Tidyline!\n\nTo confirm your email address, open this link and press Verify Email:\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this email.`,
  };
}

export function resetPasswordEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Reset your Tidyline password",
    text: `Someone asked to reset the password of your Tidyline account.\n\nTo choose a new password, open this link:\n${url}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.`,
  };
}
