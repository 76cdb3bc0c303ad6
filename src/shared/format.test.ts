import { describe, expect, it } from "vitest";
import { andList, formatUSD } from "./format";

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
