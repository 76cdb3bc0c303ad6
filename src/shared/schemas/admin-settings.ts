// spec 2 admin Settings (docs/decisions/048).
import { z } from "zod";
import { wholeNumber } from "./page";
import { viewerTimeZoneField } from "./payouts";

/** Recent admin activity: the latest 20 audit rows, then page by page. */
export const ACTIVITY_PAGE_SIZE = 20;
const ACTIVITY_MAX_PAGE = 1000;

export const adminActivityQuerySchema = z.object({
  page: wholeNumber("page", 1, ACTIVITY_MAX_PAGE).default(1),
  // The dates the sentences name ("Dec 08") are the admin's own days (docs/decisions/029).
  timeZone: viewerTimeZoneField,
});
export type AdminActivityQuery = z.input<typeof adminActivityQuerySchema>;

/** spec 7 log-audit-event: what Clear Site Cache records. */
export const CACHE_PURGE_EVENT = { action: "cache_purge", entityType: "system", entityId: "site_cache" } as const;
/** The event the server records at start when its build changed (spec 3 audit_log: metadata.commit_sha). */
export const DEPLOY_EVENT = { action: "deploy", entityType: "system", entityId: "deployment" } as const;
