// docs/decisions/054: the shapes of one sync, shared by its steps (sync.service.ts re-exports them).
import type { Database } from "../../db/client";
import { WENT_EMPTY } from "../../domain/rental-calendars/failure-kind";
import { TOO_MANY_STAYS } from "../../domain/rental-calendars/read-feed";

export interface SyncDeps {
  db: Database;
  /** For the links in the emails a sync sends. */
  publicUrl: string;
  /**
   * env.allowPrivateCalendarUrls (set to true explicitly, tests only: decision 058): whether a feed's
   * address may reach this machine's network, on any port. The demo's own feed needs no such door (own-feeds.ts).
   */
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

/** One sync's settled inputs, handed from step to step. */
export interface SyncContext {
  deps: SyncDeps;
  calendarId: string;
  now: Date;
}

/** Why a sync did nothing, in the plain words the feed and `Sync now` show. */
export const SYNC_REFUSALS = {
  removed: "This calendar was removed",
  unitInactive: "This unit is inactive",
  clientInactive: "This account is inactive",
  wentEmpty: WENT_EMPTY,
  tooManyStays: TOO_MANY_STAYS,
  settingsChanging: "The unit's turnover settings changed during the sync, so it runs again shortly",
} as const;

export const failedSync = (error: string): SyncResult => ({
  status: "failed",
  eventsFound: null,
  created: 0,
  moved: 0,
  canceled: 0,
  error,
});
