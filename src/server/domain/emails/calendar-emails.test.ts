import { describe, expect, it } from "vitest";
import {
  calendarFailingEmail,
  jobCanceledFromCalendarForCleanerEmail,
  jobCanceledFromCalendarForClientEmail,
  jobMovedForCleanerEmail,
  jobMovedForClientEmail,
} from "./calendar-emails";

const job = {
  jobId: "job 1",
  type: "Airbnb Turnover",
  address: "12 Elm St\r\nApt 3",
  timeZone: "America/New_York",
  scheduledStart: new Date("2027-01-13T16:00:00Z"),
};
const from = new Date("2027-01-12T16:00:00Z");
const WAS = "Tuesday, January 12, 2027 at 11:00 AM EST";
const NOW = "Wednesday, January 13, 2027 at 11:00 AM EST";
const URL = "https://tidyline.test";

describe("a rental calendar's emails (docs/decisions/054)", () => {
  it("a moved turnover tells the client the old and new times, naming the calendar, and whether the cleaner keeps it", () => {
    const kept = jobMovedForClientEmail({ job, from, calendarLabel: "Airbnb", cleanerKept: true });
    expect(kept.subject).toBe(`Your cleaning moved to ${NOW}`);
    expect(kept.text.split("\n")).toEqual([
      "The reservation changed on the Airbnb calendar, so your Airbnb Turnover at 12 Elm St Apt 3 moved.",
      "",
      `Was: ${WAS}`,
      `Now: ${NOW}`,
      "",
      "Your cleaner is free then and keeps it.",
    ]);
    expect(jobMovedForClientEmail({ job, from, calendarLabel: "Airbnb", cleanerKept: false }).text).toContain(
      "Your cleaner is not free then, so your cleaning is open to our cleaners again",
    );
    expect(jobMovedForClientEmail({ job, from, calendarLabel: "Airbnb", cleanerKept: null }).text).not.toContain("cleaner");
  });

  it("the cleaner hears of the move too: kept, with the job in My Assignments; or taken off, pointed to the board", () => {
    const kept = jobMovedForCleanerEmail({ job, from, calendarLabel: "VRBO", kept: true, publicUrl: URL });
    expect(kept.subject).toBe(`Your cleaning moved to ${NOW}`);
    expect(kept.text).toContain("The reservation changed on the VRBO calendar, so the Airbnb Turnover at 12 Elm St Apt 3 moved.");
    expect(kept.text).toContain(`Was: ${WAS}\nNow: ${NOW}`);
    expect(kept.text).toContain("https://tidyline.test/cleaner/assignments?job=job%201");
    const lost = jobMovedForCleanerEmail({ job, from, calendarLabel: "VRBO", kept: false, publicUrl: URL });
    expect(lost.subject).toBe(`You are no longer on the Airbnb Turnover: it moved to ${NOW}`);
    expect(lost.text).toContain("it is no longer yours. Please do not go at either time.");
    expect(lost.text).toContain("https://tidyline.test/cleaner/open-jobs");
  });

  it("a canceled turnover gives the calendar as the reason, and the plan's clean back only when it is", () => {
    const client = jobCanceledFromCalendarForClientEmail({ job, calendarLabel: "Airbnb", planCleanReturned: true });
    expect(client.subject).toBe(`Your Airbnb Turnover on ${NOW} is canceled`);
    expect(client.text.split("\n")).toEqual([
      `Your Airbnb Turnover on ${NOW} at 12 Elm St Apt 3 is canceled. No cleaner will come for it.`,
      "The reservation was removed from the Airbnb calendar.",
      "",
      "The clean it took from your plan is yours again.",
    ]);
    expect(jobCanceledFromCalendarForClientEmail({ job, calendarLabel: "Airbnb", planCleanReturned: false }).text).not.toContain("plan");
    const cleaner = jobCanceledFromCalendarForCleanerEmail({ job, calendarLabel: "Airbnb", publicUrl: URL });
    expect(cleaner.subject).toBe(`Canceled: the Airbnb Turnover on ${NOW}`);
    expect(cleaner.text).toContain("The reservation was removed from the Airbnb calendar.");
  });

  it("a failing feed names the unit, the calendar and the reason on one line each, and links the units screen", () => {
    const email = calendarFailingEmail({
      unitLabel: "Beacon\nHill Loft",
      calendarLabel: "Airbnb",
      reason: "The address answered 404",
      publicUrl: URL,
    });
    expect(email.subject).toBe("We cannot read the Airbnb calendar of Beacon Hill Loft");
    expect(email.text).toContain(
      "The last three times we read the Airbnb calendar of Beacon Hill Loft, it failed: The address answered 404",
    );
    expect(email.text.endsWith("https://tidyline.test/client/units")).toBe(true);
  });
});
