// docs/decisions/054: one sync of a unit's rental calendar. SIGNATURES ONLY until the sync helper
// fills them in (the routes and the runner are written against these).
import type { Database } from "../../db/client";

export interface SyncDeps {
  db: Database;
  /** For the links in the emails a sync sends. */
  publicUrl: string;
  /** env.allowPrivateCalendarUrls: whether a feed's address may reach this machine's network. */
  allowPrivate: boolean;
  now?: Date;
  signal?: AbortSignal;
}

/** What one sync did, as the feed's row now says and `Sync now` shows it. */
export interface SyncResult {
  /** "failed": nothing was moved or canceled; `error` says why in plain words. */
  status: "synced" | "unchanged" | "failed";
  eventsFound: number | null;
  created: number;
  moved: number;
  canceled: number;
  error: string | null;
}

/** Fetches, parses and applies one feed now (`Sync now`, the runner, the demo). */
export async function syncCalendar(_deps: SyncDeps, _calendarId: string): Promise<SyncResult> {
  throw new Error("syncCalendar is not written yet");
}
