import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// docs/decisions/015: the embedded database has exactly one writer. These run the real server
// and the real command as processes, as an operator would, on a fresh DATA_DIR.

const root = resolve(import.meta.dirname, "../../..");
let dataDir = "";
const lockFile = () => join(dataDir, "tidyline.lock");
const children = new Set<ChildProcess>();
const SLOW = 120_000; // PGlite's first start migrates; the machine is shared

interface Run {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  closed: Promise<number | null>;
}

function start(args: string[], env: Record<string, string>, input?: string): Run {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    // The children run on PGlite whatever this run targets: DATABASE_URL and friends are emptied.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      DEMO_DATA: "off",
      LOG_LEVEL: "silent",
      NODE_ENV: "",
      DATABASE_URL: "",
      PUBLIC_URL: "",
      SMTP_URL: "",
      AUTH_SECRET: "",
      ADMIN_PASSWORD: "",
      ...env,
    },
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  if (input !== undefined) child.stdin?.end(input);
  const closed = new Promise<number | null>((done) =>
    child.on("close", (code) => {
      children.delete(child);
      done(code);
    }),
  );
  return { child, output: () => ({ stdout, stderr }), closed };
}

async function adminCreate(args: string[], { env = {}, input }: { env?: Record<string, string>; input?: string } = {}) {
  const run = start(["src/server/cli/admin-create.ts", ...args], env, input);
  const code = await run.closed;
  return { code, ...run.output() };
}

async function startServer(port: number): Promise<Run> {
  const server = start(["src/server/index.ts"], { PORT: String(port) });
  let exited = false;
  void server.closed.then(() => (exited = true));
  for (const deadline = Date.now() + SLOW - 10_000; Date.now() < deadline;) {
    if (exited) throw new Error(`the server exited while starting: ${server.output().stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become ready");
}

async function stopServer(server: Run) {
  server.child.kill("SIGTERM");
  expect(await server.closed).toBe(0);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function signInAsAdmin(port: number, email: string, password: string) {
  const origin = `http://localhost:${port}`;
  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const me = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie, origin } });
  return ((await me.json()) as { viewer: { email: string; role: string } | null }).viewer;
}

const identity = (email: string) => ["--email", email, "--name", "Ops Admin"];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("one writer per DATA_DIR (server and admin:create)", () => {
  let port: number;
  let server: Run;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "tidyline-one-writer-"));
    port = await freePort();
    server = await startServer(port);
  }, SLOW);

  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "admin:create refuses while the server runs on the DATA_DIR, saying so and what to do",
    async () => {
      const result = await adminCreate(identity("ops@example.com"), { env: { ADMIN_PASSWORD: "a long secret" } });
      expect(result.code).not.toBe(0);
      expect(result.stdout).not.toContain("Created");
      expect(result.stderr).toContain(`The server is running on this DATA_DIR (${dataDir}, pid ${server.child.pid})`);
      expect(result.stderr).toContain("Stop the server, run this command again, then start the server again");
      expect(result.stderr).toContain("DATABASE_URL");
    },
    SLOW,
  );

  it(
    "a second server on the same DATA_DIR refuses to start, naming DATA_DIR and the holder's pid",
    async () => {
      const second = start(["src/server/index.ts"], { PORT: String(await freePort()) });
      expect(await second.closed).not.toBe(0);
      expect(second.output().stderr).toContain(`DATA_DIR ${dataDir} is in use by the server (pid ${server.child.pid}`);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "once the server stopped, admin:create makes admins who can sign in (password from ADMIN_PASSWORD or standard input)",
    async () => {
      await stopServer(server);
      expect(existsSync(lockFile())).toBe(false);

      const fromEnv = await adminCreate(identity("ops@example.com"), { env: { ADMIN_PASSWORD: "a long secret" } });
      expect(fromEnv).toMatchObject({ code: 0, stdout: "Created admin ops@example.com.\n" });
      const fromStdin = await adminCreate(identity("ops2@example.com"), { input: "piped secret\nnot the password\n" });
      expect(fromStdin).toMatchObject({ code: 0, stdout: "Created admin ops2@example.com.\n" });

      server = await startServer(port);
      expect(await signInAsAdmin(port, "ops@example.com", "a long secret")).toMatchObject({ email: "ops@example.com", role: "admin" });
      expect(await signInAsAdmin(port, "ops2@example.com", "piped secret")).toMatchObject({ email: "ops2@example.com", role: "admin" });
    },
    SLOW * 2,
  );

  it(
    "a lock left by a process that died does not stop a start",
    async () => {
      await stopServer(server);
      const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
      writeFileSync(lockFile(), JSON.stringify({ pid: deadPid, host: hostname(), purpose: "the server", startedAt: "before the crash" }));
      server = await startServer(port);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    },
    SLOW,
  );
});
