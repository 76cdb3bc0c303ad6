// docs/decisions/068 and 071: a reminder by email says what its notification says, with the link
// to the screen it names (the reminders group's email channel, on by default).
import { emailText, subjectText, type EmailContent } from "./email-text";
import { appLink } from "./job-lines";

export function reminderEmail(notice: { title: string; body: string; link: string }, publicUrl: string): EmailContent {
  return {
    subject: subjectText(notice.title),
    text: [emailText(notice.body), "", `See it in Tidyline: ${appLink(notice.link, publicUrl)}`].join("\n"),
  };
}
