// docs/decisions/062: the one order in which a transaction takes row locks, written once, here. Two
// transactions that lock the same rows in opposite orders can each wait for the other, and
// PostgreSQL then rolls one back (40P01, deadlock_detected): the person behind it sees an error for
// a press that should have worked. Every path that locks more than one kind of row takes them in
// LOCK_ORDER, and rows of one kind by id, through these helpers; the guard below refuses, outside
// production, a lock taken out of that order, so a new path that breaks it fails its own tests.
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Transaction } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { cleaners, clients } from "../db/schema/people";
import { logger } from "../lib/logger";

/**
 * The kinds of row, in the order they are locked (docs/decisions/062 says which path takes which):
 * - unit: a sync (FOR KEY SHARE), a new calendar, a unit's delete or its cleaner lists;
 * - calendar feed: a sync, after its unit (two syncs of one feed take turns on it);
 * - cleaner: a claim, an accepted offer, time off, a start or completion, an admin's assignment,
 *   a rating change, a calendar move keeping its cleaner;
 * - job: every move of a job (transitionJob), an offer's answer or expiry, a delete; several jobs
 *   in one transaction (a sync) by id;
 * - client: last, as every write of a job updates its client's tallies (migration 0023's triggers)
 *   under the job's lock: a booking, a sync, a new calendar or a plan locks the client to check it
 *   is Active, and only a sync has jobs to lock before.
 * What hangs under a job (its assignment, applications, offers, payout) is written under its lock;
 * the plan's clean and the counters kept by triggers come after the client.
 */
export const LOCK_ORDER = ["unit", "calendar feed", "cleaner", "job", "client"] as const;
export type LockKind = (typeof LOCK_ORDER)[number];

/** PostgreSQL's row lock modes, weakest first. */
export const LOCK_MODES = ["key share", "share", "no key update", "update"] as const;
export type LockMode = (typeof LOCK_MODES)[number];

export interface LockTake {
  kind: LockKind;
  ids: readonly string[];
  mode: LockMode;
}

/** The locks a transaction holds, per kind: each row's id and the strongest mode taken. */
type Held = Map<LockKind, Map<string, LockMode>>;

/** Per transaction: keyed by Drizzle's session, one per transaction and shared by its savepoints. */
const heldByTransaction = new WeakMap<object, Held>();

const rank = (kind: LockKind) => LOCK_ORDER.indexOf(kind);
const strength = (mode: LockMode) => LOCK_MODES.indexOf(mode);
const isShared = (mode: LockMode) => mode === "key share" || mode === "share";

function heldBy(tx: Transaction): Held {
  const session = tx._.session as unknown as object;
  let held = heldByTransaction.get(session);
  if (!held) {
    held = new Map();
    heldByTransaction.set(session, held);
  }
  return held;
}

export class LockOrderError extends Error {
  override readonly name = "LockOrderError";
}

/**
 * Why taking these locks now would break the order, or null. A row already held in this mode (or
 * a stronger one) is no new wait. A new row must not come after a row of a later kind, nor after a
 * row of its own kind with a greater id; a row held shared (share, key share) must not be taken
 * again exclusively: two holders of the shared lock would each wait for the other to let go.
 */
export function lockOrderBreach(tx: Transaction, takes: readonly LockTake[]): string | null {
  const held = heldBy(tx);
  // The takes of one statement, in the order it locks them, checked as if taken one by one.
  const taking: Held = new Map([...held].map(([kind, rows]) => [kind, new Map(rows)]));
  for (const { kind, ids, mode } of takes) {
    for (const id of ids) {
      const rows = taking.get(kind) ?? new Map<string, LockMode>();
      const already = rows.get(id);
      if (already !== undefined) {
        if (strength(mode) <= strength(already)) continue;
        if (isShared(already)) return `${kind} ${id} is held FOR ${already.toUpperCase()} and taken again FOR ${mode.toUpperCase()}`;
      } else {
        const later = LOCK_ORDER.find((other) => rank(other) > rank(kind) && (taking.get(other)?.size ?? 0) > 0);
        if (later) return `${kind} ${id} is locked after a ${later}: the order is ${LOCK_ORDER.join(" → ")}`;
        const greater = [...rows.keys()].find((other) => other > id);
        if (greater) return `${kind} ${id} is locked after ${kind} ${greater}: rows of one kind are locked by id`;
      }
      rows.set(id, mode);
      taking.set(kind, rows);
    }
  }
  return null;
}

