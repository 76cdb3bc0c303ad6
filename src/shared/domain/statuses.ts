// spec 3 and 4: the value sets of every other status column, one source for the database enums
// and the screens.
export const CLIENT_STATUSES = ["Active", "Inactive"] as const;
export const CLEANER_STATUSES = ["Active", "Pending", "Inactive"] as const;
export const SUBSCRIPTION_STATUSES = ["Active", "Canceled", "Past Due", "Paused"] as const;
export const UNIT_SCOPES = ["shared_pool", "per_unit"] as const;
export const PAYMENT_STATUSES = ["succeeded", "pending", "failed", "refunded"] as const;
/** A cleaner's payout for a completed job: owed, then paid by an admin (docs/decisions/035). */
export const PAYOUT_STATUSES = ["pending", "paid"] as const;
export const LEAD_STATUSES = ["new", "contacted", "in_progress", "converted", "rejected"] as const;
export const LEAD_ROLES = ["client", "cleaner"] as const;
export const DRAFT_STATUSES = ["draft", "info_requested", "verified", "approved", "converted", "rejected"] as const;
export const BACKGROUND_CHECK_STATUSES = ["unknown", "self_attests", "pending", "verified", "failed"] as const;
export const CHECKPOINT_TYPES = ["photo_before", "photo_after"] as const;
export const AVAILABILITY_TYPES = ["weekly_rule", "one_off_block"] as const;
/** How a booking relates to the client's plan (docs/decisions/010): not covered, one of the
 * included cleans, or additional usage at the plan's extra-clean fee. */
export const PLAN_USAGES = ["none", "included", "additional"] as const;
/** A cleaner's application for a job while the `claim_approval` flag is on (docs/decisions/042). */
export const APPLICATION_STATUSES = ["pending", "approved", "declined"] as const;
export const MESSAGE_SENDER_TYPES = ["client", "cleaner", "admin"] as const;

export type CleanerStatus = (typeof CLEANER_STATUSES)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type PlanUsage = (typeof PLAN_USAGES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
