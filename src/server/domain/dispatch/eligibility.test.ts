// docs/decisions/061: automatic choice's candidates (every rule a condition of one indexed query)
// are exactly the cleaners a unit's list would find eligible (every rule a column, the reason the
// first one failed), with the same score inputs and so the same choice, on a seeded mix of
// cleaners: statuses, areas, services, weekly hours, one-time blocks, time off, held jobs touching
// or overlapping the job, work for the client and near the address, and earlier offers. The score's
// inputs, read from each assignment's copies of its job's figures (migration 0025), are those its
// job itself gives; and the choice that judges only the cleaners who can still win chooses the same
// cleaner as scoring every one.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import type { SkipReason } from "../../../shared/domain/dispatch";
import { addDays } from "../../../shared/schemas/booking";
import { areaOfAddress, zipAtEndPattern } from "../../../shared/domain/job-area";
import type { Transaction } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { daysOf } from "../cleaners/clashes";
import { cleaners, clientUnits } from "../../db/schema/people";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";
import { clientWithUnit, insertCleaner, insertJob, insertJobOffer } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { bestOf, chooseAutomatically } from "./automatic-choice";
import { eligibleCandidates, judgeCleaners, type CleanerVerdict } from "./eligibility";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const ZONE = "America/New_York";
const ADDRESSES = ["1 Harbor Way, Boston, MA 02110", "9 Elm St, Boston, MA 02116", "4 Lake Dr, Chicago, IL 60601"];
const TYPES = ["Standard Clean", "Deep Clean", "Airbnb Turnover", "Move-in/Move-out"];
const SERVICES = ["Residential", "Deep Clean", "Airbnb", "Move-in/Out"];

