import { and, asc, desc, eq, sql } from "drizzle-orm";
import { unitTimeZone, zoneOfAddress } from "../../../shared/domain/address-zone";
import { unitMessages, type UnitValues } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { failingFeedsOfUnit } from "../../domain/rental-calendars/failing-feeds";
import { AppError, notFound } from "../../lib/errors";

export const UNIT_NOT_FOUND = unitMessages.notFound;
// A client with a large portfolio still gets one bounded answer.
const MAX_UNITS = 500;

const unitColumns = {
  unitId: clientUnits.unitId,
  label: clientUnits.label,
  fullAddress: clientUnits.fullAddress,
  notes: clientUnits.notes,
  isActive: clientUnits.isActive,
  createdAt: clientUnits.createdAt,
  timeZone: clientUnits.timeZone,
};

/**
 * A unit as the screens read it: `timeZone` resolved (a unit stored before decision 064 holds none
 * and reads its address's), `timeZoneFromAddress` what the address alone gives, for the form's default.
 */
function unitJson<Row extends { fullAddress: string; timeZone: string | null }>(row: Row) {
  return { ...row, timeZone: unitTimeZone(row), timeZoneFromAddress: zoneOfAddress(row.fullAddress) };
}

/** Whether any job was booked for the unit: such a unit is deactivated, never deleted (docs/decisions/013). */
// Written out with table names: in UPDATE ... RETURNING Drizzle leaves column names unqualified,
// which inside the subquery would compare the jobs row with itself.
const hasJobs = sql<boolean>`EXISTS (SELECT 1 FROM "jobs" WHERE "jobs"."client_id" = "client_units"."client_id" AND "jobs"."unit_id" = "client_units"."unit_id")`;

export type Unit = Awaited<ReturnType<typeof listUnits>>[number];

/** spec 7: the client's units, newest first. */
export async function listUnits({ db, clientId }: { db: Database; clientId: string }) {
  const rows = await db
    .select({ ...unitColumns, hasJobs, failingCalendars: failingFeedsOfUnit })
    .from(clientUnits)
    .where(eq(clientUnits.clientId, clientId))
    .orderBy(desc(clientUnits.createdAt), asc(clientUnits.label), asc(clientUnits.unitId))
    .limit(MAX_UNITS);
  return rows.map(unitJson);
}

export async function createUnit({ db, clientId, input }: { db: Database; clientId: string; input: UnitValues }): Promise<Unit> {
  const { timeZone, ...fields } = input;
  const [unit] = await db
    .insert(clientUnits)
    // docs/decisions/064: the zone the client picked, else the address's, kept on the unit.
    .values({ clientId, ...fields, timeZone: timeZone ?? zoneOfAddress(fields.fullAddress) })
    .returning(unitColumns);
  if (!unit) throw new Error("unit insert returned no row");
  return unitJson({ ...unit, hasJobs: false, failingCalendars: [] });
}

/** Ownership is in the WHERE: another client's unit is "not found", exactly like a missing one. */
export async function updateUnit({
  db,
  clientId,
  unitId,
  input,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  input: UnitValues;
}): Promise<Unit> {
  const { timeZone, ...fields } = input;
  // docs/decisions/064: a zone picked is kept; "from the address" (null) follows the new address,
  // and an older screen that sends none keeps the zone unless the address changes. The unit's jobs
  // keep their instants and their own zone (jobs.time_zone).
  const zone =
    timeZone === undefined
      ? sql`CASE WHEN ${clientUnits.fullAddress} = ${fields.fullAddress} THEN ${clientUnits.timeZone} ELSE ${zoneOfAddress(fields.fullAddress)} END`
      : (timeZone ?? zoneOfAddress(fields.fullAddress));
  const [unit] = await db
    .update(clientUnits)
    .set({ ...fields, timeZone: zone })
    .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)))
    .returning({ ...unitColumns, hasJobs, failingCalendars: failingFeedsOfUnit });
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  return unitJson(unit);
}

export async function setUnitActive({
  db,
  clientId,
  unitId,
  isActive,
}: {
  db: Database;
  clientId: string;
  unitId: string;
  isActive: boolean;
}): Promise<Unit> {
  const [unit] = await db
    .update(clientUnits)
    .set({ isActive })
    .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)))
    .returning({ ...unitColumns, hasJobs, failingCalendars: failingFeedsOfUnit });
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  return unitJson(unit);
}

/**
 * Deletes a unit nothing refers to. A unit with jobs (or a plan scoped to it) is refused with 409:
 * deleting it would silently unlink that history, so the client deactivates it instead.
 */
export async function deleteUnit({ db, clientId, unitId }: { db: Database; clientId: string; unitId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a booking for this unit either finish first (and be seen below) or
    // wait and then fail its foreign-key check: no job is ever unlinked by a racing delete.
    const [unit] = await tx
      .select({ unitId: clientUnits.unitId })
      .from(clientUnits)
      .where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)))
      .for("update");
    if (!unit) throw notFound(UNIT_NOT_FOUND);

    const [job] = await tx
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(and(eq(jobs.clientId, clientId), eq(jobs.unitId, unitId)))
      .limit(1);
    if (job) throw new AppError("UNIT_HAS_JOBS", 409, "This unit has cleanings on record, so it cannot be deleted. Deactivate it instead.");
    const [plan] = await tx
      .select({ id: subscriptions.subscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.unitId, unitId))
      .limit(1);
    if (plan)
      throw new AppError("UNIT_HAS_PLAN", 409, "This unit has a subscription plan, so it cannot be deleted. Deactivate it instead.");

    await tx.delete(clientUnits).where(and(eq(clientUnits.unitId, unitId), eq(clientUnits.clientId, clientId)));
  });
}
