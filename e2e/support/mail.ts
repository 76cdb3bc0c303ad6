import { expect, type APIRequestContext } from "@playwright/test";

export interface MailboxEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * The newest email to `to` whose subject matches, read from the local mailbox API. Outbox emails
 * leave with the background runner's next delivery (every 15 seconds), so this waits longer than
 * one run.
 */
export async function waitForEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect(async () => {
    const response = await request.get("/api/dev/mailbox");
    expect(response.ok()).toBe(true);
    const { emails } = (await response.json()) as { emails: MailboxEmail[] };
    found = emails.find((email) => email.to === to.toLowerCase() && subject.test(email.subject));
    expect(found, `an email to ${to} matching ${subject}`).toBeTruthy();
  }).toPass({ timeout: 45_000, intervals: [1_000] });
  return found!;
}
