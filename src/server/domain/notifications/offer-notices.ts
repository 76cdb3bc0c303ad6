// docs/decisions/055 and 068: what a cleaner is told of an offer: that it was made (with the email
// the offer always sent), and once, a quarter of an hour before it ends, that it is about to go to
// the next cleaner. Like the board, a notice shows the job's area, never its street (decision 026).
import { areaLabel, areaOfAddress } from "../../../shared/domain/job-area";
import { formatUSD } from "../../../shared/format";
import type { OutboxEmail } from "../../lib/outbox";
import { jobMergeLabel, jobWhen, typeWord, whenInZone, type NoticeJob } from "./notice-words";
import type { Notice } from "./notify";

export interface OfferedJob extends NoticeJob {
  address: string;
  cleanerPayoutCents: number;
}

/** The offer, at the top of the cleaner's board, where Accept and Decline are (the email's link). */
export const offerPath = (offerId: string) => `/cleaner/open-jobs?offer=${offerId}`;

/** How long before an offer ends its cleaner is reminded of it (the offer-expiry task's check). */
export const OFFER_EXPIRING_NOTICE_MS = 15 * 60_000;

/** The job just offered to the cleaner (`userId`): the offer's email rides with it. */
export function offerMadeNotice({
  userId,
  job,
  offerId,
  expiresAt,
  email,
}: {
  userId: string;
  job: OfferedJob;
  offerId: string;
  expiresAt: Date;
  email: OutboxEmail;
}): Notice {
  const word = typeWord(job.type);
  const answerBy = whenInZone(expiresAt, job.timeZone);
  return {
    userId,
    event: "offer.made",
    title: `A ${word} offered to you`,
    body: `${jobWhen(job)} in ${areaLabel(areaOfAddress(job.address))}, pay ${formatUSD(job.cleanerPayoutCents)}. Answer by ${answerBy}.`,
    text: `Tidyline: a ${word} for you, ${jobWhen(job)}, pay ${formatUSD(job.cleanerPayoutCents)}. Answer by ${answerBy}.`,
    link: offerPath(offerId),
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: `offer.made:${offerId}`,
    email,
  };
}

/** The offer ends soon: one reminder per offer (its key), no email (none was ever sent for it). */
export function offerExpiringNotice({
  userId,
  job,
  offerId,
  expiresAt,
}: {
  userId: string;
  job: NoticeJob;
  offerId: string;
  expiresAt: Date;
}): Notice {
  const word = typeWord(job.type);
  const endsAt = whenInZone(expiresAt, job.timeZone);
  return {
    userId,
    event: "offer.expiring",
    title: `Your ${word} offer ends soon`,
    body: `The ${word} on ${jobWhen(job)} goes to the next cleaner at ${endsAt} unless you accept it.`,
    text: `Tidyline: the ${word} offered to you (${jobWhen(job)}) goes to the next cleaner at ${endsAt}.`,
    link: offerPath(offerId),
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: `offer.expiring:${offerId}`,
  };
}
