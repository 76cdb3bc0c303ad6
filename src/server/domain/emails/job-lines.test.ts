import { describe, expect, it } from "vitest";
import { jobNoteLines, ratingLine, startInZone } from "./job-lines";

describe("job email lines", () => {
  it("gives the start in the job's own zone, naming it (docs/decisions/064)", () => {
    const scheduledStart = new Date("2025-03-04T15:00:00Z");
    expect(startInZone({ timeZone: "America/New_York", scheduledStart })).toBe("Tuesday, March 4, 2025 at 10:00 AM EST");
    expect(startInZone({ timeZone: "America/Chicago", scheduledStart })).toBe("Tuesday, March 4, 2025 at 9:00 AM CST");
  });

  it("gives a rating to one decimal with its count, and says when there is none yet (spec 9)", () => {
    expect(ratingLine({ ratingAvg: "4.666", ratingCount: 3 })).toBe("4.7 out of 5 (3 reviews)");
    expect(ratingLine({ ratingAvg: "5", ratingCount: 1 })).toBe("5.0 out of 5 (1 review)");
    expect(ratingLine({ ratingAvg: null, ratingCount: 0 })).toBe("no reviews yet");
  });

  it("lists the notes the cleaner needs, each on one line, and nothing when there are none", () => {
    expect(jobNoteLines({ specialInstructions: "Water the\nplants", unitNotes: "Code 1234" })).toEqual([
      "",
      "Special instructions:",
      "Water the plants",
      "",
      "Unit notes:",
      "Code 1234",
    ]);
    expect(jobNoteLines({ specialInstructions: " \n ", unitNotes: null })).toEqual([]);
  });
});
