// docs/decisions/068: the one door for telling someone something. In the event's transaction it
// writes one notification per person (the bell's row), the email the event already had (if the
// person wants email for the group), a pending push and text (if wanted and possible, merged per
// job, after quiet hours), and announces the bell's change to the person's open screens.
import { sql } from "drizzle-orm";
import {
  afterQuietHours,
  groupOfEvent,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TITLE_MAX,
  SEND_CHANNELS,
  TEXT_SEGMENT,
  type NotificationEvent,
  type SendChannel,
} from "../../../shared/domain/notifications";
import type { Database, Transaction } from "../../db/client";
import { notifications, notificationSends } from "../../db/schema/notifications";
import { oneLine } from "../../lib/one-line";
import { enqueueEmail, type OutboxEmail } from "../../lib/outbox";
import { announceLive } from "./live";
import { readRecipients, type Recipient } from "./preferences";

export interface Notice {
  userId: string;
  event: NotificationEvent;
  /** One line: "Sam accepted your turnover". */
  title: string;
  /** One sentence: "Fri, Dec 18, 10:00 AM CST at 12 Oak St." */
  body: string;
  /** The screen it opens, a path in the app. */
  link: string;
  jobId?: string | null;
  /** One notification per person per key: the event, its object and its moment. */
  dedupeKey: string;
  /** How a burst of this job's sends is named: "Fri, Dec 18, 10:00 AM turnover". */
  mergeLabel?: string | null;
  /** The text message; default: the title and body cut to one segment. */
  text?: string;
  /** The email the event sends: only if the person wants email for the event's group. */
  email?: OutboxEmail;
  /** An email written from the notice itself (a reminder), to the person's own address, when no `email` is given. */
  mail?: { subject: string; text: string };
}

const cut = (value: string, max: number) => {
  const line = oneLine(value).trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

/** The notification ids written (a repeated dedupe key writes nothing). */
export async function notify(tx: Transaction | Database, notices: Notice | readonly Notice[], now = new Date()): Promise<string[]> {
  const list: readonly Notice[] = Array.isArray(notices) ? notices : [notices as Notice];
  if (list.length === 0) return [];
  const recipients = await readRecipients(
    tx,
    list.map((notice) => notice.userId),
  );
  const written: string[] = [];
  const bellsChanged = new Set<string>();
  for (const notice of list) {
    const person = recipients.get(notice.userId);
    if (!person) continue; // the account is gone
    const wanted = person.channels[groupOfEvent(notice.event)];
    const title = cut(notice.title, NOTIFICATION_TITLE_MAX);
    const body = cut(notice.body, NOTIFICATION_BODY_MAX);
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: person.userId,
        event: notice.event,
        title,
        body,
        link: notice.link,
        jobId: notice.jobId ?? null,
        inApp: wanted.inApp,
        dedupeKey: notice.dedupeKey,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    written.push(row.id);
    if (wanted.inApp) bellsChanged.add(person.userId);
    if (wanted.email) {
      if (notice.email) await enqueueEmail(tx, { ...notice.email, notificationId: row.id });
      else if (notice.mail)
        await enqueueEmail(tx, {
          kind: notice.event,
          dedupeKey: `${notice.event}:${person.userId}:${notice.dedupeKey}`,
          to: person.email,
          ...notice.mail,
          notificationId: row.id,
        });
    }
    for (const channel of SEND_CHANNELS) {
      if (wanted[channel] && reachable(person, channel)) await queueSend(tx, person, channel, { ...notice, title, body }, row.id, now);
    }
  }
  if (bellsChanged.size > 0) await announceLive(tx, { userIds: [...bellsChanged], kind: "notification" });
  return written;
}

const reachable = (person: Recipient, channel: SendChannel) => (channel === "push" ? person.hasPush : person.canText);

export function textOf(notice: Pick<Notice, "title" | "body" | "text">): string {
  return cut(notice.text ?? `${notice.title}: ${notice.body}`, TEXT_SEGMENT);
}

/**
 * A pending send of this person, channel and job gathers a change (the first's due time stays,
 * so a burst leaves one merge window after it began); else a new one, due after the event's
 * merge window and the person's quiet hours.
 */
async function queueSend(
  tx: Transaction | Database,
  person: Recipient,
  channel: SendChannel,
  notice: Notice,
  notificationId: string,
  now: Date,
) {
  const due = afterQuietHours(new Date(now.getTime() + NOTIFICATION_EVENTS[notice.event].mergeMs), person.quiet, person.timeZone);
  const body = channel === "text" ? textOf(notice) : notice.body;
  await tx
    .insert(notificationSends)
    .values({
      userId: person.userId,
      channel,
      // Only changes wait for company (a merge window); a start or a message leaves on its own.
      mergeKey: notice.jobId && NOTIFICATION_EVENTS[notice.event].mergeMs > 0 ? `job:${notice.jobId}` : notificationId,
      mergeLabel: notice.mergeLabel ?? null,
      notificationIds: [notificationId],
      title: notice.title,
      body,
      link: notice.link,
      dueAt: due,
      nextAttemptAt: due,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.channel, notificationSends.mergeKey],
      targetWhere: sql`${notificationSends.status} = 'pending' AND ${notificationSends.attempts} = 0`,
      set: {
        notificationIds: sql`${notificationSends.notificationIds} || excluded.notification_ids`,
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        link: sql`excluded.link`,
        mergeLabel: sql`coalesce(excluded.merge_label, ${notificationSends.mergeLabel})`,
      },
    });
}
