import { createHash, randomBytes } from "node:crypto";
import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "./errors";

/**
 * The embedded database has exactly one writer (docs/decisions/015): whoever opens PGlite first
 * holds DATA_DIR/tidyline.lock until it closes the database or exits. A lock left by a process
 * that died is taken over; one held by a live process stops the newcomer before it opens anything.
 */

export const LOCK_FILE_NAME = "tidyline.lock";
/** A holder on another host cannot be asked whether it lives: it touches the file this often. */
const HEARTBEAT_MS = 15_000;
/** ...and its lock counts as abandoned when the file has not been touched for this long. */
export const FOREIGN_STALE_AFTER_MS = 60_000;
/** A lock file without readable content is one being written; after this, a broken one. */
const UNREADABLE_GRACE_MS = 5_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** Who holds it, in words for the refusal: "the server", "admin:create". */
  purpose: string;
  startedAt: string;
  /** Linux: the holder's start time (/proc), so a pid reused by another program is not believed. */
  procStart?: string;
}

export class DataDirInUseError extends AppError {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
    super(
      "DATA_DIR_IN_USE",
      409,
      `DATA_DIR ${dataDir} is in use by ${owner.purpose} (${where}, since ${owner.startedAt}). ` +
        `The embedded database allows one process per folder, so this one did not open it. ` +
        `Stop that process first (Ctrl+C in its terminal, or kill ${owner.pid}), or give this one another DATA_DIR; ` +
        `to run several processes on one database, set DATABASE_URL to a PostgreSQL.`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Idempotent; leaves the file alone if it is no longer ours. */
  release(): void;
}

interface SeenFile {
  raw: string;
  owner: LockOwner | null;
  mtimeMs: number;
}

const heldHere = new Map<string, LockOwner>();

/** Takes DATA_DIR's lock, or throws DataDirInUseError naming the live holder. */
export async function lockDataDir(dir: string, { purpose }: { purpose: string }): Promise<DataDirLock> {
  const dataDir = resolve(dir);
  const file = join(dataDir, LOCK_FILE_NAME);
  const ours = heldHere.get(dataDir);
  if (ours) throw new DataDirInUseError(dataDir, ours);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    purpose,
    startedAt: new Date().toISOString(),
    procStart: procStartOf(process.pid),
  };
  const raw = JSON.stringify({ ...owner, nonce: randomBytes(8).toString("hex") });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusive(file, raw)) return holdLock(dataDir, file, raw, owner);
    const seen = readLockFile(file);
    if (!seen) continue; // released between our create and our read
    const alive = ownerAlive(seen);
    if (alive === true && seen.owner) throw new DataDirInUseError(dataDir, seen.owner);
    // Another process is writing its lock or taking this stale one over: milliseconds, so wait.
    if (alive === "busy" || !removeStale(file, seen.raw, 0)) await sleep(50);
  }
  throw new AppError("DATA_DIR_LOCK_BUSY", 409, `Could not take the lock ${file} (other processes keep changing it); try again.`);
}

/** The live holder of DATA_DIR's lock, if any: lets a command refuse before asking for input. */
export function dataDirHolder(dir: string): LockOwner | null {
  const dataDir = resolve(dir);
  const here = heldHere.get(dataDir);
  if (here) return here;
  const seen = readLockFile(join(dataDir, LOCK_FILE_NAME));
  return seen?.owner && ownerAlive(seen) !== false ? seen.owner : null;
}

function holdLock(dataDir: string, file: string, raw: string, owner: LockOwner): DataDirLock {
  heldHere.set(dataDir, owner);
  const heartbeat = setInterval(() => {
    if (readRaw(file) === raw) touch(file);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    heldHere.delete(dataDir);
    if (readRaw(file) === raw) unlinkQuietly(file);
  };
  // A process that exits without closing the database (a failed start, a forced stop) writes
  // nothing more, so its lock goes with it instead of waiting for stale detection.
  process.on("exit", release);
  return { file, release };
}

/**
 * Removes a stale file, safely when several processes found it at once: only the one that creates
 * the takeover file named after that exact content may delete it, and it checks the content again
 * first, so a late process never deletes the fresh lock the winner has just written. A takeover
 * file left by a crash (it lives for milliseconds) is itself removed the same way. False when
 * another process holds the takeover.
 */
export function removeStale(file: string, staleRaw: string, depth: number): boolean {
  const guard = `${file}.takeover-${createHash("sha256").update(staleRaw).digest("hex").slice(0, 16)}`;
  const guardRaw = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    purpose: "a lock takeover",
    startedAt: new Date().toISOString(),
    procStart: procStartOf(process.pid),
  });
  if (!createExclusive(guard, guardRaw)) {
    const other = readLockFile(guard);
    if (other && depth < 3 && ownerAlive(other) === false) removeStale(guard, other.raw, depth + 1);
    return false; // someone else is on it: the caller waits and reads the lock again
  }
  try {
    if (readRaw(file) === staleRaw) unlinkQuietly(file);
  } finally {
    unlinkQuietly(guard);
  }
  return true;
}

/** true: a live holder; false: abandoned; "busy": being written (no content yet). */
function ownerAlive({ owner, mtimeMs }: SeenFile): boolean | "busy" {
  const age = Date.now() - mtimeMs;
  if (!owner) return age < UNREADABLE_GRACE_MS ? "busy" : false;
  if (owner.host !== hostname()) return age < FOREIGN_STALE_AFTER_MS;
  // Our own pid yet not held here: a restarted container reusing the pid of the process that died.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = procStartOf(owner.pid);
  return !(owner.procStart && now && owner.procStart !== now);
}

function readLockFile(file: string): SeenFile | null {
  try {
    const mtimeMs = statSync(file).mtimeMs;
    const raw = readFileSync(file, "utf8");
    return { raw, owner: parseOwner(raw), mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { pid, host, purpose, startedAt, procStart } = value as Record<string, unknown>;
    if (typeof pid !== "number" || !Number.isInteger(pid) || pid <= 0 || typeof host !== "string") return null;
    return {
      pid,
      host,
      purpose: typeof purpose === "string" ? purpose : "another Tidyline process",
      startedAt: typeof startedAt === "string" ? startedAt : "an unknown time",
      procStart: typeof procStart === "string" ? procStart : undefined,
    };
  } catch {
    return null;
  }
}

/** Creates `file` holding `raw` unless it exists; readers never see it half-written (hard link). */
function createExclusive(file: string, raw: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, raw, { mode: 0o644 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    return createWithoutLink(file, raw); // a file system without hard links
  } finally {
    unlinkQuietly(temp);
  }
}

function createWithoutLink(file: string, raw: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, raw);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Field 22 of /proc/<pid>/stat (start time since boot); undefined off Linux or when unreadable. */
function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function readRaw(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function touch(file: string) {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // gone: released or taken over, nothing to keep fresh
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
