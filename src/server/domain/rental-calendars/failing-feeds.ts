// A failing calendar is seen where the host looks (issue 40): each unit in the units list carries
// its failing feeds, and the client's dashboard lists them all. Least data: the label, the kind of
// failure and the next try, never the address or the raw error (docs/decisions/054 "Failures").
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { FailingCalendar } from "../../../shared/domain/calendar-failures";
import type { Database } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clientUnits } from "../../db/schema/people";
import { calendarFailureKind } from "./failure-kind";

/** A client's dashboard lists at most this many (10 a unit, 200 an account: a bound, not a page). */
export const DASHBOARD_FAILING_LIMIT = 50;

interface StoredFailure {
  calendarId: string;
  label: string;
  lastError: string;
  nextSyncAt: Date | string;
}

export const failingCalendarJson = ({ calendarId, label, lastError, nextSyncAt }: StoredFailure): FailingCalendar => ({
  calendarId,
  label,
  failure: calendarFailureKind(lastError),
  nextTryAt: new Date(nextSyncAt).toISOString(),
});

/**
 * The unit's failing feeds, oldest first, as one column of the units' own query (no query per
 * unit). Written with table names: in UPDATE ... RETURNING Drizzle leaves column names unqualified.
 * An inactive unit's feeds are not synced, so they have no next try to announce.
 */
export const failingFeedsOfUnit = sql`(SELECT coalesce(json_agg(json_build_object(
    'calendarId', "unit_calendars"."calendar_id", 'label', "unit_calendars"."label",
    'lastError', "unit_calendars"."last_error", 'nextSyncAt', "unit_calendars"."next_sync_at")
    ORDER BY "unit_calendars"."created_at", "unit_calendars"."calendar_id"), '[]'::json)
  FROM "unit_calendars"
  WHERE "unit_calendars"."unit_id" = "client_units"."unit_id" AND "unit_calendars"."last_error" IS NOT NULL
    AND "client_units"."is_active")`.mapWith((stored: StoredFailure[] | string) =>
  (typeof stored === "string" ? (JSON.parse(stored) as StoredFailure[]) : stored).map(failingCalendarJson),
);

/** The client's failing feeds on active units, with their unit, in one query. */
export async function listFailingCalendars({ db, clientId }: { db: Database; clientId: string }) {
  const rows = await db
    .select({
      calendarId: unitCalendars.calendarId,
      label: unitCalendars.label,
      lastError: unitCalendars.lastError,
      nextSyncAt: unitCalendars.nextSyncAt,
      unitId: clientUnits.unitId,
      unitLabel: clientUnits.label,
    })
    .from(unitCalendars)
    .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId))
    .where(and(eq(unitCalendars.clientId, clientId), isNotNull(unitCalendars.lastError), eq(clientUnits.isActive, true)))
    .orderBy(asc(clientUnits.label), asc(unitCalendars.createdAt), asc(unitCalendars.calendarId))
    .limit(DASHBOARD_FAILING_LIMIT);
  return rows.map(({ unitId, unitLabel, lastError, ...feed }) => ({
    ...failingCalendarJson({ ...feed, lastError: lastError ?? "" }),
    unitId,
    unitLabel,
  }));
}
