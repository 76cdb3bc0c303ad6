// docs/decisions/068: the bell's list. Only the viewer's own notifications shown in the app (a group
// whose in-app channel they turned off keeps its rows, unshown), newest first, a page at a time by
// cursor; marking read is theirs alone (someone else's id is not found, docs/decisions/026), and
// their other open screens hear of it so their bells agree.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { announceLive } from "../../domain/notifications/live";
import { notFound } from "../../lib/errors";

export const INBOX_PAGE_SIZE = 20;
export const NOTIFICATION_NOT_FOUND = "Notification not found.";

/**
 * A page's end: the last row's created_at to the microsecond (a JavaScript date keeps only
 * milliseconds, and two notifications of one event share the millisecond) and its id.
 */
const cursorOf = sql<string>`to_char(${notifications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${notifications.id}`;
export const INBOX_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const shown = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));
const unreadOf = (userId: string) => and(shown(userId), isNull(notifications.readAt));

async function unreadCount(db: Database, userId: string): Promise<number> {
  // notifications_user_unread_idx holds exactly these rows.
  const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
  return row?.unread ?? 0;
}

/** GET /api/notifications: a page of the viewer's bell, and how many are unread in all. */
export async function listNotifications({ db, userId, before }: { db: Database; userId: string; before?: string }) {
  const [beforeAt, beforeId] = before ? before.split("|") : [];
  const rows = await db
    .select({
      id: notifications.id,
      event: notifications.event,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      cursor: cursorOf,
    })
    .from(notifications)
    .where(
      and(
        shown(userId),
        beforeAt && beforeId
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${beforeAt}::timestamptz, ${beforeId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return {
    notifications: page.map(({ cursor: _cursor, createdAt, readAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      readAt: readAt?.toISOString() ?? null,
    })),
    unread: await unreadCount(db, userId),
    nextCursor: rows.length > INBOX_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/** POST /api/notifications/:id/read: read once (a repeat keeps the first time); another's is not found. */
export async function markNotificationRead({ db, userId, id, now = new Date() }: { db: Database; userId: string; id: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), shown(userId)))
      .returning({ id: notifications.id, readAt: notifications.readAt });
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    await announceLive(tx, { userIds: [userId], kind: "notification" });
    return { id: row.id, readAt: row.readAt!.toISOString() };
  });
}

/** POST /api/notifications/read-all: every unread one of the viewer's bell. */
export async function markAllNotificationsRead({ db, userId, now = new Date() }: { db: Database; userId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const marked = await tx.update(notifications).set({ readAt: now }).where(unreadOf(userId)).returning({ id: notifications.id });
    if (marked.length > 0) await announceLive(tx, { userIds: [userId], kind: "notification" });
    return { marked: marked.length };
  });
}
