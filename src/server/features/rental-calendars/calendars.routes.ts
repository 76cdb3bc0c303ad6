import { Hono } from "hono";
import { addCalendarSchema, calendarMessages, turnoverSettingsSchema } from "../../../shared/schemas/calendars";
import { unitMessages } from "../../../shared/schemas/unit";
import { requireClient, type ClientEnv } from "../../auth/client-record";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams } from "../../lib/validate";
import {
  addCalendar,
  assertOwnCalendar,
  CALENDAR_NOT_FOUND,
  listUnitCalendars,
  readCalendar,
  removeCalendar,
  saveTurnoverSettings,
} from "./calendars.service";
import { previewCalendar } from "./calendar-preview";
import { syncCalendar } from "./sync.service";

/** Sync now presses per person per minute: each fetches a feed from the internet. */
export const SYNC_NOW_LIMIT = { window: 60, max: 6 };
/** Previews per person per minute (docs/decisions/065): each fetches a feed, as Sync now does. */
export const PREVIEW_LIMIT = SYNC_NOW_LIMIT;

/** docs/decisions/054: the signed-in client's rental calendars and turnover settings, on their own units only. */
export function unitCalendarRoutes({ db, env }: { db: Database; env: Pick<Env, "publicUrl" | "allowPrivateCalendarUrls"> }) {
  const client = requireClient({ db });
  const unitParams = validateParams(pathIds(["unitId"], unitMessages.notFound));
  const calendarParams = validateParams(pathIds(["calendarId"], CALENDAR_NOT_FOUND));
  const syncLimit = limitPerUser({ db, key: "calendar-sync-now", rule: SYNC_NOW_LIMIT, message: calendarMessages.syncTooOften });
  const previewLimit = limitPerUser({ db, key: "calendar-preview", rule: PREVIEW_LIMIT, message: calendarMessages.previewTooOften });
  return new Hono<ClientEnv>()
    .get("/client/units/:unitId/calendars", client, unitParams, async (c) => {
      return c.json(await listUnitCalendars({ db, clientId: c.get("client").clientId, unitId: c.req.valid("param").unitId }));
    })
    .post("/client/units/:unitId/calendars", client, validateJson(addCalendarSchema), unitParams, async (c) => {
      const calendar = await addCalendar({
        db,
        clientId: c.get("client").clientId,
        unitId: c.req.valid("param").unitId,
        input: c.req.valid("json"),
        allowPrivate: env.allowPrivateCalendarUrls,
      });
      return c.json({ calendar }, 201);
    })
    .post("/client/units/:unitId/calendars/preview", client, validateJson(addCalendarSchema), unitParams, previewLimit, async (c) => {
      // What the feed would book, before it is connected; writes nothing (docs/decisions/065).
      const preview = await previewCalendar({
        db,
        clientId: c.get("client").clientId,
        unitId: c.req.valid("param").unitId,
        input: c.req.valid("json"),
        allowPrivate: env.allowPrivateCalendarUrls,
        publicUrl: env.publicUrl,
        signal: c.req.raw.signal,
      });
      return c.json({ preview });
    })
    .put("/client/units/:unitId/turnover-settings", client, validateJson(turnoverSettingsSchema), unitParams, async (c) => {
      const saved = await saveTurnoverSettings({
        db,
        clientId: c.get("client").clientId,
        unitId: c.req.valid("param").unitId,
        settings: c.req.valid("json"),
        publicUrl: env.publicUrl,
      });
      return c.json(saved);
    })
    .delete("/client/calendars/:calendarId", client, calendarParams, async (c) => {
      await removeCalendar({ db, clientId: c.get("client").clientId, calendarId: c.req.valid("param").calendarId });
      return c.json({ deleted: true });
    })
    .post("/client/calendars/:calendarId/sync", client, calendarParams, syncLimit, async (c) => {
      const { calendarId } = c.req.valid("param");
      await assertOwnCalendar({ db, clientId: c.get("client").clientId, calendarId });
      const result = await syncCalendar({ db, publicUrl: env.publicUrl, allowPrivate: env.allowPrivateCalendarUrls }, calendarId);
      return c.json({ result, calendar: await readCalendar({ db, calendarId }) });
    });
}
