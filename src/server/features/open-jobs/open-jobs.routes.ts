import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { CleanerEnv } from "../../lib/cleaner-record";

/** spec 2 and 4: the open-jobs board and claims. */
export function openJobRoutes({ db }: { db: Database }) {
  void db;
  return new Hono<CleanerEnv>();
}
