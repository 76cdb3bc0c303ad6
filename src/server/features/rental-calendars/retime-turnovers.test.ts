// docs/decisions/065: saving a unit's turnover settings re-times its future turnovers at once, with
// one summary email to the client and not one "The reservation changed" per job; a cleaner whose
// job moved hears about their own job.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { zonedTime } from "../../../shared/domain/booking";
import { timeInZone } from "../../../shared/domain/zone-format";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { outboxTo } from "../../test/application-fixtures";
import { clientWithUnit, insertCleaner, ZONE } from "../../test/fixtures";
import { createTestApp, jsonOf } from "../../test/harness";
import { syncCalendar } from "./sync.service";
import { airbnbFeed, insertFeed, isoDay, startFeedServer } from "./sync-fixtures";

const t = await createTestApp();
const feeds = await startFeedServer();
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const SETTINGS = {
  turnoverDay: "checkout",
  turnoverType: "Airbnb Turnover",
  durationHours: 3,
  checkoutTime: "10:00",
  checkinTime: "15:00",
  timeZone: null,
  ignoreBlocks: true,
} as const;

describe("saving turnover settings", () => {
  it("re-times the unit's future turnovers to the new times and length, with one summary email instead of one per job", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    feeds.serve(
      "/retime.ics",
      airbnbFeed(
        [
          { uid: "r1", checkin: 3, checkout: 6 },
          { uid: "r2", checkin: 8, checkout: 10 },
          { uid: "r3", checkin: 12, checkout: 15 },
          { uid: "r4", checkin: 16, checkout: 18 },
        ],
        ZONE,
      ),
    );
    const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url("/retime.ics"), label: "Airbnb" });
    expect(await syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)).toMatchObject({ created: 4 });
    const made = await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId)).orderBy(jobs.scheduledStart);
    // r2's cleaner keeps it (free then); r4 was changed by hand and stays where it is.
    const cleaner = await insertCleaner(t, "Retimed Cleaner");
    await t.db.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, made[1]!.jobId));
    await t.db.insert(jobAssignments).values({ jobId: made[1]!.jobId, cleanerId: cleaner.cleanerId, status: "Assigned" });
    await t.db.update(jobs).set({ calendarOverridden: true }).where(eq(jobs.jobId, made[3]!.jobId));
    const clientMailBefore = (await outboxTo(t.db, account.email)).length;

    const response = await account.browser.api.client.units[":unitId"]["turnover-settings"].$put({ param: { unitId }, json: SETTINGS });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).retimed).toBe(3);

    const after = await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId)).orderBy(jobs.scheduledStart);
    expect(after.map((job) => [job.scheduledStart, job.scheduledEnd, job.readyBy, job.durationHours, job.status])).toEqual([
      ...[6, 10, 15].map((day, index) => [
        zonedTime(isoDay(day, ZONE), 10, ZONE),
        zonedTime(isoDay(day, ZONE), 13, ZONE),
        zonedTime(isoDay(day, ZONE), 15, ZONE),
        "3.0",
        index === 1 ? "Assigned" : "Posted",
      ]),
      [made[3]!.scheduledStart, made[3]!.scheduledEnd, made[3]!.readyBy, "2.0", "Posted"],
    ]);

    const clientMail = (await outboxTo(t.db, account.email)).slice(0, -clientMailBefore || undefined);
    expect(clientMail.map((email) => email.kind)).toEqual(["turnovers-retimed"]);
    const tenAm = timeInZone(after[0]!.scheduledStart, ZONE, null);
    expect(tenAm).toMatch(/^10:00 AM E[SD]T$/);
    expect(clientMail[0]?.subject).toContain(`3 turnovers re-timed to ${tenAm}`);
    expect(clientMail[0]?.body).toContain("No reservation changed.");
    expect(clientMail[0]?.body).not.toContain("The reservation changed");

    const [toCleaner] = await outboxTo(t.db, cleaner.account.email);
    expect(toCleaner).toMatchObject({ kind: "settings-moved-cleaner" });
    expect(toCleaner?.body).toContain("The host changed the turnover times");
    expect(toCleaner?.body).toContain("so it stays yours");

    // Saving the same settings again re-times nothing and sends nothing; the sync after finds them applied.
    const mailCount = (await outboxTo(t.db, account.email)).length;
    expect(
      (await account.browser.api.client.units[":unitId"]["turnover-settings"].$put({ param: { unitId }, json: SETTINGS })).status,
    ).toBe(200);
    expect(await outboxTo(t.db, account.email)).toHaveLength(mailCount);
    expect(await syncCalendar({ db: t.db, publicUrl: t.env.publicUrl, allowPrivate: true }, feed.calendarId)).toMatchObject({
      status: "synced",
      created: 0,
      moved: 0,
      canceled: 0,
    });
  });
});
