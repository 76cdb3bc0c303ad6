// docs/decisions/027: what the Exceptions rows of quick finishes and jobs awaiting approval say.
import { minutesWorked } from "../../../shared/domain/exceptions";
import { formatDateTime, formatTime } from "../../lib/format";
import type { AwaitingApproval, QuickFinish } from "./api";

const hoursText = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** "worked 40 min of 3 hours booked: started Dec 03, 2026 at 9:05 AM, finished 9:45 AM". */
export function quickFinishNote(job: QuickFinish): string {
  if (!job.startedAt || !job.finishedAt) return "finished early";
  return `worked ${minutesWorked(job.startedAt, job.finishedAt)} min of ${hoursText(job.durationHours)} booked: started ${formatDateTime(job.startedAt)}, finished ${formatTime(job.finishedAt)}`;
}

export function applicantsNote(job: AwaitingApproval): string {
  const who = `${job.applicants} ${job.applicants === 1 ? "applicant" : "applicants"} waiting`;
  return job.claimWindowEnds ? `${who} · window closes ${formatDateTime(job.claimWindowEnds)}` : who;
}
