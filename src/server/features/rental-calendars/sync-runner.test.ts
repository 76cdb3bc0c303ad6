// docs/decisions/054: the runner's calendar-sync task claims each due feed once per period, skips
// feeds of inactive units, and syncs the rest.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BACKGROUND_TASKS, calendarSync } from "../../background/tasks";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { clientWithUnit, ZONE } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { airbnbFeed, insertFeed, startFeedServer } from "./sync-fixtures";
import { claimDueCalendars, syncDueCalendars } from "./sync-runner";

const t = await createTestApp();
const feeds = await startFeedServer();
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const MINUTE = 60_000;

/** Nothing else in this test database is due: feeds of earlier tests are pushed a day on. */
const settleOthers = () => t.db.update(unitCalendars).set({ nextSyncAt: sql`now() + interval '1 day'` });

describe("the calendar-sync task", () => {
  it("is registered to look every minute, without a task lock (each feed is claimed on its own)", () => {
    expect(BACKGROUND_TASKS).toContain(calendarSync);
    expect(calendarSync).toMatchObject({ name: "calendar-sync", everyMs: MINUTE, exclusive: false });
  });

  it("claims a due feed once per period, new feeds at once, inactive units' feeds as inactive", async () => {
    await settleOthers();
    const active = await clientWithUnit(t);
    const inactive = await clientWithUnit(t, { isActive: false });
    const due = await insertFeed(t.db, { unitId: active.unitId, clientId: active.clientId, url: feeds.url("/claim-a.ics") });
    const off = await insertFeed(t.db, { unitId: inactive.unitId, clientId: inactive.clientId, url: feeds.url("/claim-b.ics") });

    const claimed = await claimDueCalendars(t.db, 15 * MINUTE);
    expect(claimed).toEqual(
      expect.arrayContaining([
        { calendarId: due.calendarId, active: true },
        { calendarId: off.calendarId, active: false },
      ]),
    );
    expect(claimed).toHaveLength(2);
    expect(await claimDueCalendars(t.db, 15 * MINUTE)).toEqual([]);
    const [row] = await t.db.select().from(unitCalendars).where(eq(unitCalendars.calendarId, due.calendarId));
    expect(row!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 14 * MINUTE);
  });

  it("lets clients take turns: each one's longest-due feed first, however many another has due", async () => {
    await settleOthers();
    const busy = await clientWithUnit(t);
    const quiet = await clientWithUnit(t);
    const add = async (owner: typeof busy, name: string, dueMinutesAgo: number) => {
      const feed = await insertFeed(t.db, {
        unitId: owner.unitId,
        clientId: owner.clientId,
        url: feeds.url(`/turns-${name}.ics`),
        // One label per unit (docs/decisions/064).
        label: `Feed ${name}`,
      });
      await t.db
        .update(unitCalendars)
        .set({ nextSyncAt: new Date(Date.now() - dueMinutesAgo * MINUTE) })
        .where(eq(unitCalendars.calendarId, feed.calendarId));
      return feed.calendarId;
    };
    // The busy client's six feeds are all longer due than the quiet client's two.
    const busyFeeds = [];
    for (let n = 0; n < 6; n++) busyFeeds.push(await add(busy, `busy-${n}`, 60 - n));
    const quietFeeds = [await add(quiet, "quiet-0", 10), await add(quiet, "quiet-1", 5)];

    const claimed = (await claimDueCalendars(t.db, 15 * MINUTE, 4)).map((feed) => feed.calendarId);
    expect(claimed.sort()).toEqual([busyFeeds[0], busyFeeds[1], ...quietFeeds].sort());
    const rest = (await claimDueCalendars(t.db, 15 * MINUTE, 10)).map((feed) => feed.calendarId);
    expect(rest.sort()).toEqual(busyFeeds.slice(2).sort());
  });

  it("syncs every due feed of an active unit, and only those", async () => {
    await settleOthers();
    const host = await clientWithUnit(t);
    const idle = await clientWithUnit(t);
    await t.db.update(clientUnits).set({ isActive: false }).where(eq(clientUnits.unitId, idle.unitId));
    feeds.serve("/runner-a.ics", airbnbFeed([{ uid: "r1", checkin: 2, checkout: 4 }], ZONE));
    feeds.serve("/runner-b.ics", airbnbFeed([{ uid: "r2", checkin: 2, checkout: 4 }], ZONE));
    const a = await insertFeed(t.db, { unitId: host.unitId, clientId: host.clientId, url: feeds.url("/runner-a.ics") });
    const b = await insertFeed(t.db, { unitId: idle.unitId, clientId: idle.clientId, url: feeds.url("/runner-b.ics") });

    const totals = await syncDueCalendars({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true, syncEveryMs: 15 * MINUTE });
    expect(totals).toEqual({ synced: 1, failed: 0 });
    const made = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.calendarId, [a.calendarId, b.calendarId]));
    expect(made.map((job) => job.calendarEventKey)).toEqual(["r1@airbnb.com"]);
    expect(feeds.requests("/runner-b.ics").count).toBe(0);
  });
});
