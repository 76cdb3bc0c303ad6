// docs/decisions/054: a turnover from a rental calendar is labelled "From Airbnb calendar" (and,
// when the next guest checks in that day, "Same-day turnover") for the client, the cleaner and the
// admin; a job the client booked has neither.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertCleaner, insertJob, type JobFixture, insertUnitCalendar } from "../../test/fixtures";
import { createTestApp, queryFrom, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

interface Labelled {
  jobId: string;
  source: string | null;
  sameDayTurnover: boolean;
}

const CALENDAR_JOB = { source: "From Airbnb calendar", sameDayTurnover: true };
const BOOKED_JOB = { source: null, sameDayTurnover: false };

let client: TestAccount;
let clientId: string;
let unitId: string;
let calendarId: string;
let cleaner: Awaited<ReturnType<typeof insertCleaner>>;
let admin: TestAccount;

beforeAll(async () => {
  ({ account: client, clientId, unitId } = await clientWithUnit(t));
  calendarId = (await insertUnitCalendar(t.db, { unitId, clientId })).calendarId;
  cleaner = await insertCleaner(t, "Casey Cleaner");
  admin = await t.createAccount({ role: "admin" });
});

/** A job as a sync leaves it: from the feed, the next guest checking in the same day. */
async function calendarJob(fixture: Omit<JobFixture, "clientId">, eventKey: string) {
  const job = await insertJob(t.db, { clientId, unitId, ...fixture });
  await t.db
    .update(jobs)
    .set({ calendarId, calendarEventKey: eventKey, calendarLabel: "Airbnb", sameDayTurnover: true })
    .where(eq(jobs.jobId, job.jobId));
  return job;
}
const bookedJob = (fixture: Omit<JobFixture, "clientId">) => insertJob(t.db, { clientId, unitId, ...fixture });

async function jsonOf<T>(request: Promise<{ status: number; json(): Promise<unknown> }>): Promise<T> {
  const response = await request;
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
const byId = (rows: Labelled[], jobId: string) => rows.find((row) => row.jobId === jobId);

describe("a calendar's job and a booked one", () => {
  it("are told apart in the client's upcoming jobs and history", async () => {
    const fromFeed = await calendarJob({ scheduledStart: inHours(30) }, "upcoming@airbnb.com");
    const booked = await bookedJob({ scheduledStart: inHours(40) });
    const doneFromFeed = await calendarJob(
      { status: "Completed", scheduledStart: inHours(-30), cleanerId: cleaner.cleanerId },
      "done@airbnb.com",
    );
    const doneBooked = await bookedJob({ status: "Completed", scheduledStart: inHours(-40), cleanerId: cleaner.cleanerId });

    const upcoming = (await jsonOf<{ jobs: Labelled[] }>(client.browser.api.client.jobs.upcoming.$get())).jobs;
    expect(byId(upcoming, fromFeed.jobId)).toMatchObject(CALENDAR_JOB);
    expect(byId(upcoming, booked.jobId)).toMatchObject(BOOKED_JOB);
    const history = (await jsonOf<{ jobs: Labelled[] }>(client.browser.api.client.jobs.history.$get())).jobs;
    expect(byId(history, doneFromFeed.jobId)).toMatchObject(CALENDAR_JOB);
    expect(byId(history, doneBooked.jobId)).toMatchObject(BOOKED_JOB);
  });

  it("are told apart on the cleaner's board and in their assignments", async () => {
    const open = { claimWindowEnds: inHours(20), scheduledStart: inHours(48) };
    const fromFeed = await calendarJob(open, "board@airbnb.com");
    const booked = await bookedJob(open);
    const mineFromFeed = await calendarJob(
      { status: "Assigned", scheduledStart: inHours(50), cleanerId: cleaner.cleanerId },
      "mine@airbnb.com",
    );
    const mineBooked = await bookedJob({ status: "Assigned", scheduledStart: inHours(52), cleanerId: cleaner.cleanerId });

    const board = (await jsonOf<{ rows: Labelled[] }>(cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: {} }))).rows;
    expect(byId(board, fromFeed.jobId)).toMatchObject(CALENDAR_JOB);
    expect(byId(board, booked.jobId)).toMatchObject(BOOKED_JOB);
    const assignments = (await jsonOf<{ rows: Labelled[] }>(cleaner.account.browser.api.cleaner.assignments.$get({ query: {} }))).rows;
    expect(byId(assignments, mineFromFeed.jobId)).toMatchObject(CALENDAR_JOB);
    expect(byId(assignments, mineBooked.jobId)).toMatchObject(BOOKED_JOB);
  });

  it("are told apart in the admin's jobs list, and the details name the event and a change by hand", async () => {
    const fromFeed = await calendarJob({ scheduledStart: inHours(60) }, "admin@airbnb.com");
    const booked = await bookedJob({ scheduledStart: inHours(62) });

    const list = (await jsonOf<{ rows: Labelled[] }>(admin.browser.api.admin.jobs.$get({ query: queryFrom({}) }))).rows;
    expect(byId(list, fromFeed.jobId)).toMatchObject(CALENDAR_JOB);
    expect(byId(list, booked.jobId)).toMatchObject(BOOKED_JOB);

    const details = (jobId: string) => jsonOf<Labelled>(admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId } }));
    expect(await details(fromFeed.jobId)).toMatchObject({
      ...CALENDAR_JOB,
      calendar: { label: "Airbnb", eventKey: "admin@airbnb.com", overridden: false },
    });
    expect(await details(booked.jobId)).toMatchObject({ ...BOOKED_JOB, calendar: null });

    await t.db.update(jobs).set({ calendarOverridden: true }).where(eq(jobs.jobId, fromFeed.jobId));
    expect(await details(fromFeed.jobId)).toMatchObject({ calendar: { overridden: true } });
  });
});
