// bench:dispatch's time to choose at a city's size (docs/decisions/061). On its own throwaway
// database: the world loaded (BENCH_CLEANERS, BENCH_UNITS), each Active cleaner given work of their
// own (held jobs in the four weeks, completed ones in the 90 days before, so the clash rule and the
// score read real rows), then BENCH_CHOICES of the world's jobs booked (dispatch off: nothing
// offered) and, for each, automatic choice made on a connection of its own while a second
// connection reads that connection's entries in pg_locks, over and over, until the choice is made;
// then each choice timed alone, and on the same job every candidate scored (eligibleCandidates, as
// decision 055 chose): the same cleaner must be chosen, and the two times compare.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { todayIn, zonedTime } from "../../src/shared/domain/booking";
import { timeZoneOfCity } from "../../src/shared/domain/cities";
import type { Database } from "../../src/server/db/client";
import { jobAssignments, jobs } from "../../src/server/db/schema/jobs";
import { bestOf, chooseAutomatically } from "../../src/server/domain/dispatch/automatic-choice";
import { eligibleCandidates } from "../../src/server/domain/dispatch/eligibility";
import { bookJob } from "../../src/server/domain/jobs/book-job";
import { addDays } from "../../src/shared/schemas/booking";
import { cpuMsOf } from "../scale/cpu";
import { bookingOf, insertAll, loadWorld, type LoadedWorld } from "./load";
import type { World } from "./world";

const CHOICES = Number(process.env.BENCH_CHOICES ?? 200);
/** Each Active cleaner's own work: held jobs in the four weeks, completed ones in the 90 days before. */
const HELD_EACH = 3;
const DONE_EACH = 2;
const HOUR_MS = 3_600_000;

