// Throughput of the signed-in API against the cost of a bare request, measured in one run: the
// built server (dist/) with the demo data, on PostgreSQL (TEST_DATABASE_URL: a fresh database on
// that server) and on PGlite (a fresh DATA_DIR), signed in as the demo client; autocannon with
// CONNECTIONS connections for SECONDS seconds per endpoint. Ratios to /livez, not absolute
// figures, are what compare across runs on a shared machine (ARCHITECTURE.md 6).
// Run: npm run bench:api   (builds, starts a throwaway PostgreSQL; the last lines are the table)
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/server/seed/demo-data";
import { startBuiltServer, stopBuiltServer } from "./built-server";
import { withPostgresUrl } from "./shared";

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_ENDPOINTS = ["/livez", "/api/me", "/api/client/jobs/upcoming", "/api/client/payments"];
const PGLITE_ENDPOINTS = ["/livez", "/api/client/jobs/upcoming"];

interface Row {
  engine: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ratio: number;
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

async function measure(engine: string, base: string, paths: string[]): Promise<Row[]> {
  const cookie = await signInAsDemoClient(base);
  const rows: Row[] = [];
  for (const path of paths) {
    const url = `${base}${path}`;
    // Warm up: first queries plan and cache; the timed run measures the steady state.
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${engine} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    rows.push({ engine, path, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ratio: 0 });
  }
  // /livez is measured first and again last: the machine's pace drifts during a run, and the
  // mean of the two is the fair yardstick for the endpoints measured in between.
  const again = await autocannon({ url: `${base}/livez`, connections: CONNECTIONS, duration: SECONDS });
  rows.push({
    engine,
    path: "/livez (again)",
    requestsPerSecond: again.requests.average,
    p50: again.latency.p50,
    p99: again.latency.p99,
    ratio: 0,
  });
  const livez = ((rows.find((row) => row.path === "/livez")?.requestsPerSecond ?? Number.NaN) + again.requests.average) / 2;
  return rows.map((row) => ({ ...row, ratio: row.requestsPerSecond / livez }));
}

async function runOn(engine: string, env: Record<string, string>, paths: string[]): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-api-"));
  const { base, child } = await startBuiltServer({ DATA_DIR: dataDir, ...env });
  try {
    return await measure(engine, base, paths);
  } finally {
    await stopBuiltServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per endpoint; ratio = requests/s over the mean of /livez's two runs on the same engine`,
  );
  console.log("| engine | endpoint | requests/s | p50 ms | p99 ms | ratio to /livez |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.engine} | \`${row.path}\` | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${(row.ratio * 100).toFixed(0)} % |`,
    );
  }
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set TEST_DATABASE_URL, or run: npm run bench:api");
  const postgres = await withPostgresUrl(serverUrl, (url) => runOn("PostgreSQL", { DATABASE_URL: url }, POSTGRES_ENDPOINTS));
  const pglite = await runOn("PGlite", { DATABASE_URL: "" }, PGLITE_ENDPOINTS);
  printTable([...postgres, ...pglite]);
}

await main();
