// docs/decisions/054: a stay whose dates changed moves its turnover (the cleaner keeps it only when
// still free then), a stay gone cancels it (its key freed); client and cleaner are emailed; a job
// started, changed by hand or already at those times is left as it is.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../../shared/domain/booking";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { cleanerTimeOff } from "../../db/schema/schedule";
import { insertCleaner, insertJob, insertSubscription, type JobFixture, insertUnitCalendar, clientWithUnit } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN, type TestAccount } from "../../test/harness";
import { cancelFromCalendar } from "./cancel-from-calendar";
import { rescheduleJob } from "./reschedule-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADDRESS = "1 Harbor Way, Boston, MA 02110";
let client: TestAccount;
let clientId: string;
let unitId: string;
let calendarId: string;
beforeAll(async () => {
  ({ account: client, clientId, unitId } = await clientWithUnit(t));
  calendarId = (await insertUnitCalendar(t.db, { unitId, clientId })).calendarId;
});

let keys = 0;
async function turnover(fixture: Partial<JobFixture> & { overridden?: boolean } = {}) {
  const { overridden = false, ...rest } = fixture;
  const job = await insertJob(t.db, { clientId, unitId, address: ADDRESS, type: "Airbnb Turnover", durationHours: 5, ...rest });
  const key = `uid-${++keys}@airbnb.com`;
  await t.db
    .update(jobs)
    .set({ calendarId, calendarEventKey: key, calendarLabel: "Airbnb", calendarOverridden: overridden })
    .where(eq(jobs.jobId, job.jobId));
  return { ...job, key };
}

const stored = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;
const cleanerOf = async (jobId: string) =>
  (await t.db.select({ cleanerId: jobAssignments.cleanerId }).from(jobAssignments).where(eq(jobAssignments.jobId, jobId)))[0]?.cleanerId ??
  null;
const emails = (to: string, kind: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, to.toLowerCase()), eq(notificationOutbox.kind, kind)));
const clientEmails = async (kind: string, jobAddress = ADDRESS) =>
  (await emails(client.email, kind)).filter((email) => email.body.includes(jobAddress));

/** The job moved a day later, same length. */
const dayLater = (job: { scheduledStart: Date }, now = new Date()) => {
  const start = new Date(job.scheduledStart.getTime() + DAY);
  return {
    start,
    end: new Date(start.getTime() + 5 * HOUR),
    readyBy: new Date(start.getTime() + 6 * HOUR) as Date | null,
    durationHours: 5,
    sameDayTurnover: true,
    calendarLabel: "Airbnb",
    cause: "calendar" as const,
    now,
    publicUrl: TEST_ORIGIN,
  };
};
const move = (jobId: string, to: ReturnType<typeof dayLater>) => t.db.transaction((tx) => rescheduleJob(tx, jobId, to));
const cancel = (jobId: string, now = new Date()) =>
  t.db.transaction((tx) => cancelFromCalendar(tx, jobId, { calendarLabel: "Airbnb", now, publicUrl: TEST_ORIGIN }));

