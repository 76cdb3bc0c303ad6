// docs/decisions/054: a client's rental calendars on their units, and each unit's turnover settings.
// Ownership is in every WHERE: another client's unit or feed is "not found", like a missing one.
import { and, asc, count, eq } from "drizzle-orm";
import type { CleaningType } from "../../../shared/domain/booking";
import { unitTimeZone } from "../../../shared/domain/address-zone";
import { MAX_CALENDARS_PER_CLIENT, MAX_CALENDARS_PER_UNIT, type TurnoverDay } from "../../../shared/domain/turnovers";
import { calendarMessages, isLoopbackHttp, type TurnoverSettingsValues } from "../../../shared/schemas/calendars";
import { unitMessages } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { unitCalendars } from "../../db/schema/calendars";
import { clientUnits } from "../../db/schema/people";
import { calendarFetchUrl } from "../../lib/calendar-fetch";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { lockActiveClient } from "../../auth/client-record";
import { declareLocks } from "../../domain/locks";
import { calendarFailureKind } from "../../domain/rental-calendars/failure-kind";
import { retimeUnitTurnovers } from "./retime-turnovers";
import { turnoverSettingsOf } from "./sync-apply";
import { resyncUnitCalendars } from "./sync.service";

export const CALENDAR_NOT_FOUND = calendarMessages.notFound;

const calendarColumns = {
  calendarId: unitCalendars.calendarId,
  label: unitCalendars.label,
  url: unitCalendars.url,
  lastSuccessAt: unitCalendars.lastSuccessAt,
  nextSyncAt: unitCalendars.nextSyncAt,
  lastAttemptAt: unitCalendars.lastAttemptAt,
  eventsFound: unitCalendars.eventsFound,
  jobsCreated: unitCalendars.jobsCreated,
  lastError: unitCalendars.lastError,
  consecutiveFailures: unitCalendars.consecutiveFailures,
  /** What the last sync that read the feed did (docs/decisions/065); null before the first. */
  lastSyncSummary: unitCalendars.lastSyncSummary,
};

/**
 * A feed as the Calendars dialog reads it: `failure` is its last error's kind, which the screen
 * words with the label and the next try (src/shared/domain/calendar-failures.ts, issue 40).
 */
const calendarJson = <Row extends { lastError: string | null }>(row: Row) => ({
  ...row,
  failure: row.lastError === null ? null : calendarFailureKind(row.lastError),
});

const settingsColumns = {
  fullAddress: clientUnits.fullAddress,
  turnoverDay: clientUnits.turnoverDay,
  turnoverType: clientUnits.turnoverType,
  durationHours: clientUnits.turnoverDurationHours,
  checkoutTime: clientUnits.checkoutTime,
  checkinTime: clientUnits.checkinTime,
  timeZone: clientUnits.timeZone,
  ignoreBlocks: clientUnits.ignoreBlocks,
};

interface SettingsRow {
  fullAddress: string;
  turnoverDay: string;
  turnoverType: string;
  durationHours: string;
  checkoutTime: string;
  checkinTime: string;
  timeZone: string | null;
  ignoreBlocks: boolean;
}

/** The settings as the form edits them; `effectiveTimeZone` is the zone a sync reads times in. */
function settingsJson({ fullAddress, durationHours, turnoverDay, turnoverType, ...row }: SettingsRow) {
  return {
    ...row,
    // The CHECK constraint and the settings schema keep these to the shared lists.
    turnoverDay: turnoverDay as TurnoverDay,
    turnoverType: turnoverType as CleaningType,
    durationHours: Number(durationHours),
    effectiveTimeZone: unitTimeZone({ timeZone: row.timeZone, fullAddress }),
  };
}

export type UnitCalendar = Awaited<ReturnType<typeof readCalendar>>;

export async function readCalendar({ db, calendarId }: { db: Database; calendarId: string }) {
  const [calendar] = await db.select(calendarColumns).from(unitCalendars).where(eq(unitCalendars.calendarId, calendarId));
  if (!calendar) throw notFound(CALENDAR_NOT_FOUND);
  return calendarJson(calendar);
}

/** A unit's feeds, oldest first, and its turnover settings. */
export async function listUnitCalendars({ db, clientId, unitId }: { db: Database; clientId: string; unitId: string }) {
  const [unit] = await db
    .select(settingsColumns)
    .from(clientUnits)
    .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)));
  if (!unit) throw notFound(unitMessages.notFound);
  const calendars = await db
    .select(calendarColumns)
    .from(unitCalendars)
    .where(and(eq(unitCalendars.unitId, unitId), eq(unitCalendars.clientId, clientId)))
    .orderBy(asc(unitCalendars.createdAt), asc(unitCalendars.calendarId))
    .limit(MAX_CALENDARS_PER_UNIT);
  return { settings: settingsJson(unit), calendars: calendars.map(calendarJson) };
}

/**
 * Connects a feed; its next_sync_at defaults to now, so the runner syncs it within a minute. The
 * client's row is locked, then the unit's (as a booking takes them), so two adds at once cannot
 * pass the account's limit or the unit's together.
 */
