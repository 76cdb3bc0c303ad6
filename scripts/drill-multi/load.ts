// Steady signed-in traffic through the proxy on keep-alive connections, as browsers behind a
// balancer make it: the kill -9 and SIGTERM checks happen under it.
import { Agent, request } from "node:http";
import { sleep } from "./report";

export interface LoadCounts {
  ok: number;
  failed: number;
  /** What went wrong, by status or error code, with how often. */
  failures: Record<string, number>;
}

export interface Load {
  counts(): LoadCounts;
  stop(): Promise<LoadCounts>;
}

const WORKERS = 8;
/** Each worker's pause between requests: steady traffic that leaves the two cores room for the servers. */
const PAUSE_MS = 5;

function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(String(response.statusCode)));
      response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

export function startLoad(base: string, path: string, headers: Record<string, string>): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
  const url = new URL(path, base);
  const counts: LoadCounts = { ok: 0, failed: 0, failures: {} };
  let running = true;
  const worker = async () => {
    while (running) {
      const outcome = await get(agent, url, headers);
      if (outcome === "200") counts.ok += 1;
      else {
        counts.failed += 1;
        counts.failures[outcome] = (counts.failures[outcome] ?? 0) + 1;
      }
      await sleep(PAUSE_MS);
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    counts: () => structuredClone(counts),
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return structuredClone(counts);
    },
  };
}

export const formatLoad = (counts: LoadCounts) =>
  `${counts.ok} ok, ${counts.failed} failed${
    counts.failed
      ? ` (${Object.entries(counts.failures)
          .map(([what, n]) => `${what} x${n}`)
          .join(", ")})`
      : ""
  }`;
