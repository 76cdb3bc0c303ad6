import { Hono } from "hono";
import { unitInputSchema, unitStatusSchema } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { validateJson } from "../../lib/validate";
import { requireClient, type ClientEnv } from "../../lib/client-record";
import { idFromPath } from "../../lib/ids";
import { createUnit, deleteUnit, listUnits, setUnitActive, UNIT_NOT_FOUND, updateUnit } from "./units.service";

/** spec 2 /client/units: the signed-in client's own units only. */
export function unitRoutes({ db }: { db: Database }) {
  const unitIdOf = (value: string | undefined) => idFromPath(value, UNIT_NOT_FOUND);
  const client = requireClient({ db });
  return new Hono<ClientEnv>()
    .get("/client/units", client, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ units: await listUnits({ db, clientId: c.get("client").clientId }) });
    })
    .post("/client/units", client, validateJson(unitInputSchema), async (c) => {
      const unit = await createUnit({ db, clientId: c.get("client").clientId, input: c.req.valid("json") });
      return c.json({ unit }, 201);
    })
    .patch("/client/units/:unitId", client, validateJson(unitInputSchema), async (c) => {
      const unit = await updateUnit({ db, clientId: c.get("client").clientId, unitId: unitIdOf(c.req.param("unitId")), input: c.req.valid("json") });
      return c.json({ unit });
    })
    .patch("/client/units/:unitId/status", client, validateJson(unitStatusSchema), async (c) => {
      const { isActive } = c.req.valid("json");
      const unit = await setUnitActive({ db, clientId: c.get("client").clientId, unitId: unitIdOf(c.req.param("unitId")), isActive });
      return c.json({ unit });
    })
    .delete("/client/units/:unitId", client, async (c) => {
      await deleteUnit({ db, clientId: c.get("client").clientId, unitId: unitIdOf(c.req.param("unitId")) });
      return c.json({ deleted: true });
    });
}
