import { Hono } from "hono";
import { unitInputSchema, unitStatusSchema } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { validateJson, validateParams } from "../../lib/validate";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import { pathIds } from "../../lib/ids";
import { createUnit, deleteUnit, listUnits, setUnitActive, UNIT_NOT_FOUND, updateUnit } from "./units.service";

/** spec 2 /client/units: the signed-in client's own units only. */
export function unitRoutes({ db }: { db: Database }) {
  // After the body's validator: an invalid body is a 400 whatever the id.
  const unitParams = validateParams(pathIds(["unitId"], UNIT_NOT_FOUND));
  const client = requireClient({ db });
  return new Hono<ClientEnv>()
    .get("/client/units", client, async (c) => {
      return c.json({ units: await listUnits({ db, clientId: c.get("client").clientId }) });
    })
    .post("/client/units", client, validateJson(unitInputSchema), async (c) => {
      const unit = await createUnit({ db, clientId: c.get("client").clientId, input: c.req.valid("json") });
      return c.json({ unit }, 201);
    })
    .patch("/client/units/:unitId", client, validateJson(unitInputSchema), unitParams, async (c) => {
      const unit = await updateUnit({
        db,
        clientId: c.get("client").clientId,
        unitId: c.req.valid("param").unitId,
        input: c.req.valid("json"),
      });
      return c.json({ unit });
    })
    .patch("/client/units/:unitId/status", client, validateJson(unitStatusSchema), unitParams, async (c) => {
      const { isActive } = c.req.valid("json");
      const unit = await setUnitActive({ db, clientId: c.get("client").clientId, unitId: c.req.valid("param").unitId, isActive });
      return c.json({ unit });
    })
    .delete("/client/units/:unitId", client, unitParams, async (c) => {
      await deleteUnit({ db, clientId: c.get("client").clientId, unitId: c.req.valid("param").unitId });
      return c.json({ deleted: true });
    });
}
