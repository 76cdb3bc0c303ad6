// docs/decisions/055: the runner's offer-expiry task moves an offer whose time is up to the next
// cleaner, once: a second run, or an offer answered meanwhile, changes nothing.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BACKGROUND_TASKS, offerExpiry } from "../../background/tasks";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { startDispatch } from "../../domain/dispatch/dispatch-job";
import { moveDispatch } from "../../domain/dispatch/dispatch-transitions";
import { clientWithUnit, dispatchOnlyTo, insertCleaner, insertJob, unitWithSamAndJamie } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { expireDueOffers, offerWaitingJobs, withdrawUnworkableOffers } from "./expire-offers";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;
let client: Awaited<ReturnType<typeof clientWithUnit>>;
let sam: Awaited<ReturnType<typeof insertCleaner>>;
let jamie: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  ({ client, sam, jamie } = await unitWithSamAndJamie(t));
});
beforeEach(async () => {
  // Sam and Jamie alone may be offered these jobs.
  await dispatchOnlyTo(t.db, [sam.cleanerId, jamie.cleanerId]);
  await t.db.delete(jobs);
});

/** A job posted at `now` and offered to Sam, whose offer lasts the client's 2 hours. */
async function offeredJob(now: Date) {
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    unitId: client.unitId,
    address: "1 Harbor Way, Boston, MA 02110",
    scheduledStart: new Date(now.getTime() + 72 * HOUR),
    claimWindowEnds: new Date(now.getTime() + 24 * HOUR),
  });
  await t.db.transaction((tx) => startDispatch(tx, job.jobId, { publicUrl: t.env.publicUrl, now }));
  return job;
}
const offers = (jobId: string) =>
  t.db
    .select({ cleanerId: jobOffers.cleanerId, status: jobOffers.status })
    .from(jobOffers)
    .where(eq(jobOffers.jobId, jobId))
    .orderBy(asc(jobOffers.offeredAt));
const expire = (now: Date) => expireDueOffers({ db: t.db, now, publicUrl: t.env.publicUrl });

describe("the offer-expiry task", () => {
  it("is registered to run every 30 s on one server at a time", () => {
    expect(BACKGROUND_TASKS).toContain(offerExpiry);
    expect(offerExpiry).toMatchObject({ name: "offer-expiry", everyMs: 30_000 });
    expect(offerExpiry.exclusive).not.toBe(false);
  });

  it("leaves an offer whose time has not come", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    expect(await expire(new Date(now.getTime() + 2 * HOUR - MINUTE))).toBe(0);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open" }]);
  });

  it("expires an offer whose time is up and offers the job to the next cleaner, once however often it runs", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    const later = new Date(now.getTime() + 2 * HOUR);
    expect(await expire(later)).toBe(1);
    const after = [
      { cleanerId: sam.cleanerId, status: "expired" },
      { cleanerId: jamie.cleanerId, status: "open" },
    ];
    expect(await offers(job.jobId)).toEqual(after);
    expect((await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId)))[0]).toMatchObject({ offeredTo: jamie.cleanerId });
    // Jamie's offer runs from the expiry: not yet due at the same moment, nor on a second run.
    expect(await expire(later)).toBe(0);
    expect(await offers(job.jobId)).toEqual(after);
  });

  it("sends the job to the board, with the explanation, when the last offer runs out", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    await expire(new Date(now.getTime() + 2 * HOUR));
    await expire(new Date(now.getTime() + 4 * HOUR));
    expect((await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId)))[0]).toMatchObject({
      dispatchState: "board",
      offeredTo: null,
      dispatchNote: "Offered to Sam R. (expired), Jamie L. (expired)",
    });
  });

  it("expires every due offer, one job at a time, across batches", async () => {
    const now = new Date();
    const posted = [];
    for (let index = 0; index < 3; index++) posted.push(await offeredJob(now));
    expect(await expire(new Date(now.getTime() + 2 * HOUR))).toBe(3);
    for (const job of posted) expect((await offers(job.jobId)).map((offer) => offer.status)).toEqual(["expired", "open"]);
  });

  // Meaningful on PostgreSQL (scripts/with-test-postgres.sh): two servers' sweeps run at once.
  it("closes each offer once when two sweeps run at once", async () => {
    const now = new Date();
    const posted = [];
    for (let index = 0; index < 4; index++) posted.push(await offeredJob(now));
    const later = new Date(now.getTime() + 2 * HOUR);
    const [first, second] = await Promise.all([expire(later), expire(later)]);
    expect(first + second).toBe(4);
    for (const job of posted) expect((await offers(job.jobId)).map((offer) => offer.status)).toEqual(["expired", "open"]);
  });
});

