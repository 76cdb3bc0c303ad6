// docs/decisions/043: the admin's clients and cleaners lists, and the reason a status change needs.
import { z } from "zod";
import { CLEANER_STATUSES, CLIENT_STATUSES } from "../domain/statuses";
import { adminListQuerySchema, adminReasonFormSchema, type AdminReasonForm } from "./admin-list";

export const CLIENT_STATUS_FILTERS = ["all", ...CLIENT_STATUSES] as const;
export const CLEANER_STATUS_FILTERS = ["all", ...CLEANER_STATUSES] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number];
export type CleanerStatusFilter = (typeof CLEANER_STATUS_FILTERS)[number];

/** GET /api/admin/clients: search (name, email), status, page. */
export const adminClientListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(CLIENT_STATUS_FILTERS, { error: "Choose a status: all, Active or Inactive." }).default("all"),
});
export type AdminClientListQuery = z.infer<typeof adminClientListQuerySchema>;

/** GET /api/admin/cleaners: search (name, email), status, page. */
export const adminCleanerListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(CLEANER_STATUS_FILTERS, { error: "Choose a status: all, Active, Pending or Inactive." }).default("all"),
});
export type AdminCleanerListQuery = z.infer<typeof adminCleanerListQuerySchema>;

/** The body of every account status change: why (kept in the audit log). */
// A client's or cleaner's status change carries only the reason its dialog asks for.
export const adminStatusChangeSchema = adminReasonFormSchema;
export type AdminStatusChange = AdminReasonForm;
