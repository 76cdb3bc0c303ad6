// docs/decisions/027: time off cannot cover a job the cleaner holds; the refusal names the jobs, so
// the cleaner knows which days to keep (as a claim on time off is refused by name of the reason).
import { andList } from "../../../shared/format";
import { dateTimeInZone } from "../../../shared/domain/zone-format";

type HeldJob = { type: string; address: string; timeZone: string; scheduledStart: Date };

/** Shown at most; the rest are counted. */
const NAMED_MAX = 3;

/**
 * spec 9's 'MMM dd, yyyy' and 'h:mm a', in the job's own zone (where its day is read), naming it:
 * the message is built on the server, which does not know the cleaner's zone (docs/decisions/064).
 */
const when = (job: HeldJob): string => dateTimeInZone(job.scheduledStart, job.timeZone, null);

export function timeOffOverJobsMessage(held: readonly HeldJob[]): string {
  const named = held.slice(0, NAMED_MAX).map((job) => `${job.type} on ${when(job)} (${job.address})`);
  const more = held.length - named.length;
  const list = andList(more > 0 ? [...named, `${more} more`] : named);
  const noun = held.length === 1 ? "a job you are assigned" : "jobs you are assigned";
  return `This time off covers ${noun}: ${list}. Choose other days, or ask support to reassign ${held.length === 1 ? "it" : "them"} first.`;
}
