// docs/decisions/055: the dispatch engine through a real database: the offer order (preferred,
// backups, automatic choice, the board), each eligibility rule as the reason a cleaner is passed
// over, the explanation, and the flag off.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { MAX_AUTOMATIC_OFFERS, SKIP_REASONS } from "../../../shared/domain/dispatch";
import { addDays } from "../../../shared/schemas/booking";
import { jobOffers } from "../../db/schema/dispatch";
import { jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { notificationOutbox } from "../../db/schema/platform";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";
import { SERVER_FLAGS } from "../flags/feature-flags";
import { book, bookingBody, clientWithUnit, insertCleaner, insertJob, insertUnitCleaner, setFeatureFlag } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { closeOffer, lockOffer } from "./close-offer";
import { startDispatch } from "./dispatch-job";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const ZONE = "America/New_York";
const ADDRESS = "1 Harbor Way, Boston, MA 02110";
/** Three days ahead, 10:00 to 12:00 in Boston. */
const day = addDays(todayIn(ZONE), 3);
const start = zonedTime(day, 10, ZONE);

let client: Awaited<ReturnType<typeof clientWithUnit>>;
beforeEach(async () => {
  await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
  // Each test's cleaners alone are candidates for automatic choice.
  await t.db.update(cleaners).set({ status: "Inactive" });
  client = await clientWithUnit(t);
});

const ctx = (now = new Date()) => ({ publicUrl: t.env.publicUrl, now });

async function postedJob(values: { scheduledStart?: Date; claimWindowEnds?: Date; type?: string; address?: string } = {}) {
  return insertJob(t.db, {
    clientId: client.clientId,
    unitId: client.unitId,
    address: ADDRESS,
    scheduledStart: start,
    claimWindowEnds: new Date(Date.now() + 24 * HOUR),
    ...values,
  });
}

async function dispatch(jobId: string, now = new Date()) {
  await t.db.transaction((tx) => startDispatch(tx, jobId, ctx(now)));
}

/** The job's offers, oldest first, as "Sam Rivera: open" or "Sam Rivera: skipped (not active)". */
async function history(jobId: string) {
  const rows = await t.db
    .select({ name: cleaners.name, status: jobOffers.status, reason: jobOffers.reason, source: jobOffers.source })
    .from(jobOffers)
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobOffers.cleanerId))
    .where(eq(jobOffers.jobId, jobId))
    .orderBy(asc(jobOffers.offeredAt));
  return rows.map((row) => `${row.name} ${row.source}: ${row.status}${row.reason ? ` (${row.reason})` : ""}`);
}

const jobRow = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0]!;
const openOffer = async (jobId: string) =>
  (await t.db.select().from(jobOffers).where(eq(jobOffers.jobId, jobId))).find((offer) => offer.status === "open");

/** The cleaner declines the job's open offer, as their Decline does. */
async function decline(jobId: string, now = new Date()) {
  const open = await openOffer(jobId);
  if (!open) throw new Error("no open offer");
  await t.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, open.offerId);
    await closeOffer(tx, offer!, "declined", ctx(now));
  });
}

const cleaner = (name: string, values: Partial<typeof cleaners.$inferInsert> = {}) =>
  insertCleaner(t, name).then(async (made) => {
    await t.db
      .update(cleaners)
      .set({ status: "Active", ...values })
      .where(eq(cleaners.cleanerId, made.cleanerId));
    return made;
  });

