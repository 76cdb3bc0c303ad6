// docs/decisions/037 "Unread messages": the one email about a conversation someone has left unread.
import type { JobStatus } from "../../../shared/domain/job-status";
import { emailText, subjectText, type EmailContent } from "./email-text";
import { formatInZone, timeInZone } from "../../../shared/domain/zone-format";

/** Written by whoever writes as the platform (an admin), as the thread labels it (spec 2). */
export const SUPPORT_NAME = "Support";

export interface UnreadThread {
  jobId: string;
  /** Whose email it is: the job's client or its assigned cleaner (admins are never emailed). */
  role: "client" | "cleaner";
  readerName: string;
  jobType: string;
  jobStatus: JobStatus;
  /** The job's own zone (jobs.time_zone, docs/decisions/064). */
  jobTimeZone: string;
  scheduledStart: Date;
  unreadCount: number;
  /** Who wrote the unread messages, as the thread names them. */
  writers: string[];
}

/** Where the reader answers: the cleaner's thread, or the client's list that shows the job. */
export function threadLink(publicUrl: string, role: "client" | "cleaner", jobId: string, status: JobStatus): string {
  if (role === "cleaner") return `${publicUrl}/cleaner/messages?job=${encodeURIComponent(jobId)}`;
  return `${publicUrl}/client/${status === "Completed" ? "history" : "upcoming"}`;
}

const shortDayIn = formatInZone("en-US", { weekday: "short", month: "short", day: "numeric" });

export function unreadMessagesEmail({ thread, publicUrl }: { thread: UnreadThread; publicUrl: string }): EmailContent {
  const count = thread.unreadCount;
  // The job's time where it is, naming the zone: the reader may be anywhere (docs/decisions/064).
  const when = `${shortDayIn(thread.jobTimeZone).format(thread.scheduledStart)}, ${timeInZone(thread.scheduledStart, thread.jobTimeZone, null)}`;
  const writers = listOfNames(thread.writers.map(emailText));
  const messagesWord = count === 1 ? "1 unread message" : `${count} unread messages`;
  return {
    subject: `${subjectText(writers)} sent you a message about your ${thread.jobType}`,
    text:
      `Hello ${emailText(thread.readerName)},\n\n` +
      `${writers} wrote to you about the ${thread.jobType} on ${when}. You have ${messagesWord} in this conversation.\n\n` +
      `Read and reply:\n${threadLink(publicUrl, thread.role, thread.jobId, thread.jobStatus)}\n\n` +
      `You get one email per conversation until you read it.`,
  };
}

function listOfNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? SUPPORT_NAME;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
