// docs/decisions/054: a rental calendar's sync, through local feeds in the shapes Airbnb, VRBO and
// Booking.com export: turnovers created once, moved, canceled, priced and counted like a booking.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { zonedTime } from "../../../shared/domain/booking";
import { unitCalendars } from "../../db/schema/calendars";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { clients, clientUnits } from "../../db/schema/people";
import { outboxTo } from "../../test/application-fixtures";
import { clientWithUnit, insertCleaner, insertJob, insertSubscription, ZONE } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { resyncUnitCalendars, syncCalendar } from "./sync.service";
import { airbnbFeed, bookingComFeed, insertFeed, isoDay, startFeedServer, vrboFeed, type Stay } from "./sync-fixtures";

const t = await createTestApp();
const feeds = await startFeedServer();
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const HOUR = 3_600_000;
let feedCount = 0;

/** A client with a Boston unit (America/New_York) and one feed on it, serving `body`. */
async function unitWithFeed(body: string, label = "Airbnb") {
  const { account, clientId, unitId } = await clientWithUnit(t);
  const path = `/feed-${++feedCount}.ics`;
  feeds.serve(path, body);
  const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url(path), label });
  return { account, clientId, unitId, path, calendarId: feed.calendarId };
}

const sync = (calendarId: string) => syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, calendarId);

const jobsOf = (calendarId: string) => t.db.select().from(jobs).where(eq(jobs.calendarId, calendarId)).orderBy(jobs.scheduledStart);

const feedRow = async (calendarId: string) => (await t.db.select().from(unitCalendars).where(eq(unitCalendars.calendarId, calendarId)))[0];

/**
 * The default turnover on a checkout day, in the unit's zone (docs/decisions/065): from the 11:00
 * check-out for the unit's 2 hours, done by the 16:00 check-in.
 */
const window = (days: number) => ({
  scheduledStart: zonedTime(isoDay(days, ZONE), 11, ZONE),
  scheduledEnd: zonedTime(isoDay(days, ZONE), 13, ZONE),
  readyBy: zonedTime(isoDay(days, ZONE), 16, ZONE),
});

const STAYS: Stay[] = [
  { uid: "a1", checkin: 3, checkout: 6 },
  { uid: "a2", checkin: 6, checkout: 9 },
  { uid: "a3", checkin: 12, checkout: 15 },
];

