import { describe, expect, it } from "vitest";
import { addOneMonth } from "./billing-period";

describe("addOneMonth", () => {
  it("moves to the same day and time of the next month", () => {
    expect(addOneMonth(new Date("2025-03-20T15:30:00.000Z")).toISOString()).toBe("2025-04-20T15:30:00.000Z");
    expect(addOneMonth(new Date("2025-12-15T00:00:00.000Z")).toISOString()).toBe("2026-01-15T00:00:00.000Z");
  });

  it("stops at the last day of a shorter month", () => {
    expect(addOneMonth(new Date("2025-01-31T10:00:00.000Z")).toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2024-01-31T10:00:00.000Z")).toISOString()).toBe("2024-02-29T10:00:00.000Z");
    expect(addOneMonth(new Date("2025-03-31T10:00:00.000Z")).toISOString()).toBe("2025-04-30T10:00:00.000Z");
  });
});
