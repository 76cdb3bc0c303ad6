// The built server (dist/server) as the benchmarks run it: a free loopback port, the demo data,
// no logs, local mail; `env` adds or overrides settings (DATA_DIR, DATABASE_URL, ...).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts dist/server/index.js and resolves once /readyz answers 200 (at most 2 minutes). */
export async function startBuiltServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DEMO_DATA: "on",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "",
      SMTP_URL: "",
      TRUST_PROXY: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not get ready in 2 minutes");
}

export function stopBuiltServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
