// docs/decisions/037: the outbox is delivered once per row, retried with backoff,
// and given up after MAX_DELIVERY_ATTEMPTS. Each test mails its own addresses, so rows other
// tests left in the shared database do not disturb it.
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { notificationOutbox } from "../../db/schema/platform";
import { logger } from "../../lib/logger";
import { memoryMailbox, SMTP_TIMEOUTS, type Email, type Mailer } from "../../lib/mailer";
import { createTestApp, uniqueEmail } from "../../test/harness";
import { deliverDueNotifications, DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "./delivery";
import { enqueueEmail } from "../../lib/outbox";

const t = await createTestApp();
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;
/** A fake clock ahead of the rows' creation, so every fresh row is due. */
const later = (ms = 0) => new Date(Date.now() + MINUTE + ms);

async function enqueue(to = uniqueEmail("notice"), key = `test:${crypto.randomUUID()}`) {
  await enqueueEmail(t.db, { kind: "test", dedupeKey: key, to, subject: `Hello ${to}`, text: "Body" });
  return { to, key };
}
const rowOf = async (key: string) => (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, key)))[0]!;
const to = (mailer: { sent: Email[] }, addresses: string[]) => mailer.sent.filter((email) => addresses.includes(email.to));
const deliver = (mailer: Mailer, now: Date) => deliverDueNotifications({ db: t.db, mailer, now });

/** A mailer whose SMTP server refuses mail for `address` until `healed()`. */
function refusing(address: string) {
  const inner = memoryMailbox();
  let refusing = true;
  const mailer: Mailer & { sent: Email[]; tries: number; healed(): void } = {
    sent: inner.sent,
    tries: 0,
    healed: () => void (refusing = false),
    async send(email) {
      if (email.to === address) {
        mailer.tries += 1;
        if (refusing) throw new Error("550 mailbox unavailable");
      }
      await inner.send(email);
    },
  };
  return mailer;
}

