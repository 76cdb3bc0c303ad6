// docs/decisions/054 "The demo feed": what the demo's own Airbnb-style calendar lists on a given day.
import { describe, expect, it } from "vitest";
import { DEFAULT_TURNOVER_SETTINGS } from "../../../shared/domain/turnovers";
import { demoFeed, demoStays } from "./demo-feed";
import { parseCalendarFeed } from "./parse-feed";
import { planTurnovers } from "./plan-turnovers";

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Every day of one four-week cycle, and one far ahead: the feed still shows stays then. */
const TODAYS = [...Array.from({ length: 28 }, (_, day) => addDays("2026-11-26", day)), "2030-07-19"];

describe("the demo feed", () => {
  it.each(TODAYS)("on %s lists about 4 reservations and 1 block over the next 4 weeks, one a same-day turnover", (today) => {
    const stays = demoStays(today);
    const ahead = stays.filter((stay) => stay.checkOut >= today && stay.checkOut < addDays(today, 28));
    expect(ahead.filter((stay) => !stay.block)).toHaveLength(4);
    expect(ahead.filter((stay) => stay.block)).toHaveLength(1);
    const sameDay = ahead.filter((stay) => stays.some((next) => !next.block && next !== stay && next.checkIn === stay.checkOut));
    expect(sameDay).toHaveLength(1);
  });

  it.each(TODAYS)("on %s lists the stays checking out from a week ago to five weeks ahead", (today) => {
    const stays = demoStays(today);
    expect(stays.length).toBeGreaterThan(5);
    for (const stay of stays) {
      expect(stay.checkOut >= addDays(today, -7) && stay.checkOut <= addDays(today, 35)).toBe(true);
      expect(stay.checkIn < stay.checkOut).toBe(true);
    }
    expect(stays.map((stay) => stay.checkOut)).toEqual(stays.map((stay) => stay.checkOut).sort());
  });

  it("is the same feed on every request of a day, and a stay keeps its UID from one day to the next", () => {
    expect(demoFeed("2026-11-26")).toBe(demoFeed("2026-11-26"));
    const today = demoStays("2026-11-26");
    const tomorrow = demoStays("2026-11-27");
    const shared = today.filter((stay) => tomorrow.some((other) => other.checkOut === stay.checkOut));
    expect(shared.length).toBeGreaterThan(3);
    for (const stay of shared) expect(tomorrow).toContainEqual(stay);
    expect(new Set(today.map((stay) => stay.uid)).size).toBe(today.length);
    for (const stay of today) expect(stay.uid).toMatch(/^[0-9a-f-]+@airbnb\.com$/);
  });

  it("reads as an Airbnb export: dates stay dates, 'Reserved' stays, one 'Airbnb (Not available)' block, a same-day turnover planned", () => {
    const today = "2026-11-26";
    const text = demoFeed(today);
    expect(text).toContain("SUMMARY:Reserved\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:");
    expect(text.split("\r\n").every((line) => line.length <= 75)).toBe(true);

    const parsed = parseCalendarFeed(text, { now: new Date(`${today}T12:00:00Z`) });
    if (!parsed.ok) throw new Error(parsed.reason);
    const stays = demoStays(today);
    expect(parsed.events.map((event) => [event.uid, event.start, event.end, event.isBlock])).toEqual(
      stays.map((stay) => [stay.uid, { kind: "date", date: stay.checkIn }, { kind: "date", date: stay.checkOut }, stay.block]),
    );
    expect(parsed.events.filter((event) => event.isBlock).map((event) => event.summary)).toContain("Airbnb (Not available)");

    const planned = planTurnovers(parsed.events, { ...DEFAULT_TURNOVER_SETTINGS, timeZone: "America/New_York" });
    const ahead = planned.filter((turnover) => turnover.date >= today && turnover.date < addDays(today, 28));
    expect(ahead).toHaveLength(4);
    expect(ahead.filter((turnover) => turnover.sameDayTurnover)).toHaveLength(1);
  });
});
