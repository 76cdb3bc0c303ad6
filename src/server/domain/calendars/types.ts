// docs/decisions/054: what a rental calendar's fetch and parse hand to its sync. The fetch
// (lib/calendar-fetch.ts), the parse (parse-feed.ts) and the planner (shared/domain/turnovers.ts)
// each own one step; these are the shapes between them.

/** The outcome of fetching a feed's address once. */
export type FetchOutcome =
  | { kind: "fetched"; body: string; etag: string | null; lastModified: string | null }
  /** 304: the feed has not changed since the validators sent; a success with nothing to do. */
  | { kind: "not-modified" }
  /** `reason` is shown on the feed as it is ("The address answered 404", "Took longer than 10 s"). */
  | { kind: "failed"; reason: string };

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
