// docs/decisions/054: a turnover from a rental calendar is booked as a client's booking is (priced and
// counted against the plan by bookJob, scheduled by bookableStart), and a move by its client or an
// admin marks it overridden so later syncs leave it be.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basePriceCents, claimWindowEnd, cleanerPayoutCents, clientPriceCents } from "../../../shared/domain/booking";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { SERVER_FLAGS } from "../flags/feature-flags";
import { insertCleaner, insertJob, insertSubscription, setFeatureFlag, insertUnitCalendar, clientWithUnit } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { bookableStart, bookJob } from "./book-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADDRESS = "1 Harbor Way, Boston, MA 02110";
let client: TestAccount;
let admin: TestAccount;
let clientId: string;
let unitId: string;
let calendarId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  ({ account: client, clientId, unitId } = await clientWithUnit(t));
  calendarId = (await insertUnitCalendar(t.db, { unitId, clientId })).calendarId;
});

const turnover = (eventKey: string, start: Date, now = new Date()) => ({
  clientId,
  unit: { unitId, fullAddress: ADDRESS, timeZone: "America/New_York" },
  type: "Airbnb Turnover" as const,
  start,
  end: new Date(start.getTime() + 5 * HOUR),
  durationHours: 5,
  sqFt: null,
  bedrooms: null,
  bathrooms: null,
  specialInstructions: null,
  isExtraClean: false,
  calendar: { calendarId, eventKey, label: "Airbnb", sameDayTurnover: true, readyBy: null },
  now,
  publicUrl: t.env.publicUrl,
});

const usedCleans = async (subscriptionId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)))[0]?.usedCleans;

describe("a turnover booked from a calendar (bookJob)", () => {
  it("is priced and takes the plan's included cleans as a booking does, then is additional usage; it keeps its feed and key", async () => {
    const plan = await insertSubscription(t.db, { clientId, includedCleans: 1, usedCleans: 0, extraCleanFeeCents: 5_000 });
    const now = new Date();
    const start = new Date(now.getTime() + 3 * DAY);
    const included = await t.db.transaction((tx) => bookJob(tx, turnover("uid-1@airbnb.com", start, now)));
    expect(included).toMatchObject({
      status: "Posted",
      type: "Airbnb Turnover",
      address: ADDRESS,
      city: "Boston",
      subscriptionId: plan.subscriptionId,
      planUsage: "included",
      basePriceCents: basePriceCents("Airbnb Turnover"),
      clientPriceCents: clientPriceCents({ type: "Airbnb Turnover", planUsage: "included", extraCleanFeeCents: 5_000 }),
      calendarId,
      calendarEventKey: "uid-1@airbnb.com",
      calendarLabel: "Airbnb",
      sameDayTurnover: true,
      calendarOverridden: false,
      scheduledStart: start,
      claimWindowEnds: claimWindowEnd(now, start),
    });
    expect(included.cleanerPayoutCents).toBe(cleanerPayoutCents(included.clientPriceCents));
    expect(await usedCleans(plan.subscriptionId)).toBe(1);

    const additional = await t.db.transaction((tx) => bookJob(tx, turnover("uid-2@airbnb.com", new Date(start.getTime() + DAY), now)));
    expect(additional.planUsage).toBe("additional");
    expect(additional.clientPriceCents).toBe(
      clientPriceCents({ type: "Airbnb Turnover", planUsage: "additional", extraCleanFeeCents: 5_000 }),
    );
    expect(await usedCleans(plan.subscriptionId)).toBe(1);
  });

  it("one job per feed and event: the same key again breaks the unique index", async () => {
    const start = new Date(Date.now() + 10 * DAY);
    await t.db.transaction((tx) => bookJob(tx, turnover("uid-twice@airbnb.com", start)));
    await expect(t.db.transaction((tx) => bookJob(tx, turnover("uid-twice@airbnb.com", start)))).rejects.toThrow();
    expect(await t.db.select({ jobId: jobs.jobId }).from(jobs).where(eq(jobs.calendarEventKey, "uid-twice@airbnb.com"))).toHaveLength(1);
  });
});

describe("the schedule rule (bookableStart)", () => {
  const now = new Date("2027-01-10T15:00:00Z");
  it("refuses a start not ahead, and a day more than 365 days after today in the zone given", () => {
    expect(bookableStart(now, now)).toBe("past");
    expect(bookableStart(new Date(now.getTime() - HOUR), now)).toBe("past");
    expect(bookableStart(new Date(now.getTime() + HOUR), now)).toBeNull();
    expect(bookableStart(new Date("2028-01-10T15:00:00Z"), now, "America/New_York")).toBeNull();
    expect(bookableStart(new Date("2028-01-11T15:00:00Z"), now, "America/New_York")).toBe("too-far");
    // 2028-01-11 02:00 UTC is still January 10 in New York.
    expect(bookableStart(new Date("2028-01-11T02:00:00Z"), now, "America/New_York")).toBeNull();
  });
});

describe("a turnover changed by hand (docs/decisions/054)", () => {
  const calendarJob = async (eventKey: string) => {
    const job = await insertJob(t.db, {
      clientId,
      unitId,
      address: ADDRESS,
      scheduledStart: new Date(Date.now() + 4 * DAY),
      claimWindowEnds: new Date(Date.now() + DAY),
    });
    await t.db.update(jobs).set({ calendarId, calendarEventKey: eventKey, calendarLabel: "Airbnb" }).where(eq(jobs.jobId, job.jobId));
    return job;
  };
  const overridden = async (jobId: string) =>
    (await t.db.select({ value: jobs.calendarOverridden }).from(jobs).where(eq(jobs.jobId, jobId)))[0]?.value;

  it("is marked overridden when its client cancels it", async () => {
    const job = await calendarJob("uid-client-cancel");
    const response = await client.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: job.jobId } });
    expect(response.status).toBe(200);
    expect(await overridden(job.jobId)).toBe(true);
  });

  it("is marked overridden when an admin changes its status; a job not from a calendar is not", async () => {
    const cleaner = await insertCleaner(t, "Ada Override");
    const job = await calendarJob("uid-admin-assign");
    const response = await admin.browser.api.admin.jobs[":jobId"].status.$patch({
      param: { jobId: job.jobId },
      json: { status: "Assigned", cleanerId: cleaner.cleanerId, reason: "The client asked for Ada." },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await overridden(job.jobId)).toBe(true);

    const booked = await insertJob(t.db, { clientId, unitId, address: ADDRESS, daysFromNow: 6 });
    await client.browser.api.client.jobs[":jobId"].cancel.$post({ param: { jobId: booked.jobId } });
    expect(await overridden(booked.jobId)).toBe(false);
  });

  it("is not marked when an admin approves a cleaner's application: that stands in for the cleaner's claim", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    try {
      const cleaner = await insertCleaner(t, "Abe Applicant");
      const job = await calendarJob("uid-approved");
      const applied = await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } });
      expect(applied.status, await applied.clone().text()).toBe(201);
      const { applicationId } = ((await applied.json()) as { application: { applicationId: string } }).application;
      const approved = await admin.browser.api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post({
        param: { jobId: job.jobId, applicationId },
      });
      expect(approved.status, await approved.clone().text()).toBe(200);
      expect(await overridden(job.jobId)).toBe(false);
    } finally {
      await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    }
  });
});
