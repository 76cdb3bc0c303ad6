import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPriceCents, TIME_SLOT_IDS, type CleaningType } from "../../../shared/domain/booking";
import type { ClientJobJson } from "../../domain/jobs/job-json";
import type { HistoryJobView } from "../../features/jobs/job-lists.service";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";
import { subscriptions } from "../../db/schema/billing";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { earliestStart, START_EARLIEST_HOURS } from "../../../shared/domain/cleaner";
import { DEMO_TIME_ZONE, underWayStart } from "./client-jobs";

const t = await createTestApp();
afterAll(() => t.close());

const JPEG_START = [0xff, 0xd8, 0xff];

/** "HH:mm" of an instant on the demo's wall clock, as the slot ids are written. */
const wallClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: DEMO_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(iso),
  );

describe("demo jobs of the demo client", () => {
  beforeAll(() => seedDemoData(t));

  it("show upcoming jobs, every open status, completed cleans with real photos, through the API", async () => {
    const browser = t.browser();
    await t.signIn(DEMO_ACCOUNTS.client.email, DEMO_PASSWORD, browser);

    // spec 7's upcoming list (start now or later) holds one job in each open status: the cleaner
    // of the next slot has started early.
    const upcoming = ((await (await browser.api.client.jobs.upcoming.$get()).json()) as { jobs: ClientJobJson[] }).jobs;
    expect(upcoming.map((job) => job.status)).toEqual(["In Progress", "Posted", "Assigned"]);
    expect(upcoming[0]).toMatchObject({ cleaner: { name: DEMO_ACCOUNTS.cleaner.fullName } });
    expect(upcoming[1]).toMatchObject({ cleaner: null, planUsage: "additional", isExtraClean: true });
    expect(upcoming[2]).toMatchObject({ cleaner: { name: DEMO_ACCOUNTS.cleaner.fullName }, planUsage: "included" });

    const dashboard = (await (await browser.api.client.dashboard.$get()).json()) as {
      upcoming: ClientJobJson[];
      recent: ClientJobJson[];
      toRate: ClientJobJson[];
    };
    expect(dashboard.upcoming.map((job) => job.status)).toEqual(["In Progress", "Posted", "Assigned"]);
    expect(dashboard.recent).toHaveLength(3);
    expect(dashboard.toRate).toHaveLength(3);

    const history = ((await (await browser.api.client.jobs.history.$get()).json()) as { jobs: HistoryJobView[] }).jobs;
    expect(history.length).toBeGreaterThanOrEqual(4);
    for (const job of history) {
      expect(job.cleaner?.name).toBe(DEMO_ACCOUNTS.cleaner.fullName);
      expect(job.photos.map((photo) => photo.type)).toEqual(["photo_before", "photo_after"]);
    }
    for (const photo of history[0]!.photos) {
      // Raw request: a photo's URL as the server gives it.
      const response = await browser.request(photo.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual(JPEG_START);
      expect(bytes.length).toBeGreaterThan(2_000);
      expect(bytes.length).toBeLessThan(60_000);
    }

    // Every booked job lies on a booking slot of the demo's zone, whatever the season; the turnover
    // under way may start at its guests' check-out instead (underWayStart, proven below).
    for (const job of [...upcoming, ...history].filter((one) => one.status !== "In Progress")) {
      expect(TIME_SLOT_IDS).toContain(wallClock(job.scheduledStart));
    }

    // The plan's one used clean is the assigned job's; the booking screen sees one left.
    const options = (await (await browser.api.client["booking-options"].$get()).json()) as {
      units: unknown[];
      plan: { includedCleans: number; usedCleans: number };
    };
    expect(options.units).toHaveLength(2);
    expect(options.plan).toMatchObject({ includedCleans: 2, usedCleans: 1 });
  });

  it("relate every booking to the plan as decision 010 says, and count this period's in used_cleans", async () => {
    const [plan] = await t.db.select().from(subscriptions).where(eq(subscriptions.status, "Active"));
    expect(plan).toBeDefined();
    const rows = await t.db.select().from(jobs).where(eq(jobs.clientId, plan!.clientId));
    expect(rows.length).toBeGreaterThan(0);
    for (const job of rows) {
      // The plan is a shared pool, Active since before any demo booking: it covers each of them.
      expect(job.createdAt.getTime()).toBeGreaterThanOrEqual(plan!.createdAt.getTime());
      expect(job.subscriptionId).toBe(plan!.subscriptionId);
      expect(["included", "additional"]).toContain(job.planUsage);
      expect(job.clientPriceCents).toBe(
        clientPriceCents({ type: job.type as CleaningType, planUsage: job.planUsage, extraCleanFeeCents: plan!.extraCleanFeeCents }),
      );
      if (job.planUsage === "additional") expect(job.isExtraClean).toBe(true);
    }
    // Completed cleans of earlier periods were partly included, partly beyond the plan.
    const completed = rows.filter((job) => job.status === "Completed");
    expect(new Set(completed.map((job) => job.planUsage))).toEqual(new Set(["included", "additional"]));
    // A canceled booking gave its clean back: used_cleans counts the others booked this period.
    const takenThisPeriod = rows.filter(
      (job) => job.createdAt >= plan!.currentPeriodStart && job.planUsage === "included" && job.status !== "Canceled",
    );
    expect(takenThisPeriod.map((job) => job.status)).toEqual(["Assigned"]);
    expect(plan!.usedCleans).toBe(takenThisPeriod.length);
  });

  it(`start no job more than ${START_EARLIEST_HOURS} hours before its start, as a cleaner may (docs/decisions/033)`, async () => {
    const underWay = await t.db
      .select({ scheduledStart: jobs.scheduledStart, startedAt: jobAssignments.startedAt })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
      .where(eq(jobAssignments.status, "In Progress"));
    expect(underWay.length).toBeGreaterThanOrEqual(1);
    for (const { scheduledStart, startedAt } of underWay) {
      expect(startedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(startedAt!.getTime()).toBeGreaterThanOrEqual(earliestStart(scheduledStart).getTime());
    }
  });
});

describe("the demo client's turnover under way", () => {
  const startedAt = (now: Date) => new Date(now.getTime() - 15 * 60_000);
  it("starts on the next slot when its cleaner may have started it already", () => {
    // 9:00 AM in Boston: the 10:00 slot, started at 8:45.
    const now = new Date("2026-12-16T14:00:00Z");
    expect(underWayStart(now)).toEqual(new Date("2026-12-16T15:00:00Z"));
  });

  it("starts within the quarter hour, not on tomorrow's first slot, at night", () => {
    // 11:05 PM and 3:00 AM in Boston: tomorrow's 8 AM slot is hours away.
    for (const now of [new Date("2026-12-17T04:05:00Z"), new Date("2026-12-16T08:00:00Z")]) {
      const start = underWayStart(now);
      expect(start.getTime()).toBeGreaterThan(now.getTime());
      expect(start.getTime() - now.getTime()).toBeLessThanOrEqual(15 * 60_000);
      expect(startedAt(now).getTime()).toBeGreaterThanOrEqual(earliestStart(start).getTime());
    }
  });
});
