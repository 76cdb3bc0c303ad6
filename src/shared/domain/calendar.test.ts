import { describe, expect, it } from "vitest";
import { isMonth, monthGrid, shiftMonth, weekdayOf } from "./calendar";

describe("the month grid", () => {
  it("runs from the Sunday on or before the first to the Saturday on or after the last", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const grid = monthGrid("2026-11");
    expect(grid).toMatchObject({ firstDay: "2026-11-01", lastDay: "2026-11-30", gridStart: "2026-11-01", gridEnd: "2026-12-05" });
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[4]).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
  });

  it("reaches back into the previous month and handles February of a leap year", () => {
    const grid = monthGrid("2028-02");
    expect(grid).toMatchObject({ lastDay: "2028-02-29", gridStart: "2028-01-30", gridEnd: "2028-03-04" });
    expect(grid.weeks.every((week) => week.length === 7 && weekdayOf(week[0] ?? "") === 0)).toBe(true);
  });

  it("steps months across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("accepts only YYYY-MM months", () => {
    expect(isMonth("2026-11")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-1", "0202-01", "2026-11-01", ""]) expect(isMonth(bad), bad).toBe(false);
  });
});
