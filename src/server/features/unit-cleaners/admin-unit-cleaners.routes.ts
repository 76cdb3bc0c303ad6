import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { unitCleanerMessages, unitCleanersInputSchema } from "../../../shared/schemas/unit-cleaners";
import { viewerOf } from "../../auth/session";
import type { AdminDeps } from "../../admin-deps";
import type { AppEnv } from "../../lib/app-env";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { adminClientUnits, adminUnitCleaners, CLIENT_NOT_FOUND, saveAdminUnitCleaners } from "./admin-unit-cleaners.service";

/** Saves per admin per minute: an editor saves once per change; more is a script. */
export const SAVE_LIMIT = { window: 60, max: 30 };
export const saveTooOften = (seconds: number) =>
  `Too many saves in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

/** The editor's search box: Active cleaners whose name or email contains it. */
const candidateSearchSchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, `Search text must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`).default(""),
});

/**
 * docs/decisions/055: a unit's preferred and backup cleaners, set by an admin (any Active cleaner),
 * and a client's units to choose from. Mounted behind the admin role by src/server/admin-routes.ts.
 */
export function adminUnitCleanerRoutes({ db }: AdminDeps) {
  const unitParams = validateParams(pathIds(["unitId"], unitCleanerMessages.unitNotFound));
  const clientParams = validateParams(pathIds(["clientId"], CLIENT_NOT_FOUND));
  const saveLimit = limitPerUser({ db, key: "admin-unit-cleaners-save", rule: SAVE_LIMIT, message: saveTooOften });
  return new Hono<AppEnv>()
    .get("/admin/clients/:clientId/units", clientParams, async (c) =>
      c.json(await adminClientUnits({ db, clientId: c.req.valid("param").clientId })),
    )
    .get("/admin/units/:unitId/cleaners", unitParams, validateQuery(candidateSearchSchema), async (c) =>
      c.json(await adminUnitCleaners({ db, unitId: c.req.valid("param").unitId, search: c.req.valid("query").q })),
    )
    .put("/admin/units/:unitId/cleaners", unitParams, validateJson(unitCleanersInputSchema), idempotent(db), saveLimit, async (c) => {
      const { preferred, backups } = c.req.valid("json");
      return c.json(
        await saveAdminUnitCleaners({ db, actorId: viewerOf(c).userId, unitId: c.req.valid("param").unitId, preferred, backups }),
      );
    });
}