describe("delivering the outbox", () => {
  it("sends each due row once through the mailer, with its subject and text, and marks it sent", async () => {
    const first = await enqueue();
    const second = await enqueue();
    const mailer = memoryMailbox();
    const now = later();
    await deliver(mailer, now);

    expect(to(mailer, [first.to, second.to]).map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: first.to, subject: `Hello ${first.to}`, text: "Body" },
      { to: second.to, subject: `Hello ${second.to}`, text: "Body" },
    ]);
    // decision 028: the sent row keeps who, what and when, not the text (it may hold a set-password link).
    expect(await rowOf(first.key)).toMatchObject({ sentAt: now, attempts: 1, lastError: null, subject: `Hello ${first.to}`, body: "" });

    // Sent rows are never sent again, however often or late the task runs.
    await deliver(mailer, later(DELIVERY_LEASE_MS * 10));
    expect(to(mailer, [first.to, second.to])).toHaveLength(2);
  });

  it("does not send a row before its next attempt is due", async () => {
    const row = await enqueue();
    const mailer = memoryMailbox();
    await deliver(mailer, new Date(Date.now() - MINUTE));
    expect(to(mailer, [row.to])).toEqual([]);
    expect(await rowOf(row.key)).toMatchObject({ attempts: 0, sentAt: null });
  });

  it("sends each row once when two runs deliver at the same time (as two servers would)", async () => {
    const rows = await Promise.all([enqueue(), enqueue(), enqueue(), enqueue(), enqueue()]);
    const addresses = rows.map((row) => row.to);
    const mailer = memoryMailbox();
    const slow: Mailer = { send: async (email) => (await new Promise((resolve) => setTimeout(resolve, 5)), mailer.send(email)) };
    const now = later();
    await Promise.all([deliver(slow, now), deliver(slow, now), deliver(mailer, now)]);

    expect(
      to(mailer, addresses)
        .map((email) => email.to)
        .sort(),
    ).toEqual([...addresses].sort());
    const stored = await t.db
      .select()
      .from(notificationOutbox)
      .where(
        inArray(
          notificationOutbox.dedupeKey,
          rows.map((row) => row.key),
        ),
      );
    expect(stored.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it("keeps one row when the same notice is enqueued twice", async () => {
    const { to: address, key } = await enqueue();
    await enqueueEmail(t.db, { kind: "test", dedupeKey: key, to: address, subject: "A second time", text: "Again" });
    expect(await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, key))).toHaveLength(1);
    const mailer = memoryMailbox();
    await deliver(mailer, later());
    expect(to(mailer, [address]).map((email) => email.subject)).toEqual([`Hello ${address}`]);
  });

  it("retries a failed delivery with backoff (1 minute, then 2), and sends it once the mailer works", async () => {
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const row = await enqueue();
    const mailer = refusing(row.to);
    const start = later();

    await deliver(mailer, start);
    expect(await rowOf(row.key)).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: "550 mailbox unavailable",
      nextAttemptAt: new Date(start.getTime() + MINUTE),
    });
    expect(warnings).toHaveBeenCalledWith("notification delivery failed; will retry", expect.objectContaining({ attempts: 1 }));

    // Not due again before its minute is up.
    await deliver(mailer, new Date(start.getTime() + 30_000));
    expect(mailer.tries).toBe(1);

    const second = new Date(start.getTime() + MINUTE);
    await deliver(mailer, second);
    expect(await rowOf(row.key)).toMatchObject({ attempts: 2, sentAt: null, nextAttemptAt: new Date(second.getTime() + 2 * MINUTE) });

    mailer.healed();
    const third = new Date(second.getTime() + 2 * MINUTE);
    await deliver(mailer, third);
    expect(to(mailer, [row.to])).toHaveLength(1);
    expect(await rowOf(row.key)).toMatchObject({ attempts: 3, sentAt: third, lastError: null });
    expect(mailer.tries).toBe(3);
  });

  it("gives up after the last attempt: left unsent with its error, logged, and never tried again", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const row = await enqueue();
    const mailer = refusing(row.to);
    let now = later();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliver(mailer, now);
      now = new Date(now.getTime() + DELIVERY_LEASE_MS + retryDelayMs(attempt));
    }
    expect(mailer.tries).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(await rowOf(row.key)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null, lastError: "550 mailbox unavailable" });
    expect(errors).toHaveBeenCalledWith(
      "notification not delivered: giving up",
      expect.objectContaining({ attempts: MAX_DELIVERY_ATTEMPTS }),
    );

    mailer.healed();
    await deliver(mailer, new Date(now.getTime() + 24 * 60 * MINUTE));
    expect(mailer.tries).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(to(mailer, [row.to])).toEqual([]);
  });

  it("offers a row claimed by a run that died only after the lease (then at least once)", async () => {
    const row = await enqueue();
    const now = later();
    // A run claimed it and died before marking it: its attempt counts, its lease holds it.
    await t.db
      .update(notificationOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(eq(notificationOutbox.dedupeKey, row.key));
    const mailer = memoryMailbox();
    await deliver(mailer, new Date(now.getTime() + DELIVERY_LEASE_MS - 1));
    expect(to(mailer, [row.to])).toEqual([]);
    await deliver(mailer, new Date(now.getTime() + DELIVERY_LEASE_MS));
    expect(to(mailer, [row.to])).toHaveLength(1);
  });

  it("holds a row claimed late in a run for the whole lease from its claim, not from the run's start", async () => {
    const first = await enqueue();
    const second = await enqueue();
    const now = later();
    const inner = memoryMailbox();
    let leaseOfSecond: Date | undefined;
    const slow: Mailer = {
      async send(email) {
        // The first email takes a while (a slow SMTP server); the second is claimed after it.
        if (email.to === first.to) await new Promise((resolve) => setTimeout(resolve, 300));
        if (email.to === second.to) leaseOfSecond = (await rowOf(second.key)).nextAttemptAt;
        await inner.send(email);
      },
    };
    await deliverDueNotifications({ db: t.db, mailer: slow, now });
    expect(leaseOfSecond!.getTime()).toBeGreaterThanOrEqual(now.getTime() + 300 + DELIVERY_LEASE_MS);
    expect(to(inner, [first.to, second.to])).toHaveLength(2);
  });

  it("leases a claim for less than a minute, and for longer than any one SMTP send may take", () => {
    // docs/decisions/050: a dead server's email goes out from another within a minute; a live one keeps its claim.
    expect(DELIVERY_LEASE_MS).toBeLessThanOrEqual(60_000);
    expect(SMTP_TIMEOUTS.sendTimeoutMs * 2).toBeLessThanOrEqual(DELIVERY_LEASE_MS);
  });

  it("waits 1, 2, 4 ... minutes between attempts, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});
