// docs/decisions/025: an Idempotency-Key makes a repeated submission answer with the first answer.
// Through the real app (a booking), and through a small app for faults and slow first requests.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { BACKGROUND_TASKS, idempotencyKeySweep } from "../background/tasks";
import { jobs } from "../db/schema/jobs";
import { clientUnits } from "../db/schema/people";
import { idempotencyKeys } from "../db/schema/platform";
import { bookingBody, clientWithUnit } from "../test/fixtures";
import { createTestApp, type TestAccount } from "../test/harness";
import { AppError } from "./errors";
import { idempotent, INVALID_KEY, KEY_BODY_CHANGED, KEY_IN_PROGRESS, KEY_REUSED, WAIT_FOR_FIRST_MS } from "./idempotency";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
let counter = 0;
const freshKey = () => `test-key-${Date.now()}-${++counter}`;
const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });

async function bookingClient() {
  const setup = await clientWithUnit(t);
  const book = (key?: string, overrides: Record<string, unknown> = {}) =>
    setup.account.browser.api.client.jobs.$post({ json: bookingBody(setup.unitId, overrides) }, key ? withKey(key) : {});
  const jobsOf = () =>
    t.db
      .select({ jobId: jobs.jobId, durationHours: jobs.durationHours, specialInstructions: jobs.specialInstructions })
      .from(jobs)
      .where(eq(jobs.clientId, setup.clientId));
  return { ...setup, book, jobsOf };
}

describe("a booking with an Idempotency-Key", () => {
  it("made twice with one key makes one job; the second answer is the first, marked replayed", async () => {
    const { book, jobsOf } = await bookingClient();
    const key = freshKey();
    const first = await book(key);
    const second = await book(key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await second.text()).toBe(await first.text());
    expect(await jobsOf()).toHaveLength(1);
  });

  it("made with two keys, or without one, makes a job each time (the booking rules decide)", async () => {
    const { book, jobsOf } = await bookingClient();
    expect((await book(freshKey())).status).toBe(201);
    expect((await book(freshKey())).status).toBe(201);
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(201);
    expect(await jobsOf()).toHaveLength(4);
  });

  it("refuses a malformed key with 400 and books nothing", async () => {
    const { book, jobsOf } = await bookingClient();
    for (const key of ["short", "has spaces in it", "x".repeat(101), "semi;colon-key"]) {
      const response = await book(key);
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_IDEMPOTENCY_KEY", message: INVALID_KEY } });
    }
    expect(await jobsOf()).toEqual([]);
  });

  it("refuses the same key on another route with 422, and changes nothing there", async () => {
    const { account, book } = await bookingClient();
    const key = freshKey();
    expect((await book(key)).status).toBe(201);
    const subscribe = await account.browser.api.client.subscription.$post(
      { json: { planId: "00000000-0000-4000-8000-000000000000" } },
      withKey(key),
    );
    expect(subscribe.status).toBe(422);
    expect(await subscribe.json()).toEqual({ error: { code: "IDEMPOTENCY_KEY_REUSED", message: KEY_REUSED } });
  });

  it("keeps a rule's refusal: the repeat gets the same refusal, even once the rule would let it through", async () => {
    const { book, jobsOf, unitId } = await bookingClient();
    const key = freshKey();
    // An inactive unit: refused by the booking service's rule; the unit is then activated again.
    const setActive = (isActive: boolean) => t.db.update(clientUnits).set({ isActive }).where(eq(clientUnits.unitId, unitId));
    await setActive(false);
    const refused = await book(key);
    expect(refused.status).toBe(409);
    expect(((await refused.clone().json()) as { error: { code: string } }).error.code).toBe("UNIT_INACTIVE");
    await setActive(true);
    const repeat = await book(key);
    expect(repeat.status).toBe(refused.status);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await refused.json());
    expect(await jobsOf()).toEqual([]);
  });

  it("refuses the same key with another body with 422 and changes nothing: the change is not dropped for a replay", async () => {
    const { book, jobsOf } = await bookingClient();
    const key = freshKey();
    const first = await book(key);
    expect(first.status).toBe(201);
    const booked = await jobsOf();
    for (const change of [{ durationHours: 4 }, { specialInstructions: "Ring twice." }, { date: "2020-01-01" }]) {
      const changed = await book(key, change);
      expect(changed.status, JSON.stringify(change)).toBe(422);
      expect(changed.headers.get("Idempotent-Replayed")).toBeNull();
      expect(await changed.json()).toEqual({ error: { code: "IDEMPOTENCY_KEY_REUSED", message: KEY_BODY_CHANGED } });
    }
    expect(await jobsOf()).toEqual(booked);
    // The first request itself still replays.
    const repeat = await book(key);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.text()).toBe(await first.text());
  });

  it("treats the same body with its fields reordered as the same request", async () => {
    const { account, unitId, jobsOf } = await bookingClient();
    const key = freshKey();
    const body = bookingBody(unitId);
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    const send = (json: typeof body) => account.browser.api.client.jobs.$post({ json }, withKey(key));
    const first = await send(body);
    const repeat = await send(reordered);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.text()).toBe(await first.text());
    expect(await jobsOf()).toHaveLength(1);
  });

  it("replays a key taken before bodies were fingerprinted (its method and path only) for a repeat on its route", async () => {
    const { account, book, jobsOf } = await bookingClient();
    const key = freshKey();
    const answer = JSON.stringify({ job: { jobId: "kept-before" } });
    await t.db.insert(idempotencyKeys).values({ userId: account.userId, key, request: "POST /api/client/jobs", status: 201, body: answer });
    const repeat = await book(key);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.text()).toBe(answer);
    expect(await jobsOf()).toEqual([]);
  });

  it("is one user's: another client's same key books their own job", async () => {
    const one = await bookingClient();
    const two = await bookingClient();
    const key = freshKey();
    expect((await one.book(key)).status).toBe(201);
    const other = await two.book(key);
    expect(other.status).toBe(201);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await two.jobsOf()).toHaveLength(1);
  });

  it("forgets a key after 24 hours, and an abandoned running one after 10 minutes: the request runs again", async () => {
    const { account, book, jobsOf } = await bookingClient();
    const old = freshKey();
    const stuck = freshKey();
    const request = "POST /api/client/jobs";
    await t.db.insert(idempotencyKeys).values([
      { userId: account.userId, key: old, request, status: 201, body: { job: "stale" }, createdAt: new Date(Date.now() - 25 * HOUR) },
      { userId: account.userId, key: stuck, request, status: null, createdAt: new Date(Date.now() - 11 * 60_000) },
    ]);
    const again = await book(old);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await book(stuck)).status).toBe(201);
    expect(await jobsOf()).toHaveLength(2);
    const [kept] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, account.userId), eq(idempotencyKeys.key, old)));
    expect(kept?.status).toBe(201);
    expect(kept?.createdAt.getTime()).toBeGreaterThan(Date.now() - HOUR);
  });
});

