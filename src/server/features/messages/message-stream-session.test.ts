// decision 028: a live message stream lasts no longer than its session's standing. Revocations
// (sign-out, password reset, deactivation) end it at once; anything else (expiry, a role change)
// at the next heartbeat. At most MAX_STREAMS_PER_USER streams per user: a further one ends the oldest.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { authSessions } from "../../db/schema/auth";
import { profiles } from "../../db/schema/people";
import { insertCleaner } from "../../test/fixtures";
import { createTestApp, linkIn, TEST_PASSWORD, type TestAccount, type TestApp } from "../../test/harness";
import { MAX_STREAMS_PER_USER } from "./message-feed";
import { STREAM_ACCOUNT_INACTIVE } from "./message-stream";
import { readEvents } from "../../test/sse-test-reader";

// The server's own 25 s heartbeat: whatever ends a stream here within seconds is the revocation.
const t = await createTestApp();
// A heartbeat of 300 ms: what the heartbeat's re-check finds, without waiting 25 s for it.
const quick = await createTestApp({ streamHeartbeatMs: 300 });
afterAll(() => Promise.all([t.close(), quick.close()]));

async function openStream(account: Pick<TestAccount, "browser">) {
  const response = await account.browser.api.messages.stream.$get();
  expect(response.status).toBe(200);
  if (!response.body) throw new Error("no body");
  return readEvents(response.body as ReadableStream<Uint8Array>);
}

async function deactivateCleaner(app: TestApp, cleanerId: string) {
  const admin = await app.createAccount({ role: "admin" });
  const response = await admin.browser.api.admin.cleaners[":cleanerId"].deactivate.$post({
    param: { cleanerId },
    json: { reason: "Left the platform" },
  });
  expect(response.status).toBe(200);
}

describe("a live stream ends at once when its session is revoked", () => {
  it("on sign-out; the same person's stream in another browser stays open", async () => {
    const cleaner = await insertCleaner(t);
    const elsewhere = t.browser();
    await t.signIn(cleaner.account.email, TEST_PASSWORD, elsewhere);
    const [stream, other] = [await openStream(cleaner.account), await openStream({ browser: elsewhere })];
    try {
      expect(await stream.ended(300)).toBe(false);
      // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
      expect((await cleaner.account.browser.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
      expect(await stream.ended(3_000)).toBe(true);
      expect(await other.ended(500)).toBe(false);
    } finally {
      await Promise.all([stream.close(), other.close()]);
    }
  });

  it("on a password reset (every session of the account)", async () => {
    const account = await t.createAccount({ role: "client" });
    const stream = await openStream(account);
    try {
      await t.request("/api/auth/request-password-reset", { json: { email: account.email, redirectTo: "/reset-password" } });
      const link = linkIn(t.latestEmail(account.email, "Reset your Tidyline password"));
      const landing = await t.request(link.pathname + link.search);
      const token = new URL(landing.headers.get("location") ?? "", "http://localhost:3000").searchParams.get("token");
      expect((await t.request("/api/auth/reset-password", { json: { token, newPassword: "a-brand-new-secret" } })).status).toBe(200);
      expect(await stream.ended(3_000)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("on deactivation by an admin; a new stream is then refused with 403", async () => {
    const cleaner = await insertCleaner(t);
    const stream = await openStream(cleaner.account);
    try {
      await deactivateCleaner(t, cleaner.cleanerId);
      expect(await stream.ended(3_000)).toBe(true);
      const again = await cleaner.account.browser.api.messages.stream.$get();
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({ error: { code: "ACCOUNT_INACTIVE", message: STREAM_ACCOUNT_INACTIVE } });
    } finally {
      await stream.close();
    }
  });
});

describe("a live stream re-checks its session at every heartbeat", () => {
  it("stays open while the session stands", async () => {
    const account = await quick.createAccount({ role: "client" });
    const stream = await openStream(account);
    try {
      expect(await stream.ended(1_200)).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it("ends once the session has expired", async () => {
    const account = await quick.createAccount({ role: "client" });
    const stream = await openStream(account);
    try {
      expect(await stream.ended(500)).toBe(false);
      await quick.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(authSessions.userId, account.userId));
      expect(await stream.ended(2_000)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("ends once the person's role has changed", async () => {
    const account = await quick.createAccount({ role: "client" });
    const stream = await openStream(account);
    try {
      expect(await stream.ended(500)).toBe(false);
      await quick.db.update(profiles).set({ role: "cleaner" }).where(eq(profiles.userId, account.userId));
      expect(await stream.ended(2_000)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("ends once the session's row is gone, even with no notice (a revocation lost between servers)", async () => {
    const account = await quick.createAccount({ role: "client" });
    const stream = await openStream(account);
    try {
      expect(await stream.ended(500)).toBe(false);
      await quick.db.delete(authSessions).where(eq(authSessions.userId, account.userId));
      expect(await stream.ended(2_000)).toBe(true);
    } finally {
      await stream.close();
    }
  });
});

describe(`at most ${MAX_STREAMS_PER_USER} streams per user`, () => {
  it("a further stream ends the oldest, which is told not to reconnect; the others stay open", async () => {
    const account = await t.createAccount({ role: "client" });
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await openStream(account));
      expect(await streams[0]!.ended(300)).toBe(false);
      streams.push(await openStream(account));
      expect(await streams[0]!.next((event) => event.event === "end")).toEqual({ event: "end", data: "superseded" });
      expect(await streams[0]!.ended(2_000)).toBe(true);
      for (const stream of streams.slice(1)) expect(await stream.ended(100)).toBe(false);
      // Another person's streams are counted apart.
      const other = await openStream(await t.createAccount({ role: "client" }));
      streams.push(other);
      expect(await streams[1]!.ended(300)).toBe(false);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
