// docs/decisions/026, 041 and 068: an admin who cancels a job or changes who does it tells the client
// and the cleaners it concerns, each notice carrying the email that always went. The admin's reason
// stays in the audit row, never in a notice. Events: a cancel is job.canceled for both; a cleaner
// taken off reads it as their job canceled (job.canceled); a cleaner put on, or a client whose
// cleaner was taken off, hears who does the job (job.claimed).
import type { OutboxEmail } from "../../lib/outbox";
import { assignmentPath, CLIENT_CANCELED_PATH, CLIENT_UPCOMING_PATH, OPEN_JOBS_PATH } from "./calendar-notices";
import { jobMergeLabel, jobWhen, typeWord, upper, type NoticeJob } from "./notice-words";
import type { Notice } from "./notify";

export type AdminChange = "canceled-client" | "canceled-cleaner" | "taken-off" | "assigned" | "cleaner-removed";

/** One notice per person per change: its kind, the job and the moment. */
const keyOf = (change: AdminChange, jobId: string, at: Date) =>
  `${change === "assigned" || change === "cleaner-removed" ? "job.claimed" : "job.canceled"}:${change}:${jobId}:${at.toISOString()}`;

export function adminChangeNotice({
  change,
  userId,
  job,
  planCleanReturned = false,
  at,
  email,
}: {
  change: AdminChange;
  userId: string;
  job: NoticeJob;
  planCleanReturned?: boolean;
  at: Date;
  email: OutboxEmail;
}): Notice {
  const word = typeWord(job.type);
  const when = jobWhen(job);
  const common = { userId, jobId: job.jobId, mergeLabel: jobMergeLabel(job), dedupeKey: keyOf(change, job.jobId, at), email };
  switch (change) {
    case "canceled-client":
      return {
        ...common,
        event: "job.canceled",
        title: `Your ${word} is canceled`,
        body: `${upper(word)} on ${when}: canceled by Tidyline's team. No cleaner will come.${planCleanReturned ? " The clean it took from your plan is yours again." : ""}`,
        link: CLIENT_CANCELED_PATH,
      };
    case "canceled-cleaner":
      return {
        ...common,
        event: "job.canceled",
        title: `Canceled: your ${word} on ${when}`,
        body: "Tidyline's team canceled it. Please do not go.",
        link: assignmentPath(job.jobId),
      };
    case "taken-off":
      return {
        ...common,
        event: "job.canceled",
        title: `You are off the ${word} on ${when}`,
        body: "Tidyline's team took you off it. Please do not go. More jobs wait on the open jobs board.",
        link: OPEN_JOBS_PATH,
      };
    case "assigned":
      return {
        ...common,
        event: "job.claimed",
        title: `A ${word} assigned to you`,
        body: `${upper(word)} on ${when}: Tidyline's team assigned it to you. It is in My Assignments.`,
        link: assignmentPath(job.jobId),
      };
    case "cleaner-removed":
      return {
        ...common,
        event: "job.claimed",
        title: `A new cleaner is needed for your ${word}`,
        body: `${upper(word)} on ${when}: your cleaner will not come. It is open to our cleaners again.`,
        link: CLIENT_UPCOMING_PATH,
      };
  }
}
