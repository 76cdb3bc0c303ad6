// spec 2 and 4: job threads. Every query is scoped by threads.ts, so nobody reads or writes a
// thread they are not party to; the lists are one bounded query each.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, messageReads, messages } from "../../db/schema/jobs";
import { cleaners, clients, profiles } from "../../db/schema/people";
import { notFound } from "../../lib/errors";
import type { MessageBus } from "./message-bus";
import { THREAD_NOT_FOUND, threadOf, threadsOf, unreadCountFor, type Reader } from "./threads";

/** A conversation list holds the 100 most recently active threads. */
export const THREAD_LIST_LIMIT = 100;
/** A thread shows its latest 200 messages (older ones stay stored). */
export const THREAD_MESSAGE_LIMIT = 200;
/** Bounds the unread summary; far above what one person has unread at once. */
const UNREAD_THREAD_LIMIT = 500;

const threadColumns = {
  jobId: jobs.jobId,
  type: jobs.type,
  status: jobs.status,
  scheduledStart: jobs.scheduledStart,
  /** The job's place's zone: the thread's job time is read there (docs/decisions/064). */
  timeZone: jobs.timeZone,
  clientName: clients.name,
  cleanerName: cleaners.name,
};

export const messageColumns = {
  messageId: messages.messageId,
  jobId: messages.jobId,
  senderId: messages.senderId,
  senderType: messages.senderType,
  /** Who wrote it, for the bubble's label (shared/domain/messages.ts senderLabel). */
  senderName: profiles.fullName,
  content: messages.content,
  attachmentUrl: messages.attachmentUrl,
  createdAt: messages.createdAt,
};

/**
 * spec 2: the reader's conversations with type, names, date, last message, message count and
 * their own unread count; the most recent activity (a message, or the assignment) first.
 */
export async function listThreads({ db, reader }: { db: Database; reader: Reader }) {
  const last = db
    .select({ content: messages.content, createdAt: messages.createdAt, senderType: messages.senderType })
    .from(messages)
    .where(eq(messages.jobId, jobs.jobId))
    .orderBy(desc(messages.createdAt), desc(messages.messageId))
    .limit(1)
    .as("last_message");
  const rows = await db
    .select({
      ...threadColumns,
      lastContent: last.content,
      lastAt: last.createdAt,
      lastSenderType: last.senderType,
      messageCount: sql<number>`(SELECT count(*)::int FROM ${messages} counted WHERE counted.job_id = ${jobs.jobId})`.mapWith(Number),
      unreadCount: unreadCountFor(reader.userId),
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .leftJoinLateral(last, sql`true`)
    .where(threadsOf(reader))
    .orderBy(sql`COALESCE(${last.createdAt}, ${jobAssignments.assignedAt}) DESC`, desc(jobs.jobId))
    .limit(THREAD_LIST_LIMIT);
  return rows.map(({ lastContent, lastAt, lastSenderType, ...thread }) => ({
    ...thread,
    lastMessage:
      lastContent !== null && lastAt !== null && lastSenderType !== null
        ? { content: lastContent, createdAt: lastAt, senderType: lastSenderType }
        : null,
  }));
}

async function findThread(db: Database, reader: Reader, jobId: string) {
  const [thread] = await db
    .select(threadColumns)
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(threadOf(reader, jobId))
    .limit(1);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  return thread;
}

/** spec 2: one thread, oldest first (its latest 200 messages). Reading marks nothing: see markThreadRead. */
export async function readThread({ db, reader, jobId }: { db: Database; reader: Reader; jobId: string }) {
  const thread = await findThread(db, reader, jobId);
  const newestFirst = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .where(eq(messages.jobId, jobId))
    .orderBy(desc(messages.createdAt), desc(messages.messageId))
    .limit(THREAD_MESSAGE_LIMIT);
  return { thread, messages: newestFirst.reverse() };
}

/**
 * spec 4: "the other party's messages are marked read when the thread is opened": the reader's own
 * mark moves to the newest message (never back), so other readers' counts are untouched.
 */
export async function markThreadRead({ db, reader, jobId }: { db: Database; reader: Reader; jobId: string }) {
  await findThread(db, reader, jobId);
  const [mark] = await db
    .insert(messageReads)
    .values({
      jobId,
      readerId: reader.userId,
      lastReadAt: sql`COALESCE((SELECT max(${messages.createdAt}) FROM ${messages} WHERE ${messages.jobId} = ${jobId}), now())`,
    })
    .onConflictDoUpdate({
      target: [messageReads.jobId, messageReads.readerId],
      set: { lastReadAt: sql`GREATEST(${messageReads.lastReadAt}, excluded.last_read_at)` },
    })
    .returning({ lastReadAt: messageReads.lastReadAt });
  return { lastReadAt: mark?.lastReadAt ?? new Date() };
}

/**
 * spec 5: stores the trimmed text as the reader's role (an admin writes as Support). The insert
 * selects the job through the same party condition, so a stranger's post stores nothing (404);
 * the database's checks back the length and blank rules. Every process's streams are told after.
 */
export async function sendMessage({
  db,
  bus,
  reader,
  jobId,
  content,
}: {
  db: Database;
  bus: MessageBus;
  reader: Reader;
  jobId: string;
  content: string;
}) {
  const [stored] = await db
    .insert(messages)
    .select(
      db
        .select({
          messageId: sql`gen_random_uuid()`.as("message_id"),
          jobId: jobs.jobId,
          senderId: sql`${reader.userId}`.as("sender_id"),
          senderType: sql`${reader.role}::message_sender_type`.as("sender_type"),
          content: sql`${content}`.as("content"),
          attachmentUrl: sql`NULL`.as("attachment_url"),
          createdAt: sql`now()`.as("created_at"),
        })
        .from(jobs)
        .innerJoin(clients, eq(clients.clientId, jobs.clientId))
        .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
        .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
        .where(threadOf(reader, jobId)),
    )
    .returning({ messageId: messages.messageId });
  if (!stored) throw notFound(THREAD_NOT_FOUND);
  const message = await readMessage(db, stored.messageId);
  if (!message) throw notFound(THREAD_NOT_FOUND);
  // After the commit: a notice never announces a message that is not there to read.
  await bus.publish({ messageId: message.messageId, jobId: message.jobId });
  return message;
}

export async function readMessage(db: Database, messageId: string) {
  const [message] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .where(eq(messages.messageId, messageId))
    .limit(1);
  return message;
}

export type MessageView = NonNullable<Awaited<ReturnType<typeof readMessage>>>;

/**
 * The reader's unread messages: in all, per job, and split between jobs still to do (the client's
 * Upcoming) and completed ones (History), for the sidebar's badges.
 */
export async function unreadSummary({ db, reader }: { db: Database; reader: Reader }) {
  const unread = unreadCountFor(reader.userId);
  const rows = await db
    .select({ jobId: jobs.jobId, status: jobs.status, unread })
    .from(jobs)
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(and(threadsOf(reader), sql`${unread} > 0`))
    .orderBy(desc(jobs.scheduledStart))
    .limit(UNREAD_THREAD_LIMIT);
  const byJob: Record<string, number> = {};
  let total = 0;
  let completed = 0;
  for (const row of rows) {
    byJob[row.jobId] = row.unread;
    total += row.unread;
    if (row.status === "Completed") completed += row.unread;
  }
  return { total, open: total - completed, completed, byJob };
}
