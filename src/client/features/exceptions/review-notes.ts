// docs/decisions/027: what the Exceptions rows of quick finishes and jobs awaiting approval say.
import { minutesWorked } from "../../../shared/domain/exceptions";
import { formatJobDateTime, formatJobTime } from "../../lib/format";
import type { AwaitingApproval, QuickFinish } from "./api";

const hoursText = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** "worked 40 min of 3 hours booked: started Dec 03, 2026 at 9:05 AM, finished 9:45 AM", in the job's place's time (docs/decisions/064). */
export function quickFinishNote(job: QuickFinish): string {
  if (!job.startedAt || !job.finishedAt) return "finished early";
  return `worked ${minutesWorked(job.startedAt, job.finishedAt)} min of ${hoursText(job.durationHours)} booked: started ${formatJobDateTime(job.startedAt, job.timeZone)}, finished ${formatJobTime(job.finishedAt, job.timeZone)}`;
}

export function applicantsNote(job: AwaitingApproval): string {
  const who = `${job.applicants} ${job.applicants === 1 ? "applicant" : "applicants"} waiting`;
  return job.claimWindowEnds ? `${who} · window closes ${formatJobDateTime(job.claimWindowEnds, job.timeZone)}` : who;
}