/** The work the world's Active cleaners already have, in SQL by chunks: a job and its assignment each. */
export async function loadOwnWork(db: Database, world: World, loaded: LoadedWorld): Promise<number> {
  const unitsByCity = new Map<string, number[]>();
  for (const unit of world.units) unitsByCity.set(unit.city, [...(unitsByCity.get(unit.city) ?? []), unit.index]);
  const planned = world.cleaners.flatMap((cleaner) => {
    const city = cleaner.workAreas[0]!;
    const cityUnits = unitsByCity.get(city) ?? [];
    if (cleaner.status !== "Active" || cityUnits.length === 0) return [];
    const zone = timeZoneOfCity(city);
    const today = todayIn(zone, world.start);
    const days = [
      ...Array.from({ length: HELD_EACH }, (_, n) => ({ day: 1 + ((cleaner.index * 7 + n * 9) % 27), status: "Assigned" as const })),
      ...Array.from({ length: DONE_EACH }, (_, n) => ({ day: -(5 + ((cleaner.index + n * 41) % 80)), status: "Completed" as const })),
    ];
    return days.map(({ day, status }, n) => {
      const unit = loaded.units[cityUnits[(cleaner.index + n) % cityUnits.length]!]!;
      const start = zonedTime(addDays(today, day), 8 + ((cleaner.index + n) % 9), zone);
      return { cleanerId: loaded.cleanerIds[cleaner.index]!, unit, city, start, status };
    });
  });
  const jobIds = planned.map((_, n) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`);
  await insertAll(
    db,
    jobs,
    planned.map((work, n) => ({
      jobId: jobIds[n]!,
      clientId: work.unit.clientId,
      unitId: work.unit.unitId,
      type: "Standard Clean",
      address: work.unit.fullAddress,
      city: work.city,
      timeZone: timeZoneOfCity(work.city),
      requestedStart: work.start,
      scheduledStart: work.start,
      scheduledEnd: new Date(work.start.getTime() + 2 * HOUR_MS),
      durationHours: "2",
      basePriceCents: 12_000,
      clientPriceCents: 12_000,
      cleanerPayoutCents: 8_000,
      status: work.status,
      completedAt: work.status === "Completed" ? new Date(work.start.getTime() + 2 * HOUR_MS) : null,
      createdAt: new Date(work.start.getTime() - 7 * 24 * HOUR_MS),
    })),
  );
  await insertAll(
    db,
    jobAssignments,
    planned.map((work, n) => ({
      jobId: jobIds[n]!,
      cleanerId: work.cleanerId,
      status: work.status,
      assignedAt: new Date(work.start.getTime() - 6 * 24 * HOUR_MS),
    })),
  );
  return planned.length;
}

/** Locks other than reading a table (AccessShareLock) or the transaction's own virtual id: what a choice must not hold. */
async function heldLocks(watcher: pg.Client, pid: number): Promise<string[]> {
  const { rows } = await watcher.query<{ lock: string }>(
    `SELECT locktype || ' ' || mode || coalesce(' on ' || relation::regclass::text, '') AS lock
     FROM pg_locks WHERE pid = $1 AND granted AND mode <> 'AccessShareLock' AND locktype <> 'virtualxid'`,
    [pid],
  );
  return rows.map((row) => row.lock);
}

export interface ChoiceFigures {
  cleaners: number;
  activeCleaners: number;
  ownWork: number;
  /** The world alone (accounts, cleaners, their hours and time off, clients, units, lists), then with their own jobs and ANALYZE. */
  worldSeconds: number;
  loadSeconds: number;
  timesMs: number[];
  /** Every candidate scored, on the same jobs (decision 055's way), and how often it chose the same cleaner. */
  allScoredMs: number[];
  sameChoice: number;
  /** CPU the choices cost PostgreSQL (the choosing connection's process) and this process, ms: less moved by other work than the wall time. */
  postgresCpuMs: number | null;
  nodeCpuMs: number;
  chosen: number;
  lockSamples: number;
  locksSeen: Map<string, number>;
}

/** Loads the world into the empty, migrated database at `url` and times BENCH_CHOICES automatic choices. */
export async function measureChoice(url: string, db: Database, world: World): Promise<ChoiceFigures> {
  const loading = performance.now();
  const loaded = await loadWorld(db, world, { autoAssign: false });
  const worldSeconds = (performance.now() - loading) / 1000;
  const ownWork = await loadOwnWork(db, world, loaded);
  // As autovacuum leaves tables at rest: statistics, and pages marked all-visible, so the
  // assignments' covering indexes are read without their table (docs/decisions/061).
  await db.execute(sql`VACUUM (ANALYZE)`);
  const loadSeconds = (performance.now() - loading) / 1000;

  const step = Math.max(1, Math.floor(world.jobs.length / CHOICES));
  const sample = world.jobs.filter((_, index) => index % step === 0).slice(0, CHOICES);
  const posted = [];
  for (const job of sample) {
    const unit = loaded.units[job.unitIndex]!;
    posted.push(await db.transaction((tx) => bookJob(tx, bookingOf(job, unit, job.bookedAt, "http://localhost:3000"))));
  }

  // The choice on a connection of its own, so its pid's locks can be read from another.
  const chooser = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([chooser.connect(), watcher.connect()]);
  try {
    const chooserDb = drizzle(chooser) as unknown as Database;
    const pid = Number((await chooser.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
    const figures: ChoiceFigures = {
      cleaners: world.cleaners.length,
      activeCleaners: world.cleaners.filter((cleaner) => cleaner.status === "Active").length,
      ownWork,
      worldSeconds,
      loadSeconds,
      timesMs: [],
      allScoredMs: [],
      sameChoice: 0,
      postgresCpuMs: null,
      nodeCpuMs: 0,
      chosen: 0,
      lockSamples: 0,
      locksSeen: new Map(),
    };
    const backendCpu = () => {
      try {
        return cpuMsOf(`/proc/${pid}/stat`);
      } catch {
        return null; // PostgreSQL on another machine, or not Linux
      }
    };
    // First each choice watched: pg_locks read about every millisecond while it runs, which any lock fails.
    for (const job of posted) {
      let choosing = true;
      const watching = (async () => {
        while (choosing) {
          const locks = await heldLocks(watcher, pid);
          figures.lockSamples++;
          for (const lock of locks) figures.locksSeen.set(lock, (figures.locksSeen.get(lock) ?? 0) + 1);
          // A read about every millisecond: often enough to see a lock, without taking the cores from the choice.
          await sleep(1);
        }
      })();
      await chooserDb.transaction((tx) => chooseAutomatically(tx, job), { accessMode: "read only" });
      choosing = false;
      await watching;
    }
    // Then timed alone (the watching loop took a core's share), each job chosen both ways one after
    // the other: judging who can still win, then every candidate scored; the same cleaner each time.
    let postgresCpu: number | null = 0;
    for (const job of posted) {
      const cpuBefore = backendCpu();
      const started = performance.now();
      const nodeStarted = process.cpuUsage();
      const choice = await chooserDb.transaction((tx) => chooseAutomatically(tx, job), { accessMode: "read only" });
      figures.timesMs.push(performance.now() - started);
      const nodeUsed = process.cpuUsage(nodeStarted);
      const cpuAfter = backendCpu();
      figures.nodeCpuMs += (nodeUsed.user + nodeUsed.system) / 1000;
      postgresCpu = postgresCpu === null || cpuBefore === null || cpuAfter === null ? null : postgresCpu + cpuAfter - cpuBefore;
      if (choice) figures.chosen++;
      const allStarted = performance.now();
      const all = await chooserDb.transaction(async (tx) => bestOf(await eligibleCandidates(tx, job)), { accessMode: "read only" });
      figures.allScoredMs.push(performance.now() - allStarted);
      if (all?.verdict.cleanerId === choice?.verdict.cleanerId && all?.score === choice?.score) figures.sameChoice++;
    }
    figures.postgresCpuMs = postgresCpu;
    return figures;
  } finally {
    await Promise.all([chooser.end(), watcher.end()]);
  }
}
