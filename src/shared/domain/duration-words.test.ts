// docs/decisions/067: durations in emails are words, not "15 m".
import { describe, expect, it } from "vitest";
import { durationInWords } from "./duration-words";

const MINUTE = 60_000;

describe("durationInWords", () => {
  it("writes minutes, hours and days in full, singular or plural", () => {
    expect(durationInWords(15 * MINUTE)).toBe("15 minutes");
    expect(durationInWords(1 * MINUTE)).toBe("1 minute");
    expect(durationInWords(60 * MINUTE)).toBe("1 hour");
    expect(durationInWords(100 * MINUTE)).toBe("1 hour 40 minutes");
    expect(durationInWords(121 * MINUTE)).toBe("2 hours 1 minute");
    expect(durationInWords(24 * 60 * MINUTE)).toBe("1 day");
    expect(durationInWords(27 * 60 * MINUTE + 30 * MINUTE)).toBe("1 day 3 hours");
  });
  it("rounds down to the minute, and says so under one", () => {
    expect(durationInWords(15 * MINUTE + 59_000)).toBe("15 minutes");
    expect(durationInWords(59_000)).toBe("under a minute");
    expect(durationInWords(-5)).toBe("under a minute");
  });
});
