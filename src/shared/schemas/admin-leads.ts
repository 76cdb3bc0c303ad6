// spec 2 Leads (docs/decisions/047): what the admin leads list takes and the status change.
import { z } from "zod";
import { LEAD_ROLES, LEAD_STATUSES } from "../domain/statuses";
import { adminListQuerySchema } from "./admin-list";

export const LEAD_STATUS_FILTERS = ["all", ...LEAD_STATUSES] as const;
export const LEAD_ROLE_FILTERS = ["all", ...LEAD_ROLES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export type LeadRoleFilter = (typeof LEAD_ROLE_FILTERS)[number];

/**
 * search (name, email, phone, company, city), the status and role filters, and the tab (All,
 * Clients, Cleaners): the tabs' counts are of the leads the filters keep, as the spec's screen
 * splits its filtered list.
 */
export const leadListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(LEAD_STATUS_FILTERS, { error: "Choose a lead status from the list." }).default("all"),
  role: z.enum(LEAD_ROLE_FILTERS, { error: "Choose a role from the list." }).default("all"),
  tab: z.enum(LEAD_ROLE_FILTERS, { error: "Choose a tab from the list." }).default("all"),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** spec 4: an admin may set any lead status at any time. */
export const leadStatusUpdateSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: "Choose a lead status from the list." }) });
