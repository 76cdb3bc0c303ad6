// docs/decisions/027: time off cannot cover a job the cleaner holds; the refusal names the jobs, so
// the cleaner knows which days to keep (as a claim on time off is refused by name of the reason).
import { timeZoneOfCity } from "../../../shared/domain/cities";
import { andList } from "../../../shared/format";
import { formatInZone } from "../../../shared/domain/zone-format";

type HeldJob = { type: string; address: string; city: string; scheduledStart: Date };

/** Shown at most; the rest are counted. */
const NAMED_MAX = 3;

const dayIn = formatInZone("en-US", { month: "short", day: "2-digit", year: "numeric" });
const timeIn = formatInZone("en-US", { hour: "numeric", minute: "2-digit" });

/** spec 9's 'MMM dd, yyyy' and 'h:mm a', in the job's city zone (where its day is read). */
function when(job: HeldJob): string {
  const timeZone = timeZoneOfCity(job.city);
  return `${dayIn(timeZone).format(job.scheduledStart)} at ${timeIn(timeZone).format(job.scheduledStart)}`;
}

export function timeOffOverJobsMessage(held: readonly HeldJob[]): string {
  const named = held.slice(0, NAMED_MAX).map((job) => `${job.type} on ${when(job)} (${job.address})`);
  const more = held.length - named.length;
  const list = andList(more > 0 ? [...named, `${more} more`] : named);
  const noun = held.length === 1 ? "a job you are assigned" : "jobs you are assigned";
  return `This time off covers ${noun}: ${list}. Choose other days, or ask support to reassign ${held.length === 1 ? "it" : "them"} first.`;
}
