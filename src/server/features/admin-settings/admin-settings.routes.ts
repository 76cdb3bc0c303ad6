import { Hono } from "hono";
import { adminActivityQuerySchema } from "../../../shared/schemas/admin-settings";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { validateQuery } from "../../lib/validate";
import { listAdminActivity, purgeSiteCache, settingsOverview } from "./admin-settings.service";

/** Settings: health, deployment, cache purge, production checklist, recent activity (spec 2; docs/decisions/048). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminSettingsRoutes({ db, env, health, siteCache }: AdminDeps) {
  return (
    new Hono<AppEnv>()
      .get("/admin/settings", async (c) => {
        return c.json(await settingsOverview({ db, env }));
      })
      // Run Health Check: the four checks run now, not the report /api/health remembers for a few
      // seconds. 200 whatever the result: the screen shows it (spec 8's toasts).
      .get("/admin/settings/health", async (c) => {
        return c.json(await health.fresh());
      })
      .get("/admin/settings/activity", validateQuery(adminActivityQuerySchema), async (c) => {
        const { page, timeZone } = c.req.valid("query");
        return c.json(await listAdminActivity({ db, page, timeZone }));
      })
      .post("/admin/settings/cache-purge", async (c) => {
        return c.json(await purgeSiteCache({ db, siteCache, actorId: viewerOf(c).userId }));
      })
  );
}
