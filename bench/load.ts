// One timed autocannon run against one URL, after a short warm-up (first queries plan and cache;
// the timed run measures the steady state). Any non-2xx answer or error stops the bench.
import { createRequire } from "node:module";

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

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
load.connections = CONNECTIONS;
