// docs/decisions/054 and 068: a calendar's move or cancel of a turnover tells its client and the
// cleaner on it, once each per change and nobody else, with the email the sync always sent unless
// that person turned email off for job updates; three moves of one job within a minute leave as one
// push, "3 changes to …".
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergedSummary } from "../../../shared/domain/notifications";
import { jobs } from "../../db/schema/jobs";
import type { OutgoingSend } from "../notifications/channel-sender";
import { jobMergeLabel } from "../notifications/notice-words";
import { deliverDueSends } from "../../features/notifications/send-delivery";
import { clientWithUnit, insertCleaner, insertJob, insertUnitCalendar, type JobFixture } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN } from "../../test/harness";
import { emailsOfKind, givePushDevice, jobNoticesOf, pendingPushes, turnEmailOff } from "../../test/notice-fixtures";
import { cancelFromCalendar } from "./cancel-from-calendar";
import { rescheduleJob } from "./reschedule-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const ADDRESS = "1 Harbor Way, Boston, MA 02110";
let unit: Awaited<ReturnType<typeof clientWithUnit>>;
let calendarId: string;
let bystander: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  unit = await clientWithUnit(t);
  calendarId = (await insertUnitCalendar(t.db, { unitId: unit.unitId, clientId: unit.clientId })).calendarId;
  bystander = await insertCleaner(t, "Bea Bystander");
});

let keys = 0;
/** A turnover from the Airbnb feed, on Jan 10, 2031 at 10:00 AM in Boston unless said. */
async function turnover(fixture: Partial<JobFixture> = {}) {
  const job = await insertJob(t.db, {
    clientId: unit.clientId,
    unitId: unit.unitId,
    address: ADDRESS,
    type: "Airbnb Turnover",
    scheduledStart: new Date("2031-01-10T15:00:00Z"),
    durationHours: 3,
    ...fixture,
  });
  await t.db
    .update(jobs)
    .set({ calendarId, calendarEventKey: `notice-${++keys}@airbnb.com`, calendarLabel: "Airbnb" })
    .where(eq(jobs.jobId, job.jobId));
  return job;
}
const stored = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;

/** The stay's new dates: `hours` later, same length, told at `now`. */
const moveBy = (jobId: string, start: Date, hours: number, now = new Date()) => {
  const newStart = new Date(start.getTime() + hours * HOUR);
  return t.db.transaction((tx) =>
    rescheduleJob(tx, jobId, {
      start: newStart,
      end: new Date(newStart.getTime() + 3 * HOUR),
      readyBy: null,
      durationHours: 3,
      sameDayTurnover: false,
      calendarLabel: "Airbnb",
      cause: "calendar",
      now,
      publicUrl: TEST_ORIGIN,
    }),
  );
};
const cancel = (jobId: string, now = new Date()) =>
  t.db.transaction((tx) => cancelFromCalendar(tx, jobId, { calendarLabel: "Airbnb", now, publicUrl: TEST_ORIGIN }));

