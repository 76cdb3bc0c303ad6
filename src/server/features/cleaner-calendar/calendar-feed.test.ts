import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobAssignments } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, jsonOf, linkIn, TEST_ORIGIN, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
type Cleaner = Awaited<ReturnType<typeof insertCleaner>>;

/** POST: creates or replaces the feed and answers its URL, the only time it is shown. */
async function newFeedUrl(account: TestAccount) {
  const response = await account.browser.api.cleaner["calendar-feed"].$post();
  expect(response.status).toBe(200);
  return (await jsonOf(response)).url;
}

/** GET: whether a feed exists, and nothing more. */
async function feedStatus(account: TestAccount) {
  const response = await account.browser.api.cleaner["calendar-feed"].$get();
  expect(response.status).toBe(200);
  return await jsonOf(response);
}

/** What a calendar app does: fetch the URL with no session. */
// Raw requests: the feed's own URL, made-up feed paths, an email's link and Better Auth's routes are outside the typed API.
const fetchFeed = (url: string) => t.request(new URL(url).pathname);

/** The feed's events, unfolded, as property maps. */
function eventsIn(body: string) {
  const lines = body.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) current.set(line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1));
  }
  return events;
}

async function jobsOf(cleaner: Cleaner) {
  const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  const at = (days: number) => new Date(Date.now() + days * DAY);
  return {
    clientId,
    assigned: await insertJob(t.db, {
      clientId,
      cleanerId: cleaner.cleanerId,
      status: "Assigned",
      type: "Deep Clean",
      // Longer than a line: the LOCATION line must fold, and its commas are escaped.
      address: "1200 Commonwealth Avenue, Apartment 14B, Allston, Boston, MA 02134, United States",
      scheduledStart: new Date(Math.floor(at(3).getTime() / 60_000) * 60_000),
    }),
    inProgress: await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "In Progress", scheduledStart: at(0) }),
    completed: await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Completed", scheduledStart: at(-30) }),
    canceled: await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Canceled", scheduledStart: at(4) }),
    longAgo: await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Completed", scheduledStart: at(-120) }),
    farAhead: await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Assigned", scheduledStart: at(400) }),
  };
}

