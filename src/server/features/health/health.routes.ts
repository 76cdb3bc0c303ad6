import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { cachedCheck } from "../../lib/cached-check";
import { checkHealth, type HealthDeps, type HealthReport } from "./health.service";

/**
 * docs/decisions/016: the checks do real work (queries, a file round trip), so one report serves
 * every caller for this long and concurrent callers share the check in flight.
 */
export const HEALTH_CACHE_MS = 5000;

/** The server's health report: the shared, remembered one, or one run now (an admin's Run Health Check). */
export interface HealthReporter {
  cached: () => Promise<HealthReport>;
  /** Forgets the remembered report and runs the checks now; the new report is then the one shared. */
  fresh: () => Promise<HealthReport>;
  /** Forgets the remembered report (Clear Site Cache). */
  clear: () => void;
}

export function healthReporter(deps: HealthDeps): HealthReporter {
  const report = cachedCheck(() => checkHealth(deps), HEALTH_CACHE_MS);
  return {
    cached: report,
    fresh: () => {
      report.clear();
      return report();
    },
    clear: report.clear,
  };
}

/** spec 7: health returns status and four checks. Public, like a status page; 503 when a check fails. */
export function healthRoutes(health: HealthReporter) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const report = await health.cached();
    return c.json(report, report.status === "healthy" ? 200 : 503);
  });
}
