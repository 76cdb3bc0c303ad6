import { createHash } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, FOREIGN_STALE_AFTER_MS, LOCK_FILE_NAME, lockDataDir, removeStale, type DataDirLock } from "./data-dir-lock";

// docs/decisions/015: one process per PGlite folder; a lock left by a dead process is taken over.

const moduleUrl = pathToFileURL(join(import.meta.dirname, "data-dir-lock.ts")).href;
const children: ChildProcess[] = [];
let dir: string;
let held: DataDirLock[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tidyline-lock-"));
});
afterEach(() => {
  for (const lock of held) lock.release();
  held = [];
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

const lockFile = () => join(dir, LOCK_FILE_NAME);
const take = async (purpose = "the test") => {
  const lock = await lockDataDir(dir, { purpose });
  held.push(lock);
  return lock;
};
const writeLock = (owner: Record<string, unknown>) =>
  writeFileSync(lockFile(), JSON.stringify({ host: hostname(), purpose: "the server", startedAt: "earlier", ...owner }));
const lockPid = () => (JSON.parse(readFileSync(lockFile(), "utf8")) as { pid: number }).pid;
/** A pid that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

/** Runs `code` (an ES module with `lockDataDir` in scope) in a child process with tsx. */
function runChild(code: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", `const { lockDataDir } = await import(${JSON.stringify(moduleUrl)});\n${code}`],
    {
      env: { ...process.env, LOCK_DIR: dir, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.on("close", () => resolve(output)));
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (output.includes(text) ? resolve() : undefined);
      child.stdout?.on("data", check);
      child.on("close", () => reject(new Error(`child exited before saying ${text}: ${output}`)));
      check();
    });
  return { child, exited, said };
}

describe("DATA_DIR lock", () => {
  it("refuses a second process while the holder lives, naming DATA_DIR and its pid, and takes over once it died", async () => {
    const holder = runChild(
      `await lockDataDir(process.env.LOCK_DIR, { purpose: "the server" }); console.log("locked"); setInterval(() => {}, 1000);`,
    );
    await holder.said("locked");
    const refusal = await lockDataDir(dir, { purpose: "admin:create" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`DATA_DIR ${dir} is in use by the server (pid ${holder.child.pid}`);

    holder.child.kill("SIGKILL"); // a crash: no release
    await holder.exited;
    await take();
    expect(JSON.parse(readFileSync(lockFile(), "utf8")) as unknown).toMatchObject({ pid: process.pid, purpose: "the test" });
  }, 60_000);

  it("is released on close, so the next process opens the folder", async () => {
    const lock = await take();
    await expect(lockDataDir(dir, { purpose: "again" })).rejects.toBeInstanceOf(DataDirInUseError);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    await take();
  });

  it("takes over a lock naming a dead pid", async () => {
    writeLock({ pid: deadPid() });
    await take();
    expect(lockPid()).toBe(process.pid);
  });

  it.runIf(existsSync("/proc/self/stat"))(
    "takes over a lock whose pid now belongs to another program (a different start time)",
    async () => {
      writeLock({ pid: process.ppid, procStart: "1" });
      await take();
    },
  );

  it("trusts a lock from another host while it is kept fresh, and takes it over once abandoned", async () => {
    writeLock({ pid: 1, host: "another-host" });
    const refusal = await lockDataDir(dir, { purpose: "the test" }).catch((error: unknown) => error);
    expect((refusal as Error).message).toContain("pid 1 on host another-host");
    const abandoned = new Date(Date.now() - FOREIGN_STALE_AFTER_MS - 5_000);
    utimesSync(lockFile(), abandoned, abandoned);
    await take();
  });

  it("does not delete a lock that is no longer its own when released", async () => {
    const lock = await take();
    writeLock({ pid: process.ppid }); // taken over meanwhile (say, after this process was judged gone)
    lock.release();
    expect(lockPid()).toBe(process.ppid);
  });

  it("never deletes the fresh lock that replaced the stale one a late process saw", () => {
    const stale = JSON.stringify({ pid: deadPid(), host: hostname() });
    writeLock({ pid: process.ppid }); // the winner's lock, already in place
    removeStale(lockFile(), stale, 0);
    expect(lockPid()).toBe(process.ppid);
  });

  it("recovers from a takeover that crashed half-way (its takeover file left behind)", async () => {
    const staleRaw = JSON.stringify({ pid: deadPid(), host: hostname(), purpose: "the server" });
    writeFileSync(lockFile(), staleRaw);
    const guard = `${lockFile()}.takeover-${createHash("sha256").update(staleRaw).digest("hex").slice(0, 16)}`;
    writeFileSync(guard, JSON.stringify({ pid: deadPid(), host: hostname(), purpose: "a lock takeover" }));
    await take();
    expect(lockPid()).toBe(process.pid);
    expect(readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME)).toEqual([]);
  });

  it("gives a stale lock to exactly one of several processes that find it at once", async () => {
    writeLock({ pid: deadPid() });
    const go = join(dir, "go");
    // Each racer loads, says so, then spins until the start signal; a winner keeps the lock
    // until the end, so a racer that starts late still meets a live holder.
    const racers = Array.from({ length: 5 }, () =>
      runChild(
        `const { existsSync } = await import("node:fs");
         console.log("ready");
         while (!existsSync(process.env.GO)) {}
         try { await lockDataDir(process.env.LOCK_DIR, { purpose: "racer" }); console.log("won"); setInterval(() => {}, 1000); }
         catch (error) { console.log(error.code); }`,
        { GO: go },
      ),
    );
    await Promise.all(racers.map((racer) => racer.said("ready")));
    writeFileSync(go, "");
    // Every racer answers before any is stopped: a winner killed early would leave a dead pid,
    // which a slower racer may then rightly take over.
    await Promise.all(racers.map((racer) => Promise.race([racer.said("won"), racer.said("DATA_DIR_IN_USE"), racer.exited])));
    for (const racer of racers) racer.child.kill("SIGKILL");
    const outcomes = await Promise.all(racers.map((racer) => racer.exited));
    expect(outcomes.filter((out) => out.includes("won"))).toHaveLength(1);
    expect(outcomes.filter((out) => out.includes("DATA_DIR_IN_USE"))).toHaveLength(4);
  }, 60_000);
});
