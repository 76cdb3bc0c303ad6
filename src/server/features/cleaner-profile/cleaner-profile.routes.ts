import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { CleanerEnv } from "../../lib/cleaner-record";

/** spec 2: the cleaner's profile (vetting) and dashboard. */
export function cleanerProfileRoutes({ db }: { db: Database }) {
  void db;
  return new Hono<CleanerEnv>();
}
