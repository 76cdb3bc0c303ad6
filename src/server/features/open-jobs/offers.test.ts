// docs/decisions/055: a job offered to one cleaner, on the board and in claims, and the cleaner's
// answer (accept, decline), with every refusal and its reason.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobOffers } from "../../db/schema/dispatch";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { notificationOutbox } from "../../db/schema/platform";
import { createTestApp, type TestAccount } from "../../test/harness";
import {
  clientAndTwoCleaners,
  insertCleaner,
  insertJob,
  insertJobOffer,
  insertUnit,
  insertUnitCleaner,
  setFeatureFlag,
  type JobFixture,
} from "../../test/fixtures";
import { OFFERED_TO_ANOTHER } from "./claim.service";
import { OFFER_ACCEPTED, OFFER_EXPIRED, OFFER_NOT_FOUND, OFFER_WITHDRAWN } from "./offers.service";
import type { OpenJobsPage } from "./open-jobs.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let clientId: string;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  ({ clientId, sam, jamie } = await clientAndTwoCleaners(t));
});
beforeEach(async () => {
  await t.db.delete(jobs);
});

const openJob = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(48), ...fixture });
/** A job offered to `cleanerId` (an open offer, the job marked offered to them). */
async function offeredJob(cleanerId: string, fixture: Partial<JobFixture> = {}, expiresAt = inHours(1)) {
  const job = await openJob(fixture);
  const offer = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId, expiresAt });
  return { job, offer };
}

async function board(account: TestAccount, query: Record<string, string> = {}) {
  const response = await account.browser.api.cleaner["open-jobs"].$get({ query });
  expect(response.status).toBe(200);
  return (await response.json()) as OpenJobsPage;
}
const answer = (account: TestAccount, offerId: string, verb: "accept" | "decline", headers: Record<string, string> = {}) =>
  account.browser.request(`/api/cleaner/offers/${offerId}/${verb}`, { method: "POST", headers });
const claim = (account: TestAccount, jobId: string) => account.browser.api.cleaner.claims.$post({ json: { jobId } });

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}
const offerRow = async (offerId: string) => (await t.db.select().from(jobOffers).where(eq(jobOffers.offerId, offerId)))[0];
const jobRow = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0];
const assignee = async (jobId: string) =>
  (await t.db.select({ cleanerId: jobAssignments.cleanerId }).from(jobAssignments).where(eq(jobAssignments.jobId, jobId)))[0]?.cleanerId;

describe("the board with offers", () => {
  it("hides a job offered to another cleaner, from the list, its count and the dashboard", async () => {
    const free = await openJob();
    await offeredJob(jamie.cleanerId);
    const page = await board(sam.account);
    expect(page.rows.map((row) => row.jobId)).toEqual([free.jobId]);
    expect(page.total).toBe(1);
    expect(page.openCount).toBe(1);
    const dashboard = await sam.account.browser.request("/api/cleaner/dashboard");
    expect(((await dashboard.json()) as { stats: { availableJobs: number } }).stats.availableJobs).toBe(1);
    // A cleaner without a record yet reads the board too: no offer is theirs.
    const newcomer = await t.createAccount({ role: "cleaner", fullName: "Nora Newcomer" });
    expect((await board(newcomer)).rows.map((row) => row.jobId)).toEqual([free.jobId]);
  });

  it("shows the viewer's own offers first whatever the sort and filters, each with its offer", async () => {
    const soon = await openJob({ scheduledStart: inHours(30), clientPriceCents: 30_000 });
    const { job: offered, offer } = await offeredJob(sam.cleanerId, { scheduledStart: inHours(90), type: "Deep Clean" });
    for (const sort of ["start", "pay", "duration"]) {
      const page = await board(sam.account, { sort });
      expect(page.rows.map((row) => row.jobId)).toEqual([offered.jobId, soon.jobId]);
    }
    const [first, second] = (await board(sam.account)).rows;
    expect(first?.offer).toEqual({ offerId: offer.offerId, expiresAt: offer.expiresAt!.toISOString() });
    expect(second?.offer).toBeNull();
    // A search or type filter that leaves the offered job out still shows it: the offer is the cleaner's for a while only.
    const filtered = await board(sam.account, { type: "Standard Clean" });
    expect(filtered.rows.map((row) => row.jobId)).toEqual([offered.jobId, soon.jobId]);
    expect(filtered.total).toBe(2);
    const dashboard = await sam.account.browser.request("/api/cleaner/dashboard");
    expect(((await dashboard.json()) as { stats: { availableJobs: number } }).stats.availableJobs).toBe(2);
  });

  // docs/decisions/067: Urgent and Soon are spec 9's, the claim window's; a job dispatch left to the
  // board days ahead, its window a day long, is neither (it once read Urgent on every card).
  it("gives a job dispatch left to the board no urgency of its own: its card has the claim window like any other", async () => {
    const window = inHours(20);
    const left = await openJob({ scheduledStart: inHours(72), claimWindowEnds: window });
    await t.db
      .update(jobs)
      .set({ dispatchState: "board", dispatchNote: "Offered to Jamie L. (declined)" })
      .where(eq(jobs.jobId, left.jobId));
    const card = (await board(sam.account)).rows.find((row) => row.jobId === left.jobId);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty("urgent");
    expect(card?.claimWindowEnds).toBe(window.toISOString());
  });
});