/** A small seeded generator (mulberry32): the same mix on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(of: readonly T[]) => of[Math.floor(next() * of.length)]!,
  };
}

const random = generator(61);
const today = todayIn(ZONE);
const cleanerIds: string[] = [];
const jobsToJudge: Awaited<ReturnType<typeof insertJob>>[] = [];

beforeAll(async () => {
  await t.db.update(cleaners).set({ status: "Inactive" });
  const client = await clientWithUnit(t);
  const other = await clientWithUnit(t);
  for (const address of ADDRESSES.slice(1))
    await t.db.insert(clientUnits).values({ clientId: client.clientId, label: address, fullAddress: address });
  for (let index = 0; index < 36; index++) {
    const made = await insertCleaner(t, `Cleaner ${index}`, {}, index % 9 === 8 ? "Inactive" : "Active");
    cleanerIds.push(made.cleanerId);
    await t.db
      .update(cleaners)
      .set({
        workAreas: random.next() < 0.75 ? ["Boston"] : random.next() < 0.5 ? ["Chicago"] : ["Boston", "Chicago"],
        services: SERVICES.filter(() => random.next() < 0.5),
        ratingAvg: random.next() < 0.8 ? (1 + random.next() * 4).toFixed(2) : null,
        ratingCount: 3,
      })
      .where(eq(cleaners.cleanerId, made.cleanerId));
    const weekly = random.next() < 0.6;
    if (weekly)
      for (const weekday of [0, 1, 2, 3, 4, 5, 6].filter(() => random.next() < 0.7))
        await t.db.insert(cleanerAvailability).values({
          cleanerId: made.cleanerId,
          type: "weekly_rule",
          weekday,
          startTime: random.pick(["07:00", "09:00", "11:00"]),
          endTime: random.pick(["13:00", "17:00", "23:59"]),
        });
    if (weekly && random.next() < 0.4) {
      const date = addDays(today, random.int(1, 6));
      await t.db.insert(cleanerAvailability).values({
        cleanerId: made.cleanerId,
        type: "one_off_block",
        startTs: zonedTime(date, 6, ZONE),
        endTs: zonedTime(date, random.pick([14, 23]), ZONE),
      });
    }
    if (random.next() < 0.25) {
      const first = addDays(today, random.int(1, 6));
      await t.db.insert(cleanerTimeOff).values({ cleanerId: made.cleanerId, startDate: first, endDate: addDays(first, random.int(0, 1)) });
    }
    // Held jobs on the days judged, some touching a judged job's edges (not a clash), some overlapping it.
    for (let held = random.int(0, 3); held > 0; held--)
      await insertJob(t.db, {
        clientId: other.clientId,
        status: random.pick(["Assigned", "In Progress", "Completed", "Canceled"] as const),
        cleanerId: made.cleanerId,
        address: random.pick(ADDRESSES),
        scheduledStart: zonedTime(addDays(today, random.int(1, 6)), random.pick([8, 10, 12, 14]), ZONE),
      });
    if (random.next() < 0.3)
      await insertJob(t.db, {
        clientId: client.clientId,
        status: "Completed",
        cleanerId: made.cleanerId,
        address: random.pick(ADDRESSES),
        scheduledStart: new Date(Date.now() - random.int(2, 60) * 24 * HOUR),
      });
  }
  for (let index = 0; index < 24; index++) {
    const date = addDays(today, random.int(1, 6));
    const job = await insertJob(t.db, {
      clientId: client.clientId,
      type: random.pick(TYPES),
      address: random.pick(ADDRESSES),
      // 22:00 for three or four hours crosses midnight, which only a one-time block covers.
      scheduledStart: zonedTime(date, random.pick([8, 10, 12, 22]), ZONE),
      durationHours: random.pick([2, 3, 4]),
    });
    jobsToJudge.push(job);
    // Earlier offers: an answer keeps the cleaner out, a withdrawal does only with the cleaner's reason.
    const offered = random.pick(cleanerIds);
    const status = random.pick(["declined", "expired", "withdrawn", "skipped"] as const);
    const reason = status === "withdrawn" && random.next() < 0.5 ? "has another job then" : null;
    await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: offered, status, reason });
  }
  // Jobs moved after their assignment was written: their copies follow (migration 0025's trigger).
  const assigned = await t.db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(inArray(jobs.status, ["Assigned", "Completed"]));
  for (const { jobId } of assigned.filter(() => random.next() < 0.3))
    await t.db
      .update(jobs)
      .set({ status: random.pick(["Canceled", "In Progress", "Completed"] as const), address: random.pick(ADDRESSES) })
      .where(eq(jobs.jobId, jobId));
});

/**
 * The score's inputs as decision 055 reads them, from each assignment's job itself (its client,
 * status, time and address), written from the record's rules: what the assignments' copies must give.
 */
