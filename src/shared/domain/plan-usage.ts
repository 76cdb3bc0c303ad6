// docs/decisions/010: how a booking will relate to the client's plan. The booking screen uses it
// to warn and price before booking; the server decides for real with one conditional UPDATE.
import type { PlanUsage } from "./statuses";

export interface CoveringPlan {
  includedCleans: number;
  usedCleans: number;
  extraCleanFeeCents: number;
}

/** `plan` is the Active subscription covering the unit, or null when none does. */
export function expectedPlanUsage({ plan, isExtraClean }: { plan: CoveringPlan | null; isExtraClean: boolean }): PlanUsage {
  if (!plan) return "none";
  if (isExtraClean || plan.usedCleans >= plan.includedCleans) return "additional";
  return "included";
}

/** docs/decisions/010: is_extra_clean records the option when ticked, and every booking beyond the plan's included cleans. */
export function isRecordedAsExtraClean({ planUsage, isExtraClean }: { planUsage: PlanUsage; isExtraClean: boolean }): boolean {
  return isExtraClean || planUsage === "additional";
}

/** A plan covers a unit when it is a shared pool, or scoped to that very unit. */
export function planCoversUnit(plan: { unitScope: "shared_pool" | "per_unit"; unitId: string | null }, unitId: string): boolean {
  return plan.unitScope === "shared_pool" || plan.unitId === unitId;
}