describe("claims of an offered job", () => {
  it("refuses anyone but the offered cleaner, and leaves the offer open", async () => {
    const { job, offer } = await offeredJob(jamie.cleanerId);
    await expectRefusal(await claim(sam.account, job.jobId), 409, OFFERED_TO_ANOTHER);
    expect((await jobRow(job.jobId))?.status).toBe("Posted");
    expect((await offerRow(offer.offerId))?.status).toBe("open");
  });

  it("with claim approval on, takes the offered cleaner's claim as the assignment, not an application", async () => {
    const { job, offer } = await offeredJob(sam.cleanerId);
    await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, true);
    try {
      await expectRefusal(await claim(jamie.account, job.jobId), 409, OFFERED_TO_ANOTHER);
      const response = await claim(sam.account, job.jobId);
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ status: "assigned" });
    } finally {
      await setFeatureFlag(t.db, SERVER_FLAGS.claimApproval, false);
    }
    expect(await assignee(job.jobId)).toBe(sam.cleanerId);
    expect((await offerRow(offer.offerId))?.status).toBe("accepted");
  });

  it("lets the offered cleaner claim it from the board", async () => {
    const { job, offer } = await offeredJob(sam.cleanerId);
    expect((await claim(sam.account, job.jobId)).status).toBe(201);
    expect(await assignee(job.jobId)).toBe(sam.cleanerId);
    expect((await offerRow(offer.offerId))?.status).toBe("accepted");
  });
});

describe("POST /api/cleaner/offers/:offerId/accept", () => {
  it("is the claim: the job is the cleaner's, answered as a claim is, with the client's email", async () => {
    const { job, offer } = await offeredJob(sam.cleanerId);
    const response = await answer(sam.account, offer.offerId, "accept");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: "assigned", message: "Job Claimed!", assignment: { jobId: job.jobId } });
    expect(await assignee(job.jobId)).toBe(sam.cleanerId);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "Assigned", offeredTo: null, dispatchState: "accepted" });
    expect(await offerRow(offer.offerId)).toMatchObject({ status: "accepted", answeredAt: expect.any(Date) as Date });
    const emails = await t.db
      .select()
      .from(notificationOutbox)
      .where(like(notificationOutbox.dedupeKey, `job-claimed:${job.jobId}:%`));
    expect(emails).toHaveLength(1);
  });

  it("gives a repeat with the same Idempotency-Key the first answer", async () => {
    const { offer } = await offeredJob(sam.cleanerId);
    const headers = { "Idempotency-Key": `accept-${offer.offerId}` };
    const first = await answer(sam.account, offer.offerId, "accept", headers);
    const again = await answer(sam.account, offer.offerId, "accept", headers);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
  });

  it("is 404 for another cleaner's offer, and for a cleaner who was passed over", async () => {
    const { offer } = await offeredJob(jamie.cleanerId);
    await expectRefusal(await answer(sam.account, offer.offerId, "accept"), 404, OFFER_NOT_FOUND);
    const job = await openJob();
    const skipped = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "skipped", reason: "not available" });
    await expectRefusal(await answer(sam.account, skipped.offerId, "accept"), 404, OFFER_NOT_FOUND);
    expect((await offerRow(offer.offerId))?.status).toBe("open");
  });

  it("expires an offer whose time ran out before the runner got to it, moves on, and says so", async () => {
    const { job, offer } = await offeredJob(sam.cleanerId, {}, inHours(-0.1));
    await expectRefusal(await answer(sam.account, offer.offerId, "accept"), 409, OFFER_EXPIRED);
    expect(await offerRow(offer.offerId)).toMatchObject({ status: "expired", answeredAt: expect.any(Date) as Date });
    expect((await jobRow(job.jobId))?.status).toBe("Posted");
    expect((await jobRow(job.jobId))?.offeredTo).not.toBe(sam.cleanerId);
    expect(await assignee(job.jobId)).toBeUndefined();
  });

  it("refuses an offer that expired, was withdrawn or was already accepted, with the reason", async () => {
    const job = await openJob();
    const expired = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "expired" });
    await expectRefusal(await answer(sam.account, expired.offerId, "accept"), 409, OFFER_EXPIRED);
    const withdrawn = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "withdrawn" });
    await expectRefusal(await answer(sam.account, withdrawn.offerId, "accept"), 409, OFFER_WITHDRAWN);
    const accepted = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "accepted" });
    await expectRefusal(await answer(sam.account, accepted.offerId, "accept"), 409, OFFER_ACCEPTED);
    expect(await assignee(job.jobId)).toBeUndefined();
  });
});

