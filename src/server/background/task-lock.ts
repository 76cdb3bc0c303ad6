// docs/decisions/019: with several servers on one PostgreSQL, one runs a given task at a time.
import pg from "pg";
import type { Database } from "../db/client";

export interface TaskLock {
  /** Runs `work` only if no runner (here or on another server) is running the task `name`; false when skipped. */
  tryRun(name: string, work: () => Promise<void>): Promise<boolean>;
}

/** The advisory-lock space of background tasks (the migration lock, db/client.ts, uses one bigint key). */
const TASK_LOCK_CLASS = 72_657_302;

/** A stable 32-bit key per task name (FNV-1a), the second half of the advisory lock's key. */
export function taskLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * On PostgreSQL: a session advisory lock, taken with pg_try_advisory_lock on a connection of its
 * own and held while the task runs. No transaction stays open meanwhile (tasks call payment
 * providers; docs/decisions/019), and if this server dies its connection closes and frees the lock.
 */
function advisoryLock(pool: pg.Pool): TaskLock {
  return {
    async tryRun(name, work) {
      const key = [TASK_LOCK_CLASS, taskLockKey(name)];
      const connection = await pool.connect();
      let broken = false;
      try {
        const { rows } = await connection.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS locked", key);
        if (rows[0]?.locked !== true) return false;
        try {
          await work();
        } finally {
          await connection.query("SELECT pg_advisory_unlock($1, $2)", key).catch(() => {
            broken = true;
          });
        }
        return true;
      } finally {
        // A connection that could not unlock is closed rather than reused: closing frees the lock.
        connection.release(broken);
      }
    },
  };
}

/** Embedded PGlite has exactly one process (docs/architecture.md section 2): a lock in memory is enough. */
function processLock(): TaskLock {
  const running = new Set<string>();
  return {
    async tryRun(name, work) {
      if (running.has(name)) return false;
      running.add(name);
      try {
        await work();
        return true;
      } finally {
        running.delete(name);
      }
    },
  };
}

const locks = new WeakMap<object, TaskLock>();

/** The lock for `db`: every runner on the same database shares it. */
export function taskLockFor(db: Database): TaskLock {
  // Drizzle keeps the driver's client as $client: a pg.Pool for PostgreSQL, the PGlite otherwise.
  const client: unknown = Reflect.get(db, "$client");
  if (client instanceof pg.Pool) return advisoryLock(client);
  const owner = typeof client === "object" && client !== null ? client : db;
  let lock = locks.get(owner);
  if (!lock) {
    lock = processLock();
    locks.set(owner, lock);
  }
  return lock;
}
