import { describe, expect, it } from "vitest";
import { expectedPlanUsage, isRecordedAsExtraClean, planCoversUnit } from "./plan-usage";

const plan = (usedCleans: number) => ({ includedCleans: 2, usedCleans, extraCleanFeeCents: 10_000 });

describe("plan usage", () => {
  it("is none without a covering plan, whatever the extra-clean option", () => {
    expect(expectedPlanUsage({ plan: null, isExtraClean: false })).toBe("none");
    expect(expectedPlanUsage({ plan: null, isExtraClean: true })).toBe("none");
  });

  it("takes an included clean while one is left", () => {
    expect(expectedPlanUsage({ plan: plan(0), isExtraClean: false })).toBe("included");
    expect(expectedPlanUsage({ plan: plan(1), isExtraClean: false })).toBe("included");
  });

  it("is additional usage when none is left or an extra clean is asked for", () => {
    expect(expectedPlanUsage({ plan: plan(2), isExtraClean: false })).toBe("additional");
    expect(expectedPlanUsage({ plan: plan(0), isExtraClean: true })).toBe("additional");
  });

  it("records an extra clean when the option is ticked, plan or not, and for every booking beyond the plan", () => {
    expect(isRecordedAsExtraClean({ planUsage: "none", isExtraClean: false })).toBe(false);
    expect(isRecordedAsExtraClean({ planUsage: "none", isExtraClean: true })).toBe(true);
    expect(isRecordedAsExtraClean({ planUsage: "included", isExtraClean: false })).toBe(false);
    expect(isRecordedAsExtraClean({ planUsage: "additional", isExtraClean: false })).toBe(true);
  });

  it("covers every unit with a shared pool, only its own unit when per unit", () => {
    expect(planCoversUnit({ unitScope: "shared_pool", unitId: null }, "u1")).toBe(true);
    expect(planCoversUnit({ unitScope: "per_unit", unitId: "u1" }, "u1")).toBe(true);
    expect(planCoversUnit({ unitScope: "per_unit", unitId: "u2" }, "u1")).toBe(false);
    expect(planCoversUnit({ unitScope: "per_unit", unitId: null }, "u1")).toBe(false);
  });
});
