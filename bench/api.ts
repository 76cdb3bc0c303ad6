// Throughput of the API against Hono itself, measured in one run: a raw Hono hello world
// (bench/raw-hono.ts, no middleware, its own process) and the built server (dist/) with the demo
// data, on PostgreSQL (TEST_DATABASE_URL: a fresh database on that server) and on PGlite (a fresh
// DATA_DIR), signed in as the demo client; autocannon with CONNECTIONS connections for SECONDS
// seconds per endpoint. Ratios to raw Hono and to /livez, not absolute figures, are what compare
// across runs on a shared machine (docs/architecture.md section 6, docs/decisions/052).
// Run: npm run bench:api   (builds, starts a throwaway PostgreSQL; the last lines are the table)
// BENCH_SECONDS, BENCH_ROUNDS (each round measures every row again; the table shows medians);
// BENCH_CPU_PROF=<folder> runs the app with `node --cpu-prof` and writes its profile there.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/server/seed/demo-data";
import { startBuiltServer, startServerProcess, stopBuiltServer } from "./built-server";
import { load, type Load } from "./load";
import { median, withPostgresUrl } from "./shared";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const POSTGRES_ENDPOINTS = ["/api/me", "/api/client/jobs/upcoming", "/api/client/payments"];
const PGLITE_ENDPOINTS = ["/api/client/jobs/upcoming"];
const RAW = "raw Hono";
const LIVEZ = "/livez";

interface Row extends Load {
  engine: string;
  name: string;
  /** Requests/s over raw Hono's, measured first and last in the same round. */
  ofRaw: number;
  /** Requests/s over /livez's, measured first and last in the same round. */
  ofLivez: number;
}

async function signInAsDemoClient(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.client.email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/**
 * One round: raw Hono and /livez first, the endpoints, then /livez and raw Hono again. The
 * machine's pace drifts during a run; the mean of each yardstick's two runs is the fair one for
 * what was measured in between.
 */
async function round(engine: string, raw: string, base: string, paths: string[], cookie: string): Promise<Row[]> {
  const first = { raw: await load(`${raw}/`, {}, SECONDS), livez: await load(`${base}${LIVEZ}`, {}, SECONDS) };
  const measured: [string, Load][] = [];
  for (const path of paths) measured.push([path, await load(`${base}${path}`, { cookie }, SECONDS)]);
  const livez = (first.livez.requestsPerSecond + (await load(`${base}${LIVEZ}`, {}, SECONDS)).requestsPerSecond) / 2;
  const last = await load(`${raw}/`, {}, SECONDS);
  const rawRate = (first.raw.requestsPerSecond + last.requestsPerSecond) / 2;
  const rows: [string, Load][] = [
    [RAW, { ...first.raw, requestsPerSecond: rawRate }],
    [LIVEZ, { ...first.livez, requestsPerSecond: livez }],
    ...measured,
  ];
  return rows.map(([name, figures]) => ({
    engine,
    name,
    ...figures,
    ofRaw: figures.requestsPerSecond / rawRate,
    ofLivez: figures.requestsPerSecond / livez,
  }));
}

/** Every figure of ROUNDS rounds, as the median per row. */
function medians(rounds: Row[][]): Row[] {
  return rounds[0]!.map((row, index) => {
    const of = (pick: (row: Row) => number) => median(rounds.map((rows) => pick(rows[index]!)));
    return {
      ...row,
      requestsPerSecond: of((r) => r.requestsPerSecond),
      p50: of((r) => r.p50),
      p99: of((r) => r.p99),
      ofRaw: of((r) => r.ofRaw),
      ofLivez: of((r) => r.ofLivez),
    };
  });
}

async function runOn(engine: string, raw: string, env: Record<string, string>, paths: string[]): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-api-"));
  const nodeArgs = CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`] : [];
  const { base, child } = await startBuiltServer({ DATA_DIR: dataDir, ...env }, nodeArgs);
  try {
    const cookie = await signInAsDemoClient(base);
    const rounds: Row[][] = [];
    for (let index = 0; index < ROUNDS; index++) rounds.push(await round(engine, raw, base, paths, cookie));
    return medians(rounds);
  } finally {
    await stopBuiltServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  console.log(
    `\n${load.connections} connections, ${SECONDS} s per endpoint, median of ${ROUNDS} round(s); raw Hono and /livez: mean of their runs first and last in each round`,
  );
  console.log("| engine | endpoint | requests/s | p50 ms | p99 ms | share of raw Hono | share of /livez |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const name = row.name === RAW ? RAW : `\`${row.name}\``;
    console.log(
      `| ${row.engine} | ${name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.ofRaw.toFixed(3)} | ${(row.ofLivez * 100).toFixed(0)} % |`,
    );
  }
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:api");
  const hono = await startServerProcess(["--import", "tsx", "bench/raw-hono.ts"], {}, "/");
  try {
    const postgres = await withPostgresUrl(serverUrl, (url) => runOn("PostgreSQL", hono.base, { DATABASE_URL: url }, POSTGRES_ENDPOINTS));
    const pglite = await runOn("PGlite", hono.base, { DATABASE_URL: "" }, PGLITE_ENDPOINTS);
    printTable([...postgres, ...pglite]);
  } finally {
    await stopBuiltServer(hono.child);
  }
}

await main();
