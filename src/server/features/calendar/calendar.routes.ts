import { Hono } from "hono";
import type { Database } from "../../db/client";
import type { CleanerEnv } from "../../lib/cleaner-record";

/** spec 2: the cleaner's availability, time off and private iCal feed. */
export function calendarRoutes({ db }: { db: Database }) {
  void db;
  return new Hono<CleanerEnv>();
}
