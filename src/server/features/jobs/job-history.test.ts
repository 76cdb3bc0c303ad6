// docs/decisions/066: a job's history, read by its client, its cleaner and admins, each what they
// may: the client names cleaners as "Sam R." and sees passed-over reasons for their own listed
// cleaners only, never an email or a score; the cleaner sees their own offer and no other cleaner;
// admins see everything. Its rows come from the writers themselves: the booking, the claim, an
// admin's cancel, a calendar's move and removal.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobHistory } from "../../../shared/domain/job-history";
import { jobs } from "../../db/schema/jobs";
import { auditLog } from "../../db/schema/platform";
import { cancelFromCalendar } from "../../domain/jobs/cancel-from-calendar";
import { rescheduleJob, type NewTimes } from "../../domain/jobs/reschedule-job";
import { book, bookingBody, clientWithUnit, insertCleaner, insertJobOffer, insertUnitCalendar, insertJob } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let client: TestAccount;
let clientId: string;
let unitId: string;
let admin: TestAccount;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
let riley: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  ({ account: client, clientId, unitId } = await clientWithUnit(t));
  admin = await t.createAccount({ role: "admin", fullName: "Alex Admin" });
  sam = await insertCleaner(t, "Sam Rivera");
  jamie = await insertCleaner(t, "Jamie Lee");
  riley = await insertCleaner(t, "Riley Park");
});

async function history(account: TestAccount, path: string): Promise<JobHistory> {
  const response = await account.browser.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { history: JobHistory }).history;
}
const texts = (h: JobHistory) => h.entries.map((entry) => entry.text);

describe("a booked, offered, claimed and canceled job's history", () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await book(client, bookingBody(unitId))).jobId;
    // Dispatch's rows as it leaves them: Jamie (preferred) on time off, Riley (automatic) declined, Sam (backup) offered.
    await insertJobOffer(t.db, { jobId, cleanerId: jamie.cleanerId, status: "skipped", reason: "on time off", source: "preferred" });
    await insertJobOffer(t.db, { jobId, cleanerId: riley.cleanerId, status: "declined", source: "automatic", score: "0.7312" });
    const offer = await insertJobOffer(t.db, { jobId, cleanerId: sam.cleanerId, source: "backup" });
    const accepted = await sam.account.browser.request(`/api/cleaner/offers/${offer.offerId}/accept`, { method: "POST" });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const canceled = await admin.browser.request(`/api/admin/jobs/${jobId}/status`, {
      method: "PATCH",
      json: { status: "Canceled", reason: "The host asked by phone" },
    });
    expect(canceled.status, await canceled.clone().text()).toBe(200);
  });

  it("reads to the client with short names, their listed cleaners' reasons and the admin's reason, no email or score", async () => {
    const h = await history(client, `/api/client/jobs/${jobId}/history`);
    expect(h.timeZone).toBe("America/New_York");
    expect(texts(h)).toEqual([
      "Booked by you",
      "Jamie L. was passed over (on time off)",
      "Offered to Riley P.",
      "Riley P. declined the offer",
      "Offered to Sam R.",
      "Sam R. accepted the offer",
      "Canceled by Tidyline: The host asked by phone",
    ]);
    const body = JSON.stringify(h);
    for (const secret of [sam.account.email, jamie.account.email, riley.account.email, "Rivera", "0.73", "score", "Alex"]) {
      expect(body).not.toContain(secret);
    }
  });

  it("reads to its cleaner as their own offer and the lifecycle, naming no other cleaner", async () => {
    const h = await history(sam.account, `/api/cleaner/assignments/${jobId}/history`);
    expect(texts(h)).toEqual(["Booked by the host", "Offered to you", "You accepted the offer", "Canceled by Tidyline"]);
    const body = JSON.stringify(h);
    for (const other of ["Jamie", "Riley", "Lee", "Park", "phone"]) expect(body).not.toContain(other);
  });

  it("is not found for a cleaner who is not on the job, nor for another client", async () => {
    expect((await jamie.account.browser.request(`/api/cleaner/assignments/${jobId}/history`)).status).toBe(404);
    const stranger = await t.createAccount({ role: "client" });
    expect((await stranger.browser.request(`/api/client/jobs/${jobId}/history`)).status).toBe(404);
  });

  it("stays out of Settings' activity list, the admins' log, which keeps the admin's cancel", async () => {
    const response = await admin.browser.request("/api/admin/settings/activity?page=1");
    expect(response.status).toBe(200);
    const { rows } = (await response.json()) as { rows: { action: string; href: string | null }[] };
    const ofJob = rows.filter((row) => row.href?.includes(jobId));
    expect(ofJob.map((row) => row.action)).toEqual(["job.status_changed"]);
  });

  it("reads to admins in full: names, sources, scores, the admin and the reason", async () => {
    const h = await history(admin, `/api/admin/jobs/${jobId}/history`);
    expect(texts(h)).toEqual([
      "Booked by the host",
      "Jamie Lee was passed over (on time off)",
      "Offered to Riley Park (automatic, score 0.73)",
      "Riley Park declined the offer",
      "Offered to Sam Rivera (backup)",
      "Sam Rivera accepted the offer",
      "Canceled by Alex Admin: The host asked by phone",
    ]);
    expect(h.entries.find((entry) => entry.text.startsWith("Offered to Riley"))?.score).toBe(0.7312);
  });
});

