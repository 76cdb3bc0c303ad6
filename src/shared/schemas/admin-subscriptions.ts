// spec 2 "Subscriptions Management": the admin's list filters, edit and New Subscription inputs.
import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "../domain/statuses";
import { ADMIN_SEARCH_MAX_LENGTH, adminListQuerySchema } from "./admin-list";
import { wholeNumber } from "./page";

export const SUBSCRIPTION_STATUS_FILTERS = ["all", ...SUBSCRIPTION_STATUSES] as const;
export type SubscriptionStatusFilter = (typeof SUBSCRIPTION_STATUS_FILTERS)[number];

/** Far above any plan (the largest has 4 a month); only bounds what an admin can type. */
export const MAX_INCLUDED_CLEANS = 60;

export const adminSubscriptionListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(SUBSCRIPTION_STATUS_FILTERS, { error: `Please choose a status: all, ${SUBSCRIPTION_STATUSES.join(", ")}.` })
    .default("all"),
});
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuerySchema>;
export type AdminSubscriptionFilters = Pick<AdminSubscriptionListQuery, "search" | "status">;

/** PATCH /api/admin/subscriptions/:subscriptionId: any of the three, at least one. */
export const adminSubscriptionUpdateSchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES, { error: `Please choose a status: ${SUBSCRIPTION_STATUSES.join(", ")}.` }).optional(),
    includedCleans: wholeNumber("number of included cleans", 0, MAX_INCLUDED_CLEANS).optional(),
    cancelAtPeriodEnd: z.boolean({ error: "Please say whether the plan cancels at the end of its period (true or false)." }).optional(),
  })
  .refine((input) => input.status !== undefined || input.includedCleans !== undefined || input.cancelAtPeriodEnd !== undefined, {
    error: "Please change the status, the included cleans or cancel at period end.",
  });
export type AdminSubscriptionUpdate = z.infer<typeof adminSubscriptionUpdateSchema>;

/** POST /api/admin/subscriptions: a plan from the catalogue for a client. */
export const adminSubscriptionCreateSchema = z.object({
  clientId: z.uuid({ error: "Please choose a client." }),
  planId: z.uuid({ error: "Please choose a plan." }),
});
export type AdminSubscriptionCreate = z.infer<typeof adminSubscriptionCreateSchema>;

/** GET /api/admin/subscriptions/client-options: the New Subscription dialog's client picker. */
export const CLIENT_OPTIONS_LIMIT = 10;
export const adminClientOptionsQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, `Search text must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`).default(""),
});

// spec 2 and 8 where they speak; our own words (docs/decisions/045) where they are silent.
export const adminSubscriptionMessages = {
  loadFailed: "Failed to load subscriptions",
  empty: "No subscriptions found",
  searchPlaceholder: "Search by client name, email, or subscription ID",
  notFound: "Subscription not found.",
  clientNotFound: "Client not found.",
  planNotAvailable: "This plan is not available.",
  alreadySubscribed: "This client already has an active subscription.",
  clientInactive: "This client is inactive. Activate the client before giving them a plan.",
  canceledIsFinal: "A canceled subscription cannot be changed. Create a new subscription instead.",
  awaitingFirstPayment: "This subscription is waiting for its first payment. Try again in a minute.",
  hasHistory: "This subscription has jobs or payments, so it cannot be deleted. Set its status to Canceled instead.",
  created: "Subscription created",
  createFailed: "Failed to create subscription",
  updated: "Subscription updated",
  updateFailed: "Failed to update subscription",
  deleted: "Subscription deleted",
  deleteFailed: "Failed to delete subscription",
  deleteConfirm: "Are you sure you want to delete this subscription? This action cannot be undone.",
} as const;

/** Refused when the new number would fall below what the period has used (the database's check agrees). */
export const includedBelowUsed = (used: number) =>
  `Included cleans cannot be fewer than the ${used} ${used === 1 ? "clean" : "cleans"} already used this period.`;
