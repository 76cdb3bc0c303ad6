// docs/decisions/040: what the admin Exceptions screen counts as needing a human.

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
/** docs/decisions/027: a job finished in under this share of its booked duration gets a quality check. */
export const QUICK_FINISH_SHARE = 0.5;
/** Quick finishes stay on the list this many days after completion. */
export const QUICK_FINISH_DAYS = 14;
/** docs/decisions/054: a rental calendar failing every sync for longer than this is listed. */
export const FAILING_CALENDAR_HOURS = 24;

/** Whole minutes from `startedAt` to `completedAt` (ISO strings or dates): the time actually worked. */
export function minutesWorked(startedAt: string | Date, completedAt: string | Date): number {
  return Math.round((new Date(completedAt).getTime() - new Date(startedAt).getTime()) / 60_000);
}
