// docs/decisions/057: a feed's budget. Skipping to the window keeps every occurrence a full walk
// finds; what a listing never writes is refused whole, in plain words.
import { describe, expect, it } from "vitest";
import { EVERY_SECOND, runawayTimeZone } from "./fixtures/hostile-feeds";
import { parseCalendarFeed } from "./parse-feed";
import { MAX_EVENTS_PER_FEED, MAX_OCCURRENCES_PER_FEED, TOO_COMPLEX, TOO_FREQUENT } from "./recurrence-budget";

const now = new Date("2027-01-01T12:00:00Z");

const feed = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]), "END:VCALENDAR", ""].join(
    "\r\n",
  );

const series = (uid: string, start: string, end: string, rule: string, ...more: string[]) => [
  `UID:${uid}`,
  "SUMMARY:Reserved",
  start,
  end,
  `RRULE:${rule}`,
  ...more,
];

function parsed(text: string, skipToWindow = true) {
  const outcome = parseCalendarFeed(text, { now, skipToWindow });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.events;
}

describe("skipping a series to the window", () => {
  const SERIES: [string, string[]][] = [
    ["daily from 2000", series("d", "DTSTART:20000101T150000Z", "DTEND:20000102T110000Z", "FREQ=DAILY")],
    ["every third day", series("d3", "DTSTART:20000103T150000Z", "DTEND:20000104T110000Z", "FREQ=DAILY;INTERVAL=3")],
    // Its start is a Tuesday the rule does not keep: no stay on a Tuesday after the skip either.
    ["daily on Mondays and Wednesdays", series("mw", "DTSTART:20000104T100000Z", "DTEND:20000104T120000Z", "FREQ=DAILY;BYDAY=MO,WE")],
    [
      "every other Saturday, all-day",
      series("sa", "DTSTART;VALUE=DATE:20000101", "DTEND;VALUE=DATE:20000103", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"),
    ],
    ["weekly until March", series("u", "DTSTART:20000105T150000Z", "DTEND:20000107T110000Z", "FREQ=WEEKLY;UNTIL=20270301T000000Z")],
    [
      "weekly in New York's wall clock, across the clock change",
      series("ny", "DTSTART;TZID=America/New_York:20000105T150000", "DTEND;TZID=America/New_York:20000107T110000", "FREQ=WEEKLY"),
    ],
    [
      "weekly with a moved and a removed instance",
      series("x", "DTSTART:20000106T150000Z", "DTEND:20000108T110000Z", "FREQ=WEEKLY", "EXDATE:20270113T150000Z"),
    ],
  ];
  for (const [name, lines] of SERIES) {
    it(`finds the same stays as a full walk: ${name}`, () => {
      const text = feed(lines);
      const walked = parsed(text, false);
      expect(walked.length).toBeGreaterThan(5);
      expect(parsed(text)).toEqual(walked);
    });
  }

  it("reads a daily series from 1900 (46,000 steps to walk) within its budget", () => {
    const events = parsed(feed(series("old", "DTSTART:19000101T150000Z", "DTEND:19000102T110000Z", "FREQ=DAILY")));
    // A week back to 180 days ahead, a stay a day.
    expect(events.length).toBeGreaterThanOrEqual(186);
    expect(events.length).toBeLessThanOrEqual(188);
    expect(
      parseCalendarFeed(feed(series("old", "DTSTART:19000101T150000Z", "DTEND:19000102T110000Z", "FREQ=DAILY")), {
        now,
        skipToWindow: false,
      }),
    ).toEqual({
      ok: false,
      reason: TOO_COMPLEX,
    });
  });
});

describe("the feed's budget", () => {
  it(`refuses more than ${MAX_OCCURRENCES_PER_FEED} occurrences in the window, however many events share them`, () => {
    const daily = (n: number) => series(`daily-${n}`, "DTSTART:20261201T150000Z", "DTEND:20261201T160000Z", "FREQ=DAILY");
    expect(parseCalendarFeed(feed(...[1, 2, 3, 4, 5].map(daily)), { now })).toMatchObject({ ok: true });
    expect(parseCalendarFeed(feed(...[1, 2, 3, 4, 5, 6].map(daily)), { now })).toEqual({ ok: false, reason: TOO_COMPLEX });
  });

  it(`refuses more than ${MAX_EVENTS_PER_FEED} events, before reading them`, () => {
    const stay = (n: number) => [`UID:s${n}`, "DTSTART;VALUE=DATE:20200101", "DTEND;VALUE=DATE:20200102"];
    const many = Array.from({ length: MAX_EVENTS_PER_FEED + 1 }, (_, n) => stay(n));
    expect(parseCalendarFeed(feed(...many.slice(1)), { now })).toMatchObject({ ok: true });
    expect(parseCalendarFeed(feed(...many), { now })).toEqual({ ok: false, reason: TOO_COMPLEX });
  });

  it("refuses a series it must walk step by step past its budget (COUNT counts from the start, so no skip)", () => {
    const counted = (start: string) => series("c", `DTSTART:${start}T150000Z`, `DTEND:${start}T160000Z`, "FREQ=DAILY;COUNT=1000000");
    expect(parseCalendarFeed(feed(counted("19800101")), { now })).toMatchObject({ ok: true });
    expect(parseCalendarFeed(feed(counted("19500101")), { now })).toEqual({
      ok: false,
      reason: TOO_COMPLEX,
    });
  });

  it("refuses events repeating more often than once a day", () => {
    expect(parseCalendarFeed(EVERY_SECOND, { now })).toEqual({ ok: false, reason: TOO_FREQUENT });
    const hourly = series("h", "DTSTART:20270101T150000Z", "DTEND:20270101T160000Z", "FREQ=HOURLY;COUNT=3");
    const twiceDaily = series("t", "DTSTART:20270101T090000Z", "DTEND:20270101T100000Z", "FREQ=DAILY;BYHOUR=9,17;COUNT=4");
    expect(parseCalendarFeed(feed(hourly), { now })).toEqual({ ok: false, reason: TOO_FREQUENT });
    expect(parseCalendarFeed(feed(twiceDaily), { now })).toEqual({ ok: false, reason: TOO_FREQUENT });
  });

  it("drops a VTIMEZONE whose rule repeats more often than yearly and reads its TZID as the IANA zone", () => {
    for (const freq of ["HOURLY", "MINUTELY"] as const) {
      const started = performance.now();
      const [stay] = parsed(runawayTimeZone(freq));
      // 15:00 in Chicago on 10 January is 21:00 UTC (the file's own rule would have said -06:00 too, after hours).
      expect(stay?.start).toEqual({ kind: "instant", instant: new Date("2027-01-10T21:00:00Z") });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