/** A turnover of the unit's Airbnb calendar, `days` ahead, in Chicago. */
async function turnover(days: number, key: string, cleanerId?: string) {
  const calendarId = calendar ?? (calendar = (await insertUnitCalendar(t.db, { unitId, clientId, label: "Airbnb" })).calendarId);
  const start = new Date(Date.now() + days * DAY);
  const job = await insertJob(t.db, {
    clientId,
    unitId,
    type: "Airbnb Turnover",
    scheduledStart: start,
    durationHours: 3,
    cleanerId,
    status: cleanerId ? "Assigned" : "Posted",
  });
  await t.db
    .update(jobs)
    .set({ calendarId, calendarEventKey: key, calendarLabel: "Airbnb", timeZone: "America/Chicago" })
    .where(eq(jobs.jobId, job.jobId));
  return { jobId: job.jobId, start };
}
let calendar: string | undefined;

/** The calendar moves the stay a day later. */
function aDayLater(start: Date): NewTimes {
  const later = new Date(start.getTime() + DAY);
  return {
    start: later,
    end: new Date(later.getTime() + 3 * HOUR),
    readyBy: null,
    durationHours: 3,
    sameDayTurnover: false,
    calendarLabel: "Airbnb",
    cause: "calendar",
    now: new Date(),
    publicUrl: TEST_ORIGIN,
  };
}
const chicagoDay = (at: Date) => at.toLocaleDateString("en-US", { month: "short", day: "2-digit", timeZone: "America/Chicago" });

async function upcoming() {
  const response = await client.browser.request("/api/client/jobs/upcoming");
  return ((await response.json()) as { jobs: { jobId: string; movedFrom: string | null }[] }).jobs;
}
async function canceledTab() {
  const response = await client.browser.request("/api/client/jobs/canceled");
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: { jobId: string; status: string; canceled: { by: string | null; text: string } | null }[] })
    .jobs;
}

describe("offers made within one millisecond", () => {
  it("keep their order, each answer after its own offer and before the next", async () => {
    const jobId = (await book(client, bookingBody(unitId))).jobId;
    // One millisecond a second ahead, the offers a microsecond apart, each answered in that millisecond.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 1000);
    const microsecondsAfter = (n: number) => sql`${at.toISOString()}::timestamptz + ${`${n} microseconds`}::interval` as unknown as Date;
    const answered = new Date(at.getTime());
    await insertJobOffer(t.db, {
      jobId,
      cleanerId: jamie.cleanerId,
      status: "declined",
      offeredAt: microsecondsAfter(1),
      answeredAt: answered,
    });
    await insertJobOffer(t.db, {
      jobId,
      cleanerId: riley.cleanerId,
      status: "declined",
      offeredAt: microsecondsAfter(2),
      answeredAt: answered,
    });
    await insertJobOffer(t.db, {
      jobId,
      cleanerId: sam.cleanerId,
      status: "expired",
      offeredAt: microsecondsAfter(3),
      answeredAt: answered,
    });
    const h = await history(client, `/api/client/jobs/${jobId}/history`);
    expect(texts(h).slice(1)).toEqual([
      "Offered to Jamie L.",
      "Jamie L. declined the offer",
      "Offered to Riley P.",
      "Riley P. declined the offer",
      "Offered to Sam R.",
      "The offer to Sam R. expired",
    ]);
  });
});

