// docs/decisions/042 and 068: a cleaner who applied for a job is told how it was decided: the job is
// theirs (an admin approved them), or another cleaner was chosen. Each decision is its own notice
// (a cleaner may apply again), carrying the email that always went.
import type { OutboxEmail } from "../../lib/outbox";
import { assignmentPath, OPEN_JOBS_PATH } from "./calendar-notices";
import { jobMergeLabel, jobWhen, typeWord, type NoticeJob } from "./notice-words";
import type { Notice } from "./notify";

export function applicationDecidedNotice({
  userId,
  applicationId,
  approved,
  job,
  decidedAt,
  email,
}: {
  userId: string;
  applicationId: string;
  approved: boolean;
  job: NoticeJob;
  decidedAt: Date;
  email: OutboxEmail;
}): Notice {
  const word = typeWord(job.type);
  return {
    userId,
    event: "application.decided",
    title: approved ? `The ${word} is yours` : `Another cleaner was chosen`,
    body: approved
      ? `Your application for the ${word} on ${jobWhen(job)} was approved. It is in My Assignments.`
      : `For the ${word} on ${jobWhen(job)}. More jobs wait on the open jobs board.`,
    link: approved ? assignmentPath(job.jobId) : OPEN_JOBS_PATH,
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: `application.decided:${applicationId}:${decidedAt.toISOString()}`,
    email,
  };
}
