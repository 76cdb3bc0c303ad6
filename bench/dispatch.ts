// Dispatch over four simulated weeks (docs/decisions/055), on throwaway PostgreSQL databases: 50
// cleaners with weekly hours, one-off blocks, time off, areas and services over the served
// cities; 200 units, most with one or two preferred cleaners and up to two backups; 2,000 jobs
// booked or imported from rental calendars through the real booking path with auto_assign on.
// Cleaners accept, decline or ignore each offer as a seeded draw says (bench/dispatch/simulate.ts).
// The same jobs and the same cleaners' draws run again with dispatch off: the open board, first
// come first served. Prints what dispatch did, the proofs (double bookings and offers to
// ineligible cleaners, both must be 0: the exit code says), the spread of work (Gini) against
// first come first served, and the time to choose a cleaner.
// First, on a database of its own, the time to choose at the world's size (bench/dispatch/choice.ts,
// docs/decisions/061): p50 and p99 of automatic choice, and the locks its connection held meanwhile.
// Run: npm run bench:dispatch   (starts a throwaway PostgreSQL; no build needed)
// BENCH_SEED changes the world; BENCH_CLEANERS, BENCH_UNITS, BENCH_JOBS, BENCH_CLIENTS its size;
// BENCH_CHOICES how many choices are timed; BENCH_SIMULATE=off measures the choice alone (a city of
// 20,000 cleaners: BENCH_CLEANERS=20000 BENCH_UNITS=1000).
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { measureChoice, type ChoiceFigures } from "./dispatch/choice";
import { checkCatchesPlantedOffer, doubleBookings, gini, ineligibleOffers, jobsPerCleaner } from "./dispatch/checks";
import { loadWorld, type LoadedWorld } from "./dispatch/load";
import { simulate } from "./dispatch/simulate";
import { makeWorld, SIZE, type World } from "./dispatch/world";
import { median, percentile, withPostgresDatabase, withPostgresUrl } from "./shared";
import { openDatabase } from "../src/server/db/client";

const SEED = Number(process.env.BENCH_SEED ?? 55);
const SIMULATE = process.env.BENCH_SIMULATE !== "off";
const HOUR_MS = 3_600_000;

/** How each job ended: its accepted offer's source, claimed from the board, or never assigned. */
async function outcomes(db: Database) {
  const { rows } = await db.execute<{
    job_id: string;
    status: string;
    dispatch_state: string | null;
    source: string | null;
    assigned_at: Date | null;
  }>(sql`
    SELECT j.job_id, j.status, j.dispatch_state, o.source, a.assigned_at
    FROM jobs j
    LEFT JOIN job_assignments a ON a.job_id = j.job_id
    LEFT JOIN job_offers o ON o.job_id = j.job_id AND o.status = 'accepted'`);
  return rows.map((row) => ({ ...row, assigned_at: row.assigned_at === null ? null : new Date(row.assigned_at) }));
}

type Outcomes = Awaited<ReturnType<typeof outcomes>>;

function hoursToAssignment(rows: Outcomes, bookedAt: Map<string, number>): number[] {
  return rows.filter((row) => row.assigned_at).map((row) => (row.assigned_at!.getTime() - bookedAt.get(row.job_id)!) / HOUR_MS);
}

const activeCleaners = (world: World, loaded: LoadedWorld) =>
  world.cleaners.filter((cleaner) => cleaner.status === "Active").map((cleaner) => loaded.cleanerIds[cleaner.index]!);

async function run(serverUrl: string, world: World, dispatch: boolean) {
  return withPostgresDatabase(serverUrl, async (handle) => {
    const loaded = await loadWorld(handle.db, world, { autoAssign: dispatch });
    const started = performance.now();
    const simulated = await simulate(handle.db, world, loaded, { seed: SEED, dispatch });
    const seconds = (performance.now() - started) / 1000;
    const rows = await outcomes(handle.db);
    return {
      seconds,
      simulated,
      rows,
      hours: hoursToAssignment(rows, simulated.bookedAt),
      perCleaner: await jobsPerCleaner(handle.db, activeCleaners(world, loaded)),
      doubleBookings: await doubleBookings(handle.db),
      offers: dispatch ? await ineligibleOffers(handle.db) : { checked: 0, ineligible: [] },
      checkWorks: dispatch ? await checkCatchesPlantedOffer(handle.db) : true,
    };
  });
}

