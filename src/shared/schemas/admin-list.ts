// docs/decisions/038: what every admin list takes. Lists are filtered, counted and paged in SQL.
import { z } from "zod";
import { pageQueryFields } from "./page";
import { viewerTimeZoneField } from "./payouts";

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** search, page and pageSize; an area extends it with its own filters (status, type, tab...). */
export const adminListQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, `Search text must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`).default(""),
  ...pageQueryFields({ size: ADMIN_PAGE_SIZE, maxSize: ADMIN_MAX_PAGE_SIZE }),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const REASON_REQUIRED = "Please give a reason.";
export const ADMIN_REASON_MAX_LENGTH = 500;
export const REASON_TOO_LONG = `Please keep the reason under ${ADMIN_REASON_MAX_LENGTH} characters.`;

/** A reason an admin gives for a change that affects a person (kept in the audit log). */
export const adminReasonSchema = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(ADMIN_REASON_MAX_LENGTH, REASON_TOO_LONG);

/** The reason dialog's one field, and the whole body of a change that takes only a reason. */
export const adminReasonFormSchema = z.object({ reason: adminReasonSchema });
export type AdminReasonForm = z.infer<typeof adminReasonFormSchema>;

/** Screens that count by day, week or month send the admin's own zone. */
export const adminTimeZoneQuerySchema = z.object({ timeZone: viewerTimeZoneField });
