import { Hono } from "hono";
import type { AppEnv } from "../../auth/session";
import { checkHealth, type HealthDeps } from "./health.service";

/** spec 7: health returns status and four checks. Public, like a status page. */
export function healthRoutes(deps: HealthDeps) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await checkHealth(deps));
  });
}
