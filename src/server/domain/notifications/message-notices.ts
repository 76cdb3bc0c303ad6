// docs/decisions/037 and 068: a job's client or cleaner who left a message unread for 15 minutes is
// told once per conversation and reading, with the email that always went; the notice opens the
// thread itself.
import type { OutboxEmail } from "../../lib/outbox";
import { firstName, jobMergeLabel, jobWhen, typeWord, type NoticeJob } from "./notice-words";
import type { Notice } from "./notify";

/** The reader's thread of the job (both portals' Messages open one with ?job=, decision 067). */
export const threadPath = (role: "client" | "cleaner", jobId: string) => `/${role}/messages?job=${encodeURIComponent(jobId)}`;

/** "Sam", "Sam and Support", "Sam, Jordan and Support": first names only. */
function namesOf(writers: readonly string[]): string {
  const names = [...new Set(writers.map(firstName))];
  if (names.length <= 1) return names[0] ?? "Someone";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function unreadMessagesNotice({
  userId,
  role,
  job,
  writers,
  unreadCount,
  readMark,
  email,
}: {
  userId: string;
  role: "client" | "cleaner";
  job: NoticeJob;
  /** Who wrote the unread messages, as the thread names them ("Sam Rivera", "Support"). */
  writers: readonly string[];
  unreadCount: number;
  /** The reader's last reading of the thread (or "never"): a new run of unread messages is a new notice. */
  readMark: string;
  email: OutboxEmail;
}): Notice {
  const messages = unreadCount === 1 ? "1 unread message" : `${unreadCount} unread messages`;
  return {
    userId,
    event: "message.unread",
    title: `${namesOf(writers)} sent you a message`,
    body: `${messages} about the ${typeWord(job.type)} on ${jobWhen(job)}.`,
    link: threadPath(role, job.jobId),
    jobId: job.jobId,
    mergeLabel: jobMergeLabel(job),
    dedupeKey: `message.unread:${job.jobId}:${readMark}`,
    email,
  };
}
