// docs/decisions/054: how a unit's rental calendars become cleanings (its turnover settings), for
// the units screen's form, the server's checks and the sync's planner alike.
import type { CleaningType } from "./booking";
import { formatUSD } from "../format";
import { dateInZone } from "./zone-format";

/** Clean on the checkout day (the default) or on the next guest's check-in day. */
export const TURNOVER_DAYS = ["checkout", "checkin"] as const;
export type TurnoverDay = (typeof TURNOVER_DAYS)[number];
export const TURNOVER_DAY_LABELS: Record<TurnoverDay, string> = {
  checkout: "On checkout day",
  checkin: "On check-in day",
};

export interface TurnoverSettings {
  turnoverDay: TurnoverDay;
  turnoverType: CleaningType;
  /** Hours the cleaning lasts from the check-out time, cut at the next check-in (docs/decisions/065). */
  durationHours: number;
  /** HH:MM, wall clock in `timeZone`. */
  checkoutTime: string;
  checkinTime: string;
  /** IANA zone (the unit's own, else its city's). */
  timeZone: string;
  ignoreBlocks: boolean;
}

export const DEFAULT_TURNOVER_SETTINGS = {
  turnoverDay: "checkout",
  turnoverType: "Airbnb Turnover",
  durationHours: 2,
  checkoutTime: "11:00",
  checkinTime: "16:00",
  ignoreBlocks: true,
} as const satisfies Omit<TurnoverSettings, "timeZone">;

/** Recurring events are expanded this far ahead; nothing later becomes a job yet. */
export const CALENDAR_HORIZON_DAYS = 180;

/** A unit keeps at most this many feeds (one per channel is the usual case). */
export const MAX_CALENDARS_PER_UNIT = 10;

/**
 * A client keeps at most this many feeds in all (decision 057): each is fetched and read every
 * period, so the runner's time is shared between clients, not taken by one account's thousand feeds.
 */
export const MAX_CALENDARS_PER_CLIENT = 200;

/**
 * A feed failing this many times in a row is retried less often (decision 057): an hour after the
 * last try, doubling each time up to a day, until a sync succeeds. Its owner is emailed at the same
 * count; a feed that works again goes back to the usual period.
 */
export const CALENDAR_BACKOFF_AFTER_FAILURES = 3;
export const CALENDAR_BACKOFF_FIRST_MS = 60 * 60 * 1000;
export const CALENDAR_BACKOFF_MAX_MS = 24 * 60 * 60 * 1000;

/** How long after a failed try the next may come, the failures in a row counted with it. */
export function calendarRetryDelayMs(consecutiveFailures: number): number {
  if (consecutiveFailures < CALENDAR_BACKOFF_AFTER_FAILURES) return 0;
  const doublings = Math.min(consecutiveFailures - CALENDAR_BACKOFF_AFTER_FAILURES, 10);
  return Math.min(CALENDAR_BACKOFF_FIRST_MS * 2 ** doublings, CALENDAR_BACKOFF_MAX_MS);
}

/** What a job from a feed is labelled for the client, the cleaner and the admin. */
export const calendarSourceLabel = (calendarLabel: string): string => `From ${calendarLabel} calendar`;

export const SAME_DAY_TURNOVER_LABEL = "Same-day turnover";

/**
 * A feed entry that closes the dates without being a guest's stay (docs/decisions/054): Airbnb
 * writes "Airbnb (Not available)" (older exports "Not available") beside "Reserved"; VRBO writes
 * "Blocked" beside "Reserved - <guest>"; Booking.com writes "CLOSED - Not available" for stays and
 * closed dates alike, so its feed only makes turnovers when the unit does not ignore blocks.
 */
export function isBlockSummary(summary: string): boolean {
  return /\bnot available\b|\bunavailable\b|^\s*blocked\b/i.test(summary);
}

/** What one sync of a feed did, each kind counted apart (the unit's calendar row shows it). */
export interface SyncSummary {
  created: number;
  moved: number;
  canceled: number;
  /** Entries that close dates without a stay, when the unit ignores blocks. */
  skippedBlocks: number;
  /** Stays whose turnover is already past. */
  skippedPast: number;
}

/**
 * A turnover's deadline, the next guest's check-in (docs/decisions/065), for the cleaner and the
 * host: "Done by 3:00 PM (next check-in)", with its date when that is not the job's own day in its
 * zone ("Done by 3:00 PM on Dec 17, 2026 (next check-in)"). `formatTime` writes a job's time in its
 * zone (the browser's `formatJobTime`, naming the zone when the viewer's clock reads otherwise).
 */
export function doneByText(
  job: { readyBy: Date | string; scheduledStart: Date | string; timeZone: string },
  formatTime: (instant: Date, timeZone: string) => string,
): string {
  const readyBy = new Date(job.readyBy);
  const sameDay = dateInZone(readyBy, job.timeZone) === dateInZone(new Date(job.scheduledStart), job.timeZone);
  const day = sameDay ? "" : ` on ${dateInZone(readyBy, job.timeZone)}`;
  return `Done by ${formatTime(readyBy, job.timeZone)}${day} (next check-in)`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What one sync did, for the calendar's row (docs/decisions/065): "2 created, 1 moved, 1 canceled;
 * skipped 3 blocks and 1 past stay". The skipped part only when something was skipped.
 */
export function syncSummaryText(summary: SyncSummary): string {
  const done = `${summary.created} created, ${summary.moved} moved, ${summary.canceled} canceled`;
  const skipped = [
    ...(summary.skippedBlocks > 0 ? [counted(summary.skippedBlocks, "block", "blocks")] : []),
    ...(summary.skippedPast > 0 ? [counted(summary.skippedPast, "past stay", "past stays")] : []),
  ];
  return skipped.length === 0 ? done : `${done}; skipped ${skipped.join(" and ")}`;
}

/** How far ahead a calendar's preview counts its turnovers (docs/decisions/065). */
export const CALENDAR_PREVIEW_DAYS = 30;

/** What a feed would book, asked before it is connected (docs/decisions/065). */
export interface CalendarPreview {
  /** Turnovers a sync would book now that start within CALENDAR_PREVIEW_DAYS. */
  turnovers: number;
  /** Their prices together, in cents: an estimate, as another booking may take a plan's clean first. */
  totalCents: number;
  /** How many of them take an included clean of the plan covering the unit; null without a plan. */
  countedAgainstPlan: number | null;
}

/** "4 turnovers in the next 30 days, about $480, 2 counted against your plan". */
export function calendarPreviewText(preview: CalendarPreview): string {
  const days = `in the next ${CALENDAR_PREVIEW_DAYS} days`;
  if (preview.turnovers === 0) return `No turnovers ${days}`;
  const turnovers = counted(preview.turnovers, "turnover", "turnovers");
  const plan = preview.countedAgainstPlan === null ? "" : `, ${preview.countedAgainstPlan} counted against your plan`;
  return `${turnovers} ${days}, about ${formatUSD(preview.totalCents, { whole: true })}${plan}`;
}
