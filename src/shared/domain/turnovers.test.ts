import { describe, expect, it } from "vitest";
import { calendarPreviewText, doneByText, syncSummaryText } from "./turnovers";
import { timeInZone } from "./zone-format";

const chicago = "America/Chicago";
const inChicago = (instant: Date, zone: string) => timeInZone(instant, zone, chicago);
const inNewYork = (instant: Date, zone: string) => timeInZone(instant, zone, "America/New_York");

describe("doneByText", () => {
  // 10:00 and 15:00 CST on Dec 16, 2026.
  const job = { scheduledStart: "2026-12-16T16:00:00.000Z", readyBy: "2026-12-16T21:00:00.000Z", timeZone: chicago };

  it("says the next check-in in the job's zone, naming the zone only for a viewer elsewhere", () => {
    expect(doneByText(job, inChicago)).toBe("Done by 3:00 PM (next check-in)");
    expect(doneByText(job, inNewYork)).toBe("Done by 3:00 PM CST (next check-in)");
  });

  it("adds the date when the deadline is not the job's day in its zone", () => {
    // 01:00 UTC on the 17th is still the 16th in Chicago: the same day.
    expect(doneByText({ ...job, readyBy: "2026-12-17T01:00:00.000Z" }, inChicago)).toBe("Done by 7:00 PM (next check-in)");
    expect(doneByText({ ...job, readyBy: "2026-12-17T21:00:00.000Z" }, inChicago)).toBe("Done by 3:00 PM on Dec 17, 2026 (next check-in)");
  });
});

describe("syncSummaryText", () => {
  it("counts created, moved and canceled apart, and lists what was skipped", () => {
    expect(syncSummaryText({ created: 2, moved: 1, canceled: 1, skippedBlocks: 3, skippedPast: 1 })).toBe(
      "2 created, 1 moved, 1 canceled; skipped 3 blocks and 1 past stay",
    );
    expect(syncSummaryText({ created: 0, moved: 0, canceled: 0, skippedBlocks: 1, skippedPast: 0 })).toBe(
      "0 created, 0 moved, 0 canceled; skipped 1 block",
    );
    expect(syncSummaryText({ created: 4, moved: 0, canceled: 0, skippedBlocks: 0, skippedPast: 2 })).toBe(
      "4 created, 0 moved, 0 canceled; skipped 2 past stays",
    );
    expect(syncSummaryText({ created: 0, moved: 0, canceled: 0, skippedBlocks: 0, skippedPast: 0 })).toBe("0 created, 0 moved, 0 canceled");
  });
});

describe("calendarPreviewText", () => {
  it("says what a feed would book in the next 30 days, its price and the plan's cleans it takes", () => {
    expect(calendarPreviewText({ turnovers: 4, totalCents: 48_000, countedAgainstPlan: 2 })).toBe(
      "4 turnovers in the next 30 days, about $480, 2 counted against your plan",
    );
    expect(calendarPreviewText({ turnovers: 1, totalCents: 12_000, countedAgainstPlan: null })).toBe(
      "1 turnover in the next 30 days, about $120",
    );
    expect(calendarPreviewText({ turnovers: 0, totalCents: 0, countedAgainstPlan: 0 })).toBe("No turnovers in the next 30 days");
  });
});