describe("the feed's URL", () => {
  it("is none until asked for; asking answers it once, and reading says only that a feed is active", async () => {
    const me = await insertCleaner(t);
    expect(await feedStatus(me.account)).toEqual({ active: false });
    const url = await newFeedUrl(me.account);
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedStatus(me.account)).toEqual({ active: true });
    expect(await feedStatus(me.account)).toEqual({ active: true });
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("is kept only as the SHA-256 of its secret: the secret itself is nowhere in the cleaner's row", async () => {
    const me = await insertCleaner(t);
    const url = await newFeedUrl(me.account);
    const secret = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
    const [row] = await t.db.select().from(cleaners).where(eq(cleaners.cleanerId, me.cleanerId));
    expect(row!.calendarTokenHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("regenerating replaces the secret: the old URL is not found at once, the new one works", async () => {
    const me = await insertCleaner(t);
    const first = await newFeedUrl(me.account);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await newFeedUrl(me.account);
    expect(second).not.toBe(first);
    expect(await feedStatus(me.account)).toEqual({ active: true });
    const old = await fetchFeed(first);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: { code: "NOT_FOUND", message: "Calendar feed not found." } });
    expect((await fetchFeed(second)).status).toBe(200);
  });

  it("needs a cleaner record", async () => {
    const noRecord = await t.createAccount({ role: "cleaner" });
    expect((await noRecord.browser.api.cleaner["calendar-feed"].$post()).status).toBe(404);
  });
});

describe("the feed", () => {
  it("answers an unknown or malformed token with 404", async () => {
    const unknown = "A".repeat(43);
    for (const path of [
      `/api/calendar/${unknown}.ics`,
      `/api/calendar/${unknown}`,
      "/api/calendar/short.ics",
      `/api/calendar/${unknown}x.ics`,
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
    // A cleaner who never asked for a feed has no token: nothing matches an empty one.
    expect((await t.api.calendar[":feedFile"].$get({ param: { feedFile: ".ics" } })).status).toBe(404);
  });

  it("is RFC 5545 text of the cleaner's own assignments in the window, canceled ones left out", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const mine = await jobsOf(me);
    await jobsOf(other);
    const url = await newFeedUrl(me.account);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.text();

    // CRLF only, and every physical line folded to 75 octets.
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:[^\r]+\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:/);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);

    const events = eventsIn(body);
    const assignmentIds = await Promise.all(
      [mine.completed, mine.inProgress, mine.assigned].map(
        async (job) => (await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId)))[0]?.assignmentId,
      ),
    );
    expect(events.map((event) => event.get("UID"))).toEqual(assignmentIds.map((id) => `${id}@tidyline`));

    const deep = events[2]!;
    const start = mine.assigned.scheduledStart
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z")
      .replace(/[-:]/g, "");
    expect(Object.fromEntries(deep)).toMatchObject({
      SUMMARY: "Deep Clean",
      LOCATION: "1200 Commonwealth Avenue\\, Apartment 14B\\, Allston\\, Boston\\, MA 02134\\, United States",
      DTSTART: start,
      URL: `${TEST_ORIGIN}/cleaner/assignments?job=${mine.assigned.jobId}`,
      STATUS: "CONFIRMED",
    });
    expect(deep.get("DTEND")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(deep.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(deep.get("DESCRIPTION")).toContain(`/cleaner/assignments?job=${mine.assigned.jobId}`);
    // The client's contact details stay in the portal.
    expect(body).not.toContain("@example.test");
  });

  it("stops answering when the cleaner's secret is cleared", async () => {
    const me = await insertCleaner(t);
    const url = await newFeedUrl(me.account);
    await t.db.update(cleaners).set({ calendarTokenHash: null }).where(eq(cleaners.cleanerId, me.cleanerId));
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

// decision 028: the feed shows an Active cleaner's schedule only, and its secret dies with a
// deactivation or a password reset (whoever had the old password may have taken the link).
describe("the feed and the cleaner's standing", () => {
  const secretOf = async (cleanerId: string) =>
    (await t.db.select({ hash: cleaners.calendarTokenHash }).from(cleaners).where(eq(cleaners.cleanerId, cleanerId)))[0]?.hash;

  it("answers 404 while the cleaner is not Active, and again once they are", async () => {
    const me = await insertCleaner(t);
    const url = await newFeedUrl(me.account);
    for (const status of ["Pending", "Inactive"] as const) {
      await t.db.update(cleaners).set({ status }).where(eq(cleaners.cleanerId, me.cleanerId));
      const response = await fetchFeed(url);
      expect(response.status, status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Calendar feed not found." } });
    }
    await t.db.update(cleaners).set({ status: "Active" }).where(eq(cleaners.cleanerId, me.cleanerId));
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("is cleared by a deactivation: the old URL stays dead after reactivation", async () => {
    const me = await insertCleaner(t);
    const url = await newFeedUrl(me.account);
    const admin = await t.createAccount({ role: "admin" });
    const change = { param: { cleanerId: me.cleanerId }, json: { reason: "Checking the feed" } };
    expect((await admin.browser.api.admin.cleaners[":cleanerId"].deactivate.$post(change)).status).toBe(200);
    expect(await secretOf(me.cleanerId)).toBeNull();
    expect((await admin.browser.api.admin.cleaners[":cleanerId"].reactivate.$post(change)).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
    expect(await feedStatus(me.account)).toEqual({ active: false });
  });

  it("is cleared by a password reset", async () => {
    const me = await insertCleaner(t);
    const url = await newFeedUrl(me.account);
    await t.request("/api/auth/request-password-reset", { json: { email: me.account.email, redirectTo: "/reset-password" } });
    const link = linkIn(t.latestEmail(me.account.email, "Reset your Tidyline password"));
    const token = new URL((await t.request(link.pathname + link.search)).headers.get("location") ?? "", TEST_ORIGIN).searchParams.get(
      "token",
    );
    expect((await t.request("/api/auth/reset-password", { json: { token, newPassword: "a-brand-new-secret" } })).status).toBe(200);
    expect(await secretOf(me.cleanerId)).toBeNull();
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
