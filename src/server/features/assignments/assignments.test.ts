import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { clients, profiles } from "../../db/schema/people";
import { createTestApp, jsonOf, unchecked, type Browser } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob, insertPhoto, insertReview } from "../../test/fixtures";
import { ASSIGNMENTS_PAGE_SIZE } from "../../../shared/schemas/assignments";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Any string (a generated id or time). */
const ANY_TEXT: unknown = expect.any(String);

type ListQuery = NonNullable<Parameters<Browser["api"]["cleaner"]["assignments"]["$get"]>[0]>["query"];

async function list(browser: Browser, query: ListQuery = {}) {
  const response = await browser.api.cleaner.assignments.$get({ query });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return await jsonOf(response);
}

describe("GET /api/cleaner/assignments", () => {
  it("lists the cleaner's own assignments by tab, with the counts of every tab", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const later = await insertJob(t.db, {
      clientId: client.clientId,
      status: "Assigned",
      cleanerId: cleaner.cleanerId,
      scheduledStart: new Date(Date.now() + 30 * HOUR),
    });
    const sooner = await insertJob(t.db, {
      clientId: client.clientId,
      status: "In Progress",
      cleanerId: cleaner.cleanerId,
      scheduledStart: new Date(Date.now() + HOUR),
    });
    const done = await insertJob(t.db, { clientId: client.clientId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -2 });
    await insertJob(t.db, { clientId: client.clientId, status: "Assigned", cleanerId: other.cleanerId });
    await insertJob(t.db, { clientId: client.clientId, status: "Posted" });

    const active = await list(cleaner.account.browser);
    expect(active.counts).toEqual({ active: 2, completed: 1, all: 3 });
    // Soonest first: what the cleaner does next.
    expect(active.rows.map((entry) => [entry.jobId, entry.status])).toEqual([
      [sooner.jobId, "In Progress"],
      [later.jobId, "Assigned"],
    ]);
    expect(active).toMatchObject({ total: 2, page: 1, pageSize: ASSIGNMENTS_PAGE_SIZE });

    const completed = await list(cleaner.account.browser, { tab: "completed" });
    expect(completed.rows.map((entry) => entry.jobId)).toEqual([done.jobId]);
    const all = await list(cleaner.account.browser, { tab: "all" });
    expect(all.rows.map((entry) => entry.jobId).sort()).toEqual([later.jobId, sooner.jobId, done.jobId].sort());
  });

  it("shows each card's details: payout, size, client contact (the profile's phone when the record has none), review and photo counts", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      status: "Completed",
      cleanerId: cleaner.cleanerId,
      clientPriceCents: 20_000,
    });
    await insertPhoto(t.db, job.jobId, "photo_before", "job-photos/x/b.jpg");
    await insertPhoto(t.db, job.jobId, "photo_after", "job-photos/x/a.jpg");
    await insertPhoto(t.db, job.jobId, "photo_after", "job-photos/x/a2.jpg");
    await insertReview(t.db, {
      jobId: job.jobId,
      cleanerId: cleaner.cleanerId,
      clientId: client.clientId,
      rating: 5,
      comment: "Sparkling.",
    });
    await t.db.update(profiles).set({ phone: "617-555-0100" }).where(eq(profiles.userId, client.account.userId));

    const [card] = (await list(cleaner.account.browser, { tab: "completed" })).rows;
    expect(card).toMatchObject({
      jobId: job.jobId,
      status: "Completed",
      jobStatus: "Completed",
      type: "Standard Clean",
      address: "5 Test St, Boston, MA 02108",
      durationHours: 2,
      payoutCents: 11_000,
      client: { name: client.account.fullName, email: client.account.email, phone: "617-555-0100" },
      review: { rating: 5, comment: "Sparkling.", createdAt: ANY_TEXT },
      photos: { before: 1, after: 2 },
    });

    // The client record's own phone wins; no phone at all is null (the screen then shows no Call).
    await t.db.update(clients).set({ phone: "617-555-0199" }).where(eq(clients.clientId, client.clientId));
    expect((await list(cleaner.account.browser, { tab: "completed" })).rows[0]?.client.phone).toBe("617-555-0199");
    await t.db.update(clients).set({ phone: null }).where(eq(clients.clientId, client.clientId));
    await t.db.update(profiles).set({ phone: "  " }).where(eq(profiles.userId, client.account.userId));
    expect((await list(cleaner.account.browser, { tab: "completed" })).rows[0]?.client.phone).toBeNull();
  });

  it("pages in SQL: a bounded page and the tab's total", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    for (let index = 0; index <= ASSIGNMENTS_PAGE_SIZE; index += 1) {
      await insertJob(t.db, {
        clientId: client.clientId,
        status: "Assigned",
        cleanerId: cleaner.cleanerId,
        scheduledStart: new Date(Date.now() + (index + 1) * HOUR),
      });
    }
    const first = await list(cleaner.account.browser, { tab: "active" });
    expect(first.rows).toHaveLength(ASSIGNMENTS_PAGE_SIZE);
    expect(first).toMatchObject({ total: ASSIGNMENTS_PAGE_SIZE + 1, page: 1 });
    const second = await list(cleaner.account.browser, { tab: "active", page: "2" });
    expect(second.rows).toHaveLength(1);
    expect(second).toMatchObject({ total: ASSIGNMENTS_PAGE_SIZE + 1, page: 2 });
    expect(first.rows.map((entry) => entry.jobId)).not.toContain(second.rows[0]?.jobId);
  });

  it("answers an empty list to a cleaner with no jobs, a bad tab with 400, and no record with spec 8's 404", async () => {
    const cleaner = await insertCleaner(t);
    expect(await list(cleaner.account.browser)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: ASSIGNMENTS_PAGE_SIZE,
      counts: { active: 0, completed: 0, all: 0 },
    });
    const bad = await cleaner.account.browser.api.cleaner.assignments.$get({ query: unchecked({ tab: "soon" }) });
    expect(bad.status).toBe(400);
    const noRecord = await t.createAccount({ role: "cleaner" });
    const response = await noRecord.browser.api.cleaner.assignments.$get({ query: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Unable to find your cleaner profile" } });
  });
});