describe("the offer order", () => {
  it("offers the preferred cleaners in order, then the backups, then automatic choice, then the board with the explanation", async () => {
    const sam = await cleaner("Sam Rivera");
    const jamie = await cleaner("Jamie Lee");
    const riley = await cleaner("Riley Park");
    const others = [await cleaner("Alex Kim"), await cleaner("Blair Moss"), await cleaner("Casey Nolan"), await cleaner("Drew Ortiz")];
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: jamie.cleanerId, position: 1 });
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId, position: 0 });
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: riley.cleanerId, role: "backup", position: 0 });
    const job = await postedJob();

    await dispatch(job.jobId);
    expect(await history(job.jobId)).toEqual(["Sam Rivera preferred: open"]);
    expect(await jobRow(job.jobId)).toMatchObject({ dispatchState: "offering", offeredTo: sam.cleanerId });
    await decline(job.jobId);
    expect((await history(job.jobId)).at(-1)).toBe("Jamie Lee preferred: open");
    await decline(job.jobId);
    expect((await history(job.jobId)).at(-1)).toBe("Riley Park backup: open");
    await decline(job.jobId);

    const automatic: string[] = [];
    for (let offer = 0; offer < MAX_AUTOMATIC_OFFERS; offer++) {
      const open = await openOffer(job.jobId);
      expect(open).toMatchObject({ source: "automatic" });
      expect(Number(open!.score)).toBeGreaterThan(0);
      automatic.push(open!.cleanerId);
      await decline(job.jobId);
    }
    // At most MAX_AUTOMATIC_OFFERS, each to a different cleaner, never one on the unit's lists.
    expect(new Set(automatic).size).toBe(MAX_AUTOMATIC_OFFERS);
    expect(others.map((other) => other.cleanerId)).toEqual(expect.arrayContaining(automatic));
    const after = await jobRow(job.jobId);
    expect(after).toMatchObject({ dispatchState: "board", offeredTo: null });
    expect(after.dispatchNote).toMatch(/^Offered to Sam R\. \(declined\), Jamie L\. \(declined\), Riley P\. \(declined\), /);
    expect(await openOffer(job.jobId)).toBeUndefined();
  });

  it("emails the offered cleaner the job as the board shows it, the time to answer and the link to the offer", async () => {
    const sam = await cleaner("Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    const job = await postedJob({ address: "1 Harbor Way, Apt 2, Boston, MA 02110" });
    await dispatch(job.jobId);
    const offer = (await openOffer(job.jobId))!;
    const [email] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `job-offer:${offer.offerId}`));
    expect(email).toMatchObject({ kind: "job-offer", recipient: sam.email.toLowerCase() });
    expect(email!.body).toContain("Boston, MA 02110");
    expect(email!.body).not.toContain("Harbor Way");
    expect(email!.body).toContain("within 2 h");
    expect(email!.body).toContain(`${t.env.publicUrl.replace(/\/$/, "")}/cleaner/open-jobs?offer=${offer.offerId}`);
  });

  it("lets an offer last the client's offer time, never past the claim deadline minus two hours", async () => {
    const sam = await cleaner("Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    const now = new Date();
    const job = await postedJob({ claimWindowEnds: new Date(now.getTime() + 3 * HOUR) });
    await dispatch(job.jobId, now);
    expect((await openOffer(job.jobId))!.expiresAt).toEqual(new Date(now.getTime() + HOUR));
  });

  it("sends a job posted too late for offers (claim deadline within two hours) to the board at once", async () => {
    const sam = await cleaner("Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    const job = await postedJob({ claimWindowEnds: new Date(Date.now() + HOUR) });
    await dispatch(job.jobId);
    expect(await history(job.jobId)).toEqual([]);
    expect(await jobRow(job.jobId)).toMatchObject({
      dispatchState: "board",
      offeredTo: null,
      dispatchNote: "No eligible cleaner was found.",
    });
  });
});

