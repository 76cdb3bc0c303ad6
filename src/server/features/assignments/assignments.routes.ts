import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { CleanerEnv } from "../../lib/cleaner-record";
import type { Storage } from "../../lib/storage";

/** spec 2 and 4: the cleaner's assignments: start, photos, complete, report. */
export function assignmentRoutes({ db, storage }: { db: Database; storage: Storage }) {
  void db;
  void storage;
  return new Hono<CleanerEnv>();
}
