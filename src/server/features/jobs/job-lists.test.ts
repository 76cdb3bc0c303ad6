import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import type { ClientJobJson } from "../../domain/jobs/job-json";
import type { HistoryJobView } from "./job-lists.service";
import { clientWithUnit, insertCleaner, insertJob, insertPhoto, insertReview } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

async function getJobs<T = ClientJobJson>(request: Promise<{ status: number; json(): Promise<unknown> }>): Promise<T[]> {
  const response = await request;
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: T[] }).jobs;
}

describe("GET /api/client/jobs/upcoming", () => {
  it("lists Posted, Assigned and In Progress jobs starting now or later, soonest first, with the assigned cleaner", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const cleaner = await insertCleaner(t, "Sam Rivera", { ratingAvg: "4.50", ratingCount: 2 });
    const later = await insertJob(t.db, { clientId, unitId, status: "Posted", scheduledStart: inHours(72) });
    const soonest = await insertJob(t.db, {
      clientId,
      unitId,
      status: "Assigned",
      scheduledStart: inHours(5),
      cleanerId: cleaner.cleanerId,
    });
    const middle = await insertJob(t.db, { clientId, status: "In Progress", scheduledStart: inHours(24), cleanerId: cleaner.cleanerId });
    // Under way since an hour ago: still listed (docs/decisions/033), first by its start.
    const underWay = await insertJob(t.db, { clientId, status: "In Progress", scheduledStart: inHours(-1), cleanerId: cleaner.cleanerId });
    // Not upcoming: past start (unless under way), or a status outside the three.
    await insertJob(t.db, { clientId, status: "Posted", scheduledStart: inHours(-2) });
    await insertJob(t.db, { clientId, status: "Assigned", scheduledStart: inHours(-2), cleanerId: cleaner.cleanerId });
    for (const status of ["Completed", "Canceled", "Problem"] as const)
      await insertJob(t.db, { clientId, status, scheduledStart: inHours(30) });
    // Someone else's job is never shown.
    const other = await clientWithUnit(t);
    await insertJob(t.db, { clientId: other.clientId, scheduledStart: inHours(1) });

    const jobs = await getJobs(account.browser.api.client.jobs.upcoming.$get());
    expect(jobs.map((job) => job.jobId)).toEqual([underWay.jobId, soonest.jobId, middle.jobId, later.jobId]);
    expect(jobs[1]).toMatchObject({
      status: "Assigned",
      unitLabel: "Harbor Flat",
      durationHours: 2,
      clientPriceCents: 10_000,
      cleaner: { name: "Sam Rivera", ratingAvg: 4.5, ratingCount: 2 },
      review: null,
    });
    expect(jobs[3]).toMatchObject({ status: "Posted", cleaner: null });
  });

  it("is empty for a new client", async () => {
    const { account } = await clientWithUnit(t);
    expect(await getJobs(account.browser.api.client.jobs.upcoming.$get())).toEqual([]);
  });
});

describe("GET /api/client/jobs/history", () => {
  it("lists Completed jobs, newest completion first, with cleaner, price, before/after photos and the review", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const cleaner = await insertCleaner(t, "Ana Lopez");
    const older = await insertJob(t.db, {
      clientId,
      unitId,
      status: "Completed",
      scheduledStart: inHours(-24 * 10),
      cleanerId: cleaner.cleanerId,
      clientPriceCents: 15_000,
    });
    const newer = await insertJob(t.db, {
      clientId,
      unitId,
      status: "Completed",
      scheduledStart: inHours(-24 * 2),
      cleanerId: cleaner.cleanerId,
    });
    await insertJob(t.db, { clientId, status: "Canceled", scheduledStart: inHours(-24) });
    await insertJob(t.db, { clientId, status: "Posted", scheduledStart: inHours(24) });
    const before = await insertPhoto(
      t.db,
      older.jobId,
      "photo_before",
      `job-photos/${older.jobId}/before.jpg`,
      new Date(Date.now() - 2000),
    );
    const after = await insertPhoto(t.db, older.jobId, "photo_after", `job-photos/${older.jobId}/after.jpg`);
    const review = await insertReview(t.db, { jobId: older.jobId, cleanerId: cleaner.cleanerId, clientId, rating: 4, comment: "Spotless" });
    const other = await clientWithUnit(t);
    await insertJob(t.db, { clientId: other.clientId, status: "Completed" });

    const jobs = await getJobs<HistoryJobView>(account.browser.api.client.jobs.history.$get());
    expect(jobs.map((job) => job.jobId)).toEqual([newer.jobId, older.jobId]);
    expect(jobs[0]).toMatchObject({ photos: [], review: null, cleaner: { name: "Ana Lopez" } });
    expect(jobs[1]).toMatchObject({
      status: "Completed",
      clientPriceCents: 15_000,
      completedAt: older.completedAt?.toISOString(),
      review: { reviewId: review.reviewId, rating: 4, comment: "Spotless" },
      photos: [
        { photoId: before.id, type: "photo_before", url: `/api/client/jobs/${older.jobId}/photos/${before.id}` },
        { photoId: after.id, type: "photo_after", url: `/api/client/jobs/${older.jobId}/photos/${after.id}` },
      ],
    });
  });
});

describe("GET /api/client/dashboard", () => {
  it("gives the name, the open jobs, completed jobs to rate (unreviewed first) and the 3 latest completed", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    const open = [
      await insertJob(t.db, { clientId, status: "In Progress", scheduledStart: inHours(-1), cleanerId: cleaner.cleanerId }),
      await insertJob(t.db, { clientId, status: "Posted", scheduledStart: inHours(30) }),
      await insertJob(t.db, { clientId, status: "Problem", scheduledStart: inHours(40) }),
    ];
    await insertJob(t.db, { clientId, status: "Canceled", scheduledStart: inHours(10) });
    const completed = [];
    for (let day = 1; day <= 4; day++) {
      completed.push(
        await insertJob(t.db, { clientId, status: "Completed", scheduledStart: inHours(-24 * day), cleanerId: cleaner.cleanerId }),
      );
    }
    // The newest is reviewed already; the oldest completed has no cleaner, so it cannot be rated.
    await insertReview(t.db, { jobId: completed[0]!.jobId, cleanerId: cleaner.cleanerId, clientId, rating: 5 });
    const noCleaner = await insertJob(t.db, { clientId, status: "Completed", scheduledStart: inHours(-12) });

    const response = await account.browser.api.client.dashboard.$get();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { name: string; upcoming: ClientJobJson[]; toRate: ClientJobJson[]; recent: ClientJobJson[] };
    expect(body.name).toBe(account.fullName);
    expect(body.upcoming.map((job) => job.jobId)).toEqual(open.map((job) => job.jobId));
    expect(body.toRate.map((job) => job.jobId)).toEqual([completed[1]!.jobId, completed[2]!.jobId, completed[3]!.jobId]);
    expect(body.recent.map((job) => job.jobId)).toEqual([noCleaner.jobId, completed[0]!.jobId, completed[1]!.jobId]);
  });

  it("shows every open job, not only the next few, soonest first", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const open = [];
    for (let day = 8; day >= 1; day--)
      open.unshift(await insertJob(t.db, { clientId, status: "Posted", scheduledStart: inHours(24 * day) }));

    const body = (await (await account.browser.api.client.dashboard.$get()).json()) as { upcoming: ClientJobJson[] };
    expect(body.upcoming.map((job) => job.jobId)).toEqual(open.map((job) => job.jobId));
  });
});
