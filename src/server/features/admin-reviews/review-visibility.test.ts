// docs/decisions/046: a review an admin hid disappears from every place but the admin's and its
// author's, and the cleaner's rating counts visible reviews only. One test per place.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema/jobs";
import { refreshCleanerRating } from "../../domain/cleaners/rating";
import { cleanerRating, clientIdOf, insertCleaner, insertJob, insertReview } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

interface Review {
  rating: number;
  comment: string | null;
}

let admin: TestAccount;
let author: TestAccount;
let otherClient: TestAccount;
let cleaner: Awaited<ReturnType<typeof insertCleaner>>;
let hiddenJobId: string;
let visibleJobId: string;
let hiddenReviewId: string;

beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  author = await t.createAccount({ role: "client", fullName: "Author Client" });
  otherClient = await t.createAccount({ role: "client", fullName: "Other Client" });
  cleaner = await insertCleaner(t, "Visible Cleaner");
  const clientId = await clientIdOf(t, author);
  const hiddenJob = await insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -4 });
  const visibleJob = await insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -3 });
  hiddenJobId = hiddenJob.jobId;
  visibleJobId = visibleJob.jobId;
  hiddenReviewId = (
    await insertReview(t.db, { jobId: hiddenJobId, cleanerId: cleaner.cleanerId, clientId, rating: 1, comment: "Rude and late." })
  ).reviewId;
  await insertReview(t.db, { jobId: visibleJobId, cleanerId: cleaner.cleanerId, clientId, rating: 5, comment: "Lovely work." });
  await refreshCleanerRating(t.db, cleaner.cleanerId);
  // Another client's job with this cleaner: where a client sees the cleaner's rating.
  await insertJob(t.db, { clientId: await clientIdOf(t, otherClient), status: "Assigned", cleanerId: cleaner.cleanerId, daysFromNow: 2 });

  const hidden = await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({
    param: { reviewId: hiddenReviewId },
    json: { isVisible: false },
  });
  expect(hidden.status).toBe(200);
});

async function json<T>(request: Promise<{ status: number; json(): Promise<unknown>; clone(): Response }>): Promise<T> {
  const response = await request;
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe("the cleaner", () => {
  it("My Assignments' View Review shows the visible review and not the hidden one", async () => {
    const { rows: assignments } = await json<{ rows: { jobId: string; review: Review | null }[] }>(
      cleaner.account.browser.api.cleaner.assignments.$get({ query: { tab: "completed" } }),
    );
    const reviewOf = (jobId: string) => assignments.find((assignment) => assignment.jobId === jobId)?.review;
    expect(reviewOf(visibleJobId)).toMatchObject({ rating: 5, comment: "Lovely work." });
    expect(reviewOf(hiddenJobId)).toBeNull();
  });

  it("the Job Report leaves the hidden review out", async () => {
    const hidden = await json<{ report: { review: Review | null } }>(
      cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: hiddenJobId } }),
    );
    const visible = await json<{ report: { review: Review | null } }>(
      cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: visibleJobId } }),
    );
    expect(hidden.report.review).toBeNull();
    expect(visible.report.review).toMatchObject({ rating: 5 });
  });

  it("the dashboard's rating counts the visible review only", async () => {
    const dashboard = await json<{ stats: { ratingAvg: number | null; ratingCount: number } }>(
      cleaner.account.browser.api.cleaner.dashboard.$get({ query: {} }),
    );
    expect(dashboard.stats).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
  });
});

describe("another client", () => {
  it("sees the cleaner's rating without the hidden review", async () => {
    const { jobs } = await json<{ jobs: { cleaner: { name: string; ratingAvg: number | null; ratingCount: number } | null }[] }>(
      otherClient.browser.api.client.jobs.upcoming.$get(),
    );
    expect(jobs[0]?.cleaner).toEqual({ name: "Visible Cleaner", ratingAvg: 5, ratingCount: 1 });
  });
});

describe("the review's author", () => {
  it("still sees their hidden review in Job History and on the dashboard", async () => {
    const { jobs } = await json<{ jobs: { jobId: string; review: Review | null }[] }>(author.browser.api.client.jobs.history.$get());
    expect(jobs.find((job) => job.jobId === hiddenJobId)?.review).toMatchObject({ rating: 1, comment: "Rude and late." });
    const dashboard = await json<{ recent: { jobId: string; review: Review | null }[] }>(author.browser.api.client.dashboard.$get());
    expect(dashboard.recent.find((job) => job.jobId === hiddenJobId)?.review).toMatchObject({ rating: 1 });
  });

  it("can edit it; it stays hidden and still does not count in the rating", async () => {
    const response = await author.browser.api.client.jobs[":jobId"].review.$put({
      param: { jobId: hiddenJobId },
      json: { rating: 2, comment: "Late, but apologised." },
    });
    expect(response.status).toBe(200);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.reviewId, hiddenReviewId));
    expect(stored).toMatchObject({ rating: 2, comment: "Late, but apologised.", isVisible: false });
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "5.00", ratingCount: 1 });
    // The cleaner still does not see it after the edit.
    const report = await json<{ report: { review: Review | null } }>(
      cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: hiddenJobId } }),
    );
    expect(report.report.review).toBeNull();
  });
});

describe("the admin", () => {
  it("sees the hidden review in the moderation list", async () => {
    const page = await json<{ rows: { reviewId: string; isVisible: boolean }[] }>(
      admin.browser.api.admin.reviews.$get({ query: { visibility: "hidden", search: "Visible Cleaner" } }),
    );
    expect(page.rows).toEqual([expect.objectContaining({ reviewId: hiddenReviewId, isVisible: false })]);
  });

  it("showing it again puts it back for the cleaner and in the rating", async () => {
    await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({
      param: { reviewId: hiddenReviewId },
      json: { isVisible: true },
    });
    const report = await json<{ report: { review: Review | null } }>(
      cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: hiddenJobId } }),
    );
    expect(report.report.review).toMatchObject({ rating: 2 });
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "3.50", ratingCount: 2 });
  });
});
