import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/billing";
import { reviews } from "../../db/schema/jobs";
import { createTestApp, jsonOf, type TestAccount } from "../../test/harness";
import { adminAndClient, clientIdOf, insertCleaner, insertJob, insertReview } from "../../test/fixtures";
import { weeklyTrends } from "./admin-dashboard.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  ({ admin, clientId } = await adminAndClient(t, { fullName: "Dana Client" }));
});

const pay = (amountCents: number, status: "succeeded" | "failed" | "refunded", createdAt: Date) =>
  t.db.insert(payments).values({ clientId, status, paymentType: "one_time", amountCents, createdAt });

describe("GET /api/admin/dashboard", () => {
  it("counts users by role, active jobs as Posted and Assigned (spec 4), visible reviews, and this month's succeeded payments", async () => {
    const cleaner = await insertCleaner(t, "Rita Rating");
    for (const status of ["Posted", "Assigned", "In Progress", "Completed", "Completed", "Canceled"] as const) {
      await insertJob(t.db, { clientId, status, cleanerId: status === "Posted" || status === "Canceled" ? undefined : cleaner.cleanerId });
    }
    const [done1, done2] = await Promise.all([
      insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId }),
      insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId }),
    ]);
    await insertReview(t.db, { jobId: done1.jobId, cleanerId: cleaner.cleanerId, clientId, rating: 5 });
    const hidden = await insertReview(t.db, { jobId: done2.jobId, cleanerId: cleaner.cleanerId, clientId, rating: 1 });
    await t.db.update(reviews).set({ isVisible: false }).where(eq(reviews.reviewId, hidden.reviewId));
    const now = new Date();
    await pay(20_000, "succeeded", now);
    await pay(5_000, "failed", now);
    await pay(7_500, "succeeded", new Date(now.getFullYear() - 1, 0, 15));

    const response = await admin.browser.api.admin.dashboard.$get({ query: { timeZone: "UTC" } });
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    // admin, client, and the cleaner's account
    expect(body.stats.users).toEqual({ total: 3, clients: 1, cleaners: 1 });
    expect(body.stats.jobs).toEqual({ active: 2, total: 8, completed: 4 });
    expect(body.stats.reviews).toEqual({ count: 1, averageRating: 5 });
    expect(body.stats.revenueMtdCents).toBe(20_000);
    expect(body.recentJobs).toHaveLength(5);
    expect(body.recentJobs[0]).toMatchObject({ client: { name: "Dana Client" } });
    // the hidden review is not among the recent ones
    expect(body.recentReviews.map((review) => review.rating)).toEqual([5]);
    expect(body.recentReviews[0]).toMatchObject({ cleanerName: "Rita Rating", clientName: "Dana Client" });
    expect(body.trends).toHaveLength(12);
  });

  it("refuses an unknown time zone with a clear message", async () => {
    const response = await admin.browser.api.admin.dashboard.$get({ query: { timeZone: "Mars/Olympus" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Your time zone is not recognised." } });
  });
});

describe("weekly trends", () => {
  it("counts bookings, completions and revenue per Monday-to-Sunday week of the admin's zone, the last twelve weeks", async () => {
    const fresh = await createTestApp();
    try {
      const id = await clientIdOf(fresh, await fresh.createAccount({ role: "client" }));
      // Wednesday 2026-03-11 12:00 UTC is "now"; its week starts Monday March 9.
      const now = new Date("2026-03-11T12:00:00Z");
      const job = async (createdAt: string, completedAt?: string) => {
        const row = await insertJob(fresh.db, {
          clientId: id,
          status: completedAt ? "Completed" : "Posted",
          completedAt: completedAt ? new Date(completedAt) : null,
        });
        await fresh.db.execute(sql`UPDATE jobs SET created_at = ${new Date(createdAt)} WHERE job_id = ${row.jobId}`);
      };
      await job("2026-03-10T09:00:00Z");
      await job("2026-03-09T01:00:00Z", "2026-03-10T15:00:00Z");
      // Sunday March 8, 23:30 in New York is Monday 03:30 UTC: last week there, this week in UTC.
      await job("2026-03-09T03:30:00Z");
      // thirteen weeks ago: outside the chart
      await job("2025-12-08T12:00:00Z");
      await fresh.db.insert(payments).values({
        clientId: id,
        status: "succeeded",
        paymentType: "one_time",
        amountCents: 12_345,
        createdAt: new Date("2026-03-02T12:00:00Z"),
      });
      await fresh.db.insert(payments).values({
        clientId: id,
        status: "refunded",
        paymentType: "one_time",
        amountCents: 999,
        createdAt: new Date("2026-03-02T12:00:00Z"),
      });

      const utc = await weeklyTrends(fresh.db, "UTC", now);
      expect(utc).toHaveLength(12);
      expect(utc[0]!.weekStart).toBe("2025-12-22");
      expect(utc.at(-1)).toEqual({ weekStart: "2026-03-09", booked: 3, completed: 1, revenueCents: 0 });
      expect(utc.at(-2)).toEqual({ weekStart: "2026-03-02", booked: 0, completed: 0, revenueCents: 12_345 });
      expect(utc.reduce((sum, week) => sum + week.booked, 0)).toBe(3);

      const newYork = await weeklyTrends(fresh.db, "America/New_York", now);
      // 01:00 and 03:30 UTC on Monday March 9 are still Sunday evening in New York.
      expect(newYork.at(-1)).toMatchObject({ weekStart: "2026-03-09", booked: 1, completed: 1 });
      expect(newYork.at(-2)).toMatchObject({ weekStart: "2026-03-02", booked: 2 });
    } finally {
      await fresh.close();
    }
  });
});
