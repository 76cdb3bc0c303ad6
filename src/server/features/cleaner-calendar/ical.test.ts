import { describe, expect, it } from "vitest";
import { escapeText, foldLine, formatUtc, serializeCalendar } from "./ical";

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops control characters but keeps tabs and ordinary text", () => {
    expect(escapeText("bell\u0007 tab\there é 🧹")).toBe("bell tab\there é 🧹");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds a long line into pieces of at most 75 octets, continuation lines starting with a space", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const pieces = foldLine(line).split("\r\n");
    expect(pieces.length).toBe(3);
    expect(pieces.map(octets)).toEqual([75, 75, octets(line) - 75 - 74 + 1]);
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it("never splits a multibyte character, and unfolds to the original", () => {
    // é is 2 octets, 🧹 is 4: the boundaries land inside characters unless the fold avoids them.
    const line = `LOCATION:${"é".repeat(40)}${"🧹".repeat(30)}`;
    const folded = foldLine(line);
    for (const piece of folded.split("\r\n")) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
      // Each piece is valid UTF-8 on its own (a split character would not round-trip).
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(piece))).toBe(piece);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe("serializeCalendar", () => {
  const feed = serializeCalendar({
    name: "Tidyline, Casey's jobs",
    generatedAt: new Date("2026-11-20T08:00:00.123Z"),
    events: [
      {
        uid: "a1@tidyline",
        start: new Date("2026-11-23T15:00:00Z"),
        end: new Date("2026-11-23T17:30:00Z"),
        summary: "Deep Clean",
        location: "1 Harbor Way, Apt 2; Boston, MA",
        description: `Status: Assigned\nOpen the assignment: ${"long text ".repeat(12)}`,
        url: "https://tidyline.example/cleaner/assignments?job=j1",
      },
    ],
  });

  it("ends every line with CRLF and folds none past 75 octets", () => {
    expect(feed.endsWith("\r\n")).toBe(true);
    expect(feed.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of feed.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("is a VCALENDAR of VEVENTs with the properties calendar apps require", () => {
    const lines = unfold(feed).split("\r\n").filter(Boolean);
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Tidyline//Cleaner Assignments//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Tidyline\\, Casey's jobs",
    ]);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    const event = lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"));
    const properties = new Map(event.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]));
    expect(Object.fromEntries(properties)).toMatchObject({
      UID: "a1@tidyline",
      DTSTAMP: "20261120T080000Z",
      DTSTART: "20261123T150000Z",
      DTEND: "20261123T173000Z",
      SUMMARY: "Deep Clean",
      LOCATION: "1 Harbor Way\\, Apt 2\\; Boston\\, MA",
      URL: "https://tidyline.example/cleaner/assignments?job=j1",
      STATUS: "CONFIRMED",
    });
    expect(properties.get("DESCRIPTION")).toMatch(/^Status: Assigned\\nOpen the assignment: long text/);
    // Every line of an event is NAME:value (or NAME;PARAM=...:value).
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[A-Z-]+=[^:]+)?:/);
  });

  it("writes UTC times without fractions", () => {
    expect(formatUtc(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });

  it("is an empty calendar without events", () => {
    const empty = serializeCalendar({ name: "x", generatedAt: new Date(), events: [] });
    expect(empty).not.toContain("BEGIN:VEVENT");
    expect(empty).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });
});
