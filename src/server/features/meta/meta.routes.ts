import { Hono } from "hono";
import type { AppEnv } from "../../auth/session";
import type { Env } from "../../env";

/** What the header's environment badge shows: the build the server runs. */
export function metaRoutes({ env }: { env: Env }) {
  return new Hono<AppEnv>().get("/meta", (c) => c.json({ buildSha: env.BUILD_SHA, production: env.production }));
}
