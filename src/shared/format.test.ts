import { describe, expect, it } from "vitest";
import { andList, formatCount, formatUSD } from "./format";
import { matchCountText } from "./schemas/admin-jobs";

describe("formatUSD", () => {
  it("formats integer cents as US dollars", () => {
    expect(formatUSD(123_450)).toBe("$1,234.50");
    expect(formatUSD(0)).toBe("$0.00");
    expect(formatUSD(20_000, { whole: true })).toBe("$200");
  });
});

describe("andList", () => {
  it("joins a list as a sentence reads it", () => {
    expect(andList([])).toBe("");
    expect(andList(["Boston"])).toBe("Boston");
    expect(andList(["Boston", "Miami"])).toBe("Boston and Miami");
    expect(andList(["Boston", "Miami", "Austin"])).toBe("Boston, Miami and Austin");
  });
});

describe("formatCount", () => {
  it("groups thousands, as the counts of the admin lists and cards read", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(124_996)).toBe("124,996");
    expect(formatCount(1_000_000)).toBe("1,000,000");
    expect(matchCountText(124_996, false)).toBe("124,996");
    expect(matchCountText(10_000, true)).toBe("10,000+");
  });
});
