// CPU time per request, read from Linux's /proc around a timed run: the server's main thread (the
// one that answers every request) and every PostgreSQL process on this machine. On a shared machine
// requests/s move by half with other work while the CPU a request costs moves far less, so two builds
// or two runs are compared by it (docs/decisions/052 and 053).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface CpuSnapshot {
  serverMs: number;
  postgresMs: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User plus system time of a /proc stat line, in ms (fields 14 and 15, after the command's parentheses). */
export function cpuMsOf(statPath: string): number {
  const fields = readFileSync(statPath, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function postgresMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuMsOf(`/proc/${entry}/stat`);
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/** Null where /proc cannot tell (not Linux): the table then shows no CPU figures. */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | null {
  if (serverPid === undefined) return null;
  try {
    return { serverMs: cpuMsOf(`/proc/${serverPid}/task/${serverPid}/stat`), postgresMs: postgresMs() };
  } catch {
    return null;
  }
}

/** µs of CPU per request between two snapshots (PostgreSQL's only when it runs on this machine). */
export function cpuPerRequest(before: CpuSnapshot | null, after: CpuSnapshot | null, requests: number) {
  if (!before || !after || requests === 0) return { serverCpuUs: null, postgresCpuUs: null };
  const perRequest = (ms: number) => Math.round((ms * 1000) / requests);
  const postgres = after.postgresMs - before.postgresMs;
  return { serverCpuUs: perRequest(after.serverMs - before.serverMs), postgresCpuUs: postgres > 0 ? perRequest(postgres) : null };
}
