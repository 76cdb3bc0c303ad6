// docs/decisions/065 and 068: a turnover-settings save that re-times a unit's turnovers tells its
// client once for them all (the cleaner on one hears of their own job); a feed failing three syncs
// in a row tells its client once per run of failures, with the email, unless they turned email off.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { zonedTime } from "../../../shared/domain/booking";
import type { TurnoverSettings } from "../../../shared/domain/turnovers";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertCleaner, insertJob, insertUnitCalendar, ZONE } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN } from "../../test/harness";
import { emailsOfKind, noticesOf, turnEmailOff } from "../../test/notice-fixtures";
import { retimeUnitTurnovers } from "./retime-turnovers";
import { recordFailure } from "./sync-failure";

const t = await createTestApp();
afterAll(() => t.close());

const BEFORE: TurnoverSettings = {
  turnoverDay: "checkout",
  turnoverType: "Airbnb Turnover",
  durationHours: 2,
  checkoutTime: "11:00",
  checkinTime: "16:00",
  timeZone: ZONE,
  ignoreBlocks: true,
};

describe("turnovers re-timed by their settings", () => {
  it("tells the client once for all of them, and the cleaner on one of its own job", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const calendar = await insertUnitCalendar(t.db, { unitId, clientId });
    const cleaner = await insertCleaner(t, "Rene Retimed");
    const made = [];
    for (const [index, day] of ["2031-01-10", "2031-01-17"].entries()) {
      const job = await insertJob(t.db, {
        clientId,
        unitId,
        type: "Airbnb Turnover",
        address: "1 Harbor Way, Boston, MA 02110",
        scheduledStart: zonedTime(day, 11, ZONE),
        durationHours: 2,
        ...(index === 1 ? { status: "Assigned" as const, cleanerId: cleaner.cleanerId } : {}),
      });
      await t.db
        .update(jobs)
        .set({
          calendarId: calendar.calendarId,
          calendarEventKey: `retime-${day}`,
          calendarLabel: "Airbnb",
          readyBy: zonedTime(day, 16, ZONE),
        })
        .where(eq(jobs.jobId, job.jobId));
      made.push(job);
    }
    const now = new Date();
    const retimed = await t.db.transaction((tx) =>
      retimeUnitTurnovers(tx, {
        clientId,
        unitId,
        unitLabel: "Harbor Flat",
        before: BEFORE,
        after: { ...BEFORE, checkoutTime: "10:00" },
        now,
        publicUrl: TEST_ORIGIN,
      }),
    );
    expect(retimed).toBe(2);

    const [summary, ...more] = await noticesOf(t.db, account.userId);
    expect(more).toEqual([]);
    expect(summary).toMatchObject({
      event: "job.moved",
      title: "2 turnovers re-timed to 10:00 AM EST",
      body: "Harbor Flat: its upcoming turnovers follow your new turnover settings. No reservation changed.",
      link: "/client/upcoming",
      jobId: null,
      dedupeKey: `job.moved:unit:${unitId}:${now.toISOString()}`,
    });
    expect((await emailsOfKind(t.db, account.email, "turnovers-retimed")).map((email) => email.notificationId)).toEqual([summary!.id]);

    const [toCleaner, ...moreToCleaner] = await noticesOf(t.db, cleaner.userId);
    expect(moreToCleaner).toEqual([]);
    expect(toCleaner).toMatchObject({
      event: "job.moved",
      jobId: made[1]!.jobId,
      body: "Now Fri, Jan 17, 10:00 AM EST (was Fri, Jan 17, 11:00 AM EST). You are free then, so it stays yours.",
    });
    expect((await emailsOfKind(t.db, cleaner.email, "settings-moved-cleaner")).map((email) => email.notificationId)).toEqual([
      toCleaner!.id,
    ]);
  });
});

describe("calendar.failing", () => {
  async function failingFeed() {
    const unit = await clientWithUnit(t);
    const calendar = await insertUnitCalendar(t.db, { unitId: unit.unitId, clientId: unit.clientId, label: "Vrbo" });
    const fail = (now: Date) =>
      recordFailure(
        { deps: { db: t.db, publicUrl: TEST_ORIGIN, allowPrivate: false }, calendarId: calendar.calendarId, now },
        "The address answered 500",
      );
    return { ...unit, calendar, fail };
  }

  it("tells the client once, at the third failure in a row, linking the unit's calendars", async () => {
    const { account, unitId, calendar, fail } = await failingFeed();
    const start = Date.now();
    await fail(new Date(start));
    await fail(new Date(start + 60_000));
    expect(await noticesOf(t.db, account.userId)).toEqual([]);
    await fail(new Date(start + 120_000));
    await fail(new Date(start + 180_000));

    const [notice, ...more] = await noticesOf(t.db, account.userId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      event: "calendar.failing",
      title: "The Vrbo calendar stopped syncing",
      link: `/client/units?calendars=${unitId}`,
      dedupeKey: `calendar.failing:${calendar.calendarId}:${new Date(start).toISOString()}`,
    });
    expect((await emailsOfKind(t.db, account.email, "calendar-failing")).map((email) => email.notificationId)).toEqual([notice!.id]);
  });

  it("tells a client who turned email off for calendars in the app alone", async () => {
    const { account, fail } = await failingFeed();
    await turnEmailOff(t.db, account.userId, "calendars");
    const start = Date.now();
    for (let run = 0; run < 3; run++) await fail(new Date(start + run * 60_000));
    expect((await noticesOf(t.db, account.userId)).map((notice) => notice.event)).toEqual(["calendar.failing"]);
    expect(await emailsOfKind(t.db, account.email, "calendar-failing")).toEqual([]);
  });
});
