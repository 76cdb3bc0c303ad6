// docs/decisions/016: whether the database answers now (for /readyz, and after a failure): a probe
// of the database itself, not of cleaners' availability.
import { sql } from "drizzle-orm";
import { cachedCheck, withTimeout } from "../lib/cached-check";
import type { Database } from "./client";

const PROBE_TIMEOUT_MS = 500;
const PROBE_CACHE_MS = 1000;

export interface DatabaseAvailability {
  /** For /readyz: a `SELECT 1` answered within 0.5 s, remembered for a second. */
  isAvailable(): Promise<boolean>;
  /** After a failure: does the database fail to answer right now? (docs/decisions/016) */
  isDownNow(): Promise<boolean>;
}

export function databaseAvailability(db: Database): DatabaseAvailability {
  const probe = () =>
    withTimeout(db.execute(sql`SELECT 1`), PROBE_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
  // After a failure the remembered answer may predate it: ask afresh, one question at a time.
  const fresh = cachedCheck(probe, 0);
  return {
    isAvailable: cachedCheck(probe, PROBE_CACHE_MS),
    isDownNow: async () => !(await fresh()),
  };
}
