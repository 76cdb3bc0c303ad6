import { describe, expect, it } from "vitest";
import { CALENDAR_FAILURE_KINDS, calendarFailureText, nextTryText } from "./calendar-failures";

const CHICAGO = "America/Chicago";
// 1:00 PM in Chicago (CST) on Dec 16, 2026.
const now = new Date("2026-12-16T19:00:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const viewer = { now, viewerZone: CHICAGO };

describe("a failing calendar's words", () => {
  it("say what happened, that the turnovers are kept, and when the next try is, in the viewer's time", () => {
    expect(calendarFailureText({ label: "Airbnb", failure: "no-answer", nextTryAt: later(75) }, viewer)).toBe(
      "Airbnb did not answer; your turnovers are kept. We will try again at 2:15 PM.",
    );
    expect(
      calendarFailureText({ label: "Airbnb", failure: "no-answer", nextTryAt: later(75) }, { now, viewerZone: "America/New_York" }),
    ).toBe("Airbnb did not answer; your turnovers are kept. We will try again at 3:15 PM.");
  });

  it("name each kind's cause in plain words, decisions 057's and 058's among them", () => {
    const texts = CALENDAR_FAILURE_KINDS.map((failure) => calendarFailureText({ label: "VRBO", failure, nextTryAt: later(30) }, viewer));
    expect(texts).toEqual([
      "VRBO did not answer; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO has no calendar at this address anymore; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO answered with an error; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's address did not send a calendar; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's calendar has an event that cannot be read; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's calendar is too large or complex to read; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's calendar has an event that repeats more often than once a day; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's calendar has more stays than days ahead, so it may not be this unit's calendar; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's calendar came back empty; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO's address points to a private network and cannot be used; your turnovers are kept. We will try again at 1:30 PM.",
      "VRBO could not be read; your turnovers are kept. We will try again at 1:30 PM.",
    ]);
  });

  it("say when the next try is: within a minute when due, tomorrow, or on a later date", () => {
    expect(nextTryText(new Date(later(-5)), now, CHICAGO)).toBe("We will try again within a minute.");
    expect(nextTryText(new Date(later(0.5)), now, CHICAGO)).toBe("We will try again within a minute.");
    // 1:00 PM + 12 h is past midnight in Chicago.
    expect(nextTryText(new Date(later(12 * 60)), now, CHICAGO)).toBe("We will try again tomorrow at 1:00 AM.");
    expect(nextTryText(new Date(later(3 * 24 * 60)), now, CHICAGO)).toBe("We will try again on Dec 19, 2026 at 1:00 PM.");
  });
});
