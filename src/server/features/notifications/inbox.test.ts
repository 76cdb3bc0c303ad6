// docs/decisions/068: the bell's API. Each person reads and marks only their own notifications.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import { createTestApp, jsonOf, queryFrom, type TestAccount } from "../../test/harness";
import { readEvents } from "../../test/sse-test-reader";
import { READ_LIMIT, readTooOften } from "./inbox.routes";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
const start = Date.parse("2026-12-01T15:00:00Z");

/** A notification of `account`'s, `minutes` after the test's start (later: newer). */
async function insertNotification(account: TestAccount, minutes: number, values: Partial<typeof notifications.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId: account.userId,
      event: "job.claimed",
      title: `Notice ${minutes}`,
      body: "Fri, Dec 18, 10:00 AM EST at 12 Oak St.",
      link: "/client/upcoming",
      dedupeKey: `test:${minutes}:${crypto.randomUUID()}`,
      createdAt: new Date(start + minutes * MINUTE),
      ...values,
    })
    .returning();
  return row!;
}

interface Page {
  notifications: { id: string; event: string; title: string; body: string; link: string; createdAt: string; readAt: string | null }[];
  unread: number;
  nextCursor: string | null;
}

async function bellOf(account: TestAccount, before?: string): Promise<Page> {
  const response = await account.browser.api.notifications.$get({ query: before === undefined ? {} : { before } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

/** The account's live stream, as another tab of theirs holds it open. */
async function otherTab(account: TestAccount) {
  const response = await account.browser.api.messages.stream.$get();
  expect(response.status).toBe(200);
  return readEvents(response.body as ReadableStream<Uint8Array>);
}

const titles = (page: Page) => page.notifications.map((notification) => notification.title);
const readOne = (account: TestAccount, id: string) => account.browser.api.notifications[":id"].read.$post({ param: { id } });

describe("GET /api/notifications", () => {
  it("lists the viewer's own notifications shown in the app, newest first, with what the bell shows and the unread count", async () => {
    const jordan = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
    const other = await t.createAccount({ role: "client", fullName: "Avery Other" });
    const older = await insertNotification(jordan, 1, { title: "Sam claimed your turnover" });
    await insertNotification(jordan, 2, { title: "Turned off in the app", inApp: false });
    const newer = await insertNotification(jordan, 3, {
      event: "job.started",
      title: "Sam started your turnover",
      link: "/client/upcoming",
      readAt: new Date(start + 4 * MINUTE),
    });
    await insertNotification(other, 5, { title: "Someone else's" });

    expect(await bellOf(jordan)).toEqual({
      notifications: [
        {
          id: newer.id,
          event: "job.started",
          title: "Sam started your turnover",
          body: "Fri, Dec 18, 10:00 AM EST at 12 Oak St.",
          link: "/client/upcoming",
          createdAt: "2026-12-01T15:03:00.000Z",
          readAt: "2026-12-01T15:04:00.000Z",
        },
        {
          id: older.id,
          event: "job.claimed",
          title: "Sam claimed your turnover",
          body: "Fri, Dec 18, 10:00 AM EST at 12 Oak St.",
          link: "/client/upcoming",
          createdAt: "2026-12-01T15:01:00.000Z",
          readAt: null,
        },
      ],
      unread: 1,
      nextCursor: null,
    });
  });

  it("pages 20 at a time with a cursor, losing none that share a millisecond", async () => {
    const cleaner = await t.createAccount({ role: "cleaner", fullName: "Sam Rivera" });
    for (let minute = 1; minute <= 23; minute++) await insertNotification(cleaner, minute, { title: `Notice ${minute}` });
    // Two more within one millisecond (microseconds apart), as one event's notices may be.
    await t.db.execute(
      `INSERT INTO notifications (user_id, event, title, body, link, dedupe_key, created_at) VALUES
        ('${cleaner.userId}', 'job.canceled', 'Notice 0a', 'b', '/cleaner/assignments', 'a', '2026-12-01 14:59:59.999100+00'),
        ('${cleaner.userId}', 'job.canceled', 'Notice 0b', 'b', '/cleaner/assignments', 'b', '2026-12-01 14:59:59.999900+00')`,
    );

    const first = await bellOf(cleaner);
    expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, index) => `Notice ${23 - index}`));
    expect(first.unread).toBe(25);
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await bellOf(cleaner, first.nextCursor!);
    expect(titles(second)).toEqual(["Notice 3", "Notice 2", "Notice 1", "Notice 0b", "Notice 0a"]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not make", async () => {
    const jordan = await t.createAccount({ role: "client" });
    const response = await jordan.browser.api.notifications.$get({ query: queryFrom({ before: "2026-12-01'; DROP TABLE jobs" }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "This list has changed. Reload it and try again." } });
  });
});

describe("POST /api/notifications/:id/read", () => {
  it("marks the viewer's notification read once: a second press keeps the first time", async () => {
    const jordan = await t.createAccount({ role: "client" });
    const notification = await insertNotification(jordan, 1);
    await insertNotification(jordan, 2);

    const response = await readOne(jordan, notification.id);
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body).toEqual({ id: notification.id, readAt: expect.any(String) as string });
    expect((await bellOf(jordan)).unread).toBe(1);

    const again = await jsonOf(await readOne(jordan, notification.id));
    expect(again.readAt).toBe(body.readAt);
    expect((await bellOf(jordan)).unread).toBe(1);
  });

  it("tells the viewer's other tabs, and nobody else's, so their bells agree", async () => {
    const jordan = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    const notification = await insertNotification(jordan, 1);
    const mine = await otherTab(jordan);
    const theirs = await otherTab(other);
    try {
      expect((await readOne(jordan, notification.id)).status).toBe(200);
      expect(await mine.next((event) => event.event === "notification")).toEqual({ event: "notification", data: "" });
      await expect(theirs.next((event) => event.event === "notification", 300)).rejects.toThrow();
      expect((await jordan.browser.api.notifications["read-all"].$post()).status).toBe(200);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it("answers 404 for another person's notification, one not shown in the app, or none, and marks nothing", async () => {
    const jordan = await t.createAccount({ role: "client" });
    const stranger = await t.createAccount({ role: "cleaner" });
    const theirs = await insertNotification(jordan, 1);
    const unshown = await insertNotification(stranger, 2, { inApp: false });

    for (const id of [theirs.id, unshown.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await readOne(stranger, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Notification not found." } });
    }
    const rows = await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, theirs.id));
    expect(rows).toEqual([{ readAt: null }]);
  });

  it(`allows ${READ_LIMIT.max} marks a minute per person, then says when to try again`, async () => {
    const jordan = await t.createAccount({ role: "client" });
    const notification = await insertNotification(jordan, 1);
    for (let press = 0; press < READ_LIMIT.max; press++) expect((await readOne(jordan, notification.id)).status).toBe(200);
    const over = await jordan.browser.api.notifications["read-all"].$post();
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await over.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: readTooOften(retryAfter) } });
  });
});

describe("POST /api/notifications/read-all", () => {
  it("marks every unread notification of the viewer's, and nobody else's, and tells their other tabs", async () => {
    const jordan = await t.createAccount({ role: "client" });
    const tab = await otherTab(jordan);
    const other = await t.createAccount({ role: "client" });
    await insertNotification(jordan, 1);
    await insertNotification(jordan, 2);
    await insertNotification(jordan, 3, { readAt: new Date(start) });
    await insertNotification(other, 4);

    const response = await jordan.browser.api.notifications["read-all"].$post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ marked: 2 });
    const bell = await bellOf(jordan);
    expect(bell.unread).toBe(0);
    expect(bell.notifications.every((notification) => notification.readAt !== null)).toBe(true);
    expect((await bellOf(other)).unread).toBe(1);
    expect(await tab.next((event) => event.event === "notification")).toEqual({ event: "notification", data: "" });
    await tab.close();
  });
});
