import { Hono } from "hono";
import type { AppEnv } from "../../auth/session";
import { cachedCheck } from "../../lib/cached-check";
import { checkHealth, type HealthDeps } from "./health.service";

/**
 * docs/decisions/016: the checks do real work (queries, a file round trip), so one report serves
 * every caller for this long and concurrent callers share the check in flight.
 */
export const HEALTH_CACHE_MS = 5000;

/** spec 7: health returns status and four checks. Public, like a status page; 503 when a check fails. */
export function healthRoutes(deps: HealthDeps) {
  const report = cachedCheck(() => checkHealth(deps), HEALTH_CACHE_MS);
  return new Hono<AppEnv>().get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const health = await report();
    return c.json(health, health.status === "healthy" ? 200 : 503);
  });
}
