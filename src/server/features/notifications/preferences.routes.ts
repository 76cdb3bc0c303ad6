import { Hono } from "hono";
import { ROLES, type Role } from "../../../shared/domain/roles";
import { notificationPreferenceMessages, notificationPreferencesInputSchema } from "../../../shared/schemas/notification-preferences";
import { requireRole, viewerOf } from "../../auth/session";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/app-env";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson } from "../../lib/validate";
import { readNotificationPreferences, saveNotificationPreferences } from "./preferences.service";

/** Saves per person per minute: the section saves once per press of Save; more is a script. */
export const PREFERENCES_SAVE_LIMIT = { window: 60, max: 20 };

/** docs/decisions/068: /profile → Notifications, the signed-in person's own choices, whatever their role. */
export function notificationPreferenceRoutes({ db }: { db: Database }) {
  const anyRole = requireRole(...ROLES);
  const saveLimit = limitPerUser({
    db,
    key: "notification-preferences-save",
    rule: PREFERENCES_SAVE_LIMIT,
    message: notificationPreferenceMessages.tooOften,
  });
  // requireRole let only a viewer with a role through.
  const roleOf = (c: Parameters<typeof viewerOf>[0]) => viewerOf(c).role as Role;
  return new Hono<AppEnv>()
    .get("/notifications/preferences", anyRole, async (c) => {
      return c.json(await readNotificationPreferences({ db, userId: viewerOf(c).userId, role: roleOf(c) }));
    })
    .put("/notifications/preferences", anyRole, validateJson(notificationPreferencesInputSchema), saveLimit, async (c) => {
      const view = await saveNotificationPreferences({ db, userId: viewerOf(c).userId, role: roleOf(c), input: c.req.valid("json") });
      return c.json(view);
    });
}
