// docs/decisions/056: a read keeps its viewer (session, account, profile, record) in memory, so
// the next reads with the same session skip the lookup every signed-in request started with.
import type { ViewerChanges } from "../db/viewer-changes";

/** Longest a viewer is kept unread from the database, in case a change went unheard. */
const KEPT_MS = 30_000;
/** At this many sessions the cache starts afresh: memory stays bounded whoever signs in. */
const MAX_SESSIONS = 10_000;

interface Kept<Row> {
  row: Row;
  userId: string;
  keptAt: number;
}

export interface ViewerCache<Row> {
  /** The viewer kept for the session token, while changes are heard. */
  get(token: string, now: number): Row | undefined;
  /** Taken before a lookup: `keep` refuses the row when a change was heard since. */
  readonly generation: () => number;
  /** Keeps a looked-up viewer unless a change was heard since `generation` (the row may predate it). */
  keep(token: string, userId: string, row: Row, generation: number, now: number): void;
}

/**
 * Only what the database says, only while its changes are heard: every committed change to a
 * viewer's rows forgets that person's sessions here (ViewerChanges), and while changes could go
 * unheard nothing is kept or given out. A row read before a change and kept after it is refused
 * by the generation it was read in.
 */
export function createViewerCache<Row>(changes: ViewerChanges): ViewerCache<Row> {
  const kept = new Map<string, Kept<Row>>();
  let generation = 0;
  changes.onChange((userId) => {
    generation += 1;
    if (userId === null) return kept.clear();
    for (const [token, entry] of kept) if (entry.userId === userId) kept.delete(token);
  });
  return {
    get(token, now) {
      if (!changes.hearing) return undefined;
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (now - entry.keptAt < KEPT_MS) return entry.row;
      kept.delete(token);
      return undefined;
    },
    generation: () => generation,
    keep(token, userId, row, readIn, now) {
      if (!changes.hearing || readIn !== generation) return;
      if (kept.size >= MAX_SESSIONS) kept.clear();
      kept.set(token, { row, userId, keptAt: now });
    },
  };
}