describe("POST /api/cleaner/offers/:offerId/decline", () => {
  it("ends the offer as declined and frees the job from it; declining again answers the same", async () => {
    const { job, offer } = await offeredJob(sam.cleanerId);
    const response = await answer(sam.account, offer.offerId, "decline");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "declined" });
    expect(await offerRow(offer.offerId)).toMatchObject({ status: "declined", answeredAt: expect.any(Date) as Date });
    expect((await jobRow(job.jobId))?.offeredTo).not.toBe(sam.cleanerId);
    // Twice is once: the same answer, nothing changed.
    const again = await answer(sam.account, offer.offerId, "decline");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "declined" });
    // The declined cleaner can no longer accept it.
    expect((await answer(sam.account, offer.offerId, "accept")).status).toBe(409);
  });

  it("offers the job to the next cleaner on the unit's list, who then sees it first on their board", async () => {
    const unit = await insertUnit(t.db, clientId);
    await insertUnitCleaner(t.db, { unitId: unit.unitId, cleanerId: sam.cleanerId, position: 0 });
    await insertUnitCleaner(t.db, { unitId: unit.unitId, cleanerId: jamie.cleanerId, position: 1 });
    const { job, offer } = await offeredJob(sam.cleanerId, { unitId: unit.unitId });
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
    try {
      expect((await answer(sam.account, offer.offerId, "decline")).status).toBe(200);
    } finally {
      await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    }
    const [next] = await t.db.select().from(jobOffers).where(eq(jobOffers.status, "open"));
    expect(next).toMatchObject({ jobId: job.jobId, cleanerId: jamie.cleanerId });
    expect(await jobRow(job.jobId)).toMatchObject({ offeredTo: jamie.cleanerId, dispatchState: "offering" });
    expect((await board(jamie.account)).rows[0]).toMatchObject({ jobId: job.jobId, offer: { offerId: next?.offerId } });
    expect((await board(sam.account)).rows).toEqual([]);
  });

  it("is 404 for another cleaner's offer", async () => {
    const { offer } = await offeredJob(jamie.cleanerId);
    await expectRefusal(await answer(sam.account, offer.offerId, "decline"), 404, OFFER_NOT_FOUND);
    expect((await offerRow(offer.offerId))?.status).toBe("open");
  });

  it("refuses a lapsed offer (expiring it) and one that was accepted or withdrawn", async () => {
    const { offer: lapsed } = await offeredJob(sam.cleanerId, {}, inHours(-0.1));
    await expectRefusal(await answer(sam.account, lapsed.offerId, "decline"), 409, OFFER_EXPIRED);
    expect((await offerRow(lapsed.offerId))?.status).toBe("expired");
    const job = await openJob();
    const withdrawn = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "withdrawn" });
    await expectRefusal(await answer(sam.account, withdrawn.offerId, "decline"), 409, OFFER_WITHDRAWN);
    const accepted = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId, status: "accepted" });
    await expectRefusal(await answer(sam.account, accepted.offerId, "decline"), 409, OFFER_ACCEPTED);
  });
});
