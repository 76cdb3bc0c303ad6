// docs/decisions/054: what a rental calendar's fetch and parse hand to its sync. The fetch
// (lib/calendar-fetch.ts), the parse (parse-feed.ts) and the planner (shared/domain/turnovers.ts)
// each own one step; these are the shapes between them.

// The fetch's outcome is declared beside the fetch: lib/ is the ground floor and imports no domain.
export type { FetchOutcome } from "../../lib/calendar-fetch";

/** A date-only value (DTSTART;VALUE=DATE): a calendar day, whatever zone the server runs in. */
export interface DateValue {
  kind: "date";
  /** YYYY-MM-DD */
  date: string;
}
/** A DATE-TIME with TZID or Z: one instant. */
export interface InstantValue {
  kind: "instant";
  instant: Date;
}
/** A DATE-TIME with neither: wall-clock time, read in the unit's zone. */
export interface FloatingValue {
  kind: "floating";
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}
export type EventTime = DateValue | InstantValue | FloatingValue;

/** One stay (or block) of a feed, a recurring event's occurrences each their own. */
export interface CalendarEvent {
  /** Unique within the feed: the UID, or for an occurrence of a recurring event `UID#<its start>`. */
  key: string;
  uid: string;
  summary: string;
  /** "Not available", "Blocked", "Airbnb (Not available)" and the like (shared/domain/turnovers.ts). */
  isBlock: boolean;
  /** Check-in. */
  start: EventTime;
  /** Check-out (DTEND; for date values the checkout day itself, as Airbnb and VRBO write it). */
  end: EventTime;
}

export type ParseOutcome = { ok: true; events: CalendarEvent[] } | { ok: false; reason: string };