/**
 * Records the locks a statement is about to take, after checking them against the order: outside
 * production a breach throws (a test or a developer's press finds it), in production it is logged
 * and the statement runs, as it did before this guard. Call it right before the statement, with
 * its takes in the order the statement locks them (a claim's: the cleaner, then the job).
 */
export function declareLocks(tx: Transaction, ...takes: LockTake[]): void {
  const breach = lockOrderBreach(tx, takes);
  if (breach !== null) {
    if (process.env.NODE_ENV !== "production") throw new LockOrderError(`lock order (docs/decisions/062): ${breach}`);
    logger.warn("lock order broken", { breach });
  }
  const held = heldBy(tx);
  for (const { kind, ids, mode } of takes) {
    const rows = held.get(kind) ?? new Map<string, LockMode>();
    for (const id of ids) {
      const already = rows.get(id);
      if (already === undefined || strength(mode) > strength(already)) rows.set(id, mode);
    }
    held.set(kind, rows);
  }
}

/** Whether this transaction holds that row's lock (in any mode). */
export const holdsLock = (tx: Transaction, kind: LockKind, id: string): boolean => heldBy(tx).get(kind)?.has(id) ?? false;

/** Whether a new lock on that row would keep the order (a row held already always may be taken again). */
export const mayLock = (tx: Transaction, kind: LockKind, id: string, mode: LockMode): boolean =>
  lockOrderBreach(tx, [{ kind, ids: [id], mode }]) === null;

type Columns = Record<string, PgColumn | SQL | SQL.Aliased>;

/** The client's row, locked; what the caller asks of it. */
export async function lockClient<C extends Columns>(tx: Transaction, clientId: string, mode: LockMode, columns: C) {
  declareLocks(tx, { kind: "client", ids: [clientId], mode });
  const rows: unknown[] = await tx
    .select(columns as Columns)
    .from(clients)
    .where(eq(clients.clientId, clientId))
    .for(mode);
  return rows[0] as SelectResultFields<C> | undefined;
}

/** The cleaner's row, locked; what the caller asks of it. */
export async function lockCleaner<C extends Columns>(tx: Transaction, cleanerId: string, mode: LockMode, columns: C) {
  declareLocks(tx, { kind: "cleaner", ids: [cleanerId], mode });
  const rows: unknown[] = await tx
    .select(columns as Columns)
    .from(cleaners)
    .where(eq(cleaners.cleanerId, cleanerId))
    .for(mode);
  return rows[0] as SelectResultFields<C> | undefined;
}

/** Several cleaners' rows, locked by id in one statement (ORDER BY under FOR …: the rows lock in that order). */
export async function lockCleaners(tx: Transaction, cleanerIds: Iterable<string>, mode: LockMode): Promise<string[]> {
  const ids = [...new Set(cleanerIds)].sort();
  if (ids.length === 0) return [];
  declareLocks(tx, { kind: "cleaner", ids, mode });
  const rows = await tx
    .select({ cleanerId: cleaners.cleanerId })
    .from(cleaners)
    .where(inArray(cleaners.cleanerId, ids))
    .orderBy(asc(cleaners.cleanerId))
    .for(mode);
  return rows.map((row) => row.cleanerId);
}

/** Several jobs' rows, locked by id in one statement; the ids of those that exist. */
export async function lockJobs(tx: Transaction, jobIds: Iterable<string>, mode: LockMode): Promise<string[]> {
  const ids = [...new Set(jobIds)].sort();
  if (ids.length === 0) return [];
  declareLocks(tx, { kind: "job", ids, mode });
  const rows = await tx.select({ jobId: jobs.jobId }).from(jobs).where(inArray(jobs.jobId, ids)).orderBy(asc(jobs.jobId)).for(mode);
  return rows.map((row) => row.jobId);
}
