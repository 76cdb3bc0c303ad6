import { describe, expect, it } from "vitest";
import {
  additionalCleanFromCents,
  BATHROOM_OPTIONS,
  basePriceCents,
  CLEANING_TYPE_NAMES,
  cleanerPayoutCents,
  clientPriceCents,
  slotStart,
  todayIn,
  zonedTime,
  type CleaningType,
} from "./booking";
import { RESIDENTIAL_PLANS } from "./plans";

describe("booking rules", () => {
  it("price the cleaning types as spec 9 lists them", () => {
    expect(basePriceCents("Standard Clean")).toBe(10_000);
    expect(basePriceCents("Deep Clean")).toBe(15_000);
    expect(basePriceCents("Move-in/Move-out")).toBe(20_000);
    expect(basePriceCents("Post Construction")).toBe(25_000);
    expect(basePriceCents("Airbnb Turnover")).toBe(12_000);
  });

  it("pay the cleaner 55 % of the client price, rounded to cents", () => {
    expect(cleanerPayoutCents(10_000)).toBe(5_500);
    expect(cleanerPayoutCents(7_501)).toBe(4_126); // 4125.55 rounds up
    expect(cleanerPayoutCents(101)).toBe(56); // 55.55
  });

  it("charge the type's base price without a plan and for an included clean, whatever the fee", () => {
    expect(clientPriceCents({ type: "Deep Clean", planUsage: "none", extraCleanFeeCents: null })).toBe(15_000);
    expect(clientPriceCents({ type: "Deep Clean", planUsage: "included", extraCleanFeeCents: 7_500 })).toBe(15_000);
    expect(clientPriceCents({ type: "Deep Clean", planUsage: "included", extraCleanFeeCents: 30_000 })).toBe(15_000);
  });

  it("charge additional usage the plan's fee plus the type's difference to a Standard Clean (decision 010)", () => {
    const additional = (type: CleaningType, fee: number) => clientPriceCents({ type, planUsage: "additional", extraCleanFeeCents: fee });
    // spec 9: Weekly's $75 is a Standard Clean's price there; each type keeps its difference.
    expect(CLEANING_TYPE_NAMES.map((type) => [type, additional(type, 7_500)])).toEqual([
      ["Standard Clean", 7_500],
      ["Deep Clean", 12_500],
      ["Move-in/Move-out", 17_500],
      ["Post Construction", 22_500],
      ["Airbnb Turnover", 9_500],
    ]);
    // Monthly and Bi-Weekly ($100): the base prices.
    for (const type of CLEANING_TYPE_NAMES) expect(additional(type, 10_000)).toBe(basePriceCents(type));
    // The old exploit stays closed: a dear type is never sold for a cheap plan's fee.
    expect(additional("Post Construction", 7_500)).toBeGreaterThan(additional("Standard Clean", 7_500));
    expect(additional("Post Construction", 7_500) - additional("Standard Clean", 7_500)).toBe(
      basePriceCents("Post Construction") - basePriceCents("Standard Clean"),
    );
    // A fee can never make a clean cost less than nothing.
    expect(additional("Standard Clean", 0)).toBe(0);
  });

  it("quote an additional clean as the plan's fee: $100, $100 and $75 (spec 9)", () => {
    expect(RESIDENTIAL_PLANS.map((plan) => additionalCleanFromCents(plan.extraCleanCents))).toEqual([10_000, 10_000, 7_500]);
    expect(additionalCleanFromCents(11_000)).toBe(11_000);
  });

  it("offer bathrooms 1 to 5 in steps of 0.5", () => {
    expect(BATHROOM_OPTIONS).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it("turn a slot start into the instant in the client's time zone, across DST", () => {
    expect(zonedTime("2026-07-01", 8, "America/New_York").toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(zonedTime("2026-12-01", 8, "America/New_York").toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(zonedTime("2026-03-08", 14, "America/Chicago").toISOString()).toBe("2026-03-08T19:00:00.000Z");
    expect(zonedTime("2026-12-01", 16, "UTC").toISOString()).toBe("2026-12-01T16:00:00.000Z");
  });

  it("start a slot at its hour on the date in the client's time zone, summer and winter", () => {
    expect(slotStart("2026-07-01", "10:00", "America/New_York").toISOString()).toBe("2026-07-01T14:00:00.000Z");
    expect(slotStart("2026-12-01", "10:00", "America/New_York").toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(slotStart("2026-12-01", "16:00", "Europe/Berlin").toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });

  it("know today's date in a time zone", () => {
    const now = new Date("2026-11-22T03:00:00Z");
    expect(todayIn("America/New_York", now)).toBe("2026-11-21");
    expect(todayIn("Europe/Berlin", now)).toBe("2026-11-22");
  });
});
