import { Hono } from "hono";
import {
  keepCleanerInputSchema,
  offerTimeInputSchema,
  unitCleanerMessages,
  unitCleanersInputSchema,
} from "../../../shared/schemas/unit-cleaners";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import type { Database } from "../../db/client";
import { idempotent } from "../../lib/idempotency";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams } from "../../lib/validate";
import { clientUnitCleaners, keepClientCleaner, saveClientUnitCleaners, setOfferTime } from "./unit-cleaners.service";

/** Saves per client per minute: the dialog saves once per change; more is a script. */
export const SAVE_LIMIT = { window: 60, max: 30 };
export const saveTooOften = (seconds: number) =>
  `Too many saves in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

/** docs/decisions/055: the signed-in client's preferred and backup cleaners, on their own units only. */
export function clientUnitCleanerRoutes({ db }: { db: Database }) {
  const client = requireClient({ db });
  // After the body's validator: an invalid body is a 400 whatever the id.
  const unitParams = validateParams(pathIds(["unitId"], unitCleanerMessages.unitNotFound));
  const saveLimit = limitPerUser({ db, key: "client-unit-cleaners-save", rule: SAVE_LIMIT, message: saveTooOften });
  return new Hono<ClientEnv>()
    .get("/client/units/:unitId/cleaners", client, unitParams, async (c) => {
      return c.json(await clientUnitCleaners({ db, clientId: c.get("client").clientId, unitId: c.req.valid("param").unitId }));
    })
    .put(
      "/client/units/:unitId/cleaners",
      client,
      validateJson(unitCleanersInputSchema),
      unitParams,
      idempotent(db),
      saveLimit,
      async (c) => {
        const view = await saveClientUnitCleaners({
          db,
          clientId: c.get("client").clientId,
          unitId: c.req.valid("param").unitId,
          input: c.req.valid("json"),
        });
        return c.json(view);
      },
    )
    .post(
      "/client/units/:unitId/cleaners/keep",
      client,
      validateJson(keepCleanerInputSchema),
      unitParams,
      idempotent(db),
      saveLimit,
      async (c) => {
        const view = await keepClientCleaner({
          db,
          clientId: c.get("client").clientId,
          unitId: c.req.valid("param").unitId,
          cleanerId: c.req.valid("json").cleanerId,
        });
        return c.json(view);
      },
    )
    .put("/client/offer-time", client, validateJson(offerTimeInputSchema), saveLimit, async (c) => {
      return c.json(await setOfferTime({ db, clientId: c.get("client").clientId, minutes: c.req.valid("json").minutes }));
    });
}
