/**
 * Every `code` our API answers a refusal or a fault with ({ error: { code, message } },
 * docs/decisions/017). The server's AppError takes only these, and a screen that acts on one
 * names it through this type, so a renamed or mistyped code fails the type check on both sides.
 * (Better Auth's own codes under /api/auth pass through as it words them and are not listed.)
 */
export const ERROR_CODES = [
  // any route
  "BAD_REQUEST",
  "INVALID_INPUT",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "BAD_ORIGIN",
  "NOT_FOUND",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "INVALID_IDEMPOTENCY_KEY",
  "IDEMPOTENCY_KEY_REUSED",
  "REQUEST_IN_PROGRESS",
  "DATABASE_UNAVAILABLE",
  "DATA_DIR_LOCK_BUSY",
  "DATA_DIR_IN_USE",
  // a fault the server did not expect: the generic text and the request id only
  "INTERNAL",
  // accounts and sign-up
  "ACCOUNT_EXISTS",
  "ACCOUNT_INACTIVE",
  "EMAIL_HAS_ACCOUNT",
  "EMAIL_NOT_VERIFIED",
  "INVALID_VERIFICATION_LINK",
  "CLIENT_INACTIVE",
  "CLIENT_SETUP_FAILED",
  "CLIENT_STATUS_CONFLICT",
  "CLEANER_NOT_ACTIVE",
  "CLEANER_STATUS_CONFLICT",
  "PROFILE_NOT_FOUND",
  // leads and drafts
  "LEAD_CHECK_FAILED",
  "LEAD_SAVE_FAILED",
  "LEAD_CLOSED",
  "ALREADY_CONVERTED",
  "CONVERT_THROUGH_BUTTON",
  "DRAFT_CONVERTED",
  "DRAFT_NOT_APPROVED",
  // units, booking and the job lifecycle
  "UNIT_HAS_JOBS",
  "UNIT_HAS_PLAN",
  "UNIT_INACTIVE",
  "PAST_DATE",
  "DATE_TOO_FAR",
  "SLOT_STARTED",
  "JOB_TRANSITION_NOT_ALLOWED",
  "JOB_CHANGED",
  "JOB_CANCELED",
  "JOB_STARTED",
  "JOB_COMPLETED",
  "JOB_TOO_EARLY",
  "JOB_BEFORE_START",
  "JOB_NOT_POSTED",
  "JOB_NOT_ASSIGNED",
  "JOB_NOT_CANCELABLE",
  "JOB_NOT_STARTABLE",
  "JOB_NOT_STARTED",
  "JOB_NOT_COMPLETABLE",
  "JOB_NOT_COMPLETED",
  "JOB_ALREADY_STARTED",
  "JOB_ALREADY_COMPLETED",
  "JOB_HAS_NO_CLEANER",
  "NOT_REPOSTABLE",
  "AFTER_PHOTO_REQUIRED",
  "PHOTO_NOT_OPEN",
  "JOB_PHOTOS_FULL",
  "JOB_PHOTOS_TOO_LARGE",
  "UNSUPPORTED_PHOTO_TYPE",
  // a unit's rental calendars (docs/decisions/054)
  "CALENDAR_EXISTS",
  "CALENDAR_LABEL_TAKEN",
  /** A preview's feed could not be read; the message is the sync's words (docs/decisions/065). */
  "CALENDAR_UNREADABLE",
  "TOO_MANY_CALENDARS",
  // a unit's preferred and backup cleaners (docs/decisions/055)
  "CLEANER_LIST_INVALID",
  "CLEANER_LIST_FULL",
  "CLEANER_NOT_ELIGIBLE",
  // claims, applications and the cleaner's calendar
  "ALREADY_CLAIMED",
  "ALREADY_APPLIED",
  "ALREADY_STARTED",
  "APPLICATION_EXISTS",
  "APPLICATION_DECIDED",
  "CLAIM_WINDOW_CLOSED",
  "OVERLAPS_ASSIGNMENT",
  "TIME_OFF",
  "TIME_OFF_OVERLAP",
  "TIME_OFF_OVER_ASSIGNMENT",
  "TOO_MANY_WEEKLY_RULES",
  // offers of a job (docs/decisions/055)
  "OFFERED_TO_ANOTHER",
  "OFFER_EXPIRED",
  "OFFER_CLOSED",
  // plans, payments and payouts
  "PLAN_NOT_FOUND",
  "NO_SUBSCRIPTION",
  "ALREADY_SUBSCRIBED",
  "SUBSCRIPTION_CANCELED",
  "SUBSCRIPTION_HAS_HISTORY",
  "SUBSCRIPTION_NOT_CANCELABLE",
  "SUBSCRIPTION_NOT_STARTED",
  "SUBSCRIPTION_TRANSITION_NOT_ALLOWED",
  "INCLUDED_BELOW_USED",
  "PAYMENT_FAILED",
  "PAYMENT_PENDING",
  "PAYOUT_PAID",
  // notification preferences (docs/decisions/068)
  "OFFER_CHANNELS_REQUIRED",
  "NOTIFICATION_GROUP_NOT_YOURS",
  // push devices (docs/decisions/069)
  "TOO_MANY_PUSH_DEVICES",
  // the phone texts go to (docs/decisions/070)
  "PHONE_NOT_SET",
  "PHONE_ALREADY_VERIFIED",
  "PHONE_STOPPED",
  "PHONE_CANNOT_TEXT",
  "PHONE_CODE_MISSING",
  "PHONE_CODE_WRONG",
  "PHONE_CODE_EXPIRED",
  "TEXTS_UNAVAILABLE",
  "TEXT_NOT_SENT",
  // admin
  "REASON_REQUIRED",
  "REVIEW_VISIBILITY_UNCHANGED",
  "FLAG_NAME_TAKEN",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const known = new Set<string>(ERROR_CODES);

/** True for a code of ours (an answer's `code` may also be Better Auth's, or a bare status). */
export const isErrorCode = (code: string): code is ErrorCode => known.has(code);

/** spec 8's generic fault text: what a user reads when something failed that no rule explains. */
export const FAULT_MESSAGE = "Something went wrong. Please try again.";