describe("syncCalendar: an Airbnb feed", () => {
  it("books one Airbnb Turnover per reservation on its checkout day for the unit's duration, done by the next check-in; skips blocks, marks a same-day turnover and sums it up", async () => {
    const { calendarId, unitId, clientId } = await unitWithFeed(airbnbFeed(STAYS, ZONE, [{ uid: "b1", checkin: 20, checkout: 23 }]));

    expect(await sync(calendarId)).toEqual({ status: "synced", eventsFound: 4, created: 3, moved: 0, canceled: 0, error: null });

    const made = await jobsOf(calendarId);
    expect(made.map((job) => job.calendarEventKey)).toEqual(["a1@airbnb.com", "a2@airbnb.com", "a3@airbnb.com"]);
    for (const [index, job] of made.entries()) {
      expect(job).toMatchObject({
        clientId,
        unitId,
        status: "Posted",
        type: "Airbnb Turnover",
        address: "1 Harbor Way, Boston, MA 02110",
        city: "Boston",
        calendarLabel: "Airbnb",
        calendarOverridden: false,
        durationHours: "2.0",
        sqFt: null,
        bedrooms: null,
        specialInstructions: null,
        planUsage: "none",
        basePriceCents: 12_000,
        clientPriceCents: 12_000,
        cleanerPayoutCents: 6_600,
        ...window([6, 9, 15][index] ?? 0),
      });
      // Open to cleaners as a booking is: the claim window closes before the start.
      expect(job.claimWindowEnds?.getTime()).toBeLessThanOrEqual(job.scheduledStart.getTime());
    }
    // a1 checks out the day a2 checks in.
    expect(made.map((job) => job.sameDayTurnover)).toEqual([true, false, false]);

    expect(await feedRow(calendarId)).toMatchObject({
      eventsFound: 4,
      jobsCreated: 3,
      lastError: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
    expect((await feedRow(calendarId))?.lastSuccessAt).not.toBeNull();
    expect((await feedRow(calendarId))?.lastSyncSummary).toEqual({ created: 3, moved: 0, canceled: 0, skippedBlocks: 1, skippedPast: 0 });
  });

  it("leaves a turnover made before as it was (its window as its length, its end as its deadline) while its stay stays put", async () => {
    const { calendarId } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    const [first] = await jobsOf(calendarId);
    // Migration 0026 gave such a job its end as its deadline (decision 064).
    const old = { scheduledEnd: zonedTime(isoDay(6, ZONE), 16, ZONE), durationHours: "5.0" };
    await t.db.update(jobs).set(old).where(eq(jobs.jobId, first!.jobId));
    await resyncUnitCalendars(t.db, (await feedRow(calendarId))!.unitId);

    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 0, moved: 0, canceled: 0 });
    expect((await jobsOf(calendarId))[0]).toMatchObject({ jobId: first!.jobId, ...old, readyBy: window(6).readyBy });
  });

  it("creates nothing and writes no job row on a second sync of the same feed, whether it answers 200 or 304", async () => {
    const { calendarId, path } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    const versions = async () =>
      (await t.db.execute<{ xmin: string }>(sql`SELECT xmin::text FROM jobs WHERE calendar_id = ${calendarId} ORDER BY job_id`)).rows;
    const before = await versions();

    // The server answers 304 to the ETag the first sync stored.
    expect(await sync(calendarId)).toEqual({ status: "unchanged", eventsFound: 3, created: 0, moved: 0, canceled: 0, error: null });
    expect(feeds.requests(path).lastHeaders?.["if-none-match"]).toBeTruthy();

    // The same body again without validators: a full read, nothing to do.
    feeds.serve(path, (_request, response) => response.writeHead(200, { "Content-Type": "text/calendar" }).end(airbnbFeed(STAYS, ZONE)));
    expect(await sync(calendarId)).toEqual({ status: "synced", eventsFound: 3, created: 0, moved: 0, canceled: 0, error: null });

    expect(await versions()).toEqual(before);
    expect(await jobsOf(calendarId)).toHaveLength(3);
    expect((await feedRow(calendarId))?.jobsCreated).toBe(3);
  });

  it("moves a Posted job when its reservation's dates change, and tells the client", async () => {
    const { calendarId, path, account } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    feeds.serve(path, airbnbFeed([STAYS[0]!, STAYS[1]!, { uid: "a3", checkin: 12, checkout: 16 }], ZONE));

    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 0, moved: 1, canceled: 0 });
    const moved = (await jobsOf(calendarId)).find((job) => job.calendarEventKey === "a3@airbnb.com");
    expect(moved).toMatchObject({ status: "Posted", ...window(16) });
    expect(await jobsOf(calendarId)).toHaveLength(3);
    expect((await feedRow(calendarId))?.lastSyncSummary).toEqual({ created: 0, moved: 1, canceled: 0, skippedBlocks: 0, skippedPast: 0 });
    const [told] = await outboxTo(t.db, account.email);
    expect(told?.body).toContain("The reservation changed on the Airbnb calendar");
  });

  it("keeps the cleaner on a moved job when they are free then, and puts it back on the board when they are not", async () => {
    const { calendarId, path, clientId, account } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    const [first, , third] = await jobsOf(calendarId);
    const free = await insertCleaner(t, "Free Cleaner");
    const busy = await insertCleaner(t, "Busy Cleaner");
    for (const [job, cleaner] of [
      [first, free],
      [third, busy],
    ] as const) {
      await t.db.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, job!.jobId));
      await t.db.insert(jobAssignments).values({ jobId: job!.jobId, cleanerId: cleaner.cleanerId, status: "Assigned" });
    }
    // The busy cleaner has another job where a3's new checkout day falls.
    await insertJob(t.db, {
      clientId,
      cleanerId: busy.cleanerId,
      status: "Assigned",
      scheduledStart: zonedTime(isoDay(17, ZONE), 10, ZONE),
      durationHours: 4,
    });

    feeds.serve(path, airbnbFeed([{ uid: "a1", checkin: 3, checkout: 5 }, STAYS[1]!, { uid: "a3", checkin: 12, checkout: 17 }], ZONE));
    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 0, moved: 2, canceled: 0 });

    const after = await jobsOf(calendarId);
    const byKey = (key: string) => after.find((job) => job.calendarEventKey === key);
    expect(byKey("a1@airbnb.com")).toMatchObject({ status: "Assigned", ...window(5) });
    expect(byKey("a3@airbnb.com")).toMatchObject({ status: "Posted", ...window(17) });
    const [toFree] = await outboxTo(t.db, free.account.email);
    expect(toFree?.body).toContain("so it stays yours");
    const [toBusy] = await outboxTo(t.db, busy.account.email);
    expect(toBusy?.subject).toContain("You are no longer on the Airbnb Turnover");
    const toClient = (await outboxTo(t.db, account.email)).map((email) => email.body).join("\n");
    expect(toClient).toContain("Your cleaner is free then and keeps it.");
    expect(toClient).toContain("Your cleaner is not free then");
  });

  it("cancels the job of a reservation gone from the feed, emails its client and cleaner, and frees its key", async () => {
    const { calendarId, path, account } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    const gone = (await jobsOf(calendarId)).find((job) => job.calendarEventKey === "a2@airbnb.com")!;
    const cleaner = await insertCleaner(t, "Cleaner Of A2");
    await t.db.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, gone.jobId));
    await t.db.insert(jobAssignments).values({ jobId: gone.jobId, cleanerId: cleaner.cleanerId, status: "Assigned" });
    const mailBefore = (await outboxTo(t.db, account.email)).length;

    feeds.serve(path, airbnbFeed([STAYS[0]!, STAYS[2]!], ZONE));
    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 0, moved: 0, canceled: 1, eventsFound: 2 });
    expect((await feedRow(calendarId))?.lastSyncSummary).toMatchObject({ created: 0, moved: 0, canceled: 1 });
    const [canceled] = await t.db.select().from(jobs).where(eq(jobs.jobId, gone.jobId));
    expect(canceled).toMatchObject({ status: "Canceled", calendarEventKey: null });
    const clientMail = await outboxTo(t.db, account.email);
    expect(clientMail.length).toBeGreaterThan(mailBefore);
    expect(clientMail.some((email) => email.body.includes("Airbnb calendar"))).toBe(true);
    expect((await outboxTo(t.db, cleaner.account.email)).some((email) => email.body.includes("Airbnb calendar"))).toBe(true);

    // The stay comes back: a new job, the key free for it.
    feeds.serve(path, airbnbFeed(STAYS, ZONE));
    expect(await sync(calendarId)).toMatchObject({ created: 1, canceled: 0 });
    const live = (await jobsOf(calendarId)).filter((job) => job.status !== "Canceled");
    expect(live.map((job) => job.calendarEventKey)).toEqual(["a1@airbnb.com", "a2@airbnb.com", "a3@airbnb.com"]);
    expect((await feedRow(calendarId))?.jobsCreated).toBe(4);
  });

  it("leaves a job changed by hand where it is, and does not book again a turnover the client canceled", async () => {
    const { calendarId, path } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await sync(calendarId);
    const [first, second] = await jobsOf(calendarId);
    await t.db.update(jobs).set({ calendarOverridden: true }).where(eq(jobs.jobId, first!.jobId));
    await t.db.update(jobs).set({ calendarOverridden: true, status: "Canceled" }).where(eq(jobs.jobId, second!.jobId));

    feeds.serve(path, airbnbFeed([{ uid: "a1", checkin: 3, checkout: 7 }, STAYS[1]!], ZONE));
    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 0, moved: 0, canceled: 1 });
    const after = await jobsOf(calendarId);
    expect(after.find((job) => job.jobId === first!.jobId)).toMatchObject({ status: "Posted", ...window(6) });
    expect(after.find((job) => job.jobId === second!.jobId)).toMatchObject({ status: "Canceled", calendarEventKey: "a2@airbnb.com" });
    expect(after.filter((job) => job.status !== "Canceled")).toHaveLength(1);
  });

  it("skips a stay whose cleaning would already have started, and one beyond the booking limit, without failing", async () => {
    const { calendarId } = await unitWithFeed(
      airbnbFeed(
        [
          { uid: "past", checkin: -5, checkout: -1 },
          { uid: "far", checkin: 400, checkout: 404 },
          { uid: "soon", checkin: 1, checkout: 4 },
        ],
        ZONE,
      ),
    );
    expect(await sync(calendarId)).toMatchObject({ status: "synced", eventsFound: 3, created: 1 });
    expect((await jobsOf(calendarId)).map((job) => job.calendarEventKey)).toEqual(["soon@airbnb.com"]);
    // The past stay is said to be skipped; the one beyond the limit waits for a later sync.
    expect((await feedRow(calendarId))?.lastSyncSummary).toEqual({ created: 1, moved: 0, canceled: 0, skippedBlocks: 0, skippedPast: 1 });
  });
});

