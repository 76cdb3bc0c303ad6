// decision 028: when a person's sessions end (sign-out, password reset) or their standing changes
// (deactivation), the open message streams of every server re-check theirs at once instead of at
// the next heartbeat. Only the user id travels; each server decides from the database.
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { logger } from "../../lib/logger";

/** PostgreSQL channel the message bus of every server LISTENs on besides its messages'. */
export const REVOCATION_CHANNEL = "tidyline_revocations";

/** In-process listeners per database: what PGlite's single process uses instead of LISTEN. */
const local = new WeakMap<Database, EventEmitter>();

/** Hears revocations announced on `db` by this process (the in-memory bus of PGlite). */
export function hearRevocationsInProcess(db: Database, listener: (userId: string) => void): () => void {
  let emitter = local.get(db);
  if (!emitter) {
    emitter = new EventEmitter().setMaxListeners(0);
    local.set(db, emitter);
  }
  emitter.on("revoked", listener);
  return () => void emitter.off("revoked", listener);
}

/**
 * After the change has committed. Never fails its caller: each stream also re-checks its session
 * at every heartbeat, so a lost notice costs at most that long (messages.routes.ts HEARTBEAT_MS).
 */
export async function announceRevocation(db: Database, userId: string): Promise<void> {
  local.get(db)?.emit("revoked", userId);
  try {
    // On PGlite nobody LISTENs and this is a no-op; on PostgreSQL every server's bus hears it.
    await db.execute(sql`SELECT pg_notify(${REVOCATION_CHANNEL}, ${userId})`);
  } catch (error) {
    logger.warn("could not announce a session revocation", { error: String(error) });
  }
}
