// The built server (dist/server) as the benchmarks run it: a free loopback port, the demo data,
// no logs, local mail; `env` adds or overrides settings (DATA_DIR, DATABASE_URL, ...).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import webPush from "web-push";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts `node <args>` on a free loopback port (or env.PORT) and resolves once `readyPath` answers
 * 200 (at most 2 minutes).
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<{ base: string; child: ChildProcess }> {
  // PORT in `env` when a bench must keep to the ports it was given on a shared machine.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    // BENCH_SERVER_LOG=<level> shows the server's log (why a stream ended, say); silent otherwise.
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? "inherit" : "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}${readyPath}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("server did not get ready in 2 minutes");
}

/** docs/decisions/069: a server on DATABASE_URL needs a VAPID pair set; one per bench run. */
const BENCH_VAPID = webPush.generateVAPIDKeys();

/** The server's script: the build's, or BENCH_SERVER (another bundle of it, to compare two). */
const SERVER_SCRIPT = process.env.BENCH_SERVER ?? "dist/server/index.js";

/**
 * Starts the built server and resolves once /readyz answers 200. `nodeArgs` go before the script
 * (`--cpu-prof` for a profile, written when the server exits).
 */
export function startBuiltServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<{ base: string; child: ChildProcess }> {
  return startServerProcess(
    [...nodeArgs, SERVER_SCRIPT],
    {
      NODE_ENV: "",
      DEMO_DATA: "on",
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? "silent",
      PUBLIC_URL: "",
      SMTP_URL: "",
      TRUST_PROXY: "",
      VAPID_PUBLIC_KEY: BENCH_VAPID.publicKey,
      VAPID_PRIVATE_KEY: BENCH_VAPID.privateKey,
      ...env,
    },
    "/readyz",
  );
}

export function stopBuiltServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
