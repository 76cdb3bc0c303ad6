import { Hono } from "hono";
import {
  adminClientOptionsQuerySchema,
  adminSubscriptionCreateSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionMessages,
  adminSubscriptionUpdateSchema,
} from "../../../shared/schemas/admin-subscriptions";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { notFound } from "../../lib/errors";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import type { Database } from "../../db/client";
import { listActivePlanOptions, listAdminSubscriptions, listClientOptions, readAdminSubscription } from "./admin-subscriptions.service";
import { createSubscriptionForClient, deleteSubscription, updateSubscription } from "./subscription-changes.service";

const subscriptionParams = pathIds(["subscriptionId"], adminSubscriptionMessages.notFound);

/** The changed row as the list shows it. */
async function viewOf(db: Database, subscriptionId: string) {
  const subscription = await readAdminSubscription(db, subscriptionId);
  if (!subscription) throw notFound(adminSubscriptionMessages.notFound);
  return { subscription };
}

/** Subscriptions management: list, create, edit, delete (docs/decisions/045). Mounted behind the admin role by src/server/admin-routes.ts. */
export function adminSubscriptionRoutes({ db }: AdminDeps) {
  return new Hono<AppEnv>()
    .get("/admin/subscriptions", validateQuery(adminSubscriptionListQuerySchema), async (c) =>
      c.json(await listAdminSubscriptions({ db, query: c.req.valid("query") })),
    )
    .get("/admin/subscriptions/client-options", validateQuery(adminClientOptionsQuerySchema), async (c) =>
      c.json(await listClientOptions({ db, search: c.req.valid("query").search })),
    )
    .get("/admin/subscriptions/plan-options", async (c) => c.json(await listActivePlanOptions({ db })))
    .post("/admin/subscriptions", validateJson(adminSubscriptionCreateSchema), async (c) => {
      const { clientId, planId } = c.req.valid("json");
      const subscriptionId = await createSubscriptionForClient({
        db,
        actorId: viewerOf(c).userId,
        clientId: clientId.toLowerCase(),
        planId: planId.toLowerCase(),
      });
      return c.json(await viewOf(db, subscriptionId), 201);
    })
    .patch(
      "/admin/subscriptions/:subscriptionId",
      validateParams(subscriptionParams),
      validateJson(adminSubscriptionUpdateSchema),
      async (c) => {
        const subscriptionId = await updateSubscription({
          db,
          actorId: viewerOf(c).userId,
          subscriptionId: c.req.valid("param").subscriptionId,
          input: c.req.valid("json"),
        });
        return c.json(await viewOf(db, subscriptionId));
      },
    )
    .delete("/admin/subscriptions/:subscriptionId", validateParams(subscriptionParams), async (c) => {
      return c.json(await deleteSubscription({ db, actorId: viewerOf(c).userId, subscriptionId: c.req.valid("param").subscriptionId }));
    });
}
