import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { CleanerEnv } from "../../lib/cleaner-record";

/** The cleaner's payouts (docs/decisions/023). */
export function payoutRoutes({ db }: { db: Database }) {
  void db;
  return new Hono<CleanerEnv>();
}
