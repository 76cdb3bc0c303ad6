import { describe, expect, it } from "vitest";
import { hoursText, sizeText, timeLeftToClaim } from "./claim-time";

const now = Date.parse("2031-03-04T12:00:00Z");
const after = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;

describe("timeLeftToClaim", () => {
  it("counts down in days and hours, then hours and minutes, then minutes", () => {
    expect(timeLeftToClaim(after(26 * 60 * MINUTE + 5 * MINUTE), now)).toBe("1d 2h left");
    expect(timeLeftToClaim(after(3 * 60 * MINUTE + 20 * MINUTE + 59_000), now)).toBe("3h 20m left");
    expect(timeLeftToClaim(after(45 * MINUTE), now)).toBe("45m left");
    expect(timeLeftToClaim(after(30_000), now)).toBe("Less than a minute left");
  });

  it("says Closed once the window has ended", () => {
    expect(timeLeftToClaim(after(0), now)).toBe("Closed");
    expect(timeLeftToClaim(after(-MINUTE), now)).toBe("Closed");
  });
});

describe("card texts", () => {
  it("names hours in the singular and plural", () => {
    expect(hoursText(1)).toBe("1 hour");
    expect(hoursText(2.5)).toBe("2.5 hours");
  });

  it("lists the size the client gave, leaving out the rest", () => {
    expect(sizeText({ bedrooms: 2, bathrooms: 1.5, sqFt: 1200 })).toBe("2 bed · 1.5 bath · 1,200 sq ft");
    expect(sizeText({ bedrooms: 0, bathrooms: null, sqFt: null })).toBe("Studio");
    expect(sizeText({ bedrooms: null, bathrooms: null, sqFt: null })).toBe("Not given");
  });
});
