// docs/decisions/054: rental calendars whose every sync has failed for more than a day. Their
// turnovers stop following the reservations (a failed fetch never moves or cancels a job), so an
// admin should call the client. Feeds of an inactive unit or client are left out: they are not
// synced at all, so their failure is not news.
import { and, count, desc, eq, lte } from "drizzle-orm";
import { EXCEPTION_LIST_LIMIT, FAILING_CALENDAR_HOURS } from "../../../shared/domain/exceptions";
import type { Database } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clients, clientUnits } from "../../db/schema/people";

const HOUR_MS = 60 * 60 * 1000;

const failingCondition = (now: Date) =>
  and(
    lte(unitCalendars.failingSince, new Date(now.getTime() - FAILING_CALENDAR_HOURS * HOUR_MS)),
    eq(clientUnits.isActive, true),
    eq(clients.status, "Active"),
  );

/** The failing feeds, newest failure first (the one that started failing last), with the client to call about each. */
export async function failingCalendars(db: Database, now: Date) {
  const where = failingCondition(now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        calendarId: unitCalendars.calendarId,
        label: unitCalendars.label,
        failingSince: unitCalendars.failingSince,
        lastAttemptAt: unitCalendars.lastAttemptAt,
        consecutiveFailures: unitCalendars.consecutiveFailures,
        lastError: unitCalendars.lastError,
        unitLabel: clientUnits.label,
        clientName: clients.name,
        clientEmail: clients.email,
        clientPhone: clients.phone,
      })
      .from(unitCalendars)
      .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId))
      .innerJoin(clients, eq(clients.clientId, unitCalendars.clientId))
      .where(where)
      .orderBy(desc(unitCalendars.failingSince), desc(unitCalendars.calendarId))
      .limit(EXCEPTION_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(unitCalendars)
      .innerJoin(clientUnits, eq(clientUnits.unitId, unitCalendars.unitId))
      .innerJoin(clients, eq(clients.clientId, unitCalendars.clientId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      // failingSince is set on every row the condition keeps.
      failingSince: (row.failingSince ?? now).toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
  };
}