describe("syncCalendar: like a booking", () => {
  it("counts turnovers against the plan covering the unit: included cleans first, then additional usage at the plan's fee", async () => {
    const { calendarId, clientId } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2, usedCleans: 0, extraCleanFeeCents: 7_500 });

    expect(await sync(calendarId)).toMatchObject({ created: 3 });
    const made = await jobsOf(calendarId);
    expect(made.map((job) => [job.planUsage, job.clientPriceCents, job.subscriptionId])).toEqual([
      ["included", 12_000, plan.subscriptionId],
      ["included", 12_000, plan.subscriptionId],
      // decision 010: the fee plus the type's difference to a Standard Clean.
      ["additional", 9_500, plan.subscriptionId],
    ]);
    const [used] = await t.db
      .execute<{ used_cleans: number }>(sql`SELECT used_cleans FROM subscriptions WHERE subscription_id = ${plan.subscriptionId}`)
      .then((result) => result.rows);
    expect(used?.used_cleans).toBe(2);
  });

  it("books the unit's own turnover type, duration and times, on check-in day when the unit says so", async () => {
    const { calendarId, unitId } = await unitWithFeed(airbnbFeed([{ uid: "c1", checkin: 10, checkout: 12 }], ZONE));
    await t.db
      .update(clientUnits)
      .set({ turnoverDay: "checkin", turnoverType: "Deep Clean", turnoverDurationHours: "4", checkoutTime: "10:00", checkinTime: "15:00" })
      .where(eq(clientUnits.unitId, unitId));
    await sync(calendarId);
    const [job] = await jobsOf(calendarId);
    expect(job).toMatchObject({
      type: "Deep Clean",
      basePriceCents: 15_000,
      durationHours: "4.0",
      scheduledStart: zonedTime(isoDay(10, ZONE), 10, ZONE),
      scheduledEnd: new Date(zonedTime(isoDay(10, ZONE), 10, ZONE).getTime() + 4 * HOUR),
      readyBy: zonedTime(isoDay(10, ZONE), 15, ZONE),
    });
  });

  it("cuts a duration longer than the window to end at the next check-in", async () => {
    const { calendarId, unitId } = await unitWithFeed(airbnbFeed([{ uid: "c2", checkin: 10, checkout: 12 }], ZONE));
    await t.db.update(clientUnits).set({ turnoverDurationHours: "8" }).where(eq(clientUnits.unitId, unitId));
    await sync(calendarId);
    expect(await jobsOf(calendarId)).toMatchObject([
      {
        durationHours: "5.0",
        scheduledStart: zonedTime(isoDay(12, ZONE), 11, ZONE),
        scheduledEnd: zonedTime(isoDay(12, ZONE), 16, ZONE),
        readyBy: zonedTime(isoDay(12, ZONE), 16, ZONE),
      },
    ]);
  });

  it("applies new turnover settings when saved, and the next sync reads the whole feed and finds them applied", async () => {
    const { calendarId, unitId, account, path } = await unitWithFeed(airbnbFeed([{ uid: "s1", checkin: 10, checkout: 12 }], ZONE));
    await sync(calendarId);
    const response = await account.browser.api.client.units[":unitId"]["turnover-settings"].$put({
      param: { unitId },
      json: {
        turnoverDay: "checkout",
        turnoverType: "Airbnb Turnover",
        durationHours: 2,
        checkoutTime: "10:00",
        checkinTime: "15:00",
        timeZone: null,
        ignoreBlocks: true,
      },
    });
    expect(response.status).toBe(200);
    expect((await feedRow(calendarId))?.nextSyncAt.getTime()).toBeLessThanOrEqual(Date.now());

    const retimed = [
      {
        scheduledStart: zonedTime(isoDay(12, ZONE), 10, ZONE),
        scheduledEnd: zonedTime(isoDay(12, ZONE), 12, ZONE),
        readyBy: zonedTime(isoDay(12, ZONE), 15, ZONE),
      },
    ];
    expect(await jobsOf(calendarId)).toMatchObject(retimed);

    expect(await sync(calendarId)).toMatchObject({ status: "synced", moved: 0 });
    expect(feeds.requests(path).lastHeaders?.["if-none-match"]).toBeUndefined();
    expect(await jobsOf(calendarId)).toMatchObject(retimed);
  });

  it("changes nothing for an inactive unit or client, and says why", async () => {
    const { calendarId, unitId, clientId } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    await t.db.update(clientUnits).set({ isActive: false }).where(eq(clientUnits.unitId, unitId));
    const before = await feedRow(calendarId);
    expect(await sync(calendarId)).toEqual({
      status: "failed",
      eventsFound: null,
      created: 0,
      moved: 0,
      canceled: 0,
      error: "This unit is inactive",
    });
    expect(await jobsOf(calendarId)).toHaveLength(0);
    expect(await feedRow(calendarId)).toEqual(before);

    await t.db.update(clientUnits).set({ isActive: true }).where(eq(clientUnits.unitId, unitId));
    await t.db.update(clients).set({ status: "Inactive" }).where(eq(clients.clientId, clientId));
    expect(await sync(calendarId)).toMatchObject({ status: "failed", created: 0, error: "This account is inactive" });
    expect(await jobsOf(calendarId)).toHaveLength(0);
    expect(await feedRow(calendarId)).toEqual(before);
  });
});