describe("a stay whose dates changed (rescheduleJob)", () => {
  it("moves a Posted job to the new times, with a claim window that ends by the new start, and tells the client", async () => {
    const now = new Date();
    // Its window had closed: a fresh one, as a booking's.
    const job = await turnover({ scheduledStart: new Date(now.getTime() + 2 * DAY), claimWindowEnds: new Date(now.getTime() - HOUR) });
    const to = dayLater(job, now);
    expect(await move(job.jobId, to)).toEqual({ moved: true, cleanerKept: null });
    const after = await stored(job.jobId);
    expect(after).toMatchObject({
      status: "Posted",
      scheduledStart: to.start,
      scheduledEnd: to.end,
      readyBy: to.readyBy,
      sameDayTurnover: true,
      calendarOverridden: false,
    });
    expect(after.claimWindowEnds!.getTime()).toBeGreaterThan(now.getTime());
    expect(after.claimWindowEnds!.getTime()).toBeLessThanOrEqual(to.start.getTime());
    const [email] = await emails(client.email, "calendar-moved-client");
    expect(email?.subject).toMatch(/^Your cleaning moved to /);
    expect(email?.body).toContain("The reservation changed on the Airbnb calendar");

    // An open window stays, but never past the new, earlier start.
    const open = await turnover({ scheduledStart: new Date(now.getTime() + 3 * DAY), claimWindowEnds: new Date(now.getTime() + 2 * DAY) });
    const earlier = { ...dayLater(open, now), start: new Date(now.getTime() + DAY), end: new Date(now.getTime() + DAY + 5 * HOUR) };
    expect((await move(open.jobId, earlier)).moved).toBe(true);
    expect((await stored(open.jobId)).claimWindowEnds).toEqual(earlier.start);
  });

  it("an Assigned job stays with its cleaner when they are free then; both are told", async () => {
    const cleaner = await insertCleaner(t, "Kim Kept");
    const job = await turnover({ status: "Assigned", cleanerId: cleaner.cleanerId, daysFromNow: 5 });
    const to = dayLater(job);
    expect(await move(job.jobId, to)).toEqual({ moved: true, cleanerKept: true });
    expect(await stored(job.jobId)).toMatchObject({ status: "Assigned", scheduledStart: to.start });
    expect(await cleanerOf(job.jobId)).toBe(cleaner.cleanerId);
    const [told] = await emails(cleaner.email, "calendar-moved-cleaner");
    expect(told?.body).toContain("You are free then, so it stays yours");
    expect(
      (await emails(client.email, "calendar-moved-client")).some((email) => email.body.includes("Your cleaner is free then and keeps it.")),
    ).toBe(true);
  });

  it("goes back to the board when its cleaner has another job at the new time, or time off that day", async () => {
    const busy = await insertCleaner(t, "Bo Busy");
    const job = await turnover({ status: "Assigned", cleanerId: busy.cleanerId, daysFromNow: 6 });
    const to = dayLater(job);
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: busy.cleanerId, scheduledStart: new Date(to.start.getTime() + HOUR) });
    expect(await move(job.jobId, to)).toEqual({ moved: true, cleanerKept: false });
    const after = await stored(job.jobId);
    expect(after).toMatchObject({ status: "Posted", scheduledStart: to.start });
    expect(after.claimWindowEnds!.getTime()).toBeGreaterThan(Date.now());
    expect(await cleanerOf(job.jobId)).toBeNull();
    const [told] = await emails(busy.email, "calendar-moved-cleaner");
    expect(told?.subject).toMatch(/^You are no longer on the Airbnb Turnover: it moved to /);

    const away = await insertCleaner(t, "Al Away");
    const other = await turnover({ status: "Assigned", cleanerId: away.cleanerId, daysFromNow: 8 });
    const later = dayLater(other);
    const day = todayIn("America/New_York", later.start);
    await t.db.insert(cleanerTimeOff).values({ cleanerId: away.cleanerId, startDate: day, endDate: day });
    expect(await move(other.jobId, later)).toEqual({ moved: true, cleanerKept: false });
    expect((await stored(other.jobId)).status).toBe("Posted");
  });

  it("leaves a job started, In Progress, changed by hand, or already at those times", async () => {
    const cleaner = await insertCleaner(t, "Ivy Inprogress");
    const started = await turnover({ scheduledStart: new Date(Date.now() - HOUR) });
    const working = await turnover({ status: "In Progress", cleanerId: cleaner.cleanerId, daysFromNow: 2 });
    const byHand = await turnover({ overridden: true, daysFromNow: 3 });
    const same = await turnover({ daysFromNow: 4 });
    for (const job of [started, working, byHand]) {
      const before = await stored(job.jobId);
      expect(await move(job.jobId, dayLater(job))).toEqual({ moved: false, cleanerKept: null });
      expect(await stored(job.jobId)).toEqual(before);
    }
    const sameTimes = { ...dayLater(same), start: same.scheduledStart, end: same.scheduledEnd, readyBy: same.readyBy };
    expect((await move(same.jobId, sameTimes)).moved).toBe(false);
    expect(await emails(cleaner.email, "calendar-moved-cleaner")).toEqual([]);
  });
});

describe("a stay gone from the feed (cancelFromCalendar)", () => {
  it("cancels a Posted job, gives its plan clean back, frees its key and tells the client why", async () => {
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 2, usedCleans: 1 });
    const job = await turnover({
      daysFromNow: 9,
      planUsage: "included",
      subscriptionId: plan.subscriptionId,
      address: "9 Gone St, Boston, MA 02110",
    });
    expect(await cancel(job.jobId)).toBe(true);
    expect(await stored(job.jobId)).toMatchObject({ status: "Canceled", calendarEventKey: null, calendarId, calendarLabel: "Airbnb" });
    const [email] = await clientEmails("calendar-canceled-client", "9 Gone St");
    expect(email?.body).toContain("The reservation was removed from the Airbnb calendar.");
    expect(email?.body).toContain("The clean it took from your plan is yours again.");
  });

  it("cancels an Assigned job and tells its cleaner not to go", async () => {
    const cleaner = await insertCleaner(t, "Cy Canceled");
    const job = await turnover({ status: "Assigned", cleanerId: cleaner.cleanerId, daysFromNow: 10 });
    expect(await cancel(job.jobId)).toBe(true);
    expect((await stored(job.jobId)).status).toBe("Canceled");
    const [told] = await emails(cleaner.email, "calendar-canceled-cleaner");
    expect(told?.body).toContain("Please do not go");
    expect(told?.body).toContain("The reservation was removed from the Airbnb calendar.");
  });

  it("refuses quietly (false) a job started, In Progress, changed by hand or canceled already, changing nothing", async () => {
    const cleaner = await insertCleaner(t, "Pat Progress");
    const left = [
      await turnover({ scheduledStart: new Date(Date.now() - HOUR) }),
      await turnover({ status: "In Progress", cleanerId: cleaner.cleanerId, daysFromNow: 2 }),
      await turnover({ overridden: true, daysFromNow: 3 }),
      await turnover({ status: "Canceled", daysFromNow: 4 }),
    ];
    for (const job of left) {
      const before = await stored(job.jobId);
      expect(await cancel(job.jobId)).toBe(false);
      expect(await stored(job.jobId)).toEqual(before);
    }
    expect(await emails(cleaner.email, "calendar-canceled-cleaner")).toEqual([]);
  });
});
