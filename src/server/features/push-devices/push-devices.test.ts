// docs/decisions/069: a person's push devices through the API: the key, subscribing (validated, taken
// over from another person only by signing in on that browser, at most 10), the list, confirm, remove.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_PUSH_DEVICES, pushDeviceMessages } from "../../../shared/schemas/push-devices";
import { pushSubscriptions } from "../../db/schema/notifications";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { browserKeys } from "../../test/push-service";
import { deviceLabel } from "./device-label";

const t = await createTestApp();
afterAll(() => t.close());

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let counter = 0;

function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/device-${++counter}`) {
  const keys = browserKeys();
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const subscribe = (account: TestAccount, json: unknown, userAgent = CHROME_LINUX) =>
  account.browser.api.push.subscriptions.$post({ json: unchecked(json) }, { headers: { "user-agent": userAgent } });
const devicesOf = async (account: TestAccount) => (await jsonOf(await account.browser.api.push.subscriptions.$get())).devices;

describe("GET /api/push/key", () => {
  it("gives the VAPID public key a browser subscribes with: 65 bytes, the same on every call", async () => {
    const client = await t.createAccount({ role: "client" });
    const { publicKey } = await jsonOf(await client.browser.api.push.key.$get());
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await jsonOf(await client.browser.api.push.key.$get())).publicKey).toBe(publicKey);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("adds the browser as a device named from its User-Agent, and lists it", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const response = await subscribe(cleaner, subscription());
    expect(response.status).toBe(201);
    const { device } = await jsonOf(response);
    expect(device).toMatchObject({ label: "Chrome on Linux", lastSuccessAt: null });
    const devices = await devicesOf(cleaner);
    expect(devices.map(({ id, label, lastSuccessAt }) => ({ id, label, lastSuccessAt }))).toEqual([
      { id: device.id, label: "Chrome on Linux", lastSuccessAt: null },
    ]);
    expect(Date.parse(devices[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps one device per endpoint when the browser subscribes again, with its new keys", async () => {
    const client = await t.createAccount({ role: "client" });
    const first = subscription();
    const { device } = await jsonOf(await subscribe(client, first));
    const again = { ...subscription(first.endpoint) };
    const repeated = await jsonOf(await subscribe(client, again));
    expect(repeated.device.id).toBe(device.id);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, first.endpoint));
    expect(row?.p256dh).toBe(again.keys.p256dh);
    expect(await devicesOf(client)).toHaveLength(1);
  });

  it("moves an endpoint to whoever signs in on that browser and subscribes, and only then", async () => {
    const before = await t.createAccount({ role: "client" });
    const after = await t.createAccount({ role: "client" });
    const shared = subscription();
    await subscribe(before, shared);
    // Confirming is not taking: only a signed-in subscribe moves it.
    expect((await after.browser.api.push.subscriptions.confirm.$post({ json: { endpoint: shared.endpoint } })).status).toBe(404);
    expect(await devicesOf(before)).toHaveLength(1);
    expect((await subscribe(after, shared)).status).toBe(201);
    expect(await devicesOf(before)).toEqual([]);
    expect(await devicesOf(after)).toHaveLength(1);
  });

  it.each([
    ["an http endpoint", { endpoint: "http://push.example/x" }, "The push address must start with https://."],
    ["a private address", { endpoint: "https://10.0.0.8/push" }, "The push address points to a private network."],
    ["an endpoint over 1000 characters", { endpoint: `https://push.example/${"a".repeat(1000)}` }, pushDeviceMessages.endpoint],
    ["not a URL", { endpoint: "push me" }, pushDeviceMessages.endpoint],
    ["a short p256dh", { keys: { p256dh: "AAAA", auth: browserKeys().auth } }, pushDeviceMessages.p256dh],
    ["an auth of the wrong length", { keys: { p256dh: browserKeys().p256dh, auth: "c2VjcmV0" } }, pushDeviceMessages.auth],
    ["keys not base64url", { keys: { p256dh: `${"+".repeat(87)}`, auth: browserKeys().auth } }, pushDeviceMessages.p256dh],
  ])("refuses %s with 400, adding nothing", async (_case, change, message) => {
    const client = await t.createAccount({ role: "client" });
    const response = await subscribe(client, { ...subscription(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await devicesOf(client)).toEqual([]);
  });

  it(`allows at most ${MAX_PUSH_DEVICES} devices a person, and an existing one re-subscribes still`, async () => {
    const client = await t.createAccount({ role: "client" });
    const added = [];
    for (let device = 0; device < MAX_PUSH_DEVICES; device++) {
      const one = subscription();
      expect((await subscribe(client, one)).status).toBe(201);
      added.push(one);
    }
    const refused = await subscribe(client, subscription());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "TOO_MANY_PUSH_DEVICES", message: pushDeviceMessages.tooMany(MAX_PUSH_DEVICES) },
    });
    expect((await subscribe(client, added[0])).status).toBe(201);
    expect(await devicesOf(client)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe("POST /api/push/subscriptions/confirm", () => {
  it("marks the person's own device confirmed now, and answers 404 for an endpoint not theirs", async () => {
    const client = await t.createAccount({ role: "client" });
    const mine = subscription();
    const { device } = await jsonOf(await subscribe(client, mine));
    const old = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
    await t.db.update(pushSubscriptions).set({ confirmedAt: old }).where(eq(pushSubscriptions.id, device.id));
    const response = await client.browser.api.push.subscriptions.confirm.$post({ json: { endpoint: mine.endpoint } });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).device.id).toBe(device.id);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(row!.confirmedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const unknown = await client.browser.api.push.subscriptions.confirm.$post({ json: { endpoint: subscription().endpoint } });
    expect(unknown.status).toBe(404);
  });
});

describe("DELETE /api/push/subscriptions/:id", () => {
  it("removes the person's own device; another's is not found and stays", async () => {
    const owner = await t.createAccount({ role: "cleaner" });
    const stranger = await t.createAccount({ role: "cleaner" });
    const { device } = await jsonOf(await subscribe(owner, subscription()));
    const refused = await stranger.browser.api.push.subscriptions[":id"].$delete({ param: { id: device.id } });
    expect(refused.status).toBe(404);
    expect(await devicesOf(owner)).toHaveLength(1);
    const removed = await owner.browser.api.push.subscriptions[":id"].$delete({ param: { id: device.id } });
    expect(removed.status).toBe(200);
    expect(await devicesOf(owner)).toEqual([]);
  });
});

describe("device labels", () => {
  it.each([
    [CHROME_LINUX, "Chrome on Linux"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on macOS"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["", "A browser"],
  ])("names %s as %s", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
