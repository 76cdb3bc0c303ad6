import { and, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimUrgency } from "../../shared/domain/cleaner";
import { cityOfAddress } from "../../shared/domain/cities";
import { openForClaims } from "../domain/jobs/open-board";
import { createTestApp } from "../test/harness";
import { isDatabaseEmpty } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-data";
import { seedDemoData } from "../demo-seeding";
import { subscriptionPlans } from "../db/schema/billing";
import { jobAssignments, jobCheckpoints, jobs, messageReads, messages, reviews } from "../db/schema/jobs";
import { payouts } from "../db/schema/payouts";
import { cleaners, clients, clientUnits } from "../db/schema/people";
import { cleanerAvailability, cleanerTimeOff } from "../db/schema/schedule";

const t = await createTestApp();
afterAll(() => t.close());

describe("loadDemoData", () => {
  it("fills an empty database with the demo accounts, who can sign in", async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemoData(t);
    expect(await isDatabaseEmpty(t.db)).toBe(false);

    expect(DEMO_PASSWORD).toBe("tidyline-demo");
    for (const role of ["admin", "client", "cleaner"] as const) expect(DEMO_ACCOUNTS[role].email).toBe(`${role}@tidyline.test`);
    expect(DEMO_ACCOUNTS.pendingCleaner.email).toBe("pending-cleaner@tidyline.test");
    for (const { email, fullName, phone, role } of Object.values(DEMO_ACCOUNTS)) {
      const browser = t.browser();
      await t.signIn(email, "tidyline-demo", browser);
      expect(await browser.viewer()).toMatchObject({ email, fullName, phone, role });
    }
  });

  it("gives the demo client units and the three residential plans", async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.email, DEMO_ACCOUNTS.client.email));
    expect(client).toBeDefined();
    const units = await t.db
      .select()
      .from(clientUnits)
      .where(eq(clientUnits.clientId, client?.clientId ?? ""));
    expect(units.length).toBeGreaterThan(0);
    const plans = await t.db.select().from(subscriptionPlans).orderBy(subscriptionPlans.monthlyPriceCents);
    // spec 9: Monthly $200 / 1 clean, Bi-Weekly $300 / 2, Weekly $400 / 4.
    expect(plans.map((plan) => [plan.name, plan.monthlyPriceCents, plan.includedCleans])).toEqual([
      ["Monthly", 20_000, 1],
      ["Bi-Weekly", 30_000, 2],
      ["Weekly", 40_000, 4],
    ]);
  });
});

