import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../shared/schemas/page";
import { reviews } from "../../db/schema/jobs";
import { auditLog } from "../../db/schema/platform";
import { refreshCleanerRating } from "../../domain/cleaners/rating";
import { cleanerRating, clientIdOf, insertCleaner, insertJob, insertReview } from "../../test/fixtures";
import { createTestApp, jsonOf, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import type { AdminReview } from "./admin-reviews.service";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Moderating Admin" });
});

const HOUR = 60 * 60 * 1000;

/** A client account and a cleaner, and one reviewed Completed job per rating (the last one newest). */
async function reviewedCleaner(
  ratings: number[],
  names: { cleaner?: string; client?: string; comment?: (rating: number) => string | null } = {},
) {
  const cleaner = await insertCleaner(t, names.cleaner ?? "Robin Reviewed");
  const client = await t.createAccount({ role: "client", fullName: names.client ?? "Quinn Client" });
  const clientId = await clientIdOf(t, client);
  const made = [];
  for (const [index, rating] of ratings.entries()) {
    const job = await insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -10 + index });
    const review = await insertReview(t.db, {
      jobId: job.jobId,
      cleanerId: cleaner.cleanerId,
      clientId,
      rating,
      comment: names.comment?.(rating) ?? `Rated ${rating}`,
    });
    // Distinct creation times: the list is newest first.
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - (ratings.length - index) * HOUR) })
      .where(eq(reviews.reviewId, review.reviewId));
    made.push({ jobId: job.jobId, reviewId: review.reviewId, rating });
  }
  // As the review API leaves the cleaner's rating.
  await refreshCleanerRating(t.db, cleaner.cleanerId);
  return { cleaner, client, clientId, reviews: made };
}

async function list(query: Record<string, string> = {}) {
  const response = await admin.browser.api.admin.reviews.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return await jsonOf(response);
}

async function setVisibility(reviewId: string, isVisible: boolean) {
  const response = await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({ param: { reviewId }, json: { isVisible } });
  expect(response.status, await response.clone().text()).toBe(200);
  return await jsonOf(response);
}

const auditRows = (reviewId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, reviewId)))
    .orderBy(desc(auditLog.createdAt));

describe("GET /api/admin/reviews", () => {
  let fixture: Awaited<ReturnType<typeof reviewedCleaner>>;
  beforeAll(async () => {
    fixture = await reviewedCleaner([1, 2, 3, 4, 5], {
      cleaner: "Zephyr Listcleaner",
      client: "Ulla Listclient",
      comment: (rating) => `Listcheck ${rating} stars`,
    });
    await setVisibility(fixture.reviews[1]!.reviewId, false);
  });
  const mine = (page: Page<AdminReview>) =>
    page.rows.filter((row) => row.cleaner.cleanerId === fixture.cleaner.cleanerId).map((row) => row.rating);

  it("lists every review, hidden ones too, newest first, with the cleaner, client and job", async () => {
    const page = await list({ search: "Zephyr" });
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(page.rows.find((row) => row.rating === 2)).toMatchObject({
      isVisible: false,
      comment: "Listcheck 2 stars",
      client: { name: "Ulla Listclient" },
    });
    expect(page.rows[0]).toMatchObject({
      cleaner: { name: "Zephyr Listcleaner" },
      job: { jobId: fixture.reviews[4]!.jobId, type: "Standard Clean", timeZone: "America/New_York" },
    });
  });

  it.each([
    [{ search: "listcheck 3" }, [3]],
    [{ search: "Ulla Listclient" }, [5, 4, 3, 2, 1]],
    [{ search: "Zephyr", rating: "low" }, [2, 1]],
    [{ search: "Zephyr", rating: "high" }, [5, 4]],
    [{ search: "Zephyr", rating: "3" }, [3]],
    [{ search: "Zephyr", visibility: "hidden" }, [2]],
    [{ search: "Zephyr", visibility: "visible", rating: "low" }, [1]],
    [{ search: "Zephyr%" }, []],
  ])("filters by %j in SQL and counts what matches", async (query, ratings) => {
    const page = await list(query);
    expect(mine(page)).toEqual(ratings);
    expect(page.total).toBe(ratings.length);
  });

  it("pages: the total counts every match, each page holds pageSize rows", async () => {
    const second = await list({ search: "Zephyr", pageSize: "2", page: "2" });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.rating)).toEqual([3, 2]);
  });

  it.each([
    [{ rating: "6" }, "Please choose a rating filter: all, low, high or 1 to 5 stars."],
    [{ visibility: "secret" }, "Please choose a visibility filter: all, visible or hidden."],
    [{ pageSize: "101" }, "The page size must be at most 100."],
  ])("refuses %j with 400 and the reason", async (query, message) => {
    const response = await admin.browser.api.admin.reviews.$get({ query: queryFrom(query) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
  });
});

