// docs/decisions/055: the email that offers a cleaner a job. It shows the job as the open-jobs
// board does (type, when, the area, the pay: never the street, which waits for the cleaner who
// takes it, docs/decisions/026), the time left to answer, and a link to the board, where the offer
// waits at the top with Accept and Decline: a link in an email only opens the page, it never answers.
import { durationInWords } from "../../../shared/domain/duration-words";
import { areaLabel, areaOfAddress } from "../../../shared/domain/job-area";
import { formatUSD } from "../../../shared/format";
import { appLink, startInZone, type EmailJob } from "./job-lines";
import type { EmailContent } from "./email-text";

/** The offer on the cleaner's board (the board scrolls to it). */
export const offerLink = (offerId: string, publicUrl: string) => appLink(`/cleaner/open-jobs?offer=${offerId}`, publicUrl);

/** One email per offer: the outbox's key. */
export const offerEmailKey = (offerId: string) => `job-offer:${offerId}`;

export function jobOfferEmail({
  job,
  offerId,
  expiresAt,
  now,
  publicUrl,
}: {
  job: EmailJob & { cleanerPayoutCents: number };
  offerId: string;
  expiresAt: Date;
  now: Date;
  publicUrl: string;
}): EmailContent {
  const when = startInZone(job);
  const answerBy = startInZone({ timeZone: job.timeZone, scheduledStart: expiresAt });
  return {
    subject: `A job for you: ${job.type} on ${when}`,
    text: [
      `You are offered the ${job.type} before anyone else can claim it.`,
      "",
      `When: ${when}`,
      `Where: ${areaLabel(areaOfAddress(job.address))} (the street address shows once you accept)`,
      `Pay: ${formatUSD(job.cleanerPayoutCents)}`,
      "",
      `Please answer within ${durationInWords(expiresAt.getTime() - now.getTime())} (by ${answerBy}); after that it goes to another cleaner.`,
      `Accept or decline it on your open jobs board: ${offerLink(offerId, publicUrl)}`,
    ].join("\n"),
  };
}
