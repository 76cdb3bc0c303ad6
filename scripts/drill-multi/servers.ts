// The app servers as an operator runs them: a build, copied once to a folder of its own, started
// as `node dist/server/index.js` with one configuration shared by all and a port and DATA_DIR each.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, cpSync, mkdirSync, openSync, readFileSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { sleep } from "./report";

const ROOT = process.cwd();

/**
 * Builds (npm run build) and copies the result into `workDir`/release beside links to the
 * migrations, the demo photos and node_modules. The servers run that copy: a rebuild of dist/
 * during the drill changes nothing under them, and the cache check may edit a built page.
 * DRILL_SKIP_BUILD=1 copies the dist/ there is; DRILL_BUILD_LOCK=<file> builds and copies under
 * flock (a machine where other runs share dist/).
 */
export function prepareRelease(workDir: string): string {
  const release = join(workDir, "release");
  mkdirSync(release);
  const steps = `${process.env.DRILL_SKIP_BUILD === "1" ? "" : "npm run build >&2 && "}cp -a dist "${release}/dist"`;
  const lock = process.env.DRILL_BUILD_LOCK;
  const result = spawnSync(lock ? "flock" : "sh", lock ? [lock, "sh", "-c", steps] : ["-c", steps], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
  cpSync(join(ROOT, "package.json"), join(release, "package.json"));
  for (const name of ["drizzle", "assets", "node_modules"]) symlinkSync(join(ROOT, name), join(release, name));
  return release;
}

export interface ServerProcess {
  name: string;
  port: number;
  /** Straight to this server, not through the proxy. */
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal) and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export function startServer({
  release,
  name,
  port,
  dataDir,
  env,
}: {
  release: string;
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): ServerProcess {
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [join(release, "dist", "server", "index.js")], {
    cwd: release,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { name, port, url: `http://127.0.0.1:${port}`, child, logFile, exited };
}

/** Resolves once /readyz answers 200; throws if the process exits first or `timeoutMs` passes. */
export async function waitReady(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${logTail(server)}`);
    const ok = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${server.name} not ready within ${timeoutMs / 1000} s:\n${logTail(server)}`);
}

/** The last lines the server logged, for a failure's explanation. */
export function logTail(server: ServerProcess, lines = 15): string {
  try {
    return readFileSync(server.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** SIGTERM, then SIGKILL after `graceMs`: what the drill does to every server still running at the end. */
export async function stopServer(server: ServerProcess, graceMs = 12_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  await server.exited;
  clearTimeout(timer);
}
