// The scale bench's measurements: autocannon against the built server, CONNECTIONS connections
// for SECONDS seconds per scenario after a short warm-up, as issue 20 asks (p50 and p99).
import { createRequire } from "node:module";
import { cpuPerRequest, cpuSnapshot } from "./cpu";
import { SCALE_PASSWORD } from "./size";

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  setupClient?: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const CONNECTIONS = 20;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARM_UP_SECONDS = 2;

export interface Row {
  scenario: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** What else the run showed (for claims: how many the database recorded). */
  note: string;
  /** p99 under 50 ms with every request answered. */
  met: boolean;
  /** µs of CPU per request: the server's main thread, and PostgreSQL's processes (bench/scale/cpu.ts); null where not read. */
  serverCpuUs: number | null;
  postgresCpuUs: number | null;
}

export const GOAL_MS = 50;

/**
 * Waits until the server answers a signed-in request quickly again: requests a slow scenario left
 * queued for a database connection would otherwise be measured as the next scenario's latency.
 */
export async function settle(base: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/me`, { headers: { cookie } }).then((response) => response.text());
    quick = performance.now() - started < GOAL_MS ? quick + 1 : 0;
    if (quick === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signs in through the normal route; each account from its own address, as people do (the per-address limit is 20 a minute). */
export async function signIn(base: string, email: string, address: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    },
    body: JSON.stringify({ email, password: SCALE_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** The timed run, with the CPU it cost per request. */
export async function timed(serverPid: number | undefined, run: () => Promise<AutocannonResult>) {
  const before = cpuSnapshot(serverPid);
  const result = await run();
  return { result, ...cpuPerRequest(before, cpuSnapshot(serverPid), result.requests.total) };
}

/** A GET as one signed-in account: warm-up, then the timed run; any non-2xx answer fails the bench. */
export async function measureGet(base: string, scenario: string, path: string, cookie: string, serverPid?: number): Promise<Row> {
  const url = `${base}${path}`;
  const check = await fetch(url, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`${scenario} (${path}): ${check.status} ${await check.text()}`);
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers: { cookie } });
  const { result, ...cpu } = await timed(serverPid, () =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } }),
  );
  if (result.non2xx > 0) throw new Error(`${scenario} (${path}): ${result.non2xx} non-2xx answers`);
  // A request unanswered within autocannon's 10 s is an error, not a latency: said, not hidden.
  const note = result.errors > 0 ? `${result.errors} requests timed out (10 s)` : "";
  const { p50, p99 } = result.latency;
  const met = result.errors === 0 && result.requests.total > 0 && p99 < GOAL_MS;
  return { scenario, path, requestsPerSecond: result.requests.average, p50, p99, note, met, ...cpu };
}
