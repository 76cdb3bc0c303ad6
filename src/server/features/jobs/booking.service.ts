// spec 9 and docs/decisions/010: a booking's times, prices and plan usage, all computed here.
import { cityOfAddress } from "../../../shared/domain/cities";
import { and, asc, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { basePriceCents, claimWindowEnd, cleanerPayoutCents, clientPriceCents, slotStart, todayIn } from "../../../shared/domain/booking";
import { isRecordedAsExtraClean } from "../../../shared/domain/plan-usage";
import type { PlanUsage } from "../../../shared/domain/statuses";
import { addDays, BOOKING_MAX_DAYS_AHEAD as MAX_DAYS_AHEAD, type CreateJobValues } from "../../../shared/schemas/booking";
import { unitMessages } from "../../../shared/schemas/unit";
import type { Database, Transaction } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { clientUnits } from "../../db/schema/people";
import { lockActiveClient } from "../../auth/client-record";
import { postJob } from "../../domain/jobs/post-job";
import { AppError, notFound } from "../../lib/errors";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The client's Active plan that covers `unitId` (a shared pool, or one scoped to that unit), once
 * started (its first payment through) and while its period runs. A period that has ended waits
 * for the runner's renewal (docs/decisions/019); until then, within the minute, no plan covers it.
 */
function coveringPlan(tx: Database | Transaction, clientId: string, now: Date, unitId?: string) {
  const scope = unitId ? or(eq(subscriptions.unitScope, "shared_pool"), eq(subscriptions.unitId, unitId)) : undefined;
  return tx
    .select({
      subscriptionId: subscriptions.subscriptionId,
      plan: subscriptions.plan,
      unitScope: subscriptions.unitScope,
      unitId: subscriptions.unitId,
      includedCleans: subscriptions.includedCleans,
      usedCleans: subscriptions.usedCleans,
      extraCleanFeeCents: subscriptions.extraCleanFeeCents,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.clientId, clientId),
        eq(subscriptions.status, "Active"),
        eq(subscriptions.active, true),
        gt(subscriptions.currentPeriodEnd, now),
        scope,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
}

/**
 * What the booking screen needs: the active units and the plan, to price and warn before booking.
 * A read: it settles nothing (the runner renews ended periods, docs/decisions/019).
 */
export async function bookingOptions({ db, clientId, now = new Date() }: { db: Database; clientId: string; now?: Date }) {
  const [units, [plan]] = await Promise.all([
    db
      .select({ unitId: clientUnits.unitId, label: clientUnits.label, fullAddress: clientUnits.fullAddress })
      .from(clientUnits)
      .where(and(eq(clientUnits.clientId, clientId), eq(clientUnits.isActive, true)))
      .orderBy(asc(clientUnits.label))
      .limit(500),
    coveringPlan(db, clientId, now),
  ]);
  return { units, plan: plan ?? null };
}

/** Refuses a day before today or a slot that has started, both in the client's own time zone. */
function scheduleOf(input: CreateJobValues, now: Date) {
  const today = todayIn(input.timeZone, now);
  if (input.date < today) throw new AppError("PAST_DATE", 400, "Please choose today or a later date.");
  const start = slotStart(input.date, input.slot, input.timeZone);
  if (start.getTime() <= now.getTime())
    throw new AppError("SLOT_STARTED", 400, "That time slot has already started. Please choose a later one.");
  if (input.date > addDays(today, MAX_DAYS_AHEAD)) {
    throw new AppError("DATE_TOO_FAR", 400, `Please choose a date within the next ${MAX_DAYS_AHEAD} days.`);
  }
  const end = new Date(start.getTime() + input.durationHours * HOUR_MS);
  return { start, end, claimWindowEnds: claimWindowEnd(now, start) };
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
  now = new Date(),
}: {
  db: Database;
  clientId: string;
  input: CreateJobValues;
  now?: Date;
}) {
  const { start, end, claimWindowEnds } = scheduleOf(input, now);
  try {
    return await db.transaction(async (tx) => {
      await lockActiveClient(tx, clientId, "Your account is inactive. Contact support to book cleanings.");
      const [unit] = await tx
        .select({ unitId: clientUnits.unitId, fullAddress: clientUnits.fullAddress, isActive: clientUnits.isActive })
        .from(clientUnits)
        .where(and(eq(clientUnits.unitId, input.unitId), eq(clientUnits.clientId, clientId)));
      if (!unit) throw notFound(unitMessages.notFound);
      if (!unit.isActive) throw new AppError("UNIT_INACTIVE", 409, "This unit is inactive. Activate it before booking a cleaning.");

      const [plan] = await coveringPlan(tx, clientId, now, unit.unitId);
      let planUsage: PlanUsage = "none";
      if (plan) {
        planUsage = "additional";
        if (!input.isExtraClean) {
          const [taken] = await tx
            .update(subscriptions)
            .set({ usedCleans: sql`${subscriptions.usedCleans} + 1` })
            .where(
              and(
                eq(subscriptions.subscriptionId, plan.subscriptionId),
                eq(subscriptions.status, "Active"),
                lt(subscriptions.usedCleans, subscriptions.includedCleans),
              ),
            )
            .returning({ usedCleans: subscriptions.usedCleans });
          if (taken) planUsage = "included";
        }
      }

      const type = input.type;
      const price = clientPriceCents({ type, planUsage, extraCleanFeeCents: plan?.extraCleanFeeCents ?? null });
      const job = await postJob(tx, {
        clientId,
        unitId: unit.unitId,
        subscriptionId: plan?.subscriptionId ?? null,
        type,
        address: unit.fullAddress,
        city: cityOfAddress(unit.fullAddress),
        requestedStart: start,
        scheduledStart: start,
        scheduledEnd: end,
        durationHours: String(input.durationHours),
        sqFt: input.sqFt,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms === null ? null : String(input.bathrooms),
        specialInstructions: input.specialInstructions,
        isExtraClean: isRecordedAsExtraClean({ planUsage, isExtraClean: input.isExtraClean }),
        planUsage,
        basePriceCents: basePriceCents(type),
        clientPriceCents: price,
        cleanerPayoutCents: cleanerPayoutCents(price),
        claimWindowEnds,
      });
      return {
        jobId: job.jobId,
        status: job.status,
        type: job.type,
        address: job.address,
        scheduledStart: job.scheduledStart.toISOString(),
        scheduledEnd: job.scheduledEnd.toISOString(),
        claimWindowEnds: claimWindowEnds.toISOString(),
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
