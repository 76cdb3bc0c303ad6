import { Hono } from "hono";
import { availabilityInputSchema, availabilityMessages, calendarQuerySchema } from "../../../shared/schemas/availability";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { requireCleanerRecord, type CleanerEnv } from "../../auth/cleaner-record";
import { pathIds } from "../../lib/ids";
import { validateJson, validateParams, validateQuery } from "../../lib/validate";
import { addAvailability, deleteAvailability, deleteTimeOff } from "./availability.service";
import { readCalendarMonth } from "./calendar.service";
import { readFeedStatus, regenerateFeedUrl, renderFeed } from "./calendar-feed.service";

/**
 * spec 2: the cleaner's availability, time off and private iCal feed. Any cleaner with a record,
 * whatever their status: a Pending cleaner may set availability before they are vetted.
 */
export function calendarRoutes({ db, env }: { db: Database; env: Pick<Env, "publicUrl"> }) {
  const { publicUrl } = env;
  return (
    new Hono<CleanerEnv>()
      .get("/cleaner/calendar", requireCleanerRecord, validateQuery(calendarQuerySchema), async (c) => {
        return c.json(await readCalendarMonth({ db, cleanerId: c.get("cleaner").cleanerId, query: c.req.valid("query") }));
      })
      .post("/cleaner/availability", requireCleanerRecord, validateJson(availabilityInputSchema), async (c) => {
        const created = await addAvailability({ db, cleanerId: c.get("cleaner").cleanerId, input: c.req.valid("json") });
        return c.json({ created }, 201);
      })
      .delete(
        "/cleaner/availability/:availabilityId",
        requireCleanerRecord,
        validateParams(pathIds(["availabilityId"], availabilityMessages.availabilityNotFound)),
        async (c) => {
          const { availabilityId } = c.req.valid("param");
          return c.json({ deleted: await deleteAvailability({ db, cleanerId: c.get("cleaner").cleanerId, availabilityId }) });
        },
      )
      .delete(
        "/cleaner/time-off/:timeoffId",
        requireCleanerRecord,
        validateParams(pathIds(["timeoffId"], availabilityMessages.timeOffNotFound)),
        async (c) => {
          const { timeoffId } = c.req.valid("param");
          return c.json({ deleted: await deleteTimeOff({ db, cleanerId: c.get("cleaner").cleanerId, timeoffId }) });
        },
      )
      // Whether a feed exists: its URL is kept only as a hash, so it cannot be shown again (reads never write).
      .get("/cleaner/calendar-feed", requireCleanerRecord, async (c) => {
        return c.json(await readFeedStatus({ db, cleanerId: c.get("cleaner").cleanerId }));
      })
      // Creates the feed's secret, or replaces it (the old URL stops working at once); the URL is answered this once.
      .post("/cleaner/calendar-feed", requireCleanerRecord, async (c) => {
        return c.json({ url: await regenerateFeedUrl({ db, cleanerId: c.get("cleaner").cleanerId, publicUrl }) });
      })
      // Public but secret: calendar apps fetch it without a session; the token in the path is the key.
      .get("/calendar/:feedFile", async (c) => {
        const body = await renderFeed({ db, feedFile: c.req.param("feedFile"), publicUrl });
        return c.body(body, 200, {
          "Content-Type": "text/calendar; charset=utf-8",
          // Someone's schedule behind a secret: never kept by a browser or proxy (decision 016).
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex",
        });
      })
  );
}
