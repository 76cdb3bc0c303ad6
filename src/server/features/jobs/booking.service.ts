// spec 9 and docs/decisions/010: a booking's checks; its times, prices and plan usage are computed
// by bookJob (domain/jobs/book-job.ts), which a rental calendar's sync books through too.
import { unitTimeZone } from "../../../shared/domain/address-zone";
import { and, asc, eq } from "drizzle-orm";
import { claimWindowEnd, slotStart, todayIn } from "../../../shared/domain/booking";
import { BOOKING_MAX_DAYS_AHEAD as MAX_DAYS_AHEAD, type CreateJobValues } from "../../../shared/schemas/booking";
import { unitMessages } from "../../../shared/schemas/unit";
import type { Database } from "../../db/client";
import { clientUnits } from "../../db/schema/people";
import { lockActiveClient } from "../../auth/client-record";
import { bookableStart, bookJob, coveringPlan } from "../../domain/jobs/book-job";
import { AppError, notFound } from "../../lib/errors";

const HOUR_MS = 60 * 60 * 1000;

/**
 * What the booking screen needs: the active units and the plan, to price and warn before booking.
 * A read: it settles nothing (the runner renews ended periods, docs/decisions/019).
 */
export async function bookingOptions({ db, clientId, now = new Date() }: { db: Database; clientId: string; now?: Date }) {
  const [units, [plan]] = await Promise.all([
    db
      .select({
        unitId: clientUnits.unitId,
        label: clientUnits.label,
        fullAddress: clientUnits.fullAddress,
        timeZone: clientUnits.timeZone,
      })
      .from(clientUnits)
      .where(and(eq(clientUnits.clientId, clientId), eq(clientUnits.isActive, true)))
      .orderBy(asc(clientUnits.label))
      .limit(500),
    coveringPlan(db, clientId, now),
  ]);
  // The form shows each unit's slots in the unit's zone (docs/decisions/064).
  return { units: units.map((unit) => ({ ...unit, timeZone: unitTimeZone(unit) })), plan: plan ?? null };
}

/**
 * Refuses a day before today or a slot that has started, both in the unit's zone: the date and the
 * slot are the unit's wall clock, wherever the client books from (docs/decisions/064).
 */
function scheduleOf(input: CreateJobValues, timeZone: string, now: Date) {
  if (input.date < todayIn(timeZone, now)) throw new AppError("PAST_DATE", 400, "Please choose today or a later date.");
  const start = slotStart(input.date, input.slot, timeZone);
  const refusal = bookableStart(start, now, timeZone);
  if (refusal === "past") throw new AppError("SLOT_STARTED", 400, "That time slot has already started. Please choose a later one.");
  if (refusal === "too-far") {
    throw new AppError("DATE_TOO_FAR", 400, `Please choose a date within the next ${MAX_DAYS_AHEAD} days.`);
  }
  return { start, end: new Date(start.getTime() + input.durationHours * HOUR_MS) };
}

function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null && "code" in value ? value.code : undefined);
  return codeOf(error) === "23503" || (error instanceof Error && codeOf(error.cause) === "23503");
}

/**
 * spec 9: books a cleaning. The client must be Active (checked under a lock, so a deactivation
 * cannot race it) and the unit theirs and active. With an Active plan covering
 * the unit, one conditional UPDATE takes an included clean in the transaction that inserts the job,
 * so concurrent bookings never take more than the plan has; otherwise the booking is additional usage.
 */
export async function createJob({
  db,
  clientId,
  input,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  input: CreateJobValues;
  /** For the first offer's email, when dispatch is on (docs/decisions/055). */
  publicUrl: string;
  now?: Date;
}) {
  try {
    return await db.transaction(async (tx) => {
      await lockActiveClient(tx, clientId, "Your account is inactive. Contact support to book cleanings.");
      const [unit] = await tx
        .select({
          unitId: clientUnits.unitId,
          fullAddress: clientUnits.fullAddress,
          timeZone: clientUnits.timeZone,
          isActive: clientUnits.isActive,
        })
        .from(clientUnits)
        .where(and(eq(clientUnits.unitId, input.unitId), eq(clientUnits.clientId, clientId)));
      if (!unit) throw notFound(unitMessages.notFound);
      if (!unit.isActive) throw new AppError("UNIT_INACTIVE", 409, "This unit is inactive. Activate it before booking a cleaning.");

      const timeZone = unitTimeZone(unit);
      const { start, end } = scheduleOf(input, timeZone, now);
      const job = await bookJob(tx, {
        clientId,
        unit: { unitId: unit.unitId, fullAddress: unit.fullAddress, timeZone },
        type: input.type,
        start,
        end,
        durationHours: input.durationHours,
        sqFt: input.sqFt,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms,
        specialInstructions: input.specialInstructions,
        isExtraClean: input.isExtraClean,
        now,
        publicUrl,
      });
      return {
        jobId: job.jobId,
        status: job.status,
        type: job.type,
        address: job.address,
        scheduledStart: job.scheduledStart.toISOString(),
        scheduledEnd: job.scheduledEnd.toISOString(),
        timeZone,
        // bookJob's window, from the same two times.
        claimWindowEnds: claimWindowEnd(now, start).toISOString(),
        planUsage: job.planUsage,
        isExtraClean: job.isExtraClean,
        basePriceCents: job.basePriceCents,
        clientPriceCents: job.clientPriceCents,
        cleanerPayoutCents: job.cleanerPayoutCents,
      };
    });
  } catch (error) {
    // The unit was deleted while this booking ran (units.service deleteUnit locks it first).
    if (isForeignKeyViolation(error)) throw notFound(unitMessages.notFound);
    throw error;
  }
}
