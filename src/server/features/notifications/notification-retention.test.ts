import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, notificationSends } from "../../db/schema/notifications";
import { createTestApp } from "../../test/harness";
import { NOTIFICATIONS_KEPT_MS, SETTLED_SENDS_KEPT_MS, sweepOldNotifications } from "./notification-retention";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

describe("the notifications retention sweep", () => {
  it("removes notifications past 90 days and settled sends past a week, and keeps the rest and every pending send", async () => {
    const person = await t.createAccount({ role: "client" });
    const now = new Date();
    const base = { userId: person.userId, event: "job.started", title: "T", body: "B", link: "/client/upcoming" };
    const [, recent] = await t.db
      .insert(notifications)
      .values([
        { ...base, dedupeKey: "old", createdAt: new Date(now.getTime() - NOTIFICATIONS_KEPT_MS - DAY) },
        { ...base, dedupeKey: "recent", createdAt: new Date(now.getTime() - NOTIFICATIONS_KEPT_MS + DAY) },
      ])
      .returning({ id: notifications.id });
    const send = {
      userId: person.userId,
      channel: "push",
      notificationIds: [recent!.id],
      title: "T",
      body: "B",
      link: "/",
      dueAt: now,
      nextAttemptAt: now,
    };
    const longAgo = new Date(now.getTime() - SETTLED_SENDS_KEPT_MS - DAY);
    await t.db.insert(notificationSends).values([
      { ...send, mergeKey: "a", status: "sent", settledAt: longAgo },
      { ...send, mergeKey: "b", status: "skipped", settledAt: new Date(now.getTime() - DAY) },
      { ...send, mergeKey: "c", status: "pending", createdAt: longAgo },
    ]);
    await sweepOldNotifications({ db: t.db, now });
    expect(
      (await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, person.userId))).map((row) => row.id),
    ).toEqual([recent!.id]);
    const left = await t.db
      .select({ mergeKey: notificationSends.mergeKey })
      .from(notificationSends)
      .where(eq(notificationSends.userId, person.userId));
    expect(left.map((row) => row.mergeKey).sort()).toEqual(["b", "c"]);
  });
});
