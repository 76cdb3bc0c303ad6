// docs/decisions/068: pushes and texts leave once, are skipped once read in the app (so is an
// email), retry with backoff or the service's Retry-After, and settle only through moveSend.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, notificationSends, pushSubscriptions } from "../../db/schema/notifications";
import { notificationOutbox } from "../../db/schema/platform";
import { canMoveSend, SEND_MOVES, SEND_STATUSES } from "../../domain/notifications/send-moves";
import type { ChannelSender, OutgoingSend, SendOutcome } from "../../domain/notifications/channel-sender";
import { notify } from "../../domain/notifications/notify";
import { memoryMailbox } from "../../lib/mailer";
import { createTestApp } from "../../test/harness";
import { deliverDueNotifications, retryDelayMs } from "./delivery";
import { deliverDueSends, NO_SENDERS } from "./send-delivery";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
let keys = 0;

/** A push sender that records what it sent and answers what the test says. */
function pushes(answer: (message: OutgoingSend) => SendOutcome = () => ({ status: "sent" })) {
  const sent: OutgoingSend[] = [];
  const sender: ChannelSender = {
    send: async (_db, message) => {
      sent.push(message);
      return answer(message);
    },
  };
  return { sent, senders: { ...NO_SENDERS, push: sender } };
}

async function personWithPush(now: Date) {
  const person = await t.createAccount({ role: "client" });
  await t.db
    .insert(pushSubscriptions)
    .values({ userId: person.userId, endpoint: `https://push.example.test/${++keys}`, p256dh: "k", auth: "a", label: "Chrome on Linux" });
  const [notificationId] = await notify(
    t.db,
    {
      userId: person.userId,
      event: "job.started",
      title: "Sam started your turnover",
      body: "Fri, Dec 18, 10:00 AM CST.",
      link: "/client/upcoming",
      dedupeKey: `d:${++keys}`,
      email: { kind: "job-started", dedupeKey: `email:${keys}`, to: person.email, subject: "Started", text: "It started." },
    },
    now,
  );
  const [send] = await t.db.select().from(notificationSends).where(eq(notificationSends.userId, person.userId));
  return { person, notificationId: notificationId!, send: send! };
}
const sendRow = async (id: string) => (await t.db.select().from(notificationSends).where(eq(notificationSends.id, id)))[0]!;
const mineOnly = (sent: OutgoingSend[], userId: string) => sent.filter((message) => message.userId === userId);

describe("a send's moves", () => {
  it("lets only a pending send move, and a retry keep it pending", () => {
    for (const from of SEND_STATUSES)
      for (const to of SEND_STATUSES) expect(canMoveSend(from, to), `${from} -> ${to}`).toBe(from === "pending");
    expect(SEND_MOVES.pending).toContain("pending");
  });
});

describe("delivering pushes and texts", () => {
  it("sends a due push once, even when two runs look at once, and marks it sent", async () => {
    const now = new Date(Date.now() + MINUTE);
    const { person, send } = await personWithPush(new Date());
    const { sent, senders } = pushes();
    await Promise.all([deliverDueSends({ db: t.db, senders, now }), deliverDueSends({ db: t.db, senders, now })]);
    expect(mineOnly(sent, person.userId).map(({ title, link }) => ({ title, link }))).toEqual([
      { title: "Sam started your turnover", link: "/client/upcoming" },
    ]);
    expect(await sendRow(send.id)).toMatchObject({ status: "sent", attempts: 1 });
    await deliverDueSends({ db: t.db, senders, now: new Date(now.getTime() + 10 * MINUTE) });
    expect(mineOnly(sent, person.userId)).toHaveLength(1);
  });

  it("does not push, nor email, what the person already read in the app", async () => {
    const now = new Date(Date.now() + MINUTE);
    const { person, notificationId, send } = await personWithPush(new Date());
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, notificationId));
    const { sent, senders } = pushes();
    await deliverDueSends({ db: t.db, senders, now });
    expect(mineOnly(sent, person.userId)).toEqual([]);
    expect(await sendRow(send.id)).toMatchObject({ status: "skipped", lastError: "read in the app" });
    const mailer = memoryMailbox();
    await deliverDueNotifications({ db: t.db, mailer, now });
    expect(mailer.sent.filter((email) => email.to === person.email)).toEqual([]);
    const [email] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.notificationId, notificationId));
    expect(email).toMatchObject({ lastError: "read in the app" });
    expect(email?.sentAt).not.toBeNull();
  });

  it("retries a failed push with backoff, or after the service's Retry-After when that is later", async () => {
    const now = new Date(Date.now() + MINUTE);
    const first = await personWithPush(new Date());
    const second = await personWithPush(new Date());
    const { senders } = pushes((message) =>
      message.userId === first.person.userId
        ? { status: "retry", error: "503" }
        : { status: "retry", error: "429", retryAfterMs: 30 * MINUTE },
    );
    await deliverDueSends({ db: t.db, senders, now });
    expect(await sendRow(first.send.id)).toMatchObject({
      status: "pending",
      lastError: "503",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)),
    });
    expect(await sendRow(second.send.id)).toMatchObject({
      status: "pending",
      lastError: "429",
      nextAttemptAt: new Date(now.getTime() + 30 * MINUTE),
    });
  });

  it("settles a channel that is not set up as skipped, with the reason", async () => {
    const { send } = await personWithPush(new Date());
    await deliverDueSends({ db: t.db, now: new Date(Date.now() + MINUTE) });
    expect(await sendRow(send.id)).toMatchObject({ status: "skipped", lastError: "push is not set up" });
  });
});
