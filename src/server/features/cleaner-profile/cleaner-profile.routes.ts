import { Hono } from "hono";
import { cleanerProfileSchema } from "../../../shared/schemas/cleaner-profile";
import { earningsQuerySchema } from "../../../shared/schemas/payouts";
import { viewerOf } from "../../auth/session";
import type { Database } from "../../db/client";
import { requireCleaner, type CleanerEnv } from "../../auth/cleaner-record";
import { validateJson, validateQuery } from "../../lib/validate";
import { saveCleanerProfile, toProfileView } from "./cleaner-profile.service";
import { cleanerDashboard } from "./dashboard.service";

/**
 * spec 2: the cleaner's profile (vetting) and dashboard. Both work before the cleaner has a record
 * (it is made by the first save, docs/decisions/031): they answer with `cleaner: null`.
 */
export function cleanerProfileRoutes({ db }: { db: Database }) {
  return new Hono<CleanerEnv>()
    .get("/cleaner/profile", requireCleaner, (c) => {
      return c.json({ profile: toProfileView(viewerOf(c), c.get("cleaner")) });
    })
    .put("/cleaner/profile", requireCleaner, validateJson(cleanerProfileSchema), async (c) => {
      return c.json({ profile: await saveCleanerProfile({ db, viewer: viewerOf(c), input: c.req.valid("json") }) });
    })
    .get("/cleaner/dashboard", requireCleaner, validateQuery(earningsQuerySchema), async (c) => {
      const cleaner = c.get("cleaner");
      const dashboard = await cleanerDashboard({ db, cleaner, timeZone: c.req.valid("query").timeZone });
      return c.json({ name: viewerOf(c).fullName, status: cleaner?.status ?? null, ...dashboard });
    });
}