describe("the demo's cleaner portal", () => {
  let sam: typeof cleaners.$inferSelect;
  beforeAll(async () => {
    [sam] = (await t.db.select().from(cleaners).where(eq(cleaners.email, DEMO_ACCOUNTS.cleaner.email))) as [typeof cleaners.$inferSelect];
  });

  it("has Sam Rivera Active with a filled profile, and a Pending cleaner under review", async () => {
    expect(sam).toMatchObject({ status: "Active", name: "Sam Rivera" });
    expect(sam.workAreas.length).toBeGreaterThan(0);
    expect(sam.services.length).toBeGreaterThan(0);
    expect(sam.yearsExperience).not.toBeNull();
    expect(sam.bio).toBeTruthy();

    const browser = t.browser();
    await t.signIn(DEMO_ACCOUNTS.pendingCleaner.email, DEMO_PASSWORD, browser);
    const { profile } = (await (await browser.api.cleaner.profile.$get()).json()) as {
      profile: { cleaner: { status: string; workAreas: string[]; services: string[]; yearsExperience: number; bio: string } };
    };
    expect(profile.cleaner).toMatchObject({ status: "Pending", yearsExperience: 2 });
    expect(profile.cleaner.workAreas.length).toBeGreaterThan(0);
    expect(profile.cleaner.services.length).toBeGreaterThan(0);
    expect(profile.cleaner.bio).toBeTruthy();
  });

  it("gives Sam assignments in every status, with start and completion times where they apply", async () => {
    const rows = await t.db.select().from(jobAssignments).where(eq(jobAssignments.cleanerId, sam.cleanerId));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["Assigned", "In Progress", "Completed"]));
    for (const row of rows) {
      expect(row.startedAt === null).toBe(row.status === "Assigned");
      expect(row.completedAt === null).toBe(row.status !== "Completed");
      if (row.startedAt && row.completedAt) expect(row.completedAt.getTime()).toBeGreaterThan(row.startedAt.getTime());
    }
  });

  it("pays Sam for every completed job, some paid and some pending, and total_earnings is their sum", async () => {
    const completed = await t.db
      .select({ jobId: jobs.jobId, cleanerPayoutCents: jobs.cleanerPayoutCents })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.jobId, jobAssignments.jobId))
      .where(and(eq(jobAssignments.cleanerId, sam.cleanerId), eq(jobAssignments.status, "Completed")));
    const rows = await t.db.select().from(payouts).where(eq(payouts.cleanerId, sam.cleanerId));
    expect(rows.map((row) => row.jobId).sort()).toEqual(completed.map((job) => job.jobId).sort());
    for (const row of rows) expect(row.amountCents).toBe(completed.find((job) => job.jobId === row.jobId)!.cleanerPayoutCents);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["paid", "pending"]));
    const sum = rows.reduce((total, row) => total + row.amountCents, 0);
    const [record] = await t.db.select({ total: cleaners.totalEarningsCents }).from(cleaners).where(eq(cleaners.cleanerId, sam.cleanerId));
    expect(record?.total).toBe(sum);

    // Through the API: the payouts screen and the dashboard agree with the rows.
    const browser = t.browser();
    await t.signIn(DEMO_ACCOUNTS.cleaner.email, DEMO_PASSWORD, browser);
    const list = (await (await browser.api.cleaner.payouts.$get({ query: {} })).json()) as {
      rows: unknown[];
      totals: { totalCents: number };
    };
    expect(list.rows).toHaveLength(rows.length);
    expect(list.totals.totalCents).toBe(sum);
    const dashboard = (await (await browser.api.cleaner.dashboard.$get({ query: {} })).json()) as {
      status: string;
      stats: { totalEarningsCents: number; activeJobs: number; availableJobs: number; ratingCount: number; ratingAvg: number | null };
      recentCompleted: unknown[];
    };
    expect(dashboard.status).toBe("Active");
    // Jordan's Assigned and In Progress cleans, Avery's start-soon clean and Avery's clean under way.
    expect(dashboard.stats).toMatchObject({ totalEarningsCents: sum, activeJobs: 4 });
    expect(dashboard.stats.availableJobs).toBeGreaterThanOrEqual(4);
    expect(dashboard.stats.ratingCount).toBeGreaterThan(0);
    expect(dashboard.stats.ratingAvg).not.toBeNull();
    expect(dashboard.recentCompleted.length).toBeGreaterThan(0);
  });

  it("shows Sam's completed jobs with photos and reviews", async () => {
    const completedIds = (
      await t.db
        .select({ jobId: jobAssignments.jobId })
        .from(jobAssignments)
        .where(and(eq(jobAssignments.cleanerId, sam.cleanerId), eq(jobAssignments.status, "Completed")))
    ).map((row) => row.jobId);
    const withPhotos = await t.db.selectDistinct({ jobId: jobCheckpoints.jobId }).from(jobCheckpoints);
    for (const jobId of completedIds) expect(withPhotos.map((row) => row.jobId)).toContain(jobId);
    const reviewed = await t.db.select().from(reviews).where(eq(reviews.cleanerId, sam.cleanerId));
    expect(reviewed.length).toBeGreaterThan(0);
  });

  it("gives Sam weekly availability, a one-time block and time off", async () => {
    const availability = await t.db.select().from(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, sam.cleanerId));
    expect(new Set(availability.map((entry) => entry.type))).toEqual(new Set(["weekly_rule", "one_off_block"]));
    const block = availability.find((entry) => entry.type === "one_off_block")!;
    expect(block.startTs!.getTime()).toBeGreaterThan(Date.now());
    const timeOff = await t.db.select().from(cleanerTimeOff).where(eq(cleanerTimeOff.cleanerId, sam.cleanerId));
    expect(timeOff).toHaveLength(1);
  });

  it("has threads where the cleaner has unread messages from the client, and the client unread ones from the cleaner", async () => {
    const users = Object.fromEntries(
      await Promise.all(
        (["client", "cleaner"] as const).map(async (key) => {
          const browser = t.browser();
          await t.signIn(DEMO_ACCOUNTS[key].email, DEMO_PASSWORD, browser);
          return [key, (await browser.viewer())!.userId] as const;
        }),
      ),
    ) as Record<"client" | "cleaner", string>;
    /** Messages someone else sent after the reader's mark (docs/decisions/036). */
    const unreadFor = async (readerId: string) =>
      t.db
        .select({ senderId: messages.senderId })
        .from(messages)
        .innerJoin(messageReads, and(eq(messageReads.jobId, messages.jobId), eq(messageReads.readerId, readerId)))
        .where(and(ne(messages.senderId, readerId), gt(messages.createdAt, messageReads.lastReadAt)));
    const cleanerUnread = await unreadFor(users.cleaner);
    expect(cleanerUnread.length).toBeGreaterThan(0);
    expect(new Set(cleanerUnread.map((row) => row.senderId))).toEqual(new Set([users.client]));
    const clientUnread = await unreadFor(users.client);
    expect(clientUnread.length).toBeGreaterThan(0);
    expect(new Set(clientUnread.map((row) => row.senderId))).toEqual(new Set([users.cleaner]));
    // Every message lies in the past, in a thread of one of Sam's jobs.
    const all = await t.db.select({ createdAt: messages.createdAt, jobId: messages.jobId }).from(messages);
    const samJobs = (
      await t.db.select({ jobId: jobAssignments.jobId }).from(jobAssignments).where(eq(jobAssignments.cleanerId, sam.cleanerId))
    ).map((row) => row.jobId);
    for (const message of all) {
      expect(message.createdAt.getTime()).toBeLessThan(Date.now());
      expect(samJobs).toContain(message.jobId);
    }
  });

  it("puts Posted jobs of two clients in more than one city on the open board, one Urgent and one Soon, all starting later", async () => {
    const now = new Date();
    const board = await t.db.select().from(jobs).where(openForClaims(now));
    expect(new Set(board.map((job) => job.clientId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(board.map((job) => job.city)).size).toBeGreaterThanOrEqual(2);
    for (const job of board) {
      expect(job.city).toBe(cityOfAddress(job.address));
      expect(job.scheduledStart.getTime()).toBeGreaterThan(job.claimWindowEnds!.getTime());
    }
    const urgencies = board.map((job) => claimUrgency(job.claimWindowEnds!, now));
    expect(urgencies).toContain("Urgent");
    expect(urgencies).toContain("Soon");
    // Every demo job's city is read from its address (as booking does).
    for (const job of await t.db.select({ address: jobs.address, city: jobs.city }).from(jobs))
      expect(job.city).toBe(cityOfAddress(job.address));
  });
});