describe("job.moved by a calendar", () => {
  it("tells the client and the cleaner on it once each, in the job's zone, with their emails; nobody else", async () => {
    const cleaner = await insertCleaner(t, "Kim Keeper");
    const job = await turnover({ status: "Assigned", cleanerId: cleaner.cleanerId });
    expect(await moveBy(job.jobId, job.scheduledStart, 24)).toEqual({ moved: true, cleanerKept: true });

    const [toClient, ...moreToClient] = await jobNoticesOf(t.db, unit.account.userId, job.jobId);
    expect(moreToClient).toEqual([]);
    expect(toClient).toMatchObject({
      event: "job.moved",
      title: "Your turnover moved",
      body: "Now Sat, Jan 11, 10:00 AM EST (was Fri, Jan 10, 10:00 AM EST). The Airbnb calendar changed. Your cleaner keeps it.",
      link: "/client/upcoming",
    });
    const [toCleaner, ...moreToCleaner] = await jobNoticesOf(t.db, cleaner.userId, job.jobId);
    expect(moreToCleaner).toEqual([]);
    expect(toCleaner).toMatchObject({
      event: "job.moved",
      title: "Your turnover moved",
      body: "Now Sat, Jan 11, 10:00 AM EST (was Fri, Jan 10, 10:00 AM EST). You are free then, so it stays yours.",
      link: `/cleaner/assignments?job=${job.jobId}`,
    });
    expect(await jobNoticesOf(t.db, bystander.userId, job.jobId)).toEqual([]);

    const [clientEmail] = await emailsOfKind(t.db, unit.account.email, "calendar-moved-client");
    expect(clientEmail?.notificationId).toBe(toClient!.id);
    const [cleanerEmail] = await emailsOfKind(t.db, cleaner.email, "calendar-moved-cleaner");
    expect(cleanerEmail?.notificationId).toBe(toCleaner!.id);
  });

  it("tells a client who turned email off for job updates in the app alone", async () => {
    const other = await clientWithUnit(t);
    await turnEmailOff(t.db, other.account.userId, "jobUpdates");
    const job = await insertJob(t.db, {
      clientId: other.clientId,
      unitId: other.unitId,
      address: ADDRESS,
      type: "Airbnb Turnover",
      daysFromNow: 4,
    });
    await t.db
      .update(jobs)
      .set({ calendarId, calendarEventKey: `quiet-${++keys}`, calendarLabel: "Airbnb" })
      .where(eq(jobs.jobId, job.jobId));
    expect((await moveBy(job.jobId, job.scheduledStart, 2)).moved).toBe(true);
    expect((await jobNoticesOf(t.db, other.account.userId, job.jobId)).map((notice) => notice.event)).toEqual(["job.moved"]);
    expect(await emailsOfKind(t.db, other.account.email, "calendar-moved-client")).toEqual([]);
  });

  it("merges three moves of one job within a minute into one push: '3 changes to …'", async () => {
    await givePushDevice(t.db, unit.account.userId);
    const job = await turnover({ scheduledStart: new Date("2031-02-07T15:00:00Z") });
    const now = Date.now();
    await moveBy(job.jobId, job.scheduledStart, 1, new Date(now));
    await moveBy(job.jobId, job.scheduledStart, 2, new Date(now + 20_000));
    await moveBy(job.jobId, job.scheduledStart, 3, new Date(now + 40_000));

    const notices = await jobNoticesOf(t.db, unit.account.userId, job.jobId);
    expect(notices).toHaveLength(3);
    const pushes = (await pendingPushes(t.db, unit.account.userId)).filter((send) => send.mergeKey === `job:${job.jobId}`);
    expect(pushes).toHaveLength(1);
    const label = jobMergeLabel(await stored(job.jobId));
    expect(label).toBe("Fri, Feb 7, 1:00 PM EST turnover");
    expect(pushes[0]).toMatchObject({ mergeLabel: label });
    expect([...pushes[0]!.notificationIds].sort()).toEqual(notices.map((notice) => notice.id).sort());

    // A minute after the first move the burst leaves, as one.
    const sent: OutgoingSend[] = [];
    const push = { send: async (_db: unknown, message: OutgoingSend) => (sent.push(message), { status: "sent" as const }) };
    const text = { send: async () => ({ status: "skipped" as const, reason: "no phone" }) };
    await deliverDueSends({ db: t.db, senders: { push, text }, now: new Date(now + 61_000) });
    const ours = sent.filter((message) => message.sendId === pushes[0]!.id);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toBe(mergedSummary(3, label));
  });
});

describe("job.canceled by a calendar", () => {
  it("tells the client and the cleaner who had it once each, with their emails; nobody else", async () => {
    const cleaner = await insertCleaner(t, "Cody Canceled");
    const job = await turnover({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date("2031-03-07T15:00:00Z") });
    expect(await cancel(job.jobId)).toBe(true);

    const [toClient, ...moreToClient] = await jobNoticesOf(t.db, unit.account.userId, job.jobId);
    expect(moreToClient).toEqual([]);
    expect(toClient).toMatchObject({
      event: "job.canceled",
      title: "Your turnover is canceled",
      body: "Turnover on Fri, Mar 7, 10:00 AM EST: the reservation was removed from the Airbnb calendar. No cleaner will come.",
      link: "/client/history?tab=canceled",
    });
    const [toCleaner, ...moreToCleaner] = await jobNoticesOf(t.db, cleaner.userId, job.jobId);
    expect(moreToCleaner).toEqual([]);
    expect(toCleaner).toMatchObject({ event: "job.canceled", title: "Canceled: your turnover on Fri, Mar 7, 10:00 AM EST" });
    expect(await jobNoticesOf(t.db, bystander.userId, job.jobId)).toEqual([]);
    expect((await emailsOfKind(t.db, unit.account.email, "calendar-canceled-client")).map((email) => email.notificationId)).toContain(
      toClient!.id,
    );
    expect((await emailsOfKind(t.db, cleaner.email, "calendar-canceled-cleaner")).map((email) => email.notificationId)).toEqual([
      toCleaner!.id,
    ]);
  });

  it("tells a cleaner who turned email off for job updates in the app alone", async () => {
    const cleaner = await insertCleaner(t, "Quinn Quiet");
    await turnEmailOff(t.db, cleaner.userId, "jobUpdates");
    const job = await turnover({ status: "Assigned", cleanerId: cleaner.cleanerId, scheduledStart: new Date("2031-03-14T15:00:00Z") });
    expect(await cancel(job.jobId)).toBe(true);
    expect((await jobNoticesOf(t.db, cleaner.userId, job.jobId)).map((notice) => notice.event)).toEqual(["job.canceled"]);
    expect(await emailsOfKind(t.db, cleaner.email, "calendar-canceled-cleaner")).toEqual([]);
  });
});
