import { Hono } from "hono";
import { leadListQuerySchema, leadStatusUpdateSchema } from "../../../shared/schemas/admin-leads";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { LEAD_NOT_FOUND, listLeads, setLeadStatus } from "./admin-leads.service";
import { startApplication } from "./start-application.service";

const leadParams = pathIds(["id"], LEAD_NOT_FOUND);

/** Leads: list, status, starting an application draft (docs/decisions/047). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminLeadRoutes({ db }: AdminDeps) {
  return new Hono<AppEnv>()
    .get("/admin/leads", validateQuery(leadListQuerySchema), async (c) => {
      return c.json(await listLeads({ db, query: c.req.valid("query") }));
    })
    .patch("/admin/leads/:id/status", validateParams(leadParams), validateJson(leadStatusUpdateSchema), async (c) => {
      const lead = await setLeadStatus({
        db,
        adminId: viewerOf(c).userId,
        leadId: c.req.valid("param").id,
        status: c.req.valid("json").status,
      });
      return c.json({ lead });
    })
    .post("/admin/leads/:id/start-application", validateParams(leadParams), async (c) => {
      const started = await startApplication({ db, adminId: viewerOf(c).userId, leadId: c.req.valid("param").id });
      return c.json({ started }, 201);
    });
}
