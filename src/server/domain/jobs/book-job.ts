// spec 9 and docs/decisions/010: what booking a cleaning writes once the caller has checked who
// books it (the plan clean taken, the price, the job posted). The client's booking and a rental
// calendar's sync (docs/decisions/054) both book through here, so a turnover is priced and counted
// against the plan exactly as if the client had booked it.
import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  basePriceCents,
  claimWindowEnd,
  cleanerPayoutCents,
  clientPriceCents,
  todayIn,
  type CleaningType,
} from "../../../shared/domain/booking";
import { cityOfAddress } from "../../../shared/domain/cities";
import { isRecordedAsExtraClean } from "../../../shared/domain/plan-usage";
import type { PlanUsage } from "../../../shared/domain/statuses";
import { addDays, BOOKING_MAX_DAYS_AHEAD } from "../../../shared/schemas/booking";
import type { Database, Transaction } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import type { jobs } from "../../db/schema/jobs";
import { postJob } from "./post-job";

/**
 * The schedule rule every booking meets: a start still ahead, on a day at most
 * BOOKING_MAX_DAYS_AHEAD days after today, both read in `timeZone` (the client's, or the unit's).
 */
export function bookableStart(start: Date, now: Date, timeZone = "UTC"): "past" | "too-far" | null {
  if (start.getTime() <= now.getTime()) return "past";
  if (todayIn(timeZone, start) > addDays(todayIn(timeZone, now), BOOKING_MAX_DAYS_AHEAD)) return "too-far";
  return null;
}

/**
 * The client's Active plan that covers `unitId` (a shared pool, or one scoped to that unit), once
 * started (its first payment through) and while its period runs. A period that has ended waits
 * for the runner's renewal (docs/decisions/019); until then, within the minute, no plan covers it.
 */
export function coveringPlan(tx: Database | Transaction, clientId: string, now: Date, unitId?: string) {
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

export interface BookJobInput {
  clientId: string;
  /** The unit, its zone resolved (unitTimeZone): the job keeps it (docs/decisions/064). */
  unit: { unitId: string; fullAddress: string; timeZone: string };
  type: CleaningType;
  start: Date;
  end: Date;
  durationHours: number;
  sqFt: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  specialInstructions: string | null;
  isExtraClean: boolean;
  /** A turnover from a rental calendar (docs/decisions/054). */
  calendar?: { calendarId: string; eventKey: string; label: string; sameDayTurnover: boolean; readyBy: Date | null };
  now: Date;
  /** For the links in the first offer's email (docs/decisions/055). */
  publicUrl: string;
}

/**
 * The caller has locked the Active client and checked the unit (theirs, active) and the schedule.
 * With an Active plan covering the unit, one conditional UPDATE takes an included clean in the
 * caller's transaction, so concurrent bookings never take more than the plan has; otherwise the
 * booking is additional usage (docs/decisions/010).
 */
export async function bookJob(tx: Transaction, input: BookJobInput): Promise<typeof jobs.$inferSelect> {
  const { clientId, unit, type, now } = input;
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

  const price = clientPriceCents({ type, planUsage, extraCleanFeeCents: plan?.extraCleanFeeCents ?? null });
  return postJob(
    tx,
    {
      clientId,
      unitId: unit.unitId,
      subscriptionId: plan?.subscriptionId ?? null,
      type,
      address: unit.fullAddress,
      city: cityOfAddress(unit.fullAddress),
      timeZone: unit.timeZone,
      requestedStart: input.start,
      scheduledStart: input.start,
      scheduledEnd: input.end,
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
      claimWindowEnds: claimWindowEnd(now, input.start),
      ...(input.calendar && {
        calendarId: input.calendar.calendarId,
        calendarEventKey: input.calendar.eventKey,
        calendarLabel: input.calendar.label,
        sameDayTurnover: input.calendar.sameDayTurnover,
        readyBy: input.calendar.readyBy,
      }),
    },
    { publicUrl: input.publicUrl, now },
  );
}