async function inputsFromJobs(tx: Transaction, job: (typeof jobsToJudge)[number]) {
  const zone = job.timeZone;
  const { firstDay, lastDay } = daysOf(job);
  const zip = areaOfAddress(job.address).zip;
  const dayStart = sql`(${firstDay}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${lastDay}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const days = (n: number) => new Date(job.scheduledStart.getTime() + n * 24 * HOUR).toISOString();
  const held = sql`a.status IN ('Assigned', 'In Progress') AND j.status IN ('Assigned', 'In Progress')`;
  const sameZip = zip === null ? sql`false` : sql`j.address ~ ${zipAtEndPattern(zip)}`;
  const { rows } = await tx.execute<{ cleaner_id: string; jobs_for_client: number; proximity: string; held_nearby: number }>(sql`
    SELECT c.cleaner_id,
      (SELECT count(*)::int FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
        WHERE a.cleaner_id = c.cleaner_id AND j.client_id = ${job.clientId} AND j.status = 'Completed') AS jobs_for_client,
      (SELECT coalesce(max(CASE
          WHEN ${held} AND j.scheduled_start >= ${dayStart} AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 1
          WHEN j.status <> 'Canceled' AND j.scheduled_start < ${dayEnd} AND ${sameZip} THEN 0.5 ELSE 0 END), 0)
        FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
        WHERE a.cleaner_id = c.cleaner_id AND j.job_id <> ${job.jobId}
          AND j.scheduled_start >= ${days(-90)}::timestamptz AND j.scheduled_start < ${days(14)}::timestamptz) AS proximity,
      (SELECT count(*)::int FROM job_assignments a JOIN jobs j ON j.job_id = a.job_id
        WHERE a.cleaner_id = c.cleaner_id AND j.job_id <> ${job.jobId} AND ${held}
          AND j.scheduled_start >= ${days(-14)}::timestamptz AND j.scheduled_start < ${days(14)}::timestamptz) AS held_nearby
    FROM cleaners c`);
  return new Map(
    rows.map((row) => [
      row.cleaner_id,
      { jobsForClient: row.jobs_for_client, proximity: Number(row.proximity), heldNearby: row.held_nearby },
    ]),
  );
}

const byId = (verdicts: CleanerVerdict[]) => [...verdicts].sort((a, b) => a.cleanerId.localeCompare(b.cleanerId));

describe("automatic choice's candidates", () => {
  it("are every cleaner the listed cleaners' verdicts find eligible, with the same score inputs and the same choice", async () => {
    const reasonsSeen = new Set<SkipReason | null>();
    let candidatesSeen = 0;
    for (const job of jobsToJudge) {
      const { candidates, verdicts } = await t.db.transaction(async (tx) => ({
        candidates: await eligibleCandidates(tx, job),
        verdicts: await judgeCleaners(tx, job, cleanerIds),
      }));
      for (const verdict of verdicts) reasonsSeen.add(verdict.reason);
      const eligible = verdicts.filter((verdict) => verdict.reason === null);
      expect(byId(candidates)).toEqual(byId(eligible));
      expect(bestOf(candidates)).toEqual(bestOf(eligible));
      candidatesSeen += candidates.length;
    }
    // The mix is not blind: every rule failed somewhere, and some cleaners passed them all.
    expect([...reasonsSeen].sort()).toEqual([null, "area", "clash", "inactive", "service", "timeOff", "unavailable"].sort());
    expect(candidatesSeen).toBeGreaterThan(jobsToJudge.length);
  });

  it("have the score inputs their jobs themselves give, though read from the assignments' copies", async () => {
    const inputs = { nearby: 0, forClient: 0, held: 0 };
    for (const job of jobsToJudge) {
      const { candidates, expected } = await t.db.transaction(async (tx) => ({
        candidates: await eligibleCandidates(tx, job),
        expected: await inputsFromJobs(tx, job),
      }));
      for (const candidate of candidates) {
        const { jobsForClient, proximity, heldNearby } = candidate;
        expect({ jobsForClient, proximity, heldNearby }).toEqual(expected.get(candidate.cleanerId));
        if (proximity > 0) inputs.nearby++;
        if (jobsForClient > 0) inputs.forClient++;
        if (heldNearby > 0) inputs.held++;
      }
    }
    // Not blind: each input is above zero somewhere.
    expect(Math.min(inputs.nearby, inputs.forClient, inputs.held)).toBeGreaterThan(0);
  });
});

describe("automatic choice", () => {
  it("chooses the cleaner scoring every candidate would, judging one then more of the best of each kind, or the first few", async () => {
    let chosen = 0;
    for (const job of jobsToJudge) {
      const { all, fewest, first } = await t.db.transaction(async (tx) => ({
        all: bestOf(await eligibleCandidates(tx, job)),
        fewest: await chooseAutomatically(tx, job, 1, 1),
        first: await chooseAutomatically(tx, job),
      }));
      expect(fewest).toEqual(all);
      expect(first).toEqual(all);
      if (all) chosen++;
    }
    expect(chosen).toBeGreaterThan(jobsToJudge.length / 2);
  });
});
