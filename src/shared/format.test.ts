import { describe, expect, it } from "vitest";
import { formatUSD } from "./format";

describe("formatUSD", () => {
  it("formats integer cents as US dollars", () => {
    expect(formatUSD(123_450)).toBe("$1,234.50");
    expect(formatUSD(0)).toBe("$0.00");
    expect(formatUSD(20_000, { whole: true })).toBe("$200");
  });
});