describe("the background sweep", () => {
  it("deletes keys older than 24 hours and keeps the rest", async () => {
    const { userId } = await t.createAccount({ role: "client" });
    const now = new Date();
    const [oldKey, freshOne] = [freshKey(), freshKey()];
    await t.db.insert(idempotencyKeys).values([
      { userId, key: oldKey, request: "POST /api/client/jobs", status: 201, body: {}, createdAt: new Date(now.getTime() - 25 * HOUR) },
      { userId, key: freshOne, request: "POST /api/client/jobs", status: 201, body: {}, createdAt: new Date(now.getTime() - 23 * HOUR) },
    ]);
    expect(BACKGROUND_TASKS).toContain(idempotencyKeySweep);
    await idempotencyKeySweep.run({
      db: t.db,
      paymentProvider: t.paymentProvider,
      mailer: t.mailbox,
      storage: t.storage,
      env: t.env,
      now,
      signal: new AbortController().signal,
    });
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    expect(left.map((row) => row.key)).toEqual([freshOne]);
  });
});

/** The middleware on a route of its own, with the app's error answers, for a signed-in `account`. */
function smallApp(account: TestAccount, handler: () => Promise<Response | { status: number }>) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ error: { code: error.code, message: error.message } }, error.status)
      : c.json({ error: { code: "INTERNAL", message: "boom" } }, 500),
  );
  app.post(
    "/thing",
    async (c, next) => {
      c.set("viewer", { userId: account.userId, email: account.email, fullName: account.fullName, phone: null, role: account.role });
      await next();
    },
    idempotent(t.db),
    async (c) => {
      const result = await handler();
      return result instanceof Response ? result : c.json({ done: result.status }, result.status as 201);
    },
  );
  return (key: string) => app.request("/thing", { method: "POST", headers: { "Idempotency-Key": key } });
}

describe("faults and slow first requests", () => {
  it("forgets the key after a fault (thrown or 5xx), so the retry runs", async () => {
    const account = await t.createAccount({ role: "client" });
    let calls = 0;
    const post = smallApp(account, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database went away");
      if (calls === 2) return { status: 503 };
      return { status: 201 };
    });
    const key = freshKey();
    expect((await post(key)).status).toBe(500);
    expect((await post(key)).status).toBe(503);
    expect((await post(key)).status).toBe(201);
    const replay = await post(key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(calls).toBe(3);
  });

  it("lets a repeat wait for a first request still running, then answers with its answer", async () => {
    const account = await t.createAccount({ role: "client" });
    let calls = 0;
    const post = smallApp(account, async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { status: 201 };
    });
    const key = freshKey();
    const [first, second] = await Promise.all([post(key), new Promise((resolve) => setTimeout(resolve, 50)).then(() => post(key))]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(calls).toBe(1);
  });

  it(`answers 409 when the first request is still running after ${WAIT_FOR_FIRST_MS} ms`, async () => {
    const account = await t.createAccount({ role: "client" });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const post = smallApp(account, async () => {
      await released;
      return { status: 201 };
    });
    const key = freshKey();
    const first = post(key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const second = await post(key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_FOR_FIRST_MS - 100);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: "REQUEST_IN_PROGRESS", message: KEY_IN_PROGRESS } });
    release();
    expect((await first).status).toBe(201);
  }, 15_000);
});
