// docs/decisions/054 "Failures": a failed, empty or unparsable fetch never creates, moves or
// cancels anything; it is recorded on the feed, and the third in a row emails the client once.
import { eq } from "drizzle-orm";
import type { CalendarFailureKind } from "../../../shared/domain/calendar-failures";
import { afterAll, describe, expect, it } from "vitest";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { EVERY_SECOND, NEVER_OCCURS, runawayTimeZone, sameDayFlood } from "../../domain/rental-calendars/fixtures/hostile-feeds";
import { calendarFailureKind } from "../../domain/rental-calendars/failure-kind";
import { TOO_COMPLEX, TOO_FREQUENT } from "../../domain/rental-calendars/recurrence-budget";
import { outboxTo } from "../../test/application-fixtures";
import { clientWithUnit, ZONE } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { syncCalendar } from "./sync.service";
import { airbnbFeed, insertFeed, startFeedServer, type FeedAnswer, type Stay } from "./sync-fixtures";
import { SYNC_REFUSALS } from "./sync-types";

const HOUR = 3_600_000;

const t = await createTestApp();
const feeds = await startFeedServer();
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const STAYS: Stay[] = [
  { uid: "f1", checkin: 2, checkout: 5 },
  { uid: "f2", checkin: 8, checkout: 10 },
];
let feedCount = 0;

async function syncedFeed() {
  const { account, clientId, unitId } = await clientWithUnit(t);
  const path = `/failing-${++feedCount}.ics`;
  feeds.serve(path, airbnbFeed(STAYS, ZONE));
  const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url(path) });
  const sync = (allowPrivate = true) => syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate }, feed.calendarId);
  expect(await sync()).toMatchObject({ status: "synced", created: 2 });
  const jobsNow = () => t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId)).orderBy(jobs.jobId);
  const row = async () => (await t.db.select().from(unitCalendars).where(eq(unitCalendars.calendarId, feed.calendarId)))[0]!;
  return { account, path, sync, jobsNow, row, before: await jobsNow() };
}

const answered =
  (status: number, body = "", headers: Record<string, string> = {}): FeedAnswer =>
  (_request, response) =>
    response.writeHead(status, headers).end(body);

const FAILURES: [string, FeedAnswer | null, string | RegExp, CalendarFailureKind][] = [
  ["an empty 200", answered(200, "", { "Content-Type": "text/calendar" }), "Not an iCalendar file", "not-a-calendar"],
  ["a 500", answered(500, "oops"), "The address answered 500", "error-answer"],
  ["a 404", answered(404), "The address answered 404", "not-found"],
  [
    "a web page",
    answered(200, "<!doctype html><html><body>Sign in</body></html>", { "Content-Type": "text/html" }),
    "Not an iCalendar file",
    "not-a-calendar",
  ],
  [
    "a 3 MB file",
    (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      response.end(`BEGIN:VCALENDAR\r\n${"X-FILLER:".padEnd(1000, "x")}\r\n`.repeat(3_000));
    },
    /larger than 2 MB/,
    "too-large",
  ],
  [
    "a redirect loop",
    (request, response) => response.writeHead(302, { Location: `${request.url ?? "/"}?again=${Math.random()}` }).end(),
    /redirect/i,
    "error-answer",
  ],
  [
    "a VCALENDAR that has gone empty",
    answered(200, airbnbFeed([], ZONE), { "Content-Type": "text/calendar" }),
    "The calendar came back empty, so nothing was changed",
    "went-empty",
  ],
];

describe("a failing feed changes nothing", () => {
  for (const [name, answer, reason, kind] of FAILURES) {
    it(`records ${name} on the feed, keeps every job as it was`, async () => {
      const { path, sync, jobsNow, row, before } = await syncedFeed();
      const lastSuccess = (await row()).lastSuccessAt;
      if (answer) feeds.serve(path, answer);

      const result = await sync();
      expect(result).toMatchObject({ status: "failed", created: 0, moved: 0, canceled: 0 });
      expect(result.error).toMatch(reason);
      expect(await jobsNow()).toEqual(before);
      expect(await row()).toMatchObject({ lastError: result.error, consecutiveFailures: 1, lastSuccessAt: lastSuccess, eventsFound: 2 });
      expect((await row()).failingSince).not.toBeNull();
      // What the host reads of it (src/shared/domain/calendar-failures.ts words the kind).
      expect(calendarFailureKind(result.error!)).toBe(kind);
    });
  }

  it("refuses a feed on this machine's network when private addresses are not allowed, and says so", async () => {
    const { sync, jobsNow, before, row } = await syncedFeed();
    const result = await sync(false);
    expect(result).toMatchObject({ status: "failed", created: 0, canceled: 0 });
    expect(result.error).toMatch(/private network/);
    expect(calendarFailureKind(result.error!)).toBe("address-refused");
    expect(await jobsNow()).toEqual(before);
    expect((await row()).lastError).toBe(result.error);
  });

  it("gives up on a server that answers too slowly, and records that", { timeout: 20_000 }, async () => {
    const { path, sync, jobsNow, before } = await syncedFeed();
    feeds.serve(path, (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      // Never finishes: the fetch's 10 s bound ends it.
    });
    const result = await sync();
    expect(result).toMatchObject({ status: "failed", canceled: 0 });
    expect(result.error).toMatch(/10 s/);
    expect(calendarFailureKind(result.error!)).toBe("no-answer");
    expect(await jobsNow()).toEqual(before);
  });

  it("records nothing when the server stops the fetch (its shutdown is not the feed's failure)", async () => {
    const { path, jobsNow, before, row } = await syncedFeed();
    const rowBefore = await row();
    feeds.serve(path, () => undefined);
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);
    const result = await syncCalendar(
      { db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true, signal: stop.signal },
      rowBefore.calendarId,
    );
    expect(result).toMatchObject({ status: "failed", created: 0, canceled: 0 });
    expect(await row()).toEqual(rowBefore);
    expect(await jobsNow()).toEqual(before);
  });

  it("accepts a brand-new feed with no events as a success with none", async () => {
    const { clientId, unitId } = await clientWithUnit(t);
    feeds.serve("/new-and-empty.ics", airbnbFeed([], ZONE));
    const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/new-and-empty.ics") });
    expect(await syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)).toEqual({
      status: "synced",
      eventsFound: 0,
      created: 0,
      moved: 0,
      canceled: 0,
      error: null,
    });
  });

  it("books nothing from a feed with more stays ahead than days (not one unit's calendar), and says so", async () => {
    const { clientId, unitId } = await clientWithUnit(t);
    // Two stays a day for 100 days: 200 turnovers ahead, more than one listing can have.
    const crowded = Array.from({ length: 200 }, (_, index) => ({
      uid: `c${index}`,
      checkin: 1 + (index >> 1),
      checkout: 2 + (index >> 1),
    }));
    feeds.serve("/crowded.ics", airbnbFeed(crowded, ZONE));
    const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/crowded.ics") });
    expect(await syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)).toMatchObject({
      status: "failed",
      created: 0,
      error: SYNC_REFUSALS.tooManyStays,
    });
    expect(await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId))).toEqual([]);
    const [row] = await t.db.select().from(unitCalendars).where(eq(unitCalendars.calendarId, feed.calendarId));
    expect(row).toMatchObject({ consecutiveFailures: 1, lastError: SYNC_REFUSALS.tooManyStays, jobsCreated: 0 });
    expect(calendarFailureKind(row!.lastError!)).toBe("too-many-stays");
  });
});

