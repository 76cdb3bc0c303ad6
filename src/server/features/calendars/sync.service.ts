// docs/decisions/054: one sync of a unit's rental calendar. The fetch runs outside any transaction;
// a failed, empty or unparsable feed is recorded and changes nothing (sync-failure.ts); a good one
// is applied in one transaction that locks the feed's row (sync-apply.ts).
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";
import { parseCalendarFeed } from "../../domain/calendars/parse-feed";
import { fetchCalendar } from "../../lib/calendar-fetch";
import { ownFeedsExemption } from "./own-feeds";
import { applyFeed } from "./sync-apply";
import { recordFailure, recordUnchanged } from "./sync-failure";
import { failedSync, SYNC_REFUSALS, type SyncDeps, type SyncResult } from "./sync-types";

export type { SyncDeps, SyncResult } from "./sync-types";

/** Fetches, parses and applies one feed now (`Sync now`, the runner, the demo). */
export async function syncCalendar(deps: SyncDeps, calendarId: string): Promise<SyncResult> {
  const now = deps.now ?? new Date();
  // Read without locks: the fetch comes next, and may take seconds.
  const [row] = await deps.db
    .select({ feed: unitCalendars, unitActive: clientUnits.isActive, clientStatus: clients.status })
    .from(unitCalendars)
    .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId))
    .innerJoin(clients, eq(clients.clientId, unitCalendars.clientId))
    .where(eq(unitCalendars.calendarId, calendarId));
  if (!row) return failedSync(SYNC_REFUSALS.removed);
  // Not the feed's failure: nothing is written, nothing counts toward the failing email (054).
  if (!row.unitActive) return failedSync(SYNC_REFUSALS.unitInactive);
  if (row.clientStatus !== "Active") return failedSync(SYNC_REFUSALS.clientInactive);

  const context = { deps, calendarId, now };
  // The validators go only when the last good sync was today (UTC): a day's first sync reads the
  // whole feed, so stays that came within the booking limit or the horizon since are booked.
  const validators = sameUtcDay(row.feed.lastSuccessAt, now) ? row.feed : { etag: null, lastModified: null };
  const fetched = await fetchCalendar(row.feed.url, {
    etag: validators.etag,
    lastModified: validators.lastModified,
    allowPrivate: deps.allowPrivate,
    // The demo's own feed on this server, without opening the rest of its network (decision 058).
    exempt: ownFeedsExemption(deps.publicUrl),
    signal: deps.signal,
  });
  // Stopped by this server's shutdown: not the feed's failure; it is synced again next period.
  if (fetched.kind === "failed" && deps.signal?.aborted) return failedSync(fetched.reason);
  if (fetched.kind === "failed") return recordFailure(context, fetched.reason);
  if (fetched.kind === "not-modified") return recordUnchanged(context);

  // An empty 200 is no iCalendar file either: the parse says so.
  const parsed = parseCalendarFeed(fetched.body, { now });
  if (!parsed.ok) return recordFailure(context, parsed.reason);
  // A feed that goes empty after having had events is far likelier an export's hiccup than every
  // guest canceling at once: it changes nothing. A feed that never had any may be a new listing.
  if (parsed.events.length === 0 && (row.feed.eventsFound ?? 0) > 0) return recordFailure(context, SYNC_REFUSALS.wentEmpty);

  return applyFeed(context, parsed.events, { etag: fetched.etag, lastModified: fetched.lastModified });
}

const sameUtcDay = (at: Date | null, now: Date) => at !== null && at.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);

/**
 * The unit's turnover settings changed: its feeds are read in full at their next sync, which is
 * due now (a 304 would otherwise leave the jobs planned with the old settings until the feed changes).
 */
export async function resyncUnitCalendars(db: Database | Transaction, unitId: string): Promise<void> {
  await db
    .update(unitCalendars)
    .set({ etag: null, lastModified: null, nextSyncAt: sql`now()` })
    .where(eq(unitCalendars.unitId, unitId));
}
