import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isBlockSummary } from "../../../shared/domain/turnovers";
import { NOT_ICALENDAR, UNREADABLE_EVENT, parseCalendarFeed } from "./parse-feed";
import type { CalendarEvent } from "./types";

const now = new Date("2027-01-01T12:00:00Z");
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

function events(name: string, horizonDays?: number): CalendarEvent[] {
  const outcome = parseCalendarFeed(fixture(name), { now, horizonDays });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.events;
}
const brief = (event: CalendarEvent) => ({
  key: event.key,
  summary: event.summary,
  isBlock: event.isBlock,
  start: event.start,
  end: event.end,
});

describe("parseCalendarFeed", () => {
  it("reads an Airbnb export: DATE values stay the days written, blocks are marked, UIDs are the keys", () => {
    expect(events("airbnb.ics").map(brief)).toEqual([
      {
        key: "1418fb94e984-5f2a8c1d7be04e5a9c0d3b6f21e4a7c9@airbnb.com",
        summary: "Reserved",
        isBlock: false,
        start: { kind: "date", date: "2027-01-08" },
        end: { kind: "date", date: "2027-01-12" },
      },
      {
        key: "1418fb94e984-8b3e6d0a4f1c4b7e8d2a9c5f30b6e1d4@airbnb.com",
        summary: "Reserved",
        isBlock: false,
        start: { kind: "date", date: "2027-01-12" },
        end: { kind: "date", date: "2027-01-16" },
      },
      {
        key: "7f3d1a2b9c4e-0a1b2c3d4e5f60718293a4b5c6d7e8f9@airbnb.com",
        summary: "Airbnb (Not available)",
        isBlock: true,
        start: { kind: "date", date: "2027-01-20" },
        end: { kind: "date", date: "2027-01-25" },
      },
      {
        key: "1418fb94e984-c4d5e6f708192a3b4c5d6e7f8091a2b3@airbnb.com",
        summary: "Reserved",
        isBlock: false,
        start: { kind: "date", date: "2027-01-29" },
        end: { kind: "date", date: "2027-02-01" },
      },
    ]);
  });

  it("reads VRBO's 'Reserved - <guest>' stays and its 'Blocked' dates", () => {
    expect(events("vrbo.ics").map((event) => [event.summary, event.isBlock, event.start, event.end])).toEqual([
      ["Reserved - Maria", false, { kind: "date", date: "2027-01-05" }, { kind: "date", date: "2027-01-09" }],
      ["Reserved - Kenji", false, { kind: "date", date: "2027-01-09" }, { kind: "date", date: "2027-01-13" }],
      ["Blocked", true, { kind: "date", date: "2027-01-18" }, { kind: "date", date: "2027-01-21" }],
    ]);
  });

  it("reads Booking.com's 'CLOSED - Not available' entries as blocks (it writes stays and closed dates alike)", () => {
    const read = events("booking.ics");
    expect(read.map((event) => [event.uid, event.isBlock, event.start, event.end])).toEqual([
      ["d7b2f5c0a1e94b3f8c6d2e0a9b7f1c3e@booking.com", true, { kind: "date", date: "2027-01-12" }, { kind: "date", date: "2027-01-14" }],
      ["a3e8c1f7b2d04e6a9f5c7b1d3e0a8c2f@booking.com", true, { kind: "date", date: "2027-01-20" }, { kind: "date", date: "2027-01-23" }],
    ]);
  });

  it("turns TZID and Z times into instants: the file's VTIMEZONE first, else the IANA zone named", () => {
    const byKey = new Map(events("google-tzid.ics").map((event) => [event.key, event]));
    const instants = (key: string) => {
      const event = byKey.get(key);
      if (event?.start.kind !== "instant" || event.end.kind !== "instant") throw new Error(`${key} is not instants`);
      return [event.start.instant.toISOString(), event.end.instant.toISOString()];
    };
    // New York in winter (EST, -05:00) and in summer (EDT, -04:00).
    expect(instants("4r8k2m6p0s3v7x1z5b9d@google.com")).toEqual(["2027-01-12T21:00:00.000Z", "2027-01-15T15:00:00.000Z"]);
    expect(instants("7c1e5g9i3k7m1o5q9s3u@google.com")).toEqual(["2027-07-10T19:00:00.000Z", "2027-07-14T15:00:00.000Z"]);
    // Outlook's Windows zone name is known only from the file's own VTIMEZONE.
    expect(instants("040000008200E00074C5B7101A82E00800000000@outlook.com")).toEqual([
      "2027-01-20T20:00:00.000Z",
      "2027-01-22T16:00:00.000Z",
    ]);
    // Europe/Paris with no VTIMEZONE in the file (+01:00 in February).
    expect(instants("paris-no-vtimezone@example.com")).toEqual(["2027-02-01T14:00:00.000Z", "2027-02-03T10:00:00.000Z"]);
    expect(instants("utc-stay@example.com")).toEqual(["2027-02-05T21:00:00.000Z", "2027-02-07T16:00:00.000Z"]);
  });

  it("keeps floating times as wall-clock times, and fills a missing DTEND from DURATION, one day, or the start", () => {
    expect(events("floating.ics").map((event) => [event.key, event.start, event.end])).toEqual([
      [
        "floating-stay@example.com",
        { kind: "floating", date: "2027-01-12", time: "15:00" },
        { kind: "floating", date: "2027-01-15", time: "10:30" },
      ],
      ["duration-stay@example.com", { kind: "date", date: "2027-01-29" }, { kind: "date", date: "2027-02-01" }],
      ["one-night@example.com", { kind: "date", date: "2027-01-31" }, { kind: "date", date: "2027-02-01" }],
      [
        "no-end-time@example.com",
        { kind: "floating", date: "2027-02-10", time: "09:00" },
        { kind: "floating", date: "2027-02-10", time: "09:00" },
      ],
    ]);
  });

  it("expands recurring stays from a week back to the horizon, honouring EXDATE, RDATE, moved and cancelled instances", () => {
    const weekends = events("recurring.ics").filter((event) => event.uid === "weekend-series@example.com");
    expect(weekends.map((event) => [event.key, event.start, event.end])).toEqual([
      // 2026-12-18's stay ended before the week back; 2027-01-01 is an EXDATE; 2027-01-15 is cancelled.
      ["weekend-series@example.com#20261225", { kind: "date", date: "2026-12-25" }, { kind: "date", date: "2026-12-27" }],
      // Moved a day later, it keeps its occurrence's key so its job moves rather than being replaced.
      ["weekend-series@example.com#20270108", { kind: "date", date: "2027-01-09" }, { kind: "date", date: "2027-01-11" }],
      ["weekend-series@example.com#20270122", { kind: "date", date: "2027-01-22" }, { kind: "date", date: "2027-01-24" }],
      ["weekend-series@example.com#20270129", { kind: "date", date: "2027-01-29" }, { kind: "date", date: "2027-01-31" }],
      ["weekend-series@example.com#20270203", { kind: "date", date: "2027-02-03" }, { kind: "date", date: "2027-02-05" }],
      ["weekend-series@example.com#20270205", { kind: "date", date: "2027-02-05" }, { kind: "date", date: "2027-02-07" }],
    ]);
    expect(weekends[1]?.summary).toBe("Reserved - Weekend regulars (one day later)");
  });

  it("makes no event of a cancelled stay, and stops an endless rule at the horizon", () => {
    const read = events("recurring.ics");
    expect(read.some((event) => event.uid === "cancelled-stay@example.com")).toBe(false);
    const monthly = read.filter((event) => event.uid === "monthly-owner-block@example.com");
    expect(monthly.map((event) => event.key)).toEqual(
      ["20270101", "20270201", "20270301", "20270401", "20270501", "20270601"].map(
        (day) => `monthly-owner-block@example.com#${day}T090000`,
      ),
    );
    // 09:00 in Chicago: CST in winter, CDT from March 14.
    expect(monthly[0]?.start).toEqual({ kind: "instant", instant: new Date("2027-01-01T15:00:00Z") });
    expect(monthly[3]?.start).toEqual({ kind: "instant", instant: new Date("2027-04-01T14:00:00Z") });
    expect(events("recurring.ics", 40).filter((event) => event.uid === "monthly-owner-block@example.com")).toHaveLength(2);
  });

  it("keeps one stay per UID: the later revision", () => {
    const text = [
      "BEGIN:VCALENDAR",
      ...["SEQUENCE:2\nDTSTART;VALUE=DATE:20270110", "SEQUENCE:1\nDTSTART;VALUE=DATE:20270105"].map(
        (lines) => `BEGIN:VEVENT\nUID:twice@example.com\n${lines}\nSUMMARY:Reserved\nEND:VEVENT`,
      ),
      "END:VCALENDAR",
    ].join("\n");
    const outcome = parseCalendarFeed(text, { now });
    expect(outcome.ok && outcome.events.map((event) => event.start)).toEqual([{ kind: "date", date: "2027-01-10" }]);
  });

  it("refuses what is not an iCalendar file, and reads a calendar with no events as none", () => {
    for (const text of [fixture("not-a-calendar.html"), "", '{"events":[]}', "BEGIN:VCALENDAR\nthis is not a line"]) {
      expect(parseCalendarFeed(text, { now })).toEqual({ ok: false, reason: NOT_ICALENDAR });
    }
    expect(parseCalendarFeed("\uFEFFBEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", { now })).toEqual({ ok: true, events: [] });
  });

  it("refuses the whole feed when one event cannot be read, so no stay is dropped unseen", () => {
    const text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:bad@example.com\nDTSTART:next tuesday\nEND:VEVENT\nEND:VCALENDAR";
    expect(parseCalendarFeed(text, { now })).toEqual({ ok: false, reason: UNREADABLE_EVENT });
  });
});

describe("isBlockSummary", () => {
  it("knows the channels' blocks from their stays", () => {
    for (const summary of [
      "Not available",
      "Blocked",
      "Airbnb (Not available)",
      "CLOSED - Not available",
      "blocked: owner stay",
      "Unavailable",
    ]) {
      expect(isBlockSummary(summary), summary).toBe(true);
    }
    for (const summary of ["Reserved", "Reserved - Maria", "Reserved - Blockley", "Guest: Okafor family", ""]) {
      expect(isBlockSummary(summary), summary).toBe(false);
    }
  });
});
