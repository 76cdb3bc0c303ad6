import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mergedSummary } from "../../../shared/domain/notifications";
import { notificationPreferences, notifications, notificationSends, phoneNumbers, pushSubscriptions } from "../../db/schema/notifications";
import { notificationOutbox } from "../../db/schema/platform";
import { messageOf } from "../../features/notifications/send-delivery";
import { openMessageBus, type BusEvent } from "../../features/messages/message-bus";
import { clientIdOf, insertJob } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { notify, type Notice } from "./notify";

const t = await createTestApp();
afterAll(() => t.close());

let keys = 0;
const notice = (userId: string, overrides: Partial<Notice> = {}): Notice => ({
  userId,
  event: "job.started",
  title: "Sam started your turnover",
  body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St.",
  link: "/client/upcoming",
  dedupeKey: `test:${++keys}`,
  ...overrides,
});
const email = (to: string, dedupeKey: string) => ({ kind: "job-started", dedupeKey, to, subject: "Started", text: "It started." });

async function device(userId: string) {
  await t.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `https://push.example.test/${userId}/${++keys}`, p256dh: "k", auth: "a", label: "Chrome on Linux" });
}
const sendsOf = (userId: string) => t.db.select().from(notificationSends).where(eq(notificationSends.userId, userId));
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("notify", () => {
  it("writes one notification per person per event: a repeated key writes nothing", async () => {
    const client = await t.createAccount({ role: "client" });
    const first = notice(client.userId, { dedupeKey: "job.started:one" });
    expect(await notify(t.db, [first, { ...first }])).toHaveLength(1);
    expect(await notify(t.db, first)).toEqual([]);
    expect(await noticesOf(client.userId)).toHaveLength(1);
  });

  it("sends the event's email only to a person who wants email for its group, carrying the notification", async () => {
    const wants = await t.createAccount({ role: "client" });
    const declines = await t.createAccount({ role: "client" });
    await t.db.insert(notificationPreferences).values({ userId: declines.userId, channels: { jobUpdates: { email: false } } });
    const [id] = await notify(t.db, notice(wants.userId, { email: email(wants.email, `e:${wants.userId}`) }));
    await notify(t.db, notice(declines.userId, { email: email(declines.email, `e:${declines.userId}`) }));
    const [sent] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `e:${wants.userId}`));
    expect(sent?.notificationId).toBe(id);
    expect(
      await t.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.dedupeKey, `e:${declines.userId}`)),
    ).toEqual([]);
    // The declined email's notification is still in the bell.
    expect(await noticesOf(declines.userId)).toHaveLength(1);
  });

  it("keeps a notification out of the bell when the app is turned off for its group", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await t.db.insert(notificationPreferences).values({ userId: cleaner.userId, channels: { money: { inApp: false } } });
    await notify(t.db, notice(cleaner.userId, { event: "payout.paid", link: "/cleaner/payouts" }));
    const [row] = await noticesOf(cleaner.userId);
    expect(row?.inApp).toBe(false);
  });

  it("queues a push only for a person with a device, and a text only to a verified number without STOP", async () => {
    const without = await t.createAccount({ role: "client" });
    const withDevice = await t.createAccount({ role: "client" });
    await device(withDevice.userId);
    await t.db
      .insert(phoneNumbers)
      .values({ userId: withDevice.userId, e164: "+15555550100", verifiedAt: new Date(), stoppedAt: new Date() });
    await notify(t.db, [notice(without.userId), notice(withDevice.userId)]);
    expect(await sendsOf(without.userId)).toEqual([]);
    expect((await sendsOf(withDevice.userId)).map((send) => send.channel)).toEqual(["push"]);
    await t.db.update(phoneNumbers).set({ stoppedAt: null }).where(eq(phoneNumbers.userId, withDevice.userId));
    await notify(t.db, notice(withDevice.userId, { event: "job.completed" }));
    expect((await sendsOf(withDevice.userId)).map((send) => send.channel).sort()).toEqual(["push", "push", "text"]);
  });

  it("merges a burst of one job's changes into one pending push, due a minute after the first", async () => {
    const client = await t.createAccount({ role: "client" });
    await device(client.userId);
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Posted" });
    const now = new Date("2026-12-01T15:00:00Z");
    const label = "Fri, Dec 18, 10:00 AM turnover";
    for (const second of [0, 20, 40]) {
      await notify(
        t.db,
        notice(client.userId, { event: "job.moved", jobId: job.jobId, mergeLabel: label }),
        new Date(now.getTime() + second * 1000),
      );
    }
    const sends = await sendsOf(client.userId);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.notificationIds).toHaveLength(3);
    expect(sends[0]!.dueAt.toISOString()).toBe("2026-12-01T15:01:00.000Z");
    expect(messageOf(sends[0]!).body).toBe(mergedSummary(3, label));
    expect(messageOf(sends[0]!).body).toBe("3 changes to Fri, Dec 18, 10:00 AM turnover");
  });

  it("sends a start or a message on its own, never inside a burst of changes", async () => {
    const client = await t.createAccount({ role: "client" });
    await device(client.userId);
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Posted" });
    await notify(t.db, notice(client.userId, { event: "job.moved", jobId: job.jobId, mergeLabel: "Fri turnover" }));
    await notify(t.db, notice(client.userId, { event: "message.unread", jobId: job.jobId, link: "/client/messages" }));
    await notify(t.db, notice(client.userId, { event: "job.started", jobId: job.jobId }));
    expect((await sendsOf(client.userId)).map((send) => send.notificationIds.length)).toEqual([1, 1, 1]);
  });

  it("a send a run has taken gathers no more: the next change starts a new one", async () => {
    const client = await t.createAccount({ role: "client" });
    await device(client.userId);
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Posted" });
    await notify(t.db, notice(client.userId, { event: "job.moved", jobId: job.jobId }));
    await t.db.update(notificationSends).set({ attempts: 1 }).where(eq(notificationSends.userId, client.userId));
    await notify(t.db, notice(client.userId, { event: "job.moved", jobId: job.jobId }));
    expect((await sendsOf(client.userId)).map((send) => send.notificationIds.length)).toEqual([1, 1]);
  });

  it("holds pushes until quiet hours end on the person's clock", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await device(cleaner.userId);
    // 22:00 to 07:00 in Denver; the offer comes at 23:30 Denver time (06:30 UTC, winter: UTC-7).
    await t.db
      .insert(notificationPreferences)
      .values({ userId: cleaner.userId, quietStartMinute: 22 * 60, quietEndMinute: 7 * 60, timeZone: "America/Denver" });
    await notify(t.db, notice(cleaner.userId, { event: "offer.made", link: "/cleaner/dashboard" }), new Date("2026-12-02T06:30:00Z"));
    const [send] = await sendsOf(cleaner.userId);
    expect(send?.dueAt.toISOString()).toBe("2026-12-02T14:00:00.000Z");
  });

  it("announces the bell's change to the person at commit, and never for a transaction rolled back", async () => {
    // The engine's own bus: PGlite's NOTIFY in process, or LISTEN on PostgreSQL.
    const bus = await openMessageBus(t.database);
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    try {
      const client = await t.createAccount({ role: "client" });
      await t.db
        .transaction(async (tx) => {
          await notify(tx, notice(client.userId));
          tx.rollback();
        })
        .catch(() => undefined);
      await t.db.transaction(async (tx) => {
        await notify(tx, notice(client.userId));
        await tx.execute(sql`select 1`);
        expect(heard.filter((event) => event.type === "live")).toEqual([]);
      });
      await expect
        .poll(() => heard.filter((event) => event.type === "live"))
        .toEqual([{ type: "live", kind: "notification", userIds: [client.userId], jobId: null, admins: false }]);
    } finally {
      await bus.close();
    }
  });
});
