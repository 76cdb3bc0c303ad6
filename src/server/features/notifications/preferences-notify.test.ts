// docs/decisions/068: what a person saves on /profile → Notifications is what the notify door does.
// The choices go in through the screen's own PUT (this feature's writes), the door reads them
// (domain/notifications/preferences.ts), and the test looks at what each channel got.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notify, type Notice } from "../../domain/notifications/notify";
import { notifications, notificationSends, phoneNumbers, pushSubscriptions } from "../../db/schema/notifications";
import { notificationOutbox } from "../../db/schema/platform";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let keys = 0;
function payoutPaid(account: TestAccount): Notice {
  const key = `preferences-notify:${++keys}`;
  return {
    userId: account.userId,
    event: "payout.paid",
    title: "Your payout was paid",
    body: "$96.25 for 2 cleanings.",
    link: "/cleaner/payouts",
    dedupeKey: key,
    email: { kind: "payout-paid", dedupeKey: key, to: account.email, subject: "Your payout was paid", text: "$96.25 for 2 cleanings." },
  };
}

const save = async (account: TestAccount, json: unknown) => {
  const response = await account.browser.api.notifications.preferences.$put({ json: unchecked(json) });
  expect(response.status).toBe(200);
};
const emailsFor = (dedupeKey: string) => t.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey));
const bellOf = async (account: TestAccount) => (await jsonOf(await account.browser.api.notifications.$get({ query: {} }))).notifications;

async function reachableEverywhere(account: TestAccount) {
  await t.db.insert(pushSubscriptions).values({
    userId: account.userId,
    endpoint: `https://push.example.test/${account.userId}`,
    p256dh: "k",
    auth: "a",
    label: "Chrome on Linux",
  });
  await t.db.insert(phoneNumbers).values({ userId: account.userId, e164: "+13035550100", verifiedAt: new Date() });
}

describe("a saved preference, honoured by notify", () => {
  it("Payouts' email turned off: the payout's notification is written, its email is not", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const before = payoutPaid(cleaner);
    await notify(t.db, before);
    expect(await emailsFor(before.dedupeKey)).toHaveLength(1);

    await save(cleaner, {
      channels: { money: { inApp: true, email: false, push: true, text: false } },
      quietHours: null,
      timeZone: "America/Denver",
    });
    const after = payoutPaid(cleaner);
    expect(await notify(t.db, after)).toHaveLength(1);
    expect(await emailsFor(after.dedupeKey)).toEqual([]);
  });

  it("Payouts in the app turned off: the payout is not in the bell, which still shows the one before", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const before = payoutPaid(cleaner);
    await notify(t.db, { ...before, title: "Paid before" });
    await save(cleaner, {
      channels: { money: { inApp: false, email: true, push: true, text: false } },
      quietHours: null,
      timeZone: "America/Denver",
    });
    await notify(t.db, { ...payoutPaid(cleaner), title: "Paid after" });
    const bell = await bellOf(cleaner);
    expect(bell.map((notification) => notification.title)).toEqual(["Paid before"]);
    // The row is kept (one per person per event), only out of the bell.
    const rows = await t.db.select({ inApp: notifications.inApp }).from(notifications).where(eq(notifications.userId, cleaner.userId));
    expect(rows.map(({ inApp }) => inApp).sort()).toEqual([false, true]);
  });

  it("quiet hours hold a push and a text until they end on the person's own clock", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await reachableEverywhere(cleaner);
    await save(cleaner, {
      channels: { money: { inApp: true, email: true, push: true, text: true } },
      quietHours: { startMinute: 22 * 60, endMinute: 7 * 60 },
      timeZone: "America/Denver",
    });
    // 22:30 in Denver (MST, UTC-7) on Monday, Nov 30, 2026: held until 07:00 there, 14:00 UTC on Dec 1.
    await notify(t.db, payoutPaid(cleaner), new Date("2026-12-01T05:30:00Z"));
    const sends = await t.db
      .select({ channel: notificationSends.channel, dueAt: notificationSends.dueAt })
      .from(notificationSends)
      .where(eq(notificationSends.userId, cleaner.userId))
      .orderBy(notificationSends.channel);
    expect(sends).toEqual([
      { channel: "push", dueAt: new Date("2026-12-01T14:00:00Z") },
      { channel: "text", dueAt: new Date("2026-12-01T14:00:00Z") },
    ]);
  });

  it("outside quiet hours a push leaves at once, and without them at any hour", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await reachableEverywhere(cleaner);
    await save(cleaner, { channels: {}, quietHours: { startMinute: 22 * 60, endMinute: 7 * 60 }, timeZone: "America/Denver" });
    // 12:00 in Denver.
    const noon = new Date("2026-12-01T19:00:00Z");
    await notify(t.db, payoutPaid(cleaner), noon);
    await save(cleaner, { channels: {}, quietHours: null, timeZone: "America/Denver" });
    // 23:00 in Denver, quiet hours now off.
    const night = new Date("2026-12-02T06:00:00Z");
    await notify(t.db, payoutPaid(cleaner), night);
    const pushes = await t.db
      .select({ dueAt: notificationSends.dueAt })
      .from(notificationSends)
      .where(and(eq(notificationSends.userId, cleaner.userId), eq(notificationSends.channel, "push")))
      .orderBy(notificationSends.dueAt);
    expect(pushes.map(({ dueAt }) => dueAt)).toEqual([noon, night]);
  });
});