describe("eligibility", () => {
  it("passes over each preferred or backup cleaner who may not take the job, with the reason, and offers to none of them", async () => {
    const firstDay = day;
    const inactive = await cleaner("Ina Active", { status: "Inactive" });
    const elsewhere = await cleaner("Ari Elsewhere", { workAreas: ["Chicago"] });
    const otherService = await cleaner("Dee Deep", { services: ["Deep Clean"] });
    const away = await cleaner("Tom Timeoff");
    await t.db.insert(cleanerTimeOff).values({ cleanerId: away.cleanerId, startDate: firstDay, endDate: firstDay });
    const busy = await cleaner("Cal Clash");
    await insertJob(t.db, {
      clientId: client.clientId,
      status: "Assigned",
      cleanerId: busy.cleanerId,
      scheduledStart: new Date(start.getTime() + HOUR),
    });
    const wrongDay = await cleaner("Wes Weekly");
    await t.db.insert(cleanerAvailability).values({
      cleanerId: wrongDay.cleanerId,
      type: "weekly_rule",
      weekday: (new Date(`${firstDay}T12:00:00Z`).getUTCDay() + 1) % 7,
      startTime: "08:00",
      endTime: "18:00",
    });
    const shortBlock = await cleaner("Bo Block");
    await t.db.insert(cleanerAvailability).values({
      cleanerId: shortBlock.cleanerId,
      type: "one_off_block",
      startTs: start,
      endTs: new Date(start.getTime() + HOUR),
    });
    const ruled = await cleaner("Rae Rule");
    await t.db.insert(cleanerAvailability).values({
      cleanerId: ruled.cleanerId,
      type: "weekly_rule",
      weekday: new Date(`${firstDay}T12:00:00Z`).getUTCDay(),
      startTime: "09:00",
      endTime: "12:00",
    });
    const preferred = [inactive, elsewhere, otherService, away, busy];
    const backups = [wrongDay, shortBlock, ruled];
    for (const [position, listed] of preferred.entries())
      await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: listed.cleanerId, position });
    for (const [position, listed] of backups.entries())
      await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: listed.cleanerId, role: "backup", position });
    const job = await postedJob();

    await dispatch(job.jobId);
    expect(await history(job.jobId)).toEqual([
      `Ina Active preferred: skipped (${SKIP_REASONS.inactive})`,
      `Ari Elsewhere preferred: skipped (${SKIP_REASONS.area})`,
      `Dee Deep preferred: skipped (${SKIP_REASONS.service})`,
      `Tom Timeoff preferred: skipped (${SKIP_REASONS.timeOff})`,
      `Cal Clash preferred: skipped (${SKIP_REASONS.clash})`,
      `Wes Weekly backup: skipped (${SKIP_REASONS.unavailable})`,
      `Bo Block backup: skipped (${SKIP_REASONS.unavailable})`,
      "Rae Rule backup: open",
    ]);
    // Automatic choice offers to none of them either: with Rae's offer declined, nobody is left.
    await decline(job.jobId);
    expect(await jobRow(job.jobId)).toMatchObject({ dispatchState: "board" });
    expect((await jobRow(job.jobId)).dispatchNote).toBe(
      "Ina A. passed over (not active); Ari E. passed over (does not work in that city); Dee D. passed over (does not offer that cleaning); " +
        "Tom T. passed over (on time off); Cal C. passed over (has another job then); Wes W. passed over (not available); " +
        "Bo B. passed over (not available); offered to Rae R. (declined)",
    );
  });

  it("counts a cleaner with no availability set, or a one-time block covering the job, as available", async () => {
    const block = await cleaner("Bea Block");
    await t.db.insert(cleanerAvailability).values({
      cleanerId: block.cleanerId,
      type: "one_off_block",
      startTs: new Date(start.getTime() - HOUR),
      endTs: new Date(start.getTime() + 3 * HOUR),
    });
    const free = await cleaner("Fay Free");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: block.cleanerId });
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: free.cleanerId, position: 1 });
    const job = await postedJob();
    await dispatch(job.jobId);
    await decline(job.jobId);
    expect(await history(job.jobId)).toEqual(["Bea Block preferred: declined", "Fay Free preferred: open"]);
  });

  it("fits a job crossing midnight only into a one-time block, never a weekly rule", async () => {
    const late = zonedTime(day, 22, ZONE);
    const weekly = await cleaner("Nia Night");
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    await t.db.insert(cleanerAvailability).values([
      { cleanerId: weekly.cleanerId, type: "weekly_rule", weekday, startTime: "20:00", endTime: "23:59" },
      { cleanerId: weekly.cleanerId, type: "weekly_rule", weekday: (weekday + 1) % 7, startTime: "00:00", endTime: "06:00" },
    ]);
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: weekly.cleanerId });
    const job = await postedJob({ scheduledStart: late });
    await t.db
      .update(jobs)
      .set({ scheduledEnd: new Date(late.getTime() + 4 * HOUR) })
      .where(eq(jobs.jobId, job.jobId));
    await dispatch(job.jobId);
    expect(await history(job.jobId)).toEqual([`Nia Night preferred: skipped (${SKIP_REASONS.unavailable})`]);
  });
});

