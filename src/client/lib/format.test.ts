import { afterAll, afterEach, describe, expect, it } from "vitest";
import { formatJobDate, formatJobDateTime, formatJobTime, formatJobTimeRange, formatJobWeekday, viewerTimeZone } from "./format";

// docs/decisions/064: a job's times are its place's, the zone named when the viewer's browser reads
// otherwise. The browser's zone is the process's here: each test sets it.
const previousZone = process.env.TZ;
const viewFrom = (zone: string) => void (process.env.TZ = zone);
afterEach(() => void (process.env.TZ = previousZone));
afterAll(() => void (process.env.TZ = previousZone));

// 10 AM in Chicago on Tuesday Dec 8, 2026 (CST); 11 AM in New York.
const CHICAGO_TEN = "2026-12-08T16:00:00.000Z";
// 11:30 PM on Tuesday Dec 8 in Chicago, already 12:30 AM on Wednesday Dec 9 in New York.
const CHICAGO_LATE = "2026-12-09T05:30:00.000Z";

describe("the job formatters", () => {
  it("write a Chicago job's time in Chicago, naming the zone for a New York viewer", () => {
    viewFrom("America/New_York");
    expect(viewerTimeZone()).toBe("America/New_York");
    expect(formatJobTime(CHICAGO_TEN, "America/Chicago")).toBe("10:00 AM CST");
    expect(formatJobDateTime(CHICAGO_TEN, "America/Chicago")).toBe("Dec 08, 2026 at 10:00 AM CST");
    expect(formatJobTime(CHICAGO_TEN, "America/New_York")).toBe("11:00 AM");
    // Detroit's clock reads New York's: no zone.
    expect(formatJobTime(CHICAGO_TEN, "America/Detroit")).toBe("11:00 AM");
  });

  it("name no zone for a viewer in the job's own zone", () => {
    viewFrom("America/Chicago");
    expect(formatJobTime(CHICAGO_TEN, "America/Chicago")).toBe("10:00 AM");
    expect(formatJobDateTime(CHICAGO_TEN, "America/New_York")).toBe("Dec 08, 2026 at 11:00 AM EST");
  });

  it("name the zone once after a range, and at both ends across a clock change", () => {
    const end = "2026-12-08T18:00:00.000Z";
    viewFrom("America/New_York");
    expect(formatJobTimeRange(CHICAGO_TEN, end, "America/Chicago")).toBe("10:00 AM - 12:00 PM CST");
    expect(formatJobTimeRange(CHICAGO_TEN, end, "America/Chicago", " to ")).toBe("10:00 AM to 12:00 PM CST");
    expect(formatJobTimeRange(CHICAGO_TEN, end, "America/New_York")).toBe("11:00 AM - 1:00 PM");
    // Chicago springs forward at 2 AM on Mar 8, 2026: 1 AM CST to 4 AM CDT is two hours.
    expect(formatJobTimeRange("2026-03-08T07:00:00.000Z", "2026-03-08T09:00:00.000Z", "America/Chicago")).toBe("1:00 AM CST - 4:00 AM CDT");
    viewFrom("America/Chicago");
    expect(formatJobTimeRange(CHICAGO_TEN, end, "America/Chicago")).toBe("10:00 AM - 12:00 PM");
    expect(formatJobTimeRange("2026-03-08T07:00:00.000Z", "2026-03-08T09:00:00.000Z", "America/Chicago")).toBe("1:00 AM - 4:00 AM");
  });

  it("put a late job on its place's day and weekday, not the viewer's", () => {
    viewFrom("America/New_York");
    expect(formatJobDate(CHICAGO_LATE, "America/Chicago")).toBe("Dec 08, 2026");
    expect(formatJobWeekday(CHICAGO_LATE, "America/Chicago")).toBe("Tuesday");
    expect(formatJobTime(CHICAGO_LATE, "America/Chicago")).toBe("11:30 PM CST");
    expect(formatJobDate(CHICAGO_LATE, "America/New_York")).toBe("Dec 09, 2026");
    expect(formatJobWeekday(CHICAGO_LATE, "America/New_York")).toBe("Wednesday");
  });
});
