// docs/decisions/054 "Failures": a sync that fails, or finds the feed unchanged, writes only the
// feed's row; the third failure in a row emails the client, once per run of failures.
import { eq, sql } from "drizzle-orm";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";
import { calendarFailingEmail } from "../../domain/emails/calendar-emails";
import { enqueueEmail } from "../../lib/outbox";
import { failedSync, SYNC_REFUSALS, type SyncContext, type SyncResult } from "./sync-types";

/** The failures in a row after which the client is emailed (once, whatever follows). */
export const FAILURES_BEFORE_EMAIL = 3;

export async function recordFailure(context: SyncContext, reason: string): Promise<SyncResult> {
  const { deps, calendarId, now } = context;
  const found = await deps.db.transaction(async (tx) => {
    const [feed] = await tx
      .update(unitCalendars)
      .set({
        lastAttemptAt: now,
        lastError: reason,
        consecutiveFailures: sql`${unitCalendars.consecutiveFailures} + 1`,
        failingSince: sql`coalesce(${unitCalendars.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(unitCalendars.calendarId, calendarId))
      .returning();
    if (!feed) return false;
    if (feed.consecutiveFailures !== FAILURES_BEFORE_EMAIL) return true;
    const [owner] = await tx
      .select({ unitLabel: clientUnits.label, email: clients.email })
      .from(clientUnits)
      .innerJoin(clients, eq(clients.clientId, clientUnits.clientId))
      .where(eq(clientUnits.unitId, feed.unitId));
    if (!owner) return true;
    const email = calendarFailingEmail({ unitLabel: owner.unitLabel, calendarLabel: feed.label, reason, publicUrl: deps.publicUrl });
    await enqueueEmail(tx, {
      kind: "calendar-failing",
      // One per run of failures: the run is named by its first failure.
      dedupeKey: `calendar-failing:${calendarId}:${(feed.failingSince ?? now).toISOString()}`,
      to: owner.email,
      ...email,
    });
    return true;
  });
  return failedSync(found ? reason : SYNC_REFUSALS.removed);
}

/** A 304: the feed is as the last good sync left it, so there is nothing to apply. */
export async function recordUnchanged(context: SyncContext): Promise<SyncResult> {
  const { deps, calendarId, now } = context;
  const [feed] = await deps.db
    .update(unitCalendars)
    .set({
      lastAttemptAt: now,
      lastSuccessAt: now,
      lastError: null,
      consecutiveFailures: 0,
      failingSince: null,
    })
    .where(eq(unitCalendars.calendarId, calendarId))
    .returning({ eventsFound: unitCalendars.eventsFound });
  if (!feed) return failedSync(SYNC_REFUSALS.removed);
  return { status: "unchanged", eventsFound: feed.eventsFound, created: 0, moved: 0, canceled: 0, error: null };
}
