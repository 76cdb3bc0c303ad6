// docs/decisions/068: an event that tells many people at once still commits, and each of them hears it
// once: NOTIFY refuses a payload of 8000 bytes or more (about 200 people's ids), on PGlite too.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openMessageBus, type BusEvent } from "../../features/messages/message-bus";
import { createTestApp } from "../../test/harness";
import { announceLive, livePayloads, MAX_LIVE_PAYLOAD_BYTES, parseLivePayload } from "./live";

const t = await createTestApp();
afterAll(() => t.close());

/** Better Auth's user ids: 32 letters and digits. */
const userIds = (count: number) => Array.from({ length: count }, () => randomBytes(24).toString("base64url").slice(0, 32));

describe("live notices", () => {
  it("split a notice for 1,000 people into payloads under the limit, every person once and the admins once", () => {
    const people = userIds(1_000);
    const payloads = livePayloads({ userIds: [...people, ...people.slice(0, 10)], kind: "job", jobId: "job-1", admins: true });
    expect(payloads.length).toBeGreaterThan(4);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_LIVE_PAYLOAD_BYTES);
    const events = payloads.map((payload) => parseLivePayload(payload));
    expect(events.flatMap((event) => event?.userIds ?? [])).toEqual(people);
    expect(events.map((event) => event?.admins)).toEqual(payloads.map((_, index) => index === 0));
    expect(new Set(events.map((event) => `${event?.kind} ${event?.jobId}`))).toEqual(new Set(["job job-1"]));
  });

  it("keep a notice for a few people, or for the admins alone, in one payload", () => {
    expect(livePayloads({ userIds: ["a", "b", "a"], kind: "notification" })).toEqual([
      JSON.stringify({ u: ["a", "b"], k: "notification", j: null, a: false }),
    ]);
    expect(livePayloads({ userIds: [], kind: "job", jobId: "j", admins: true })).toEqual([
      JSON.stringify({ u: [], k: "job", j: "j", a: true }),
    ]);
  });

  it("commit an event telling 1,000 people at once, and the bus hears each of them at the commit", async () => {
    // The engine's own bus: PGlite's NOTIFY in process, or LISTEN on PostgreSQL.
    const bus = await openMessageBus(t.database);
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    try {
      const people = userIds(1_000);
      await t.db.transaction(async (tx) => {
        await announceLive(tx, { userIds: people, kind: "notification" });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([]);
      });
      await expect.poll(() => heard.flatMap((event) => (event.type === "live" ? event.userIds : [])).length).toBe(1_000);
      expect(new Set(heard.flatMap((event) => (event.type === "live" ? event.userIds : [])))).toEqual(new Set(people));
    } finally {
      await bus.close();
    }
  });
});