describe("offers whose cleaner can no longer take the job", () => {
  const withdraw = (now: Date) => withdrawUnworkableOffers({ db: t.db, now, publicUrl: t.env.publicUrl });
  const history = (jobId: string) =>
    t.db
      .select({ cleanerId: jobOffers.cleanerId, status: jobOffers.status, reason: jobOffers.reason })
      .from(jobOffers)
      .where(eq(jobOffers.jobId, jobId))
      .orderBy(asc(jobOffers.offeredAt));

  it("leaves an offer its cleaner can still take", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    expect(await withdraw(now)).toBe(0);
    expect(await history(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open", reason: null }]);
  });

  it("withdraws it, saying why, once Sam holds another job at that time, and offers the job to the next cleaner, once however often it runs", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    // Sam took another job overlapping the offered one (another offer accepted, or an admin's assignment).
    await insertJob(t.db, {
      clientId: client.clientId,
      status: "Assigned",
      cleanerId: sam.cleanerId,
      scheduledStart: new Date(job.scheduledStart.getTime() + HOUR),
    });
    expect(await withdraw(now)).toBe(1);
    expect(await withdraw(now)).toBe(0);
    expect(await history(job.jobId)).toEqual([
      { cleanerId: sam.cleanerId, status: "withdrawn", reason: "has another job then" },
      { cleanerId: jamie.cleanerId, status: "open", reason: null },
    ]);
    const [row] = await t.db.select({ offeredTo: jobs.offeredTo }).from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(row?.offeredTo).toBe(jamie.cleanerId);
  });

  it("withdraws the offer of a cleaner no longer Active", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    await t.db.update(cleaners).set({ status: "Inactive" }).where(eq(cleaners.cleanerId, sam.cleanerId));
    expect(await withdraw(now)).toBe(1);
    expect((await history(job.jobId)).map((offer) => [offer.status, offer.reason])).toEqual([
      ["withdrawn", "not active"],
      ["open", null],
    ]);
  });

  it("runs in the offer-expiry task", async () => {
    const now = new Date();
    const job = await offeredJob(now);
    await insertJob(t.db, { clientId: client.clientId, status: "Assigned", cleanerId: sam.cleanerId, scheduledStart: job.scheduledStart });
    await offerExpiry.run({ db: t.db, env: t.env, now, signal: new AbortController().signal } as never);
    expect((await history(job.jobId)).map((offer) => offer.status)).toEqual(["withdrawn", "open"]);
  });
});

// docs/decisions/061: a job's choice runs after its transaction's commit; a process stopping in
// between leaves the job offering, offered to nobody, which the same task finds.
describe("a job left waiting for its choice", () => {
  it("is offered by the task's next run, once however often it runs", async () => {
    const now = new Date();
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      unitId: client.unitId,
      address: "1 Harbor Way, Boston, MA 02110",
      scheduledStart: new Date(now.getTime() + 72 * HOUR),
      claimWindowEnds: new Date(now.getTime() + 24 * HOUR),
    });
    await t.db.transaction((tx) => moveDispatch(tx, job.jobId, "start"));
    expect(await offers(job.jobId)).toEqual([]);
    const sweep = () => offerWaitingJobs({ db: t.db, now, publicUrl: t.env.publicUrl });
    expect(await sweep()).toBe(1);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open" }]);
    expect(await sweep()).toBe(0);
    expect(await offers(job.jobId)).toEqual([{ cleanerId: sam.cleanerId, status: "open" }]);
  });
});
