// docs/decisions/057: every feed a sync fetched is read here, off the thread that answers requests,
// by two workers each limited in time and memory. Whatever a feed asks for, the server keeps
// answering, and a feed over a limit fails in the same plain words as one over its budget.
import { BoundedWorkerPool, type WorkerLimits } from "../../lib/bounded-worker";
import type { ReadFeedInput, ReadFeedOutcome } from "./read-feed";
import { TOO_COMPLEX } from "./recurrence-budget";

/**
 * A 2 MB feed of 20,000 stays reads and plans in about 2 s on a busy core; a feed still going at
 * 8 s is one no listing writes. 256 MB holds that feed several times over.
 */
export const FEED_READ_LIMITS: WorkerLimits = { timeoutMs: 8_000, maxHeapMb: 256 };
/** The runner syncs 4 feeds at once, mostly waiting on the network; two readers keep a core free. */
const READERS = 2;

/** Shown (not recorded) when this server stopped while a feed was being read. */
export const READ_STOPPED = "The sync was stopped";

// The bundled server finds its worker beside itself; the sources find theirs beside this file.
const entry = import.meta.url.endsWith(".ts")
  ? new URL("./read-feed.worker.ts", import.meta.url)
  : new URL("./read-feed.worker.js", import.meta.url);

let pool: BoundedWorkerPool<ReadFeedInput, ReadFeedOutcome> | null = null;

export async function readFeedOffThread(
  input: ReadFeedInput,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ReadFeedOutcome> {
  pool ??= new BoundedWorkerPool(entry, READERS, FEED_READ_LIMITS);
  const outcome = await pool.run(input, options);
  if (outcome.ok) return outcome.value;
  return { ok: false, reason: outcome.why === "stopped" ? READ_STOPPED : TOO_COMPLEX };
}

/** The server is stopping: a feed being read ends now ("stopped"), and the workers with it. */
export async function stopFeedReaders(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.stop();
}
