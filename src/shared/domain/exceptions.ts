// docs/decisions/024: what the admin Exceptions screen counts as needing a human.

/** An Assigned job not started this long after its start is a no-show. */
export const NO_SHOW_GRACE_MINUTES = 30;
/** Canceled jobs stay on the list while their start is at most this many days ago (or ahead). */
export const RECENT_CANCELED_DAYS = 7;
/** Failed payments stay on the list this many days. */
export const RECENT_FAILED_PAYMENT_DAYS = 30;
/** Each list shows at most this many, most urgent first; the counts cover them all. */
export const EXCEPTION_LIST_LIMIT = 50;
/** No-shows older than this are not emailed about any more (a first run after downtime stays quiet). */
export const NO_SHOW_ALERT_HORIZON_HOURS = 24;
