// docs/decisions/071: reminders are written, moved and dropped by the job's doors, and the runner
// sends each once, at its minute, with a clock the test moves. Chicago's clocks go forward on
// Sunday March 10, 2030: the day-before and the cleaner's reminders are checked across it.
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cityOfAddress } from "../../../shared/domain/cities";
import { notificationPreferences, notifications } from "../../db/schema/notifications";
import { scheduledNotices } from "../../db/schema/reminders";
import { notificationOutbox } from "../../db/schema/platform";
import { postJob } from "../../domain/jobs/post-job";
import { rescheduleJob } from "../../domain/jobs/reschedule-job";
import { transitionJob } from "../../domain/jobs/lifecycle";
import { createTestApp } from "../../test/harness";
import { clientIdOf, insertCleaner } from "../../test/fixtures";
import { sendDueReminders } from "./reminder-delivery";

const t = await createTestApp();
afterAll(() => t.close());

const PUBLIC_URL = "http://localhost:3000";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADDRESS = "12 Oak St, Chicago, IL 60601";
const at = (iso: string) => new Date(iso);

/** A client, a cleaner (Sam Rivera) and Chicago jobs booked through postJob, the booking's door. */
async function cast() {
  const client = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  const clientId = await clientIdOf(t, client);
  const sam = await insertCleaner(t, "Sam Rivera");
  const post = (start: Date, now: Date) =>
    t.db.transaction((tx) =>
      postJob(
        tx,
        {
          clientId,
          type: "Standard Clean",
          address: ADDRESS,
          city: cityOfAddress(ADDRESS),
          timeZone: "America/Chicago",
          requestedStart: start,
          scheduledStart: start,
          scheduledEnd: new Date(start.getTime() + 2 * HOUR),
          durationHours: "2",
          basePriceCents: 10_000,
          clientPriceCents: 10_000,
          cleanerPayoutCents: 5_500,
        },
        { publicUrl: PUBLIC_URL, now },
      ),
    );
  const assign = (jobId: string, now: Date) =>
    t.db.transaction((tx) =>
      transitionJob(tx, jobId, "Assigned", {
        by: "admin",
        cleanerId: sam.cleanerId,
        cleaner: { name: sam.name, ratingAvg: null, ratingCount: 0 },
        now,
        publicUrl: PUBLIC_URL,
      }),
    );
  return { client, sam, post, assign };
}

const rowsOf = (jobId: string) =>
  t.db
    .select({ key: scheduledNotices.key, userId: scheduledNotices.userId, dueAt: scheduledNotices.dueAt, sentAt: scheduledNotices.sentAt })
    .from(scheduledNotices)
    .where(eq(scheduledNotices.jobId, jobId))
    .orderBy(scheduledNotices.dueAt);

const toldTo = (userId: string) =>
  t.db
    .select({ event: notifications.event, title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));

/** The reminders a person was told, in a stable order (one run's share a creation time). */
const remindersTo = async (userId: string) =>
  (await toldTo(userId))
    .filter((notice) => notice.event.startsWith("reminder."))
    .sort((a, b) => a.event.localeCompare(b.event) || a.body.localeCompare(b.body));

