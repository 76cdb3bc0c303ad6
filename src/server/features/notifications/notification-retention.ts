// docs/decisions/068: the bell keeps 90 days; a settled push or text is kept a week for an
// operator to read why it went or did not, then goes. Deleted in small batches, oldest first.
import { and, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications, notificationSends } from "../../db/schema/notifications";

export const NOTIFICATIONS_KEPT_MS = 90 * 24 * 60 * 60_000;
export const SETTLED_SENDS_KEPT_MS = 7 * 24 * 60 * 60_000;
const BATCH = 500;

export async function sweepOldNotifications({ db, now, signal }: { db: Database; now: Date; signal?: AbortSignal }): Promise<number> {
  let deleted = 0;
  const noticesBefore = new Date(now.getTime() - NOTIFICATIONS_KEPT_MS);
  const sendsBefore = new Date(now.getTime() - SETTLED_SENDS_KEPT_MS);
  while (!signal?.aborted) {
    const gone = await db
      .delete(notificationSends)
      .where(
        inArray(
          notificationSends.id,
          db
            .select({ id: notificationSends.id })
            .from(notificationSends)
            .where(and(ne(notificationSends.status, "pending"), lt(notificationSends.settledAt, sendsBefore)))
            .limit(BATCH),
        ),
      )
      .returning({ id: notificationSends.id });
    deleted += gone.length;
    if (gone.length < BATCH) break;
  }
  while (!signal?.aborted) {
    const gone = await db
      .delete(notifications)
      .where(
        inArray(
          notifications.id,
          db.select({ id: notifications.id }).from(notifications).where(lt(notifications.createdAt, noticesBefore)).limit(BATCH),
        ),
      )
      .returning({ id: notifications.id });
    deleted += gone.length;
    if (gone.length < BATCH) break;
  }
  return deleted;
}