export async function addCalendar({
  db,
  clientId,
  unitId,
  input,
  allowPrivate,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  input: { label: string; url: string };
  /** env.allowPrivateCalendarUrls: only then may a test's or the demo's own http:// feed be added. */
  allowPrivate: boolean;
}) {
  if (isLoopbackHttp(input.url) && !allowPrivate) throw new AppError("INVALID_INPUT", 400, calendarMessages.urlPlainHttp);
  // webcal:// is written https://, the address the fetch asks; the same feed pasted either way is one feed.
  const url = calendarFetchUrl(input.url);
  if (!url) throw new AppError("INVALID_INPUT", 400, calendarMessages.urlInvalid);
  try {
    return await db.transaction(async (tx) => {
      // The unit's row, then the client's, in the lock order (docs/decisions/062): the unit's FOR NO
      // KEY UPDATE queues two additions to one unit (the counts below stay true) without holding up
      // a booking's foreign-key check on it (FOR KEY SHARE), which holds the client's row meanwhile.
      declareLocks(tx, { kind: "unit", ids: [unitId], mode: "no key update" });
      const [unit] = await tx
        .select({ unitId: clientUnits.unitId })
        .from(clientUnits)
        .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)))
        .for("no key update");
      if (!unit) throw notFound(unitMessages.notFound);
      await lockActiveClient(tx, clientId, calendarMessages.clientInactive);
      const [existing] = await tx.select({ count: count() }).from(unitCalendars).where(eq(unitCalendars.unitId, unitId));
      if ((existing?.count ?? 0) >= MAX_CALENDARS_PER_UNIT) throw new AppError("TOO_MANY_CALENDARS", 409, calendarMessages.tooMany);
      const [ofClient] = await tx.select({ count: count() }).from(unitCalendars).where(eq(unitCalendars.clientId, clientId));
      if ((ofClient?.count ?? 0) >= MAX_CALENDARS_PER_CLIENT) {
        throw new AppError("TOO_MANY_CALENDARS", 409, calendarMessages.tooManyForClient);
      }
      const [calendar] = await tx.insert(unitCalendars).values({ unitId, clientId, label: input.label, url }).returning(calendarColumns);
      if (!calendar) throw new Error("calendar insert returned no row");
      return calendarJson(calendar);
    });
  } catch (error) {
    if (isUniqueViolation(error, "unit_calendars_unit_id_url_key")) throw new AppError("CALENDAR_EXISTS", 409, calendarMessages.exists);
    // One label per unit, whatever its case (docs/decisions/064): the unique index decides, so two
    // adds at once cannot both take it.
    if (isUniqueViolation(error, "unit_calendars_unit_id_label_key")) {
      throw new AppError("CALENDAR_LABEL_TAKEN", 409, calendarMessages.labelTaken(input.label));
    }
    throw error;
  }
}

/** Removes a feed. The jobs it made stay, still labelled with its name; nothing syncs them again. */
export async function removeCalendar({ db, clientId, calendarId }: { db: Database; clientId: string; calendarId: string }) {
  const removed = await db
    .delete(unitCalendars)
    .where(and(eq(unitCalendars.calendarId, calendarId), eq(unitCalendars.clientId, clientId)))
    .returning({ calendarId: unitCalendars.calendarId });
  if (removed.length === 0) throw notFound(CALENDAR_NOT_FOUND);
}

/** Throws 404 unless the feed is the client's own. */
export async function assertOwnCalendar({ db, clientId, calendarId }: { db: Database; clientId: string; calendarId: string }) {
  const [row] = await db
    .select({ calendarId: unitCalendars.calendarId })
    .from(unitCalendars)
    .where(and(eq(unitCalendars.calendarId, calendarId), eq(unitCalendars.clientId, clientId)));
  if (!row) throw notFound(CALENDAR_NOT_FOUND);
}

/**
 * The next sync of each of the unit's feeds reads its stays with these settings, and the unit's
 * future turnovers are re-timed to them now, with one summary email (docs/decisions/065).
 */
export async function saveTurnoverSettings({
  db,
  clientId,
  unitId,
  settings,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  unitId: string;
  settings: TurnoverSettingsValues;
  publicUrl: string;
  now?: Date;
}) {
  const { durationHours, ...rest } = settings;
  const { unit, retimed } = await db.transaction(async (tx) => {
    // The unit's row FOR UPDATE, first (docs/decisions/062): a sync holds it FOR KEY SHARE while it
    // plans with the settings it read, so a save waits for a sync under way, and a sync starting
    // now waits for the save and then reads the new settings; neither moves a job back.
    declareLocks(tx, { kind: "unit", ids: [unitId], mode: "update" });
    const [current] = await tx
      .select()
      .from(clientUnits)
      .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)))
      .for("update");
    if (!current) throw notFound(unitMessages.notFound);
    const [saved] = await tx
      .update(clientUnits)
      .set({ ...rest, turnoverDurationHours: String(durationHours) })
      .where(eq(clientUnits.unitId, unitId))
      .returning();
    if (!saved) throw notFound(unitMessages.notFound);
    // decision 054: the feeds are read in full at once, so the settings apply even to an unchanged
    // feed; in the same transaction, so saved settings always come with that resync.
    await resyncUnitCalendars(tx, unitId);
    const retimed = await retimeUnitTurnovers(tx, {
      clientId,
      unitId,
      unitLabel: saved.label,
      before: turnoverSettingsOf(current),
      after: turnoverSettingsOf(saved),
      now,
      publicUrl,
    });
    return { unit: saved, retimed };
  });
  const json = settingsJson({
    fullAddress: unit.fullAddress,
    turnoverDay: unit.turnoverDay,
    turnoverType: unit.turnoverType,
    durationHours: unit.turnoverDurationHours,
    checkoutTime: unit.checkoutTime,
    checkinTime: unit.checkinTime,
    timeZone: unit.timeZone,
    ignoreBlocks: unit.ignoreBlocks,
  });
  /** `retimed`: how many future turnovers now follow them (docs/decisions/065). */
  return { settings: json, retimed };
}
