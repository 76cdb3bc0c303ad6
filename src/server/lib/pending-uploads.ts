// docs/decisions/049: a file is written to storage before the row that owns it, so its key is
// noted first (pending_uploads) and struck off in the transaction that records the owner. A key
// left noted (a crash, a refusal whose clean-up failed) is an orphan the sweep removes.
import { inArray, lt } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { pendingUploads } from "../db/schema/platform";
import { logger } from "./logger";
import type { Storage } from "./storage";

/** Old enough that no upload is still writing it: then the sweep may take it. */
export const ORPHAN_AFTER_MS = 60 * 60_000;
const SWEEP_BATCH = 100;

/** Notes keys about to be written (or about to be removed, for a delete that may be cut off). */
export async function notePendingUploads(q: Database | Transaction, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await q
    .insert(pendingUploads)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** Strikes keys off: in the owner's transaction (the file is kept), or once the file is gone. */
export async function settlePendingUploads(q: Database | Transaction, keys: string[]): Promise<void> {
  if (keys.length > 0) await q.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
}

/**
 * Removes files no row owns and then strikes them off. A file the store cannot remove now is left
 * noted, for the next run. Objects and rows are removed in that order: a run cut off in between
 * leaves a row whose file is already gone, which the next run settles (removing nothing is fine).
 */
export async function removeUploads(db: Database, storage: Storage, keys: string[]): Promise<number> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch (error) {
      logger.warn("stored file not removed", { key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await settlePendingUploads(db, removed);
  return removed.length;
}

/** The storage-orphan-sweep task's run: every key noted over an hour ago, in batches. */
export async function sweepOrphanUploads({
  db,
  storage,
  now,
  signal,
}: {
  db: Database;
  storage: Storage;
  now: Date;
  signal?: AbortSignal;
}): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  let swept = 0;
  while (!signal?.aborted) {
    const rows = await db
      .select({ key: pendingUploads.key })
      .from(pendingUploads)
      .where(lt(pendingUploads.createdAt, before))
      .orderBy(pendingUploads.createdAt)
      .limit(SWEEP_BATCH);
    const removed = await removeUploads(
      db,
      storage,
      rows.map((row) => row.key),
    );
    swept += removed;
    // A batch the store refused entirely would come back unchanged: wait for the next run.
    if (rows.length < SWEEP_BATCH || removed === 0) break;
  }
  if (swept > 0) logger.info("orphan uploads removed", { count: swept });
  return swept;
}