describe("a job's reminders are written by its doors", () => {
  it("at booking the client's day before (18:00 the evening before a morning start, across the clocks' change); at assignment the cleaner's", async () => {
    const { client, sam, post, assign } = await cast();
    // Monday 9:00 AM CDT, the day after Chicago's clocks went forward.
    const job = await post(at("2030-03-11T14:00:00Z"), at("2030-03-01T12:00:00Z"));
    expect(await rowsOf(job.jobId)).toEqual([
      { key: `reminder.dayBefore:${job.jobId}`, userId: client.userId, dueAt: at("2030-03-10T23:00:00Z"), sentAt: null },
    ]);

    await assign(job.jobId, at("2030-03-02T12:00:00Z"));
    expect(await rowsOf(job.jobId)).toEqual([
      { key: `reminder.dayBefore:${job.jobId}`, userId: client.userId, dueAt: at("2030-03-10T23:00:00Z"), sentAt: null },
      { key: `reminder.beforeStart:${job.jobId}`, userId: sam.account.userId, dueAt: at("2030-03-11T12:00:00Z"), sentAt: null },
      { key: `reminder.clockIn:${job.jobId}`, userId: sam.account.userId, dueAt: at("2030-03-11T14:15:00Z"), sentAt: null },
    ]);
    // 07:00 on the job's clock (Sam has no zone of his own): 07:00 CDT.
    const [summary] = await t.db
      .select()
      .from(scheduledNotices)
      .where(eq(scheduledNotices.key, `reminder.todaysWork:${sam.account.userId}:2030-03-11`));
    expect(summary?.dueAt).toEqual(at("2030-03-11T12:00:00Z"));
  });

  it("an afternoon start is reminded 24 hours before; the cleaner's day summary is at 07:00 on their own clock", async () => {
    const { client, sam, post, assign } = await cast();
    await t.db.insert(notificationPreferences).values({ userId: sam.account.userId, timeZone: "America/New_York" });
    // Sunday March 10, 2030, 2:00 PM CDT: the clocks went forward that night.
    const job = await post(at("2030-03-10T19:00:00Z"), at("2030-03-01T12:00:00Z"));
    await assign(job.jobId, at("2030-03-01T13:00:00Z"));
    const rows = await rowsOf(job.jobId);
    expect(rows.find((row) => row.key.startsWith("reminder.dayBefore"))).toMatchObject({
      userId: client.userId,
      dueAt: at("2030-03-09T19:00:00Z"),
    });
    const [summary] = await t.db
      .select()
      .from(scheduledNotices)
      .where(eq(scheduledNotices.key, `reminder.todaysWork:${sam.account.userId}:2030-03-10`));
    // 07:00 EDT, New York's clock having gone forward too.
    expect(summary?.dueAt).toEqual(at("2030-03-10T11:00:00Z"));
  });

  it("moves with its job: one row per reminder, at the new time, waiting again", async () => {
    const { client, sam, post, assign } = await cast();
    const job = await post(at("2031-01-14T16:00:00Z"), at("2031-01-01T12:00:00Z"));
    await assign(job.jobId, at("2031-01-01T12:00:00Z"));
    // The first day-before goes out (6:00 PM CST the evening before), then the stay moves a day later.
    await sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at("2031-01-14T00:00:00Z") });
    expect((await rowsOf(job.jobId))[0]?.sentAt).not.toBeNull();
    const moved = await t.db.transaction((tx) =>
      rescheduleJob(tx, job.jobId, {
        start: at("2031-01-15T16:00:00Z"),
        end: at("2031-01-15T18:00:00Z"),
        readyBy: null,
        durationHours: 2,
        sameDayTurnover: false,
        calendarLabel: "Airbnb",
        cause: "settings",
        now: at("2031-01-14T01:00:00Z"),
        publicUrl: PUBLIC_URL,
      }),
    );
    expect(moved).toEqual({ moved: true, cleanerKept: true });
    const rows = await rowsOf(job.jobId);
    expect(rows).toEqual([
      { key: `reminder.dayBefore:${job.jobId}`, userId: client.userId, dueAt: at("2031-01-15T00:00:00Z"), sentAt: null },
      { key: `reminder.beforeStart:${job.jobId}`, userId: sam.account.userId, dueAt: at("2031-01-15T14:00:00Z"), sentAt: null },
      { key: `reminder.clockIn:${job.jobId}`, userId: sam.account.userId, dueAt: at("2031-01-15T16:15:00Z"), sentAt: null },
    ]);
  });

  it("are deleted when the job is canceled, and the cleaner's when they leave it", async () => {
    const { post, assign, sam } = await cast();
    const kept = await post(at("2031-02-14T16:00:00Z"), at("2031-02-01T12:00:00Z"));
    await assign(kept.jobId, at("2031-02-01T12:00:00Z"));
    await t.db.transaction((tx) =>
      transitionJob(tx, kept.jobId, "Posted", { by: "admin", now: at("2031-02-02T12:00:00Z"), publicUrl: PUBLIC_URL }),
    );
    expect((await rowsOf(kept.jobId)).map((row) => row.key)).toEqual([`reminder.dayBefore:${kept.jobId}`]);

    await t.db.transaction((tx) =>
      transitionJob(tx, kept.jobId, "Canceled", { by: "admin", now: at("2031-02-03T12:00:00Z"), publicUrl: PUBLIC_URL }),
    );
    expect(await rowsOf(kept.jobId)).toEqual([]);
    // Nothing goes out at the old times; the day summary left without a job is dropped, not sent.
    await sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at("2031-02-14T16:15:00Z") });
    expect(await remindersTo(sam.account.userId)).toEqual([]);
  });
});

