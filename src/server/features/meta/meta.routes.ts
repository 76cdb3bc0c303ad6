import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";
import type { Env } from "../../env";

/** What the screens need to know of the server: its build (header badge) and which pages exist. */
export function metaRoutes({ env }: { env: Env }) {
  return new Hono<AppEnv>().get("/meta", (c) =>
    c.json({ buildSha: env.BUILD_SHA, production: env.production, testAccounts: env.testAccountsEnabled }),
  );
}