describe("syncCalendar: VRBO and Booking.com shapes", () => {
  it("books VRBO's 'Reserved - <guest>' stays and skips its blocked dates", async () => {
    const { calendarId } = await unitWithFeed(
      vrboFeed(
        [
          { uid: "v1", checkin: 2, checkout: 5 },
          { uid: "v2", checkin: 8, checkout: 11, summary: "Blocked" },
        ],
        ZONE,
      ),
      "VRBO",
    );
    expect(await sync(calendarId)).toMatchObject({ status: "synced", eventsFound: 2, created: 1 });
    expect(await jobsOf(calendarId)).toMatchObject([{ calendarEventKey: "v1@vrbo.com", calendarLabel: "VRBO", ...window(5) }]);
  });

  it("takes Booking.com's 'CLOSED - Not available' nights as stays only when the unit does not ignore blocks", async () => {
    const { calendarId, unitId } = await unitWithFeed(bookingComFeed([{ uid: "k1", checkin: 2, checkout: 4 }], ZONE), "Booking.com");
    expect(await sync(calendarId)).toMatchObject({ status: "synced", eventsFound: 1, created: 0 });
    await t.db.update(clientUnits).set({ ignoreBlocks: false }).where(eq(clientUnits.unitId, unitId));
    await resyncUnitCalendars(t.db, unitId);
    expect(await sync(calendarId)).toMatchObject({ status: "synced", created: 1 });
    expect(await jobsOf(calendarId)).toMatchObject([{ calendarEventKey: "k1@booking.com", ...window(4) }]);
  });
});

describe("syncCalendar: another feed's jobs", () => {
  it("never touches jobs of another feed or booked by hand on the same unit", async () => {
    const { calendarId, clientId, unitId, path } = await unitWithFeed(airbnbFeed(STAYS, ZONE));
    const byHand = await insertJob(t.db, { clientId, unitId, daysFromNow: 6 });
    await sync(calendarId);
    feeds.serve(path, airbnbFeed([], ZONE, [{ uid: "b", checkin: 1, checkout: 2 }]));
    expect(await sync(calendarId)).toMatchObject({ canceled: 3 });
    const [kept] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.jobId, byHand.jobId), eq(jobs.status, "Posted")));
    expect(kept).toBeDefined();
  });
});