describe("failures in a row", () => {
  it("email the client once, at the third; a success clears the error and a new run emails again", async () => {
    const { account, path, sync, row } = await syncedFeed();
    const failingEmails = async () => (await outboxTo(t.db, account.email)).filter((email) => email.kind === "calendar-failing");
    feeds.serve(path, answered(503));

    await sync();
    await sync();
    expect(await failingEmails()).toHaveLength(0);
    const since = (await row()).failingSince;
    await sync();
    const [email] = await failingEmails();
    expect(email?.body).toContain("The address answered 503");
    expect(email?.body).toContain(`${t.env.publicUrl}/client/units`);
    await sync();
    await sync();
    expect(await failingEmails()).toHaveLength(1);
    expect(await row()).toMatchObject({ consecutiveFailures: 5, failingSince: since, lastError: "The address answered 503" });

    // The feed is back as it was: its ETag answers 304, a success with nothing to do.
    feeds.serve(path, airbnbFeed(STAYS, ZONE));
    expect(await sync()).toMatchObject({ status: "unchanged", created: 0, canceled: 0 });
    expect(await row()).toMatchObject({ consecutiveFailures: 0, failingSince: null, lastError: null });

    feeds.serve(path, answered(503));
    for (let failure = 0; failure < 3; failure++) await sync();
    expect(await failingEmails()).toHaveLength(2);
  });

  it("are tried less often from the third on, an hour after the last try and doubling up to a day; a success ends it", async () => {
    const { path, sync, row } = await syncedFeed();
    const usual = (await row()).nextSyncAt;
    feeds.serve(path, answered(503));
    const retryIn = async () => ((await row()).nextSyncAt.getTime() - Date.now()) / HOUR;

    await sync();
    await sync();
    expect((await row()).nextSyncAt).toEqual(usual);
    await sync();
    expect(await retryIn()).toBeCloseTo(1, 1);
    await sync();
    expect(await retryIn()).toBeCloseTo(2, 1);
    for (let failure = 0; failure < 6; failure++) await sync();
    expect(await retryIn()).toBeCloseTo(24, 1);

    feeds.serve(path, airbnbFeed(STAYS, ZONE));
    expect(await sync()).toMatchObject({ status: "unchanged" });
    expect((await row()).nextSyncAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("a hostile calendar (decision 057)", () => {
  const HOSTILE: [string, string, string][] = [
    ["an event on a day that never occurs", NEVER_OCCURS, TOO_COMPLEX],
    ["events repeating every second", EVERY_SECOND, TOO_FREQUENT],
    ["nearly 2 MB of stays on one day", sameDayFlood(), TOO_COMPLEX],
  ];
  for (const [name, body, reason] of HOSTILE) {
    it(`fails ${name} in plain words and changes nothing`, { timeout: 30_000 }, async () => {
      const { path, sync, jobsNow, before, row } = await syncedFeed();
      feeds.serve(path, body);
      expect(await sync()).toMatchObject({ status: "failed", created: 0, moved: 0, canceled: 0, error: reason });
      expect(await jobsNow()).toEqual(before);
      expect(await row()).toMatchObject({ lastError: reason, consecutiveFailures: 1, eventsFound: 2 });
      expect(calendarFailureKind(reason)).toBe(reason === TOO_FREQUENT ? "too-frequent" : "too-large");
    });
  }

  it("reads a time zone whose rule repeats hourly by its IANA name", async () => {
    const { clientId, unitId } = await clientWithUnit(t);
    feeds.serve("/runaway-zone.ics", runawayTimeZone("MINUTELY", ZONE));
    const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/runaway-zone.ics") });
    expect(await syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)).toMatchObject({
      status: "synced",
      eventsFound: 1,
    });
  });
});