describe("PATCH /api/admin/reviews/:reviewId/visibility", () => {
  it("hides a review: the cleaner's rating counts the visible reviews only, with the audit row", async () => {
    const { cleaner, reviews: made } = await reviewedCleaner([5, 1]);
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "3.00", ratingCount: 2 });

    const body = await setVisibility(made[1]!.reviewId, false);
    expect(body).toEqual({
      reviewId: made[1]!.reviewId,
      isVisible: false,
      cleaner: { cleanerId: cleaner.cleanerId, ratingAvg: 5, ratingCount: 1 },
    });
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "5.00", ratingCount: 1 });
    const [audit] = await auditRows(made[1]!.reviewId);
    expect(audit).toMatchObject({
      action: "review.hidden",
      actorId: admin.userId,
      before: { isVisible: true, cleanerRatingAvg: 3, cleanerRatingCount: 2 },
      after: { isVisible: false, cleanerRatingAvg: 5, cleanerRatingCount: 1 },
    });
  });

  it("shows it again: the rating counts it again, and the show is audited", async () => {
    const { cleaner, reviews: made } = await reviewedCleaner([4, 2]);
    await setVisibility(made[1]!.reviewId, false);
    await setVisibility(made[1]!.reviewId, true);
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "3.00", ratingCount: 2 });
    expect((await auditRows(made[1]!.reviewId))[0]).toMatchObject({
      action: "review.shown",
      after: { isVisible: true, cleanerRatingCount: 2 },
    });
  });

  it("hiding a cleaner's only review leaves no rating (N/A), not a stale one", async () => {
    const { cleaner, reviews: made } = await reviewedCleaner([3]);
    await setVisibility(made[0]!.reviewId, false);
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: null, ratingCount: 0 });
  });

  it("refuses to hide a hidden review (409) and changes nothing", async () => {
    const { reviews: made } = await reviewedCleaner([4]);
    await setVisibility(made[0]!.reviewId, false);
    const before = (await auditRows(made[0]!.reviewId)).length;
    const response = await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({
      param: { reviewId: made[0]!.reviewId },
      json: { isVisible: false },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "REVIEW_VISIBILITY_UNCHANGED", message: "This review is already hidden." } });
    expect(await auditRows(made[0]!.reviewId)).toHaveLength(before);
  });

  it.each([[{}], [{ isVisible: "no" }], [{ isVisible: null }]])("refuses the body %j with 400", async (json) => {
    const { reviews: made } = await reviewedCleaner([4]);
    const response = await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({
      param: { reviewId: made[0]!.reviewId },
      json: unchecked(json),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "INVALID_INPUT", message: "Please say whether the review is visible (true or false)." },
    });
    const [stored] = await t.db.select({ isVisible: reviews.isVisible }).from(reviews).where(eq(reviews.reviewId, made[0]!.reviewId));
    expect(stored?.isVisible).toBe(true);
  });

  it("answers 404 for a review that does not exist or a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await admin.browser.api.admin.reviews[":reviewId"].visibility.$patch({
        param: { reviewId: id },
        json: { isVisible: false },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Review not found." } });
    }
  });
});

describe("DELETE /api/admin/reviews/:reviewId", () => {
  it("deletes the review, recomputes the rating and keeps the whole review in the audit row", async () => {
    const { cleaner, clientId, reviews: made } = await reviewedCleaner([2, 4]);
    const response = await admin.browser.api.admin.reviews[":reviewId"].$delete({ param: { reviewId: made[0]!.reviewId } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reviewId: made[0]!.reviewId,
      cleaner: { cleanerId: cleaner.cleanerId, ratingAvg: 4, ratingCount: 1 },
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.reviewId, made[0]!.reviewId))).toEqual([]);
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "4.00", ratingCount: 1 });
    const [audit] = await auditRows(made[0]!.reviewId);
    expect(audit).toMatchObject({
      action: "review.deleted",
      actorId: admin.userId,
      before: {
        jobId: made[0]!.jobId,
        clientId,
        rating: 2,
        comment: "Rated 2",
        isVisible: true,
        cleanerRatingAvg: 3,
        cleanerRatingCount: 2,
      },
      after: { cleanerRatingAvg: 4, cleanerRatingCount: 1 },
    });
  });

  it("deleting a hidden review leaves the rating as it was (it was not counted)", async () => {
    const { cleaner, reviews: made } = await reviewedCleaner([1, 5]);
    await setVisibility(made[0]!.reviewId, false);
    expect((await admin.browser.api.admin.reviews[":reviewId"].$delete({ param: { reviewId: made[0]!.reviewId } })).status).toBe(200);
    expect(await cleanerRating(t.db, cleaner.cleanerId)).toEqual({ ratingAvg: "5.00", ratingCount: 1 });
  });

  it("answers 404 the second time", async () => {
    const { reviews: made } = await reviewedCleaner([3]);
    await admin.browser.api.admin.reviews[":reviewId"].$delete({ param: { reviewId: made[0]!.reviewId } });
    const again = await admin.browser.api.admin.reviews[":reviewId"].$delete({ param: { reviewId: made[0]!.reviewId } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: "NOT_FOUND", message: "Review not found." } });
  });
});
