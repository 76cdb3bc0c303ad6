// docs/decisions/069: pushes delivered to a push service of the test's own, decrypted with the keys
// only the "browser" holds; dead endpoints dropped; 429 waits; one signature for many sends.
import webPush from "web-push";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema/notifications";
import { createPushClient, VAPID_REUSE_MS, type PushClient } from "../../lib/push";
import type { VapidKeys } from "../../lib/vapid-keys";
import { createTestApp } from "../../test/harness";
import { browserKeys, decryptPush, startTestPushService, type BrowserKeys } from "../../test/push-service";
import type { OutgoingSend } from "./channel-sender";
import { dropUnconfirmedPushDevices, createPushSender, PUSH_FAILURES_TO_DROP, PUSH_UNCONFIRMED_DROP_MS } from "./push-sender";

const t = await createTestApp();
const service = await startTestPushService();
afterAll(async () => {
  await service.close();
  await t.close();
});

const generated = webPush.generateVAPIDKeys();
const KEYS: VapidKeys = { ...generated, subject: "mailto:support@tidyline.test" };

let clock = Date.now();
let client: PushClient;
beforeEach(() => {
  clock = Date.now();
  service.received.length = 0;
  client = createPushClient({ keys: KEYS, allowPrivate: true, now: () => clock });
});

async function deviceOf(userId: string, { confirmedAt = new Date() }: { confirmedAt?: Date } = {}) {
  const keys = browserKeys();
  const endpoint = service.endpoint();
  const [row] = await t.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label: "Chrome on Linux", confirmedAt })
    .returning();
  return { row: row!, keys, path: new URL(endpoint).pathname };
}

const message = (userId: string, sendId = crypto.randomUUID()): OutgoingSend => ({
  sendId,
  userId,
  channel: "push",
  title: "Job Claimed!",
  body: "Sam R. claimed your Fri 10:00 AM turnover",
  link: "/client/upcoming",
  text: "",
});

const devicesOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

function payloadAt(path: string, keys: BrowserKeys): unknown {
  const push = service.received.find((entry) => entry.path === path);
  if (!push) throw new Error(`no push reached ${path}`);
  return JSON.parse(decryptPush(push.body, keys));
}

