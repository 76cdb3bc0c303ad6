import { Hono } from "hono";
import { adminTimeZoneQuerySchema } from "../../../shared/schemas/admin-list";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { validateQuery } from "../../lib/validate";
import { adminDashboard } from "./admin-dashboard.service";

/** spec 2 admin Dashboard (docs/decisions/039). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminDashboardRoutes({ db }: AdminDeps) {
  return new Hono<AppEnv>().get("/admin/dashboard", validateQuery(adminTimeZoneQuerySchema), async (c) => {
    return c.json(await adminDashboard({ db, timeZone: c.req.valid("query").timeZone, now: new Date() }));
  });
}
