import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_COMPLETED_JOBS } from "../../../shared/domain/cleaner";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { createTestApp, jsonOf } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { cleanerDashboard, type CleanerDashboard } from "./dashboard.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let clientId: string;

beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

/** A Posted job whose claim window ends `windowHours` from now and that starts `startHours` from now. */
async function postedJob(windowHours: number, startHours: number) {
  const job = await insertJob(t.db, { clientId, scheduledStart: new Date(Date.now() + startHours * HOUR) });
  await t.db
    .update(jobs)
    .set({ claimWindowEnds: new Date(Date.now() + windowHours * HOUR) })
    .where(eq(jobs.jobId, job.jobId));
  return job;
}

/** A job the cleaner completed at `completedAt`, with its payout. */
async function completedWithPayout(cleanerId: string, completedAt: Date, amountCents: number, paid = false) {
  const job = await insertJob(t.db, {
    clientId,
    cleanerId,
    status: "Completed",
    scheduledStart: new Date(completedAt.getTime() - 2 * HOUR),
    completedAt,
  });
  await t.db.update(jobAssignments).set({ completedAt }).where(eq(jobAssignments.jobId, job.jobId));
  await t.db.insert(payouts).values({
    cleanerId,
    jobId: job.jobId,
    amountCents,
    status: paid ? "paid" : "pending",
    paidAt: paid ? completedAt : null,
    createdAt: completedAt,
  });
  return job;
}

type DashboardBody = { name: string; status: string | null } & CleanerDashboard;

