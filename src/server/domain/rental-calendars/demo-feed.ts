// docs/decisions/054 "The demo feed": the calendar the demo's Beacon Hill Loft is connected to,
// served by the app itself outside production (features/dev-calendars) so turnovers can be seen
// without the internet. Shaped like an Airbnb export. Stays repeat every four weeks from a fixed
// epoch and their UIDs come from their dates, so every sync of one day reads the same feed, and a
// later day still shows stays ahead.
import { createHash } from "node:crypto";

/** The path the demo seed's calendar points at, under the server's own address. */
export const DEMO_FEED_PATH = "/dev/calendars/beacon-hill-loft.ics";

/** The first day of the first cycle; any fixed date would do. */
const EPOCH = "2026-01-05";
const CYCLE_DAYS = 28;

/** One cycle: check-in and checkout as days into the cycle. */
const PATTERN: readonly { from: number; to: number; block?: true }[] = [
  { from: 0, to: 3 },
  // Checks in the day the stay before checks out: the same-day turnover.
  { from: 3, to: 7 },
  { from: 10, to: 13 },
  // The host's own hold, which the unit ignores by default.
  { from: 15, to: 18, block: true },
  { from: 20, to: 25 },
];

/** Stays whose checkout is from a week ago to five weeks ahead, as Airbnb exports a window. */
const LISTED_FROM_DAYS = -7;
const LISTED_TO_DAYS = 35;

export interface DemoStay {
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD */
  checkOut: string;
  block: boolean;
  uid: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/** The stays listed on `today` (YYYY-MM-DD, UTC), in date order. */
export function demoStays(today: string): DemoStay[] {
  const first = dayNumber(today) + LISTED_FROM_DAYS;
  const last = dayNumber(today) + LISTED_TO_DAYS;
  const epoch = dayNumber(EPOCH);
  const stays: DemoStay[] = [];
  // From the cycle before the one holding the window's first day: its stays may check out inside.
  for (let cycle = Math.floor((first - epoch) / CYCLE_DAYS) - 1; epoch + cycle * CYCLE_DAYS <= last; cycle++) {
    for (const { from, to, block } of PATTERN) {
      const checkOut = epoch + cycle * CYCLE_DAYS + to;
      if (checkOut < first || checkOut > last) continue;
      const stay = { checkIn: dateOf(checkOut - to + from), checkOut: dateOf(checkOut), block: block === true };
      stays.push({ ...stay, uid: `1418fb94e984-${hash(`${stay.checkIn}/${stay.checkOut}`).slice(0, 32)}@airbnb.com` });
    }
  }
  return stays;
}

const compact = (date: string) => date.replaceAll("-", "");

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(` ${line.slice(at, at + 74)}`);
  return parts.join("\r\n");
}

/** The feed as served on `today` (YYYY-MM-DD, UTC). */
export function demoFeed(today: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
  ];
  for (const stay of demoStays(today)) {
    // Booked three weeks before check-in: a stamp as stable as the stay itself.
    const stamp = `${compact(dateOf(dayNumber(stay.checkIn) - 21))}T120000Z`;
    lines.push("BEGIN:VEVENT", `DTEND;VALUE=DATE:${compact(stay.checkOut)}`, `DTSTART;VALUE=DATE:${compact(stay.checkIn)}`);
    lines.push(`DTSTAMP:${stamp}`, `UID:${stay.uid}`);
    if (stay.block) lines.push("SUMMARY:Airbnb (Not available)");
    else {
      const code = `HM${hash(stay.uid).slice(0, 8).toUpperCase()}`;
      lines.push(
        fold(
          `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): 4821`,
        ),
      );
      lines.push("SUMMARY:Reserved");
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