describe("GET /api/cleaner/assignments/:jobId/report", () => {
  it("gives the timeline, the photos, the payout and the review of a completed job", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    // Under way since its start an hour ago (a job completes only once due: decision 027).
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      status: "In Progress",
      cleanerId: cleaner.cleanerId,
      scheduledStart: new Date(Date.now() - HOUR),
    });
    const photo = await insertPhoto(t.db, job.jobId, "photo_after", `job-photos/${job.jobId}/after.jpg`);
    expect((await cleaner.account.browser.api.cleaner.assignments[":jobId"].complete.$post({ param: { jobId: job.jobId } })).status).toBe(
      200,
    );
    await insertReview(t.db, { jobId: job.jobId, cleanerId: cleaner.cleanerId, clientId: client.clientId, rating: 4, comment: null });

    const response = await cleaner.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: job.jobId } });
    expect(response.status).toBe(200);
    const { report } = await jsonOf(response);
    expect(report).toMatchObject({
      jobId: job.jobId,
      status: "Completed",
      payoutCents: job.cleanerPayoutCents,
      payout: { amountCents: job.cleanerPayoutCents, status: "pending", paidAt: null },
      review: { rating: 4, comment: null },
      photos: [
        {
          photoId: photo.id,
          type: "photo_after",
          note: null,
          url: `/api/cleaner/assignments/${job.jobId}/photos/${photo.id}`,
          createdAt: ANY_TEXT,
        },
      ],
    });
    expect(report.timeline.postedAt).toBe(job.createdAt.toISOString());
    expect(report.timeline.claimedAt).toEqual(ANY_TEXT);
    // Started by the fixture, not through the route: no start time; completed through the route.
    expect(report.timeline.startedAt).toBeNull();
    expect(report.timeline.completedAt).toEqual(ANY_TEXT);
  });

  it("answers 404 to another cleaner", async () => {
    const client = await clientWithUnit(t);
    const cleaner = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const job = await insertJob(t.db, { clientId: client.clientId, status: "Completed", cleanerId: cleaner.cleanerId });
    expect((await other.account.browser.api.cleaner.assignments[":jobId"].report.$get({ param: { jobId: job.jobId } })).status).toBe(404);
  });
});
