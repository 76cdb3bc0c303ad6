import { describe, expect, it } from "vitest";
import { fitTextSegment, formatPhoneNumber, keywordOf, parsePhoneNumber } from "./text-messages";

describe("parsePhoneNumber (docs/decisions/070)", () => {
  it.each([
    ["(415) 555-0123", "+14155550123"],
    ["415.555.0123", "+14155550123"],
    ["1 415 555 0123", "+14155550123"],
    ["+1 (415) 555-0123", "+14155550123"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (typed, e164) => {
    expect(parsePhoneNumber(typed)).toBe(e164);
  });

  it.each(["555-0123", "(115) 555-0123", "(415) 155-0123", "415 555 01234", "+0 123 4567", "tel: 415", ""])("refuses %j", (typed) => {
    expect(parsePhoneNumber(typed)).toBeNull();
  });

  it("shows a US number as people write it", () => {
    expect(formatPhoneNumber("+14155550123")).toBe("(415) 555-0123");
    expect(formatPhoneNumber("+442079460958")).toBe("+442079460958");
  });
});

describe("keywordOf", () => {
  it("reads Twilio's keywords, whatever the case and the spaces around", () => {
    expect(["STOP", " stop ", "Unsubscribe", "CANCEL", "end", "QUIT", "STOPALL"].map(keywordOf)).toEqual(Array(7).fill("stop"));
    expect(["START", "unstop", "Yes"].map(keywordOf)).toEqual(["start", "start", "start"]);
    expect(["HELP", "info"].map(keywordOf)).toEqual(["help", "help"]);
    expect(["stop please", "Thanks!", ""].map(keywordOf)).toEqual([null, null, null]);
  });
});

describe("fitTextSegment", () => {
  const link = "https://tidyline.example/client/upcoming";

  it("keeps words and link that fit one segment as they are, with plain quotes and dashes", () => {
    expect(fitTextSegment("Sam\u2019s on the way \u2014 10:00 AM", link)).toBe(`Sam's on the way - 10:00 AM ${link}`);
  });

  it("cuts the words, not the link, to 160 characters", () => {
    const text = fitTextSegment("word ".repeat(60), link);
    expect(text).toHaveLength(160);
    expect(text.endsWith(`... ${link}`)).toBe(true);
  });
});
