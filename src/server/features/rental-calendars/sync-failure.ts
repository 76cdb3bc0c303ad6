// docs/decisions/054 "Failures": a sync that fails, or finds the feed unchanged, writes only the
// feed's row; the third failure in a row tells the client (and emails them), once per run of failures.
import { eq, sql } from "drizzle-orm";
import { CALENDAR_BACKOFF_AFTER_FAILURES, calendarRetryDelayMs } from "../../../shared/domain/turnovers";
import type { Transaction } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";
import { calendarFailingEmail } from "../../domain/emails/calendar-emails";
import { calendarFailingNotice } from "../../domain/notifications/calendar-notices";
import { notify } from "../../domain/notifications/notify";
import { failedSync, SYNC_REFUSALS, type SyncContext, type SyncResult } from "./sync-types";

/** The failures in a row after which the client is emailed (once, whatever follows). */
export const FAILURES_BEFORE_EMAIL = CALENDAR_BACKOFF_AFTER_FAILURES;

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
    await backOff(tx, calendarId, feed.consecutiveFailures, now);
    if (feed.consecutiveFailures !== FAILURES_BEFORE_EMAIL) return true;
    const [owner] = await tx
      .select({ unitLabel: clientUnits.label, email: clients.email, userId: clients.userId })
      .from(clientUnits)
      .innerJoin(clients, eq(clients.clientId, clientUnits.clientId))
      .where(eq(clientUnits.unitId, feed.unitId));
    if (!owner) return true;
    // One per run of failures: the run is named by its first failure.
    const failingSince = feed.failingSince ?? now;
    const email = calendarFailingEmail({ unitLabel: owner.unitLabel, calendarLabel: feed.label, reason, publicUrl: deps.publicUrl });
    await notify(
      tx,
      calendarFailingNotice({
        userId: owner.userId,
        calendarId,
        unitId: feed.unitId,
        unitLabel: owner.unitLabel,
        calendarLabel: feed.label,
        failingSince,
        email: {
          kind: "calendar-failing",
          dedupeKey: `calendar-failing:${calendarId}:${failingSince.toISOString()}`,
          to: owner.email,
          ...email,
        },
      }),
      now,
    );
    return true;
  });
  return failedSync(found ? reason : SYNC_REFUSALS.removed);
}

/**
 * Decision 057: a feed failing again and again is tried less often (calendarRetryDelayMs), from
 * the runner and Sync now alike; the later of the usual next sync and the retry stands.
 */
async function backOff(tx: Transaction, calendarId: string, failures: number, now: Date): Promise<void> {
  const delayMs = calendarRetryDelayMs(failures);
  if (delayMs === 0) return;
  await tx
    .update(unitCalendars)
    .set({ nextSyncAt: sql`greatest(${unitCalendars.nextSyncAt}, ${new Date(now.getTime() + delayMs).toISOString()}::timestamptz)` })
    .where(eq(unitCalendars.calendarId, calendarId));
}

/**
 * What a good sync writes on the feed's row (a 304's or an applied feed's): a feed that was backing
 * off is due again at once, so the runner puts it back on its usual period.
 */
export const succeededColumns = (now: Date) => ({
  lastAttemptAt: now,
  lastSuccessAt: now,
  lastError: null,
  consecutiveFailures: 0,
  failingSince: null,
  nextSyncAt: sql`CASE WHEN ${unitCalendars.consecutiveFailures} >= ${CALENDAR_BACKOFF_AFTER_FAILURES}
    THEN least(${unitCalendars.nextSyncAt}, ${now.toISOString()}::timestamptz) ELSE ${unitCalendars.nextSyncAt} END`,
});

/** A 304: the feed is as the last good sync left it, so there is nothing to apply. */
export async function recordUnchanged(context: SyncContext): Promise<SyncResult> {
  const { deps, calendarId, now } = context;
  const [feed] = await deps.db
    .update(unitCalendars)
    .set(succeededColumns(now))
    .where(eq(unitCalendars.calendarId, calendarId))
    .returning({ eventsFound: unitCalendars.eventsFound });
  if (!feed) return failedSync(SYNC_REFUSALS.removed);
  return { status: "unchanged", eventsFound: feed.eventsFound, created: 0, moved: 0, canceled: 0, error: null };
}
