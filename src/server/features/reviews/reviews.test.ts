import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema/jobs";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";
import { cleanerRating, clientIdOf, insertCleaner, insertJob, type JobFixture } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

let client: TestAccount;
let clientId: string;
let cleanerId: string;
beforeAll(async () => {
  client = await t.createAccount({ role: "client", fullName: "Reviewing Client" });
  clientId = await clientIdOf(t, client);
  ({ cleanerId } = await insertCleaner(t));
});

const putReview = (account: TestAccount, jobId: string, json: unknown) =>
  account.browser.api.client.jobs[":jobId"].review.$put({ param: { jobId }, json: unchecked(json) });
/** A job of the reviewing client that started three days ago. */
const pastJobId = async (fixture: Omit<JobFixture, "clientId">) => (await insertJob(t.db, { clientId, daysFromNow: -3, ...fixture })).jobId;
const storedReviews = (jobId: string) => t.db.select().from(reviews).where(eq(reviews.jobId, jobId));

describe("PUT /api/client/jobs/:jobId/review", () => {
  it("stores a review of a completed job and updates the cleaner's rating", async () => {
    const jobId = await pastJobId({ status: "Completed", cleanerId });
    const response = await putReview(client, jobId, { rating: 4, comment: "  Spotless kitchen.  " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ review: { rating: 4, comment: "Spotless kitchen." } });
    expect(await storedReviews(jobId)).toEqual([
      expect.objectContaining({ rating: 4, comment: "Spotless kitchen.", cleanerId, clientId, isVisible: true }),
    ]);
  });

  it("edits the one review of a job instead of adding a second, keeping the average exact", async () => {
    const { cleanerId: freshCleaner } = await insertCleaner(t, "Fresh Cleaner");
    const first = await pastJobId({ status: "Completed", cleanerId: freshCleaner });
    const second = await pastJobId({ status: "Completed", cleanerId: freshCleaner });
    await putReview(client, first, { rating: 5 });
    await putReview(client, second, { rating: 2 });
    expect(await cleanerRating(t.db, freshCleaner)).toEqual({ ratingAvg: "3.50", ratingCount: 2 });

    expect((await putReview(client, second, { rating: 4, comment: "Better on a second look" })).status).toBe(200);
    expect(await storedReviews(second)).toHaveLength(1);
    expect(await cleanerRating(t.db, freshCleaner)).toEqual({ ratingAvg: "4.50", ratingCount: 2 });
  });

  it("stores an empty or blank comment as null", async () => {
    const jobId = await pastJobId({ status: "Completed", cleanerId });
    await putReview(client, jobId, { rating: 3, comment: "   " });
    expect((await storedReviews(jobId))[0]?.comment).toBeNull();
  });

  it.each([
    [{}, "Please select a star rating."],
    [{ rating: 0 }, "Please select a star rating."],
    [{ rating: 6 }, "Please select a star rating."],
    [{ rating: 3.5 }, "Please select a star rating."],
    [{ rating: 5, comment: "x".repeat(1001) }, "Please keep comments under 1000 characters."],
  ])("refuses %j with 400 and stores nothing", async (body, message) => {
    const jobId = await pastJobId({ status: "Completed", cleanerId });
    const response = await putReview(client, jobId, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await storedReviews(jobId)).toEqual([]);
  });

  it("accepts a comment of exactly 1000 characters", async () => {
    const jobId = await pastJobId({ status: "Completed", cleanerId });
    expect((await putReview(client, jobId, { rating: 5, comment: "y".repeat(1000) })).status).toBe(200);
  });

  it.each(["Posted", "Assigned", "In Progress", "Canceled"] as const)("refuses a %s job with 409", async (status) => {
    const jobId = await pastJobId({ status, cleanerId: status === "Posted" || status === "Canceled" ? undefined : cleanerId });
    const response = await putReview(client, jobId, { rating: 5 });
    expect(response.status).toBe(409);
    expect(await storedReviews(jobId)).toEqual([]);
  });

  it("refuses a completed job that has no cleaner with 409", async () => {
    const jobId = await pastJobId({ status: "Completed" });
    const response = await putReview(client, jobId, { rating: 5 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "JOB_HAS_NO_CLEANER", message: "This cleaning has no cleaner to review." } });
  });

  it("answers 404 for another client's job, and for an id that is not one, and changes nothing", async () => {
    const stranger = await t.createAccount({ role: "client" });
    const jobId = await pastJobId({ status: "Completed", cleanerId });
    await putReview(client, jobId, { rating: 5, comment: "Mine" });
    expect((await putReview(stranger, jobId, { rating: 1, comment: "Not mine" })).status).toBe(404);
    expect((await putReview(client, "not-a-uuid", { rating: 1 })).status).toBe(404);
    expect(await storedReviews(jobId)).toEqual([expect.objectContaining({ rating: 5, comment: "Mine" })]);
  });

  it("keeps rating_avg and rating_count exact under concurrent reviews of one cleaner", async () => {
    const { cleanerId: busyCleaner } = await insertCleaner(t, "Busy Cleaner");
    const ratings = [5, 4, 3, 5, 2, 4, 5, 1];
    const jobIds = await Promise.all(ratings.map(() => pastJobId({ status: "Completed", cleanerId: busyCleaner })));
    const responses = await Promise.all(jobIds.map((jobId, i) => putReview(client, jobId, { rating: ratings[i] })));
    expect(responses.map((response) => response.status)).toEqual(ratings.map(() => 200));
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(await cleanerRating(t.db, busyCleaner)).toEqual({ ratingAvg: average.toFixed(2), ratingCount: ratings.length });
  });
});
