// Claims per second and the claim race (open jobs' closing note), on PostgreSQL and on PGlite.
// In-process: the real app (the API tests' TestApp, so createApp with its auth, mail and message
// bus) over a fresh database: a new database on TEST_DATABASE_URL's server, and an in-memory
// PGlite. CLEANERS Active cleaners, each signed in through the sign-in route; every claim is a
// real POST /api/cleaner/claims through the app.
//   throughput: each cleaner claims JOBS_EACH jobs of their own (no two at the same time, so no
//               refusals), CONCURRENCY claims in flight at once: successful claims per second.
//   race:       RACES times, every cleaner claims the same job at once: the answers' statuses
//               (exactly one 201 expected, the rest 409, no 5xx) and the time a rush takes.
// Run: npm run bench:claims   (starts a throwaway PostgreSQL; no build needed; the last lines are the table)
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { clientIdOf, insertJob, signedInCleaners } from "../src/server/test/fixtures";
import { TestApp, type Browser } from "../src/server/test/harness";
import { withPostgresDatabase } from "./shared";

const CLEANERS = Number(process.env.BENCH_CLEANERS ?? 100);
const JOBS_EACH = Number(process.env.BENCH_JOBS_EACH ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const RACES = Number(process.env.BENCH_RACES ?? 5);
const HOUR = 3_600_000;

interface Row {
  engine: string;
  scenario: string;
  claims: number;
  seconds: number;
  statuses: string;
}

const claim = (browser: Browser, jobId: string) => browser.request("/api/cleaner/claims", { json: { jobId } });

function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");
}

/** Runs `tasks` with at most `limit` in flight; returns each one's HTTP status. */
async function pooled(tasks: (() => Promise<Response>)[], limit: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) statuses.push((await task()).status);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return statuses;
}

/** The API tests' app over `handle` (which it leaves open: the caller closes it). */
async function measure(engine: string, handle: DatabaseHandle): Promise<Row[]> {
  const t = await TestApp.create({ database: { db: handle.db, engine: handle.engine, dispose: () => handle.close() } });
  try {
    const cleaners = await signedInCleaners(t, CLEANERS);
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const open = { clientId, claimWindowEnds: new Date(Date.now() + 20 * HOUR) };
    const rows: Row[] = [];

    // Each cleaner's jobs three hours apart, so none overlaps another of theirs.
    const own = await Promise.all(
      cleaners.flatMap(({ browser }) =>
        Array.from({ length: JOBS_EACH }, async (_, index) => ({
          browser,
          job: await insertJob(t.db, { ...open, scheduledStart: new Date(Date.now() + (48 + index * 3) * HOUR) }),
        })),
      ),
    );
    // Warm-up: the first claims plan their statements and load the code paths.
    const warm = await Promise.all(
      cleaners.slice(0, 10).map(async ({ browser }, index) => ({
        browser,
        job: await insertJob(t.db, { ...open, scheduledStart: new Date(Date.now() + (400 + index) * HOUR) }),
      })),
    );
    await pooled(
      warm.map(
        ({ browser, job }) =>
          () =>
            claim(browser, job.jobId),
      ),
      CONCURRENCY,
    );

    const began = performance.now();
    const statuses = await pooled(
      own.map(
        ({ browser, job }) =>
          () =>
            claim(browser, job.jobId),
      ),
      CONCURRENCY,
    );
    rows.push({
      engine,
      scenario: `throughput (${CONCURRENCY} in flight)`,
      claims: statuses.length,
      seconds: (performance.now() - began) / 1000,
      statuses: statusCounts(statuses),
    });

    for (let race = 0; race < RACES; race++) {
      const job = await insertJob(t.db, { ...open, scheduledStart: new Date(Date.now() + (500 + race) * HOUR) });
      const start = performance.now();
      const answers = await Promise.all(cleaners.map(({ browser }) => claim(browser, job.jobId)));
      rows.push({
        engine,
        scenario: `race ${race + 1}: ${CLEANERS} claim one job`,
        claims: answers.length,
        seconds: (performance.now() - start) / 1000,
        statuses: statusCounts(answers.map((answer) => answer.status)),
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

async function main() {
  process.env.LOG_LEVEL ??= "silent";
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:claims");
  const postgres = await withPostgresDatabase(serverUrl, (handle) => measure("PostgreSQL", handle));
  const pgliteHandle = await openDatabase({ memory: true });
  await pgliteHandle.migrate();
  const pglite = await measure("PGlite", pgliteHandle).finally(() => pgliteHandle.close());

  console.log(`\n${CLEANERS} signed-in cleaners; throughput: ${JOBS_EACH} jobs each; race: all of them claim one job at once`);
  console.log("| engine | scenario | claims | seconds | claims/s | answers |");
  console.log("|---|---|---|---|---|---|");
  for (const row of [...postgres, ...pglite]) {
    console.log(
      `| ${row.engine} | ${row.scenario} | ${row.claims} | ${row.seconds.toFixed(2)} | ${Math.round(row.claims / row.seconds)} | ${row.statuses} |`,
    );
  }
}

await main();