describe("a calendar's turnover, moved and then removed", () => {
  it("says the calendar moved it, marks its card for a week, and keeps it reachable once its reservation is removed", async () => {
    const { jobId, start } = await turnover(4, "uid-history@airbnb.com");
    const to = aDayLater(start);
    expect((await t.db.transaction((tx) => rescheduleJob(tx, jobId, to))).moved).toBe(true);
    expect((await upcoming()).find((job) => job.jobId === jobId)?.movedFrom).toBe(start.toISOString());

    const canceled = await t.db.transaction((tx) =>
      cancelFromCalendar(tx, jobId, { calendarLabel: "Airbnb", now: new Date(), publicUrl: TEST_ORIGIN }),
    );
    expect(canceled).toBe(true);
    expect((await upcoming()).map((job) => job.jobId)).not.toContain(jobId);

    const h = await history(client, `/api/client/jobs/${jobId}/history`);
    expect(texts(h)).toEqual([
      `Calendar moved this from ${chicagoDay(start)} to ${chicagoDay(to.start)}`,
      "Canceled: the reservation was removed from the Airbnb calendar",
    ]);
    const row = (await canceledTab()).find((job) => job.jobId === jobId);
    expect(row).toMatchObject({
      status: "Canceled",
      canceled: { by: "calendar", text: "Canceled: the reservation was removed from the Airbnb calendar" },
    });
  });

  it("drops the moved mark after a week, and shows it on the cleaner's assignment card meanwhile", async () => {
    const { jobId, start } = await turnover(5, "uid-week@airbnb.com", sam.cleanerId);
    expect((await t.db.transaction((tx) => rescheduleJob(tx, jobId, aDayLater(start)))).cleanerKept).toBe(true);
    const assignments = async () => {
      const response = await sam.account.browser.request("/api/cleaner/assignments?tab=active");
      return ((await response.json()) as { rows: { jobId: string; movedFrom: string | null }[] }).rows.find((row) => row.jobId === jobId);
    };
    expect((await assignments())?.movedFrom).toBe(start.toISOString());
    expect((await upcoming()).find((job) => job.jobId === jobId)?.movedFrom).toBe(start.toISOString());

    // Eight days on, the move is history only.
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(and(eq(auditLog.entityId, jobId), eq(auditLog.action, "job.rescheduled")));
    expect((await assignments())?.movedFrom).toBeNull();
    expect((await upcoming()).find((job) => job.jobId === jobId)?.movedFrom).toBeNull();
  });
});

describe("a turnover re-timed by its settings", () => {
  it("says the settings re-timed it, with the times and the unit's zone when the day is the same", async () => {
    const { jobId, start } = await turnover(6, "uid-settings@airbnb.com");
    const later = new Date(start.getTime() + HOUR);
    const to = { ...aDayLater(start), start: later, end: new Date(later.getTime() + 3 * HOUR), cause: "settings" as const };
    expect((await t.db.transaction((tx) => rescheduleJob(tx, jobId, to))).moved).toBe(true);
    const clock = (at: Date) =>
      at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Chicago", timeZoneName: "short" });
    const h = await history(client, `/api/client/jobs/${jobId}/history`);
    // An hour later may be the next day in Chicago (a test run near midnight): then the days are named.
    const sameDay = chicagoDay(start) === chicagoDay(later);
    expect(texts(h)).toEqual([
      sameDay
        ? `Turnover settings re-timed this from ${clock(start)} to ${clock(later)} on ${chicagoDay(start)}`
        : `Turnover settings re-timed this from ${chicagoDay(start)} to ${chicagoDay(later)}`,
    ]);
    expect(h.entries[0]?.kind).toBe("retimed");
  });
});

describe("the client's Canceled tab", () => {
  it("lists their canceled jobs with who canceled each and why, and nobody else's", async () => {
    const mine = (await book(client, bookingBody(unitId))).jobId;
    expect((await client.browser.request(`/api/client/jobs/${mine}/cancel`, { method: "POST" })).status).toBe(200);
    const stranger = await clientWithUnit(t);
    const theirs = (await book(stranger.account, bookingBody(stranger.unitId))).jobId;
    expect((await stranger.account.browser.request(`/api/client/jobs/${theirs}/cancel`, { method: "POST" })).status).toBe(200);

    const rows = await canceledTab();
    expect(rows.find((job) => job.jobId === mine)?.canceled).toEqual({ by: "client", text: "Canceled by you" });
    expect(rows.map((job) => job.jobId)).not.toContain(theirs);
    // The admin's cancel of the first describe's job, with its reason.
    expect(rows.find((job) => job.canceled?.by === "admin")?.canceled?.text).toBe("Canceled by Tidyline: The host asked by phone");

    // The admin's Jobs list says who canceled each: the host, an admin, the calendar.
    const response = await admin.browser.request("/api/admin/jobs?status=Canceled&pageSize=100");
    expect(response.status).toBe(200);
    const list = ((await response.json()) as { rows: { jobId: string; canceledBy: string | null }[] }).rows;
    const byId = new Map(list.map((row) => [row.jobId, row.canceledBy]));
    expect(byId.get(mine)).toBe("client");
    expect(byId.get(theirs)).toBe("client");
    expect([...byId.values()].filter((by) => by === "admin")).toHaveLength(1);
    expect([...byId.values()].filter((by) => by === "calendar")).toHaveLength(1);
  });
});
