import { Hono } from "hono";
import { viewerOf } from "../../auth/session";
import { requireCleaner, requireCleanerRecord, type CleanerEnv } from "../../auth/cleaner-record";
import type { Database } from "../../db/client";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateParams } from "../../lib/validate";
import { listPreferredUnits, NOT_ON_LIST, stepDown } from "./preferred-units.service";

/** Step-downs per person per minute: a cleaner is on a handful of lists; more is a script. */
export const STEP_DOWN_LIMIT = { window: 60, max: 20 };
export const stepDownTooOften = (seconds: number) =>
  `Too many changes in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

/** docs/decisions/055: the units a cleaner is preferred (or a backup) for, and stepping down from one. */
export function preferredUnitRoutes({ db }: { db: Database }) {
  const unitParams = validateParams(pathIds(["unitId"], NOT_ON_LIST));
  const stepDownLimit = limitPerUser({ db, key: "preferred-unit-step-down", rule: STEP_DOWN_LIMIT, message: stepDownTooOften });
  return new Hono<CleanerEnv>()
    .get("/cleaner/preferred-units", requireCleaner, async (c) => {
      // Before the first profile save there is no record, so no list can name the cleaner.
      const cleaner = c.get("cleaner");
      return c.json({ units: cleaner ? await listPreferredUnits({ db, cleanerId: cleaner.cleanerId }) : [] });
    })
    .delete("/cleaner/preferred-units/:unitId", requireCleanerRecord, unitParams, stepDownLimit, async (c) => {
      const { unitId } = c.req.valid("param");
      return c.json(await stepDown({ db, cleanerId: c.get("cleaner").cleanerId, actorId: viewerOf(c).userId, unitId }));
    });
}
