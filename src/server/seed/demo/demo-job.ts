// What every demo job takes from its unit and its type: the address and city, the schedule, and
// the prices as a booking computes them (shared/domain/booking), so demo figures obey the rules.
import { basePriceCents, cleanerPayoutCents, clientPriceCents, type CleaningType } from "../../../shared/domain/booking";
import { unitTimeZone } from "../../../shared/domain/address-zone";
import { cityOfAddress } from "../../../shared/domain/cities";
import type { PlanUsage } from "../../../shared/domain/statuses";

const HOUR = 3_600_000;

export function jobOnUnit(
  unit: { unitId: string; fullAddress: string; timeZone: string | null },
  {
    type,
    start,
    durationHours,
    planUsage = "none",
    extraCleanFeeCents = null,
  }: { type: CleaningType; start: Date; durationHours: number; planUsage?: PlanUsage; extraCleanFeeCents?: number | null },
) {
  const price = clientPriceCents({ type, planUsage, extraCleanFeeCents });
  return {
    unitId: unit.unitId,
    type,
    address: unit.fullAddress,
    city: cityOfAddress(unit.fullAddress),
    timeZone: unitTimeZone(unit),
    requestedStart: start,
    scheduledStart: start,
    scheduledEnd: new Date(start.getTime() + durationHours * HOUR),
    durationHours: String(durationHours),
    basePriceCents: basePriceCents(type),
    clientPriceCents: price,
    cleanerPayoutCents: cleanerPayoutCents(price),
  };
}