describe("a reminder by email (decision 068)", () => {
  it("goes to a person who keeps the reminders' email on, with its words and link, and not to one who turned it off", async () => {
    const { client, sam, post, assign } = await cast();
    await t.db.insert(notificationPreferences).values({ userId: sam.account.userId, channels: { reminders: { email: false } } });
    const job = await post(at("2031-03-20T15:00:00Z"), at("2031-03-01T12:00:00Z"));
    await assign(job.jobId, at("2031-03-01T12:00:00Z"));
    // 10:00 AM CDT: the client's reminder at 6:00 PM the evening before, Sam's 2 hours before.
    await sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at("2031-03-19T23:00:30Z") });
    await sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at("2031-03-20T13:00:30Z") });
    const emails = (
      await t.db
        .select()
        .from(notificationOutbox)
        .where(inArray(notificationOutbox.recipient, [client.email, sam.account.email]))
    ).filter((email) => email.kind.startsWith("reminder."));
    expect(emails.map((email) => email.recipient)).toEqual([client.email]);
    expect(emails[0]?.subject).toBe("Cleaning tomorrow");
    expect(emails[0]?.body).toContain(`${t.env.publicUrl.replace(/\/$/, "")}/client/upcoming`);
    expect(await remindersTo(sam.account.userId)).not.toEqual([]);
  });
});

