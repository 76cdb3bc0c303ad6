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
  const cached = cachedCheck(probe, PROBE_CACHE_MS);
  let fresh: Promise<boolean> | undefined;
  return {
    isAvailable: cached,
    async isDownNow() {
      // Not the remembered answer: it may predate the failure just seen. One question at a time.
      fresh ??= probe().finally(() => {
        fresh = undefined;
      });
      return !(await fresh);
    },
  };
}