describe("the push sender", () => {
  it("delivers { title, body, link, tag } to each of the person's devices, readable only with the browser's keys", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const phone = await deviceOf(userId);
    const laptop = await deviceOf(userId);
    const send = message(userId);
    const outcome = await createPushSender({ client }).send(t.db, send, new Date(clock));
    expect(outcome).toEqual({ status: "sent" });
    const expected = { title: send.title, body: send.body, link: send.link, tag: send.sendId };
    expect(payloadAt(phone.path, phone.keys)).toEqual(expected);
    expect(payloadAt(laptop.path, laptop.keys)).toEqual(expected);
    // Another browser's keys cannot read it.
    expect(() => payloadAt(phone.path, laptop.keys)).toThrow();
    const push = service.received[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${KEYS.publicKey}$`));
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const rows = await devicesOf(userId);
    expect(rows.map((row) => row.lastSuccessAt?.getTime())).toEqual([clock, clock]);
  });

  it("skips a send for a person with no device", async () => {
    const { userId } = await t.createAccount({ role: "cleaner" });
    expect(await createPushSender({ client }).send(t.db, message(userId), new Date(clock))).toEqual({
      status: "skipped",
      reason: "No push device",
    });
    expect(service.received).toEqual([]);
  });

  it.each([404, 410])("drops a device whose service answers %i at once, and skips the send when none is left", async (status) => {
    const { userId } = await t.createAccount({ role: "client" });
    const dead = await deviceOf(userId);
    service.answer(dead.path, { status });
    const outcome = await createPushSender({ client }).send(t.db, message(userId), new Date(clock));
    expect(outcome).toEqual({ status: "skipped", reason: "No push device left" });
    expect(await devicesOf(userId)).toEqual([]);
  });

  it("still counts a send as sent when one device took it and drops only the dead one", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const dead = await deviceOf(userId);
    const alive = await deviceOf(userId);
    service.answer(dead.path, { status: 410 });
    expect(await createPushSender({ client }).send(t.db, message(userId), new Date(clock))).toEqual({ status: "sent" });
    expect((await devicesOf(userId)).map((row) => row.id)).toEqual([alive.row.id]);
  });

  it("retries after the Retry-After a 429 asks for, keeping the device", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const busy = await deviceOf(userId);
    service.answer(busy.path, { status: 429, headers: { "Retry-After": "120" } });
    const outcome = await createPushSender({ client }).send(t.db, message(userId), new Date(clock));
    expect(outcome).toMatchObject({ status: "retry", retryAfterMs: 120_000 });
    const [row] = await devicesOf(userId);
    expect(row?.failures).toBe(0);
  });

  it("counts other failures in a row, retries the send, and drops the device after five", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const failing = await deviceOf(userId);
    service.answer(failing.path, { status: 500 });
    const sender = createPushSender({ client });
    for (let attempt = 1; attempt < PUSH_FAILURES_TO_DROP; attempt++) {
      expect(await sender.send(t.db, message(userId), new Date(clock))).toEqual({
        status: "retry",
        error: "The push service answered 500",
      });
      expect((await devicesOf(userId))[0]?.failures).toBe(attempt);
    }
    await sender.send(t.db, message(userId), new Date(clock));
    expect(await devicesOf(userId)).toEqual([]);
  });

  it("resets the failures once the device takes a push again", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const flaky = await deviceOf(userId);
    service.answer(flaky.path, { status: 503 });
    const sender = createPushSender({ client });
    await sender.send(t.db, message(userId), new Date(clock));
    await sender.send(t.db, message(userId), new Date(clock));
    service.answer(flaky.path, { status: 201 });
    expect(await sender.send(t.db, message(userId), new Date(clock))).toEqual({ status: "sent" });
    expect((await devicesOf(userId))[0]?.failures).toBe(0);
  });

  it("drops a device not confirmed for 30 days instead of sending to it", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    await deviceOf(userId, { confirmedAt: new Date(clock - PUSH_UNCONFIRMED_DROP_MS - 60_000) });
    const fresh = await deviceOf(userId, { confirmedAt: new Date(clock - PUSH_UNCONFIRMED_DROP_MS + 60_000) });
    expect(await createPushSender({ client }).send(t.db, message(userId), new Date(clock))).toEqual({ status: "sent" });
    expect((await devicesOf(userId)).map((row) => row.id)).toEqual([fresh.row.id]);
    expect(service.received.map((push) => push.path)).toEqual([fresh.path]);
  });

  it("drops everyone's devices not confirmed for 30 days in the runner's sweep, sending nothing", async () => {
    const [quiet, other] = [await t.createAccount({ role: "client" }), await t.createAccount({ role: "cleaner" })];
    await deviceOf(quiet.userId, { confirmedAt: new Date(clock - PUSH_UNCONFIRMED_DROP_MS - 1000) });
    const kept = await deviceOf(other.userId, { confirmedAt: new Date(clock - PUSH_UNCONFIRMED_DROP_MS + 60_000) });
    expect(await dropUnconfirmedPushDevices(t.db, new Date(clock))).toBeGreaterThanOrEqual(1);
    expect(await devicesOf(quiet.userId)).toEqual([]);
    expect((await devicesOf(other.userId)).map((row) => row.id)).toEqual([kept.row.id]);
    expect(service.received).toEqual([]);
  });

  it("signs once per push service and reuses the header for its validity, not once per send", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    for (let device = 0; device < 3; device++) await deviceOf(userId);
    const sender = createPushSender({ client });
    for (let send = 0; send < 4; send++) await sender.send(t.db, message(userId), new Date(clock));
    expect(service.received).toHaveLength(12);
    expect(new Set(service.received.map((push) => push.headers.authorization)).size).toBe(1);
    expect(client.signatures).toBe(1);
    // Past the reuse period a fresh signature is made, and reused in turn.
    clock += VAPID_REUSE_MS + 1000;
    await sender.send(t.db, message(userId), new Date(clock));
    expect(client.signatures).toBe(2);
    expect(new Set(service.received.map((push) => push.headers.authorization)).size).toBe(2);
  });
});

describe("the push client's outbound addresses", () => {
  it("refuses plain http and private addresses unless the test flag allows them", async () => {
    const strict = createPushClient({ keys: KEYS, allowPrivate: false });
    const keys = browserKeys();
    const target = (endpoint: string) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
    expect(await strict.send(target(service.endpoint()), "{}")).toEqual({
      kind: "failed",
      reason: "The push address must start with https://.",
    });
    expect(await strict.send(target("https://127.0.0.1/push/x"), "{}")).toEqual({
      kind: "failed",
      reason: "The push address points to a private network.",
    });
    expect(await strict.send(target("https://localhost/push/x"), "{}")).toEqual({
      kind: "failed",
      reason: "The push service could not be reached",
    });
    expect(service.received).toEqual([]);
  });
});
