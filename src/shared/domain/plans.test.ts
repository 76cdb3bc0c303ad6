import { describe, expect, it } from "vitest";
import { perCleanCents, RESIDENTIAL_PLANS } from "./plans";

describe("residential plans", () => {
  it("match spec 9: $200/1, $300/2 (most popular), $400/4", () => {
    expect(RESIDENTIAL_PLANS.map((p) => [p.name, p.monthlyPriceCents, p.cleansPerMonth, p.popular])).toEqual([
      ["Monthly", 20_000, 1, false],
      ["Bi-Weekly", 30_000, 2, true],
      ["Weekly", 40_000, 4, false],
    ]);
  });

  it("price additional cleans at $100, $100 and $75", () => {
    expect(RESIDENTIAL_PLANS.map((p) => p.extraCleanCents)).toEqual([10_000, 10_000, 7_500]);
  });

  it("show the per-cleaning price as the price divided by cleans", () => {
    expect(RESIDENTIAL_PLANS.map(perCleanCents)).toEqual([20_000, 15_000, 10_000]);
    expect(perCleanCents({ monthlyPriceCents: 25_000, cleansPerMonth: 3 })).toBe(8_300);
  });
});
