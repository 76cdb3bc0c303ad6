import { Hono } from "hono";
import { z } from "zod";
import { requireRole, viewerOf } from "../../auth/session";
import type { AppEnv } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateParams, validateQuery } from "../../lib/validate";
import { INBOX_CURSOR, listNotifications, markAllNotificationsRead, markNotificationRead, NOTIFICATION_NOT_FOUND } from "./inbox.service";

/** decision 028: marks per person per minute, on every server together; opening a bell's worth is far fewer. */
export const READ_LIMIT = { window: 60, max: 120 };
export const readTooOften = (seconds: number) =>
  `Too many changes in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

const listQuery = z.object({ before: z.string().regex(INBOX_CURSOR, "This list has changed. Reload it and try again.").optional() });

/** docs/decisions/068: the bell in every portal's header, for whoever is signed in. */
export function inboxRoutes({ db }: { db: Database }) {
  const anyone = requireRole("client", "cleaner", "admin");
  const idParam = validateParams(pathIds(["id"], NOTIFICATION_NOT_FOUND));
  const readLimit = limitPerUser({ db, key: "notification-read", rule: READ_LIMIT, message: readTooOften });
  return new Hono<AppEnv>()
    .get("/notifications", anyone, validateQuery(listQuery), async (c) => {
      return c.json(await listNotifications({ db, userId: viewerOf(c).userId, before: c.req.valid("query").before }));
    })
    .post("/notifications/read-all", anyone, readLimit, async (c) => {
      return c.json(await markAllNotificationsRead({ db, userId: viewerOf(c).userId }));
    })
    .post("/notifications/:id/read", anyone, idParam, readLimit, async (c) => {
      return c.json(await markNotificationRead({ db, userId: viewerOf(c).userId, id: c.req.valid("param").id }));
    });
}