describe("GET /api/cleaner/dashboard", () => {
  it("counts the open board (openForClaims), the cleaner's own active jobs, earnings from payouts, the rating and recent completions", async () => {
    const cleaner = await insertCleaner(t, "Dana Dash", { ratingAvg: "4.67", ratingCount: 3 });
    const other = await insertCleaner(t, "Other Cleaner");
    const boardBefore = (await cleanerDashboard({ db: t.db, cleaner, timeZone: "UTC" })).stats.availableJobs;
    await postedJob(3, 24);
    await postedJob(20, 30);
    await postedJob(-1, 24); // claim window over
    await postedJob(3, -1); // already started
    await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "Assigned" });
    await insertJob(t.db, { clientId, cleanerId: cleaner.cleanerId, status: "In Progress" });
    await insertJob(t.db, { clientId, cleanerId: other.cleanerId, status: "Assigned" });

    const now = Date.now();
    // Completed ones: the newest six, one an hour apart, all this month or earlier.
    const times = Array.from({ length: 6 }, (_, i) => new Date(now - (i + 1) * HOUR));
    const done = [];
    for (const [i, at] of times.entries()) done.push(await completedWithPayout(cleaner.cleanerId, at, 1_000 * (i + 1), i % 2 === 0));
    const old = await completedWithPayout(cleaner.cleanerId, new Date(now - 70 * DAY), 50_000, true);
    await completedWithPayout(other.cleanerId, new Date(now - HOUR), 99_999);

    const response = await cleaner.account.browser.api.cleaner.dashboard.$get({ query: { timeZone: "UTC" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await jsonOf(response);
    expect(body.name).toBe("Dana Dash");
    expect(body.status).toBe("Active");

    // "This month" from the first of the month in UTC: the six recent ones, unless the month began within the last six hours.
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    const thisMonth = times.reduce((sum, at, i) => sum + (at.getTime() >= monthStart ? 1_000 * (i + 1) : 0), 0);
    expect(body.stats).toEqual({
      availableJobs: boardBefore + 2,
      availableInAreas: true,
      activeJobs: 2,
      jobsCompleted: 7,
      thisMonthEarningsCents: thisMonth,
      totalEarningsCents: 21_000 + 50_000,
      ratingAvg: 4.67,
      ratingCount: 3,
    });
    expect(body.recentCompleted).toHaveLength(RECENT_COMPLETED_JOBS);
    expect(body.recentCompleted.map((job) => job.jobId)).toEqual(done.slice(0, RECENT_COMPLETED_JOBS).map((job) => job.jobId));
    expect(body.recentCompleted[0]).toMatchObject({
      type: "Standard Clean",
      address: "5 Test St, Boston, MA 02108",
      payoutCents: 1_000,
      completedAt: times[0]!.toISOString(),
      timeZone: "America/New_York",
    });
    expect(body.recentCompleted.map((job) => job.jobId)).not.toContain(old.jobId);
  });

  it("works without a record: no status, the board's count and nothing of one's own", async () => {
    const account = await t.createAccount({ role: "cleaner", fullName: "No Record Yet" });
    const board = (await cleanerDashboard({ db: t.db, cleaner: null, timeZone: "UTC" })).stats.availableJobs;
    const response = await account.browser.api.cleaner.dashboard.$get({ query: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: "No Record Yet",
      status: null,
      stats: {
        availableJobs: board,
        availableInAreas: false,
        activeJobs: 0,
        jobsCompleted: 0,
        thisMonthEarningsCents: 0,
        totalEarningsCents: 0,
        ratingAvg: null,
        ratingCount: 0,
      },
      recentCompleted: [],
    });
  });

  it("counts what the board shows as it first opens: open jobs in the cleaner's work areas, or every open job without areas (decision 027)", async () => {
    const boston = await insertCleaner(t, "Bea Boston");
    const nowhere = await insertCleaner(t, "Nia Noareas");
    await t.db.update(cleaners).set({ workAreas: [] }).where(eq(cleaners.cleanerId, nowhere.cleanerId));
    await postedJob(5, 30);
    const chicago = await insertJob(t.db, {
      clientId,
      address: "1 Wacker Dr, Chicago, IL 60601",
      scheduledStart: new Date(Date.now() + 30 * HOUR),
      claimWindowEnds: new Date(Date.now() + 5 * HOUR),
    });

    for (const [who, inAreas] of [
      [boston, true],
      [nowhere, false],
    ] as const) {
      const dashboard = (await (await who.account.browser.api.cleaner.dashboard.$get({ query: {} })).json()) as DashboardBody;
      const board = (await (await who.account.browser.api.cleaner["open-jobs"].$get({ query: {} })).json()) as {
        total: number;
        inMyAreas: boolean;
        rows: { jobId: string }[];
      };
      expect(dashboard.stats.availableInAreas).toBe(inAreas);
      expect(board.inMyAreas).toBe(inAreas);
      expect(dashboard.stats.availableJobs).toBe(board.total);
    }
    const bostonCount = (await cleanerDashboard({ db: t.db, cleaner: boston, timeZone: "UTC" })).stats.availableJobs;
    const everywhere = (await cleanerDashboard({ db: t.db, cleaner: null, timeZone: "UTC" })).stats.availableJobs;
    // The Chicago job is open, but not in Bea's areas.
    expect(everywhere - bostonCount).toBeGreaterThanOrEqual(1);
    expect(chicago.city).toBe("Chicago");
  });

  it("shows a Pending cleaner's status, and N/A (null) for a cleaner nobody has rated", async () => {
    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    const body = (await (await pending.account.browser.api.cleaner.dashboard.$get({ query: {} })).json()) as DashboardBody;
    expect(body.status).toBe("Pending");
    expect(body.stats).toMatchObject({ ratingAvg: null, ratingCount: 0, activeJobs: 0 });
  });

  it("refuses a time zone it does not know", async () => {
    const cleaner = await insertCleaner(t);
    const response = await cleaner.account.browser.api.cleaner.dashboard.$get({ query: { timeZone: "Mars/Olympus" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Your time zone is not recognised." } });
  });
});

describe("this month's earnings", () => {
  it("count from the first of the month on the wall clock of the given zone", async () => {
    const cleaner = await insertCleaner(t, "Zone Tester");
    // 03:00 UTC on March 1st is still February 28th in New York.
    await completedWithPayout(cleaner.cleanerId, new Date("2025-03-01T03:00:00Z"), 4_000);
    await completedWithPayout(cleaner.cleanerId, new Date("2025-03-01T06:00:00Z"), 2_000);
    await completedWithPayout(cleaner.cleanerId, new Date("2025-02-27T12:00:00Z"), 1_000);
    const now = new Date("2025-03-10T12:00:00Z");
    const inZone = async (timeZone: string) => (await cleanerDashboard({ db: t.db, cleaner, timeZone, now })).stats;
    expect(await inZone("UTC")).toMatchObject({ thisMonthEarningsCents: 6_000, totalEarningsCents: 7_000 });
    expect(await inZone("America/New_York")).toMatchObject({ thisMonthEarningsCents: 2_000, totalEarningsCents: 7_000 });
  });
});
