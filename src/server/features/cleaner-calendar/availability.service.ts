import { and, count, eq, gte, lte } from "drizzle-orm";
import { availabilityMessages, WEEKLY_RULES_MAX, type AvailabilityValues } from "../../../shared/schemas/availability";
import type { Database } from "../../db/client";
import { cleaners } from "../../db/schema/people";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";
import { heldJobsOnDays } from "../../domain/cleaners/clashes";
import { lockCleaner } from "../../domain/locks";
import { AppError, notFound } from "../../lib/errors";
import { timeOffOverJobsMessage } from "./time-off-refusal";

/**
 * spec 2: adds a weekly rule, a one-time block or time off. The cleaner's row is locked first, with
 * the lock a claim and an admin's assignment take on it (claim.service lockAndRead, admin-jobs/cleaner-for-job.ts),
 * so two adds at once are checked one after the other (two overlapping time offs, or a 51st weekly
 * rule, cannot both pass), and a claim and a time off cannot both pass either: whichever commits
 * second sees the other. Any status may (a Pending cleaner sets availability ahead).
 */
export async function addAvailability({ db, cleanerId, input }: { db: Database; cleanerId: string; input: AvailabilityValues }) {
  return db.transaction(async (tx) => {
    await lockCleaner(tx, cleanerId, "no key update", { cleanerId: cleaners.cleanerId });

    if (input.type === "time_off") {
      const [overlapping] = await tx
        .select({ timeoffId: cleanerTimeOff.timeoffId })
        .from(cleanerTimeOff)
        .where(
          and(
            eq(cleanerTimeOff.cleanerId, cleanerId),
            lte(cleanerTimeOff.startDate, input.endDate),
            gte(cleanerTimeOff.endDate, input.startDate),
          ),
        )
        .limit(1);
      if (overlapping) throw new AppError("TIME_OFF_OVERLAP", 409, availabilityMessages.timeOffOverlap);
      // docs/decisions/027: the claim's rule the other way round: time off cannot cover a held job.
      const held = await heldJobsOnDays(tx, cleanerId, input);
      if (held.length > 0) throw new AppError("TIME_OFF_OVER_ASSIGNMENT", 409, timeOffOverJobsMessage(held));
      const [created] = await tx
        .insert(cleanerTimeOff)
        .values({ cleanerId, startDate: input.startDate, endDate: input.endDate, reason: input.reason })
        .returning({ id: cleanerTimeOff.timeoffId });
      return { type: input.type, id: created!.id };
    }

    if (input.type === "weekly_rule") {
      const [rules] = await tx
        .select({ total: count() })
        .from(cleanerAvailability)
        .where(and(eq(cleanerAvailability.cleanerId, cleanerId), eq(cleanerAvailability.type, "weekly_rule")));
      if ((rules?.total ?? 0) >= WEEKLY_RULES_MAX)
        throw new AppError("TOO_MANY_WEEKLY_RULES", 409, availabilityMessages.tooManyWeeklyRules);
    }

    const values =
      input.type === "weekly_rule"
        ? { weekday: input.weekday, startTime: input.startTime, endTime: input.endTime }
        : { startTs: new Date(input.startTs), endTs: new Date(input.endTs) };
    const [created] = await tx
      .insert(cleanerAvailability)
      .values({ cleanerId, type: input.type, note: input.note, ...values })
      .returning({ id: cleanerAvailability.availabilityId });
    return { type: input.type, id: created!.id };
  });
}

/** A weekly rule or one-time block of this cleaner; anyone else's is not found (404). */
export async function deleteAvailability({ db, cleanerId, availabilityId }: { db: Database; cleanerId: string; availabilityId: string }) {
  const [deleted] = await db
    .delete(cleanerAvailability)
    .where(and(eq(cleanerAvailability.availabilityId, availabilityId), eq(cleanerAvailability.cleanerId, cleanerId)))
    .returning({ availabilityId: cleanerAvailability.availabilityId });
  if (!deleted) throw notFound(availabilityMessages.availabilityNotFound);
  return deleted;
}

export async function deleteTimeOff({ db, cleanerId, timeoffId }: { db: Database; cleanerId: string; timeoffId: string }) {
  const [deleted] = await db
    .delete(cleanerTimeOff)
    .where(and(eq(cleanerTimeOff.timeoffId, timeoffId), eq(cleanerTimeOff.cleanerId, cleanerId)))
    .returning({ timeoffId: cleanerTimeOff.timeoffId });
  if (!deleted) throw notFound(availabilityMessages.timeOffNotFound);
  return deleted;
}
