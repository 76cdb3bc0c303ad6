// docs/decisions/037: a job's client or assigned cleaner who leaves a message from
// someone else unread for 15 minutes is told once about that thread, not once per message: a
// notification (docs/decisions/068) carrying the email.
import { sql, type SQL } from "drizzle-orm";
import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from "../../../shared/domain/cleaner";
import type { JobStatus } from "../../../shared/domain/job-status";
import type { Database } from "../../db/client";
import { SUPPORT_NAME, unreadMessagesEmail } from "../../domain/emails/message-emails";
import { unreadMessagesNotice } from "../../domain/notifications/message-notices";
import { notify } from "../../domain/notifications/notify";

/** (thread, reader) pairs enqueued per run; more wait for the next minute. */
export const UNREAD_SCAN_BATCH = 100;
/**
 * Only threads with a message from the last two days are looked at, which bounds each run. An
 * email is due 15 minutes after a message, so this only drops mail the runner missed for days
 * (a long outage), when an email about an old message would no longer help.
 */
export const UNREAD_SCAN_LOOKBACK_MS = 2 * 24 * 60 * 60_000;

/** The dedupe key's "not read yet" mark: `unread:<jobId>:<userId>:never`. */
const NEVER_READ = "never";

interface UnreadRow extends Record<string, unknown> {
  dedupe_key: string;
  read_mark: string;
  user_id: string;
  job_id: string;
  role: "client" | "cleaner";
  email: string;
  reader_name: string;
  job_type: string;
  job_status: JobStatus;
  job_time_zone: string;
  scheduled_start: string;
  unread_count: number | string;
  writers: string[];
}

/** A timestamp as UTC ISO text, to the microsecond PostgreSQL keeps (a read mark in a key). */
const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Tells (notification and email) each (thread, participant) with a message from someone else that has waited
 * unread for UNREAD_MESSAGE_EMAIL_AFTER_MINUTES. The dedupe key names the reader's read mark
 * (`unread:<jobId>:<userId>:<last_read_at or never>`): once emailed, further messages send nothing
 * more until the reader reads the thread; unread messages after that reading may send one more.
 * Participants are the job's client and its assigned cleaner; admins are never emailed. The
 * notification's key names the same read mark (`message.unread:<jobId>:<mark>`, per reader); a
 * reader who turned email off has no email row, so the notification is what marks them told.
 */
export async function enqueueUnreadMessageEmails({ db, now, publicUrl }: { db: Database; now: Date; publicUrl: string }): Promise<number> {
  const dueBefore = new Date(now.getTime() - UNREAD_MESSAGE_EMAIL_AFTER_MINUTES * 60_000).toISOString();
  const lookbackStart = new Date(now.getTime() - UNREAD_SCAN_LOOKBACK_MS).toISOString();
  const result = await db.execute<UnreadRow>(sql`
    WITH threads AS (
      SELECT DISTINCT m.job_id FROM messages m
      WHERE m.created_at <= ${dueBefore}::timestamptz AND m.created_at > ${lookbackStart}::timestamptz
    ),
    participants AS (
      SELECT t.job_id, c.user_id, 'client' AS role
        FROM threads t JOIN jobs j ON j.job_id = t.job_id JOIN clients c ON c.client_id = j.client_id
      UNION ALL
      SELECT t.job_id, cl.user_id, 'cleaner' AS role
        FROM threads t JOIN job_assignments a ON a.job_id = t.job_id JOIN cleaners cl ON cl.cleaner_id = a.cleaner_id
    ),
    waiting AS (
      SELECT p.job_id, p.user_id, p.role, r.last_read_at, marks.read_mark,
        'unread:' || p.job_id::text || ':' || p.user_id || ':' || marks.read_mark AS dedupe_key
      FROM participants p
      LEFT JOIN message_reads r ON r.job_id = p.job_id AND r.reader_id = p.user_id
      CROSS JOIN LATERAL (SELECT coalesce(${isoUtc(sql.raw("r.last_read_at"))}, ${NEVER_READ}) AS read_mark) marks
      WHERE EXISTS (
        SELECT 1 FROM messages m
        WHERE m.job_id = p.job_id AND m.sender_id <> p.user_id AND m.created_at <= ${dueBefore}::timestamptz
          AND (r.last_read_at IS NULL OR m.created_at > r.last_read_at)
      )
    )
    SELECT w.dedupe_key, w.read_mark, w.user_id, w.job_id, w.role, u.email, u.name AS reader_name,
      j.type AS job_type, j.status AS job_status, j.time_zone AS job_time_zone, ${isoUtc(sql.raw("j.scheduled_start"))} AS scheduled_start,
      unread.unread_count, unread.writers
    FROM waiting w
    JOIN auth_users u ON u.id = w.user_id
    JOIN jobs j ON j.job_id = w.job_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS unread_count,
        array_agg(DISTINCT CASE WHEN m.sender_type = 'admin' THEN ${SUPPORT_NAME} ELSE coalesce(cl.name, c.name, su.name) END) AS writers
      FROM messages m
      LEFT JOIN cleaners cl ON m.sender_type = 'cleaner' AND cl.user_id = m.sender_id
      LEFT JOIN clients c ON m.sender_type = 'client' AND c.user_id = m.sender_id
      LEFT JOIN auth_users su ON su.id = m.sender_id
      WHERE m.job_id = w.job_id AND m.sender_id <> w.user_id AND (w.last_read_at IS NULL OR m.created_at > w.last_read_at)
    ) unread
    WHERE NOT EXISTS (SELECT 1 FROM notification_outbox o WHERE o.dedupe_key = w.dedupe_key)
      AND NOT EXISTS (SELECT 1 FROM notifications n
        WHERE n.user_id = w.user_id AND n.dedupe_key = 'message.unread:' || w.job_id::text || ':' || w.read_mark)
    ORDER BY w.job_id, w.user_id
    LIMIT ${UNREAD_SCAN_BATCH}`);

  for (const row of result.rows) {
    const thread = {
      jobId: row.job_id,
      role: row.role,
      readerName: row.reader_name,
      jobType: row.job_type,
      jobStatus: row.job_status,
      jobTimeZone: row.job_time_zone,
      scheduledStart: new Date(row.scheduled_start),
      unreadCount: Number(row.unread_count),
      writers: row.writers,
    };
    // Each reader's notice, email and sends are written together, or not at all.
    const notice = unreadMessagesNotice({
      userId: row.user_id,
      role: row.role,
      job: { jobId: row.job_id, type: row.job_type, timeZone: row.job_time_zone, scheduledStart: thread.scheduledStart },
      writers: row.writers,
      unreadCount: thread.unreadCount,
      readMark: row.read_mark,
      email: { kind: "unread-messages", dedupeKey: row.dedupe_key, to: row.email, ...unreadMessagesEmail({ thread, publicUrl }) },
    });
    await db.transaction((tx) => notify(tx, notice, now));
  }
  return result.rows.length;
}
