// The hot screens at a large city's size (issue 20, docs/decisions/053): loads, on PostgreSQL,
// 100,000 clients with 150,000 units, 20,000 cleaners with availability and 1,000,000 jobs over
// two years in every status (bench/scale/load.ts, in SQL), starts the built server on it and
// measures each screen's API with autocannon: 20 connections, 10 s each, p50 and p99. Goal: every
// p99 under 50 ms. SCALE=0.1 loads a tenth for a quick run.
// Run: npm run bench:scale   (builds, starts a throwaway PostgreSQL; the last lines are the table)
// SCALE_DATABASE_URL=<a database> measures there instead, loading it only when it has no jobs yet
// (to load once and measure again while adding an index). SCALE_SCENARIOS=admin,session measures
// only the scenarios whose names contain one of those words (claims only when one is "claim");
// SCALE_CPU_PROF=<dir> writes the server's CPU profile there when it stops.
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { startBuiltServer, stopBuiltServer } from "./built-server";
import { withPostgresUrl } from "./shared";
import { loadScaleData } from "./scale/load";
import { measureClaims, returnClaimedJobs } from "./scale/claims";
import { CONNECTIONS, measureGet, SECONDS, settle, signIn, type Row } from "./scale/measure";
import { ADMIN_EMAIL, claimerEmail, CLEANER_EMAIL, CLIENT_EMAIL, SIZE } from "./scale/size";

const ZONE = "timeZone=America%2FNew_York";
/** The last page an admin can ask for (MAX_PAGE in shared/schemas/page.ts): 250,000 jobs deep. */
const LATE_PAGE = 10_000;
/** SCALE_SCENARIOS: the words of the scenarios to run (all when unset). */
const ONLY = process.env.SCALE_SCENARIOS?.split(",").map((word) => word.trim());

async function jobCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM jobs");
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function prepare(url: string) {
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  if ((await jobCount(url)) > 0) return console.log("the database has jobs already: measuring them as they are");
  const started = performance.now();
  console.log(`loading SCALE=${SIZE.scale}: ${SIZE.clients} clients, ${SIZE.units} units, ${SIZE.cleaners} cleaners, ${SIZE.jobs} jobs`);
  await loadScaleData(url, SIZE, new Date());
  console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function measure(base: string, url: string, serverPid: number | undefined): Promise<Row[]> {
  const [admin, client, cleaner] = [
    await signIn(base, ADMIN_EMAIL, 0),
    await signIn(base, CLIENT_EMAIL, 1),
    await signIn(base, CLEANER_EMAIL, 2),
  ];
  const claimers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => signIn(base, claimerEmail(index), 10 + index)));
  const gets: [string, string, string][] = [
    // What every signed-in request pays (session, role and record), measured in the same run: the machine's yardstick.
    ["session alone (baseline)", "/api/me", cleaner],
    ["board: first page (all areas)", "/api/cleaner/open-jobs?inMyAreas=false", cleaner],
    ["board: type filter", "/api/cleaner/open-jobs?inMyAreas=false&type=Deep%20Clean", cleaner],
    ["board: in my areas", "/api/cleaner/open-jobs?inMyAreas=true", cleaner],
    ["board: highest pay", "/api/cleaner/open-jobs?inMyAreas=false&sort=pay", cleaner],
    ["cleaner: assignments (active)", "/api/cleaner/assignments", cleaner],
    ["cleaner: assignments (all)", "/api/cleaner/assignments?tab=all", cleaner],
    ["cleaner: payouts", `/api/cleaner/payouts?${ZONE}`, cleaner],
    ["client: upcoming", "/api/client/jobs/upcoming", client],
    ["client: billing", "/api/client/payments", client],
    ["admin jobs: first page", "/api/admin/jobs", admin],
    ["admin jobs: client search", "/api/admin/jobs?search=Harper%20Chen", admin],
    // A street: 125,000 matches, counted from its addresses' tallies, its page read newest first (docs/decisions/053).
    ["admin jobs: street search", "/api/admin/jobs?search=Lake%20Shore", admin],
    ["admin jobs: status filter", "/api/admin/jobs?status=Assigned", admin],
    ["admin jobs: late page", `/api/admin/jobs?page=${LATE_PAGE}`, admin],
    ["admin dashboard", `/api/admin/dashboard?${ZONE}`, admin],
  ];
  const wanted = (scenario: string) => !ONLY || ONLY.some((word) => scenario.includes(word));
  const rows: Row[] = [];
  const record = async (row: Promise<Row>) => {
    rows.push(await row);
    console.log(`  ${rows.at(-1)!.scenario}: p99 ${rows.at(-1)!.p99} ms`);
    await settle(base, cleaner);
  };
  // Claims after the board (they empty it a little), before the admin's slow scenarios.
  for (const [scenario, path, cookie] of gets.slice(0, 5))
    if (wanted(scenario)) await record(measureGet(base, scenario, path, cookie, serverPid));
  if (wanted("claim")) await record(measureClaims(base, url, claimers, serverPid));
  for (const [scenario, path, cookie] of gets.slice(5))
    if (wanted(scenario)) await record(measureGet(base, scenario, path, cookie, serverPid));
  return rows;
}

function printTable(rows: Row[], load: { before: number[]; after: number[] }, openJobs: number) {
  const average = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  console.log(
    `\nSCALE=${SIZE.scale} (${SIZE.jobs} jobs, ${SIZE.clients} clients, ${SIZE.cleaners} cleaners); ${CONNECTIONS} connections, ${SECONDS} s each; goal p99 < 50 ms`,
  );
  console.log(`load average (1, 5, 15 min): ${average(load.before)} before, ${average(load.after)} after`);
  // The board reads every open job (docs/decisions/053): how many there were is part of its figures.
  console.log(`${openJobs} jobs open on the board (the claims' jobs are put back after them)`);
  // The CPU a request cost (server's main thread, PostgreSQL) moves far less with the machine's other work than requests/s.
  console.log(
    "| scenario | request | requests/s | p50 ms | p99 ms | p99 < 50 ms | server CPU µs/request | PostgreSQL CPU µs/request | note |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const request = row.path.startsWith("POST") ? row.path : `GET ${row.path}`;
    console.log(
      `| ${row.scenario} | \`${request}\` | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.met ? "yes" : "**no**"} | ${row.serverCpuUs ?? "–"} | ${row.postgresCpuUs ?? "–"} | ${row.note} |`,
    );
  }
}

async function run(url: string) {
  await prepare(url);
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-scale-"));
  // TRUST_PROXY: the sign-ins come from distinct addresses (X-Forwarded-For), as real people's do.
  const profile = process.env.SCALE_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SCALE_CPU_PROF}`] : [];
  const { base, child } = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: "off", TRUST_PROXY: "true" }, profile);
  try {
    const openJobs = await returnClaimedJobs(url);
    const before = loadavg();
    const rows = await measure(base, url, child.pid);
    printTable(rows, { before, after: loadavg() }, openJobs);
  } finally {
    await stopBuiltServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const kept = process.env.SCALE_DATABASE_URL;
  if (kept) return run(kept);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL (or SCALE_DATABASE_URL), or run: npm run bench:scale");
  await withPostgresUrl(serverUrl, run);
}

await main();
