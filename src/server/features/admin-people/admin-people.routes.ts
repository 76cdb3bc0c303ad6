import { Hono } from "hono";
import { adminCleanerListQuerySchema, adminClientListQuerySchema, adminStatusChangeSchema } from "../../../shared/schemas/admin-people";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { changeCleanerStatus, cleanerDetails, CLEANER_NOT_FOUND, listCleaners } from "./cleaners.service";
import { changeClientStatus, clientDetails, CLIENT_NOT_FOUND, listClients } from "./clients.service";

/**
 * Clients and cleaners: lists, details, activation and vetting (docs/decisions/043). Mounted behind
 * the admin role by src/server/admin-routes.ts. Ids are checked first (a malformed one is 404), then
 * the body (400), then the object is looked up (404).
 */
export function adminPeopleRoutes({ db, env }: AdminDeps) {
  const clientId = validateParams(pathIds(["clientId"], CLIENT_NOT_FOUND));
  const cleanerId = validateParams(pathIds(["cleanerId"], CLEANER_NOT_FOUND));
  const reason = validateJson(adminStatusChangeSchema);
  // docs/decisions/025: a double-clicked Approve (or Deactivate, Reactivate) answers the first click's result.
  const once = idempotent(db);

  return new Hono<AppEnv>()
    .get("/admin/clients", validateQuery(adminClientListQuerySchema), async (c) =>
      c.json(await listClients({ db, query: c.req.valid("query") })),
    )
    .get("/admin/clients/:clientId", clientId, async (c) => c.json(await clientDetails({ db, clientId: c.req.valid("param").clientId })))
    .post("/admin/clients/:clientId/activate", clientId, reason, async (c) =>
      c.json(
        await changeClientStatus({
          db,
          actorId: viewerOf(c).userId,
          clientId: c.req.valid("param").clientId,
          action: "activate",
          reason: c.req.valid("json").reason,
        }),
      ),
    )
    .post("/admin/clients/:clientId/deactivate", clientId, reason, async (c) =>
      c.json(
        await changeClientStatus({
          db,
          actorId: viewerOf(c).userId,
          clientId: c.req.valid("param").clientId,
          action: "deactivate",
          reason: c.req.valid("json").reason,
        }),
      ),
    )
    .get("/admin/cleaners", validateQuery(adminCleanerListQuerySchema), async (c) =>
      c.json(await listCleaners({ db, query: c.req.valid("query") })),
    )
    .get("/admin/cleaners/:cleanerId", cleanerId, async (c) =>
      c.json(await cleanerDetails({ db, cleanerId: c.req.valid("param").cleanerId })),
    )
    .post("/admin/cleaners/:cleanerId/approve", cleanerId, reason, once, async (c) =>
      c.json(
        await changeCleanerStatus({
          db,
          actorId: viewerOf(c).userId,
          cleanerId: c.req.valid("param").cleanerId,
          action: "approve",
          reason: c.req.valid("json").reason,
          publicUrl: env.publicUrl,
        }),
      ),
    )
    .post("/admin/cleaners/:cleanerId/deactivate", cleanerId, reason, once, async (c) =>
      c.json(
        await changeCleanerStatus({
          db,
          actorId: viewerOf(c).userId,
          cleanerId: c.req.valid("param").cleanerId,
          action: "deactivate",
          reason: c.req.valid("json").reason,
          publicUrl: env.publicUrl,
        }),
      ),
    )
    .post("/admin/cleaners/:cleanerId/reactivate", cleanerId, reason, once, async (c) =>
      c.json(
        await changeCleanerStatus({
          db,
          actorId: viewerOf(c).userId,
          cleanerId: c.req.valid("param").cleanerId,
          action: "reactivate",
          reason: c.req.valid("json").reason,
          publicUrl: env.publicUrl,
        }),
      ),
    );
}
