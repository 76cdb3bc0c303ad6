import { Hono } from "hono";
import { createFeatureFlagSchema, featureFlagMessages, setFeatureFlagSchema } from "../../../shared/schemas/feature-flags";
import { viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { AdminDeps } from "../../admin-deps";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams } from "../../lib/validate";
import { createFeatureFlag, listFeatureFlags, setFeatureFlagEnabled } from "./feature-flags.service";

/** Feature flags: list, create, switch (spec 2, 7; docs/decisions/048). Mounted behind the admin role by src/server/admin-routes.ts. */
export function featureFlagRoutes({ db }: AdminDeps) {
  return new Hono<AppEnv>()
    .get("/admin/feature-flags", async (c) => {
      return c.json({ flags: await listFeatureFlags({ db }) });
    })
    .post("/admin/feature-flags", validateJson(createFeatureFlagSchema), async (c) => {
      const flag = await createFeatureFlag({ db, actorId: viewerOf(c).userId, input: c.req.valid("json") });
      return c.json({ flag }, 201);
    })
    .patch(
      "/admin/feature-flags/:flagId",
      validateParams(pathIds(["flagId"], featureFlagMessages.notFound)),
      validateJson(setFeatureFlagSchema),
      async (c) => {
        const result = await setFeatureFlagEnabled({
          db,
          actorId: viewerOf(c).userId,
          flagId: c.req.valid("param").flagId,
          enabled: c.req.valid("json").enabled,
        });
        return c.json(result);
      },
    );
}
