// What the event tests read and set of notifications (docs/decisions/068): a person's notices, their
// email turned off for a group, a push device, their pending pushes, and the emails of a kind.
import { and, asc, eq } from "drizzle-orm";
import type { NotificationGroup } from "../../shared/domain/notifications";
import type { Database } from "../db/client";
import { notificationPreferences, notifications, notificationSends, pushSubscriptions } from "../db/schema/notifications";
import { notificationOutbox } from "../db/schema/platform";

/** The person's notifications, oldest first. */
export const noticesOf = (db: Database, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));

/** The person's notifications about one job. */
export const jobNoticesOf = async (db: Database, userId: string, jobId: string) =>
  (await noticesOf(db, userId)).filter((notice) => notice.jobId === jobId);

/** The person turns email off for the group on the preferences screen (only the difference is kept). */
export async function turnEmailOff(db: Database, userId: string, group: NotificationGroup) {
  const channels = { [group]: { email: false } };
  await db
    .insert(notificationPreferences)
    .values({ userId, channels })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { channels } });
}

let devices = 0;
/** A browser of the person's that agreed to pushes. */
export async function givePushDevice(db: Database, userId: string) {
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.test/send/${userId}/${++devices}`,
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
    label: "Chrome on Linux",
  });
}

/** The person's pushes waiting to leave. */
export const pendingPushes = (db: Database, userId: string) =>
  db
    .select()
    .from(notificationSends)
    .where(and(eq(notificationSends.userId, userId), eq(notificationSends.channel, "push"), eq(notificationSends.status, "pending")));

/** The emails of a kind written to the outbox for an address. */
export const emailsOfKind = (db: Database, to: string, kind: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, to.toLowerCase()), eq(notificationOutbox.kind, kind)));