describe("the runner sends each reminder at its minute, once", () => {
  it("the client's day before, the cleaner's 2 hours before, 07:00 summary and clock-in, with their words", async () => {
    const { client, sam, post, assign } = await cast();
    // Two jobs on Sam's Monday: 9:00 and 11:00 AM CDT.
    const job = await post(at("2030-03-11T14:00:00Z"), at("2030-03-01T12:00:00Z"));
    const later = await post(at("2030-03-11T16:00:00Z"), at("2030-03-01T12:00:00Z"));
    await assign(job.jobId, at("2030-03-01T12:00:00Z"));
    await assign(later.jobId, at("2030-03-01T12:00:00Z"));

    const run = (iso: string) => sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at(iso) });
    await run("2030-03-10T22:59:00Z");
    expect(await remindersTo(client.userId)).toEqual([]);
    await run("2030-03-10T23:00:00Z");
    expect(await remindersTo(client.userId)).toEqual([
      {
        event: "reminder.dayBefore",
        title: "Cleaning tomorrow",
        body: "Reminder: cleaning tomorrow 11:00 AM CDT at 12 Oak St.",
        link: "/client/upcoming",
      },
      {
        event: "reminder.dayBefore",
        title: "Cleaning tomorrow",
        body: "Reminder: cleaning tomorrow 9:00 AM CDT at 12 Oak St.",
        link: "/client/upcoming",
      },
    ]);

    await run("2030-03-11T11:59:00Z");
    expect(await remindersTo(sam.account.userId)).toEqual([]);
    await run("2030-03-11T12:00:00Z");
    expect(await remindersTo(sam.account.userId)).toEqual([
      {
        event: "reminder.beforeStart",
        title: "Cleaning in 2 hours",
        body: "Reminder: cleaning today 9:00 AM CDT at 12 Oak St.",
        link: `/cleaner/assignments?job=${job.jobId}`,
      },
      {
        event: "reminder.todaysWork",
        title: "Today's work",
        body: "Today: 2 cleanings, the first at 9:00 AM CDT.",
        link: "/cleaner/assignments",
      },
    ]);

    // The first job is not started 15 minutes after its start: its clock-in reminder goes out.
    await run("2030-03-11T14:14:00Z");
    expect((await remindersTo(sam.account.userId)).filter((notice) => notice.event === "reminder.clockIn")).toEqual([]);
    await run("2030-03-11T14:15:00Z");
    // The later one is started on time: none for it.
    await t.db.transaction((tx) =>
      transitionJob(tx, later.jobId, "In Progress", {
        by: "cleaner",
        cleanerId: sam.cleanerId,
        assignedTo: sam.cleanerId,
        now: at("2030-03-11T15:55:00Z"),
      }),
    );
    await run("2030-03-11T16:15:00Z");
    expect((await remindersTo(sam.account.userId)).filter((notice) => notice.event === "reminder.clockIn")).toEqual([
      {
        event: "reminder.clockIn",
        title: "Not started yet",
        body: "Your 9:00 AM CDT cleaning at 12 Oak St has not been started. Tap Start Job when you arrive.",
        link: `/cleaner/assignments?job=${job.jobId}`,
      },
    ]);
    // A second run at the same minute, and later ones, send nothing again.
    await run("2030-03-11T14:15:00Z");
    await run("2030-03-11T20:00:00Z");
    expect(await remindersTo(client.userId)).toHaveLength(2);
    // The summary, both jobs' 2 hours before, one clock-in.
    expect((await remindersTo(sam.account.userId)).map((notice) => notice.event)).toEqual([
      "reminder.beforeStart",
      "reminder.beforeStart",
      "reminder.clockIn",
      "reminder.todaysWork",
    ]);
  });

  it("drops a reminder more than an hour late (the servers were down) instead of sending it", async () => {
    const { client, post } = await cast();
    const job = await post(at("2032-05-20T20:00:00Z"), at("2032-05-01T12:00:00Z"));
    await sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now: at("2032-05-19T21:01:00Z") });
    expect(await remindersTo(client.userId)).toEqual([]);
    const [row] = await t.db.select().from(scheduledNotices).where(eq(scheduledNotices.jobId, job.jobId));
    expect(row).toMatchObject({ outcome: "late", sentAt: at("2032-05-19T21:01:00Z") });
  });

  it("sends each of many reminders exactly once when several servers run at the same minute", async () => {
    const { client, post } = await cast();
    const jobs = [];
    for (let i = 0; i < 12; i++)
      jobs.push(await post(new Date(at("2033-06-10T20:00:00Z").getTime() + i * MINUTE), at("2033-06-01T12:00:00Z")));
    const now = at("2033-06-09T20:30:00Z");
    // Four runs at once, in batches of 5: on PostgreSQL each on its own connection.
    const runs = await Promise.all([1, 2, 3, 4].map(() => sendDueReminders({ db: t.db, publicUrl: t.env.publicUrl, now, batch: 5 })));
    // Each row claimed by one run only: a second claim would count twice here, though notify's key would hide it from the bell.
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    const told = await remindersTo(client.userId);
    expect(told).toHaveLength(12);
    const rows = await Promise.all(jobs.map((job) => rowsOf(job.jobId)));
    expect(rows.flat().every((row) => row.sentAt?.getTime() === now.getTime())).toBe(true);
  });
});