const share = (part: number, whole: number) => `${part} (${((100 * part) / whole).toFixed(1)} %)`;
const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} calls)`;
};

/** The time to choose on a database of its own (the four weeks' runs would change its rows). */
function choiceRun(serverUrl: string, world: World): Promise<ChoiceFigures> {
  return withPostgresUrl(serverUrl, async (url) => {
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
      return await measureChoice(url, handle.db, world);
    } finally {
      await handle.close();
    }
  });
}

function printChoice(figures: ChoiceFigures) {
  const locks = [...figures.locksSeen].map(([lock, n]) => `${lock} (${n})`).join(", ");
  const table: [string, string][] = [
    ["cleaners (Active)", `${figures.cleaners} (${figures.activeCleaners})`],
    ["their own jobs loaded (held and completed)", String(figures.ownWork)],
    [
      "load time: the world, then with own jobs and VACUUM (ANALYZE)",
      `${figures.worldSeconds.toFixed(1)} s, ${figures.loadSeconds.toFixed(1)} s`,
    ],
    ["automatic choice", `${ms(figures.timesMs)}, a cleaner chosen in ${figures.chosen}`],
    ["  every candidate scored instead (decision 055's way)", ms(figures.allScoredMs)],
    ["  the same cleaner chosen both ways", `${figures.sameChoice} of ${figures.timesMs.length}`],
    [
      "  CPU per choice (PostgreSQL, this process)",
      `${figures.postgresCpuMs === null ? "-" : (figures.postgresCpuMs / figures.timesMs.length).toFixed(1)} ms, ` +
        `${(figures.nodeCpuMs / figures.timesMs.length).toFixed(1)} ms`,
    ],
    [
      "locks held while choosing",
      locks === ""
        ? `none (${figures.lockSamples} pg_locks reads of the choosing connection)`
        : `${locks} in ${figures.lockSamples} pg_locks reads`,
    ],
  ];
  const width = Math.max(...table.map(([name]) => name.length));
  console.log("");
  for (const [name, value] of table) console.log(`${name.padEnd(width)} | ${value}`);
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:dispatch");
  // Next Monday, 06:00 UTC: every run in a week simulates the same weeks (weekly hours fall alike).
  const now = new Date();
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday, 6));
  const world = makeWorld(SEED, start);
  const listed = world.units.filter((unit) => unit.preferred.length > 0).length;
  console.log(
    `seed ${SEED}: ${world.cleaners.length} cleaners (${world.cleaners.filter((c) => c.weekly.length > 0).length} with weekly hours, ` +
      `${world.cleaners.filter((c) => c.blocks.length > 0).length} with one-off blocks, ${world.cleaners.filter((c) => c.timeOff.length > 0).length} with time off), ` +
      `${world.units.length} units (${listed} with preferred cleaners), ${world.jobs.length} jobs over ${SIZE.days} days ` +
      `(${world.jobs.filter((job) => job.imported).length} from rental calendars)`,
  );

  const choice = await choiceRun(serverUrl, world);
  printChoice(choice);
  if (choice.locksSeen.size > 0 || choice.sameChoice < choice.timesMs.length) process.exitCode = 1;
  if (!SIMULATE) return;

  const dispatched = await run(serverUrl, world, true);
  const firstCome = await run(serverUrl, world, false);

  const count = (rows: Outcomes, test: (row: Outcomes[number]) => boolean) => rows.filter(test).length;
  const d = dispatched.rows;
  const total = d.length;
  const byPreferred = count(d, (row) => row.assigned_at !== null && row.source === "preferred");
  const byBackup = count(d, (row) => row.assigned_at !== null && row.source === "backup");
  const byAutomatic = count(d, (row) => row.assigned_at !== null && row.source === "automatic");
  const toBoard = count(d, (row) => row.dispatch_state === "board");
  const fromBoard = count(d, (row) => row.assigned_at !== null && row.source === null);
  const unassigned = count(d, (row) => row.assigned_at === null);
  const fcfsAssigned = count(firstCome.rows, (row) => row.assigned_at !== null);
  const giniDispatch = gini(dispatched.perCleaner);
  const giniFirstCome = gini(firstCome.perCleaner);
  const refusals = [...dispatched.simulated.refusals].map(([code, n]) => `${code} ${n}`).join(", ") || "none";

  const table: [string, string][] = [
    ["jobs", String(total)],
    ["assigned by preference (preferred)", share(byPreferred, total)],
    ["assigned by preference (backup)", share(byBackup, total)],
    ["assigned by automatic choice", share(byAutomatic, total)],
    ["left to the board", share(toBoard, total)],
    ["  of which claimed from the board", String(fromBoard)],
    ["never assigned", share(unassigned, total)],
    [
      "  on the board with no eligible cleaner free",
      `${dispatched.simulated.noneFree} (first come: ${firstCome.simulated.noneFree} of ${total} posted)`,
    ],
    [
      "median time to assignment (simulated)",
      `${median(dispatched.hours).toFixed(2)} h (first come: ${median(firstCome.hours).toFixed(2)} h)`,
    ],
    ["double bookings", `${dispatched.doubleBookings} (first come: ${firstCome.doubleBookings})`],
    [
      "offers to ineligible cleaners",
      `${dispatched.offers.ineligible.length} of ${dispatched.offers.checked} offers made (a planted one ${dispatched.checkWorks ? "is caught" : "IS MISSED"})`,
    ],
    ["Gini of jobs per Active cleaner", giniDispatch.toFixed(3)],
    ["Gini, first come first served", `${giniFirstCome.toFixed(3)} (${fcfsAssigned} jobs assigned)`],
    ["Gini ratio (dispatch / first come)", (giniDispatch / giniFirstCome).toFixed(2)],
    ["time to choose: startDispatch", ms(dispatched.simulated.startDispatchMs)],
    ["time to choose: offerNext", ms(dispatched.simulated.offerNextMs)],
    ["refused (dispatch run)", refusals],
    ["wall time (dispatch run, first come run)", `${dispatched.seconds.toFixed(0)} s, ${firstCome.seconds.toFixed(0)} s`],
  ];
  const width = Math.max(...table.map(([name]) => name.length));
  console.log("");
  for (const [name, value] of table) console.log(`${name.padEnd(width)} | ${value}`);
  for (const offer of dispatched.offers.ineligible.slice(0, 10))
    console.log(`ineligible offer ${offer.offerId}: ${offer.failed.join(", ")}`);
  const failed = dispatched.doubleBookings > 0 || firstCome.doubleBookings > 0 || dispatched.offers.ineligible.length > 0;
  if (failed || !dispatched.checkWorks) process.exitCode = 1;
}

await main();
