// Who is party to a job's thread (docs/decisions/036): the job's client, its assigned
// cleaner and admins (as Support). A thread exists once the job has a cleaner. Every read and
// write of a thread goes through these conditions, so a job someone is not party to is "not found".
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Role } from "../../../shared/domain/roles";
import { jobs, messages } from "../../db/schema/jobs";
import { cleaners, clients } from "../../db/schema/people";

export interface Reader {
  userId: string;
  role: Role;
}

export const THREAD_NOT_FOUND = "Conversation not found";

/** The reader's threads: their assignments (cleaner), their assigned jobs (client), any thread with a message (admin). */
export function threadsOf(reader: Reader): SQL {
  if (reader.role === "cleaner") return eq(cleaners.userId, reader.userId);
  if (reader.role === "client") return eq(clients.userId, reader.userId);
  return sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.jobId} = ${jobs.jobId})`;
}

/** One job's thread, if the reader is party to it (an admin is party to every thread). */
export function threadOf(reader: Reader, jobId: string): SQL {
  const party =
    reader.role === "admin"
      ? sql`true`
      : reader.role === "cleaner"
        ? eq(cleaners.userId, reader.userId)
        : eq(clients.userId, reader.userId);
  return and(eq(jobs.jobId, jobId), party) as SQL;
}

/** Messages sent by someone else after the reader's mark: the reader's unread count of a job's thread. */
export function unreadCountFor(readerId: string) {
  return sql<number>`(
    SELECT count(*)::int FROM ${messages} unread
    WHERE unread.job_id = ${jobs.jobId} AND unread.sender_id <> ${readerId}
      AND unread.created_at > COALESCE(
        (SELECT mark.last_read_at FROM message_reads mark WHERE mark.job_id = ${jobs.jobId} AND mark.reader_id = ${readerId}),
        '-infinity'::timestamptz)
  )`.mapWith(Number);
}