describe("automatic choice", () => {
  it("offers to the best score: a higher rating wins when all else is equal", async () => {
    await cleaner("Una Rated");
    const five = await cleaner("Val Five", { ratingAvg: "5.00", ratingCount: 3 });
    await cleaner("Wyn Three", { ratingAvg: "3.00", ratingCount: 3 });
    const job = await postedJob();
    await dispatch(job.jobId);
    expect(await openOffer(job.jobId)).toMatchObject({ cleanerId: five.cleanerId, source: "automatic" });
  });

  it("spreads work: of two cleaners alike, the one holding fewer jobs in the weeks around it", async () => {
    const loaded = await cleaner("Lou Loaded");
    const light = await cleaner("Lee Light");
    for (const days of [-3, 4, 6])
      await insertJob(t.db, {
        clientId: client.clientId,
        status: "Assigned",
        cleanerId: loaded.cleanerId,
        scheduledStart: new Date(start.getTime() + days * 24 * HOUR),
      });
    const job = await postedJob();
    await dispatch(job.jobId);
    expect(await openOffer(job.jobId)).toMatchObject({ cleanerId: light.cleanerId });
  });

  it("prefers the cleaner who has done jobs for this client, or works near the address", async () => {
    await cleaner("Nat New");
    const familiar = await cleaner("Fred Familiar");
    await insertJob(t.db, {
      clientId: client.clientId,
      status: "Completed",
      cleanerId: familiar.cleanerId,
      scheduledStart: new Date(Date.now() - 10 * 24 * HOUR),
    });
    const job = await postedJob();
    await dispatch(job.jobId);
    expect(await openOffer(job.jobId)).toMatchObject({ cleanerId: familiar.cleanerId });
  });
});

describe("with the auto_assign flag off", () => {
  it("books a job as before: no offers, no dispatch state, on the open board", async () => {
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    const sam = await cleaner("Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    const booked = await book(client.account, bookingBody(client.unitId, { type: "Standard Clean" }));
    expect(await history(booked.jobId)).toEqual([]);
    expect(await jobRow(booked.jobId)).toMatchObject({ dispatchState: null, offeredTo: null });
  });

  it("turned off while a job is offered: the open offer stands, and once answered the job goes to the board", async () => {
    const sam = await cleaner("Sam Rivera");
    const jamie = await cleaner("Jamie Lee");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: jamie.cleanerId, position: 1 });
    const job = await postedJob();
    await dispatch(job.jobId);
    await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, false);
    expect(await history(job.jobId)).toEqual(["Sam Rivera preferred: open"]);
    await decline(job.jobId);
    expect(await history(job.jobId)).toEqual(["Sam Rivera preferred: declined"]);
    expect(await jobRow(job.jobId)).toMatchObject({
      dispatchState: "board",
      offeredTo: null,
      dispatchNote: "Offered to Sam R. (declined)",
    });
  });

  it("with it on, a booking is offered at once", async () => {
    const sam = await cleaner("Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: sam.cleanerId });
    const booked = await book(client.account, bookingBody(client.unitId, { type: "Standard Clean" }));
    expect(await history(booked.jobId)).toEqual(["Sam Rivera preferred: open"]);
  });
});
