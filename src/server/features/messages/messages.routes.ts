import { Hono } from "hono";
import type { AppEnv } from "../../auth/session";
import type { Database } from "../../db/client";

/** spec 2 and 4: job threads between the client, the assigned cleaner and Support, pushed live. */
export function messageRoutes({ db }: { db: Database }) {
  void db;
  return new Hono<AppEnv>();
}
