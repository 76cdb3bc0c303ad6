// docs/decisions/054: one sync of a unit's rental calendar. The fetch runs outside any transaction;
// a failed, empty or unparsable feed is recorded and changes nothing (sync-failure.ts); a good one
// is applied in one transaction that locks the feed's row (sync-apply.ts).
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";
import { readFeedOffThread } from "../../domain/rental-calendars/read-feed-off-thread";
import { fetchCalendar } from "../../lib/calendar-fetch";
import { ownFeedsExemption } from "./own-feeds";
import { applyFeed, turnoverSettingsOf } from "./sync-apply";
import { recordFailure, recordUnchanged } from "./sync-failure";
import { failedSync, SYNC_REFUSALS, type SyncDeps, type SyncResult } from "./sync-types";

export type { SyncDeps, SyncResult } from "./sync-types";

/** Fetches, parses and applies one feed now (`Sync now`, the runner, the demo). */
export async function syncCalendar(deps: SyncDeps, calendarId: string): Promise<SyncResult> {
  const now = deps.now ?? new Date();
  // Read without locks: the fetch comes next, and may take seconds.
  const [row] = await deps.db
    .select({ feed: unitCalendars, unit: clientUnits, clientStatus: clients.status })
    .from(unitCalendars)
    .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId))
    .innerJoin(clients, eq(clients.clientId, unitCalendars.clientId))
    .where(eq(unitCalendars.calendarId, calendarId));
  if (!row) return failedSync(SYNC_REFUSALS.removed);
  // Not the feed's failure: nothing is written, nothing counts toward the failing email (054).
  if (!row.unit.isActive) return failedSync(SYNC_REFUSALS.unitInactive);
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

  const validatorsNow = { etag: fetched.etag, lastModified: fetched.lastModified };
  // Planned with the unit's settings as read; the apply re-reads them under its lock and, if they
  // changed meanwhile (saved while the feed was read), the feed is planned again with the new ones.
  let settings = turnoverSettingsOf(row.unit);
  for (let attempt = 1; ; attempt++) {
    // Off this thread, in limited time and memory (decision 057). An empty 200 is no iCalendar
    // file either: the parse says so.
    const read = await readFeedOffThread({ text: fetched.body, now: now.toISOString(), settings }, { signal: deps.signal });
    if (!read.ok && deps.signal?.aborted) return failedSync(read.reason);
    if (!read.ok) return recordFailure(context, read.reason);
    // A feed that goes empty after having had events is far likelier an export's hiccup than every
    // guest canceling at once: it changes nothing. A feed that never had any may be a new listing.
    if (read.eventsFound === 0 && (row.feed.eventsFound ?? 0) > 0) return recordFailure(context, SYNC_REFUSALS.wentEmpty);
    const applied = await applyFeed(context, { ...read, settings }, validatorsNow);
    if (!("settingsChanged" in applied)) return applied;
    // Not the feed's failure: saving the settings made the feed due again (resyncUnitCalendars).
    if (attempt === PLAN_ATTEMPTS) return failedSync(SYNC_REFUSALS.settingsChanging);
    settings = applied.settingsChanged;
  }
}

/** A unit whose settings change under every read is left for the next sync. */
const PLAN_ATTEMPTS = 3;

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
