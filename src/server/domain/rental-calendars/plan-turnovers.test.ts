import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_TURNOVER_SETTINGS, type TurnoverSettings } from "../../../shared/domain/turnovers";
import { parseCalendarFeed } from "./parse-feed";
import { planTurnovers, type PlannedTurnover } from "./plan-turnovers";
import type { CalendarEvent, EventTime } from "./types";

const newYork: TurnoverSettings = { ...DEFAULT_TURNOVER_SETTINGS, timeZone: "America/New_York" };

function feed(name: string): CalendarEvent[] {
  const outcome = parseCalendarFeed(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"), {
    now: new Date("2027-01-01T12:00:00Z"),
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.events;
}
const date = (value: string): EventTime => ({ kind: "date", date: value });
const instant = (iso: string): EventTime => ({ kind: "instant", instant: new Date(iso) });
const floating = (day: string, time: string): EventTime => ({ kind: "floating", date: day, time });
function stay(key: string, start: EventTime, end: EventTime, summary = "Reserved"): CalendarEvent {
  return { key, uid: key, summary, isBlock: summary !== "Reserved", start, end };
}
const windows = (planned: PlannedTurnover[]) =>
  planned.map((turnover) => [
    turnover.key,
    turnover.date,
    turnover.start.toISOString(),
    turnover.end.toISOString(),
    turnover.readyBy.toISOString(),
    turnover.durationHours,
    turnover.sameDayTurnover,
  ]);

describe("planTurnovers", () => {
  it("cleans an Airbnb feed's stays on their checkout days from 11:00 for the unit's 2 hours, done by the 16:00 check-in; marks the same-day turnover and drops the block", () => {
    const planned = planTurnovers(feed("airbnb.ics"), newYork);
    expect(windows(planned)).toEqual([
      // The next guest checks in on 2027-01-12: same day, the window ends at their check-in.
      [
        "1418fb94e984-5f2a8c1d7be04e5a9c0d3b6f21e4a7c9@airbnb.com",
        "2027-01-12",
        "2027-01-12T16:00:00.000Z",
        "2027-01-12T18:00:00.000Z",
        "2027-01-12T21:00:00.000Z",
        2,
        true,
      ],
      [
        "1418fb94e984-8b3e6d0a4f1c4b7e8d2a9c5f30b6e1d4@airbnb.com",
        "2027-01-16",
        "2027-01-16T16:00:00.000Z",
        "2027-01-16T18:00:00.000Z",
        "2027-01-16T21:00:00.000Z",
        2,
        false,
      ],
      [
        "1418fb94e984-c4d5e6f708192a3b4c5d6e7f8091a2b3@airbnb.com",
        "2027-02-01",
        "2027-02-01T16:00:00.000Z",
        "2027-02-01T18:00:00.000Z",
        "2027-02-01T21:00:00.000Z",
        2,
        false,
      ],
    ]);
    expect(planned[0]).toMatchObject({ uid: "1418fb94e984-5f2a8c1d7be04e5a9c0d3b6f21e4a7c9@airbnb.com", summary: "Reserved" });
  });

  it("treats a block as a stay when the unit does not ignore blocks", () => {
    const planned = planTurnovers(feed("airbnb.ics"), { ...newYork, ignoreBlocks: false });
    expect(planned.map((turnover) => [turnover.summary, turnover.date])).toContainEqual(["Airbnb (Not available)", "2027-01-25"]);
    // Booking.com writes every stay as a block: with blocks kept, each makes a cleaning.
    expect(planTurnovers(feed("booking.ics"), newYork)).toEqual([]);
    expect(planTurnovers(feed("booking.ics"), { ...newYork, ignoreBlocks: false }).map((turnover) => turnover.date)).toEqual([
      "2027-01-14",
      "2027-01-23",
    ]);
  });

  it("lasts the unit's duration, not the window: a 3-hour turnover between 11:00 and 16:00 is 3 hours, done by 16:00", () => {
    const planned = planTurnovers(feed("vrbo.ics"), { ...newYork, durationHours: 3 });
    expect(windows(planned)).toEqual([
      [
        "5b8c2f3e-1d4a-4e6b-9a7c-0f2e8d1b3c5a",
        "2027-01-09",
        "2027-01-09T16:00:00.000Z",
        "2027-01-09T19:00:00.000Z",
        "2027-01-09T21:00:00.000Z",
        3,
        true,
      ],
      [
        "9e4a7d2c-6b1f-4c3e-8a5d-2f7b0c9e1d6a",
        "2027-01-13",
        "2027-01-13T16:00:00.000Z",
        "2027-01-13T19:00:00.000Z",
        "2027-01-13T21:00:00.000Z",
        3,
        false,
      ],
    ]);
  });

  it("cuts a duration that does not fit before the deadline to end at the next check-in", () => {
    const planned = planTurnovers(feed("vrbo.ics"), { ...newYork, durationHours: 6 });
    expect(windows(planned)).toEqual([
      [
        "5b8c2f3e-1d4a-4e6b-9a7c-0f2e8d1b3c5a",
        "2027-01-09",
        "2027-01-09T16:00:00.000Z",
        "2027-01-09T21:00:00.000Z",
        "2027-01-09T21:00:00.000Z",
        5,
        true,
      ],
      [
        "9e4a7d2c-6b1f-4c3e-8a5d-2f7b0c9e1d6a",
        "2027-01-13",
        "2027-01-13T16:00:00.000Z",
        "2027-01-13T21:00:00.000Z",
        "2027-01-13T21:00:00.000Z",
        5,
        false,
      ],
    ]);
  });

  it("reads an instant's checkout day in the unit's zone, not in UTC", () => {
    // 03:00 UTC on the 15th is 22:00 on the 14th in New York.
    const planned = planTurnovers([stay("late", instant("2027-01-10T20:00:00Z"), instant("2027-01-15T03:00:00Z"))], newYork);
    expect(windows(planned)).toEqual([
      ["late", "2027-01-14", "2027-01-14T16:00:00.000Z", "2027-01-14T18:00:00.000Z", "2027-01-14T21:00:00.000Z", 2, false],
    ]);
    const tokyo = planTurnovers([stay("late", instant("2027-01-10T20:00:00Z"), instant("2027-01-15T03:00:00Z"))], {
      ...newYork,
      timeZone: "Asia/Tokyo",
    });
    expect(windows(tokyo)).toEqual([
      ["late", "2027-01-15", "2027-01-15T02:00:00.000Z", "2027-01-15T04:00:00.000Z", "2027-01-15T07:00:00.000Z", 2, false],
    ]);
  });

  it("makes a same-day turnover's deadline the next guest's own check-in time when the feed gives one", () => {
    const threeHours = { ...newYork, durationHours: 3 };
    const byInstant = planTurnovers(
      [stay("a", date("2027-01-10"), date("2027-01-15")), stay("b", instant("2027-01-15T19:00:00Z"), date("2027-01-18"))],
      threeHours,
    );
    expect(windows(byInstant)[0]).toEqual([
      "a",
      "2027-01-15",
      "2027-01-15T16:00:00.000Z",
      "2027-01-15T19:00:00.000Z",
      "2027-01-15T19:00:00.000Z",
      3,
      true,
    ]);
    const byFloating = planTurnovers(
      [stay("a", date("2027-01-10"), date("2027-01-15")), stay("b", floating("2027-01-15", "13:30"), date("2027-01-18"))],
      threeHours,
    );
    expect(windows(byFloating)[0]).toEqual([
      "a",
      "2027-01-15",
      "2027-01-15T16:00:00.000Z",
      "2027-01-15T18:30:00.000Z",
      "2027-01-15T18:30:00.000Z",
      2.5,
      true,
    ]);
  });

  it("keeps one hour when the next guest arrives before the check-out time, still same-day", () => {
    const planned = planTurnovers(
      [stay("a", date("2027-01-10"), date("2027-01-15")), stay("b", floating("2027-01-15", "10:00"), date("2027-01-18"))],
      newYork,
    );
    expect(windows(planned)[0]).toEqual([
      "a",
      "2027-01-15",
      "2027-01-15T16:00:00.000Z",
      "2027-01-15T17:00:00.000Z",
      "2027-01-15T15:00:00.000Z",
      1,
      true,
    ]);
  });

  it("cleans on check-in day when the unit says so, same-day when another stay checks out that day", () => {
    const planned = planTurnovers(feed("airbnb.ics"), { ...newYork, turnoverDay: "checkin", checkoutTime: "10:30", checkinTime: "15:00" });
    expect(windows(planned)).toEqual([
      [
        "1418fb94e984-5f2a8c1d7be04e5a9c0d3b6f21e4a7c9@airbnb.com",
        "2027-01-08",
        "2027-01-08T15:30:00.000Z",
        "2027-01-08T17:30:00.000Z",
        "2027-01-08T20:00:00.000Z",
        2,
        false,
      ],
      [
        "1418fb94e984-8b3e6d0a4f1c4b7e8d2a9c5f30b6e1d4@airbnb.com",
        "2027-01-12",
        "2027-01-12T15:30:00.000Z",
        "2027-01-12T17:30:00.000Z",
        "2027-01-12T20:00:00.000Z",
        2,
        true,
      ],
      [
        "1418fb94e984-c4d5e6f708192a3b4c5d6e7f8091a2b3@airbnb.com",
        "2027-01-29",
        "2027-01-29T15:30:00.000Z",
        "2027-01-29T17:30:00.000Z",
        "2027-01-29T20:00:00.000Z",
        2,
        false,
      ],
    ]);
  });

  it("follows New York's clock changes: the same wall-clock start moves an hour in UTC, and a night window shrinks or grows", () => {
    const checkouts = ["2027-03-13", "2027-03-14", "2027-11-06", "2027-11-07"];
    const stays = checkouts.map((day) => stay(day, date("2027-01-01"), date(day)));
    expect(planTurnovers(stays, newYork).map((turnover) => [turnover.start.toISOString(), turnover.durationHours])).toEqual([
      ["2027-03-13T16:00:00.000Z", 2],
      ["2027-03-14T15:00:00.000Z", 2],
      ["2027-11-06T15:00:00.000Z", 2],
      ["2027-11-07T16:00:00.000Z", 2],
    ]);
    // 00:30 to 03:30 by the clock: two hours when 02:00 is skipped (a 3-hour clean cut to them),
    // four when 01:00 repeats (the 3 hours fit).
    const night = { ...newYork, checkoutTime: "00:30", checkinTime: "03:30", durationHours: 3 };
    expect(windows(planTurnovers([stays[1]!, stays[3]!], night))).toEqual([
      ["2027-03-14", "2027-03-14", "2027-03-14T05:30:00.000Z", "2027-03-14T07:30:00.000Z", "2027-03-14T07:30:00.000Z", 2, false],
      ["2027-11-07", "2027-11-07", "2027-11-07T04:30:00.000Z", "2027-11-07T07:30:00.000Z", "2027-11-07T08:30:00.000Z", 3, false],
    ]);
  });
});
