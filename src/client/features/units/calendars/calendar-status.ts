// What a feed's row and a Sync now say, in plain words (docs/decisions/054).
import { CALENDAR_BACKOFF_AFTER_FAILURES } from "../../../../shared/domain/turnovers";
import { formatDateTime } from "../../../lib/format";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "just now", "5 min ago", "3 h ago", else the date and time. */
function ago(at: Date, now: number): string {
  const elapsed = now - at.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < 24 * HOUR) return `${Math.floor(elapsed / HOUR)} h ago`;
  return `on ${formatDateTime(at)}`;
}

export const lastSyncText = (lastSuccessAt: string | null, now: number) =>
  lastSuccessAt ? `Synced ${ago(new Date(lastSuccessAt), now)}` : "Never synced";

/** The runner takes a due feed within a minute. */
export function nextSyncText(nextSyncAt: string, now: number): string {
  const wait = new Date(nextSyncAt).getTime() - now;
  if (wait < MINUTE) return "Next sync within a minute";
  if (wait < HOUR) return `Next sync in ${Math.ceil(wait / MINUTE)} min`;
  return `Next sync ${formatDateTime(nextSyncAt)}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const countsText = (eventsFound: number | null, jobsCreated: number) =>
  `${eventsFound === null ? "No events read yet" : counted(eventsFound, "event found", "events found")} · ${counted(jobsCreated, "job created", "jobs created")}`;

/** Under a failing feed's words (src/shared/domain/calendar-failures.ts): how long it has failed. */
export const failuresInARowText = (consecutiveFailures: number) =>
  consecutiveFailures > 1 ? `${consecutiveFailures} failed syncs in a row` : null;

/** A feed failing again and again is tried less often until it works (decision 057): say so. */
export const backoffText = (consecutiveFailures: number) =>
  consecutiveFailures >= CALENDAR_BACKOFF_AFTER_FAILURES
    ? "Tried less often while it keeps failing (up to once a day). Fix the address, then press Sync now."
    : null;

export interface SyncOutcome {
  status: "synced" | "unchanged" | "failed";
  created: number;
  moved: number;
  canceled: number;
  error: string | null;
}

/**
 * Sync now's toast: what it did ("3 turnovers created, 1 moved, 0 canceled", "No changes"), or why
 * it failed: `failureWords`, the feed's failure in the host's words, when the feed recorded one.
 */
export function syncToast(result: SyncOutcome, failureWords?: string): { ok: boolean; title: string; description?: string } {
  if (result.status === "failed") return { ok: false, title: "Sync failed", description: failureWords ?? result.error ?? undefined };
  if (result.created + result.moved + result.canceled === 0) return { ok: true, title: "No changes" };
  return {
    ok: true,
    title: `${counted(result.created, "turnover", "turnovers")} created, ${result.moved} moved, ${result.canceled} canceled`,
  };
}

/** The host and the end of the path: enough to tell feeds apart without the secret part of a long link. */
export function shortAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    const path = pathname.length > 24 ? `/…${pathname.slice(-20)}` : pathname;
    return `${host}${path === "/" ? "" : path}`;
  } catch {
    return url.length > 40 ? `${url.slice(0, 39)}…` : url;
  }
}
