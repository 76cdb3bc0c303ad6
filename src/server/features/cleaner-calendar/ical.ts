// RFC 5545 text for the cleaner's calendar feed (docs/decisions/034): just what a published,
// read-only calendar of UTC events needs, written by hand (no dependency for ~60 lines).

const CRLF = "\r\n";
/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and one space). */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- RFC 5545 allows no control characters but tab in TEXT
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/**
 * Folds one content line at 75 octets of UTF-8, never inside a character (a split multibyte
 * character would be invalid UTF-8 on either side). Continuation lines start with a space, which
 * counts toward their 75.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** RFC 5545 3.3.5 form 2, UTC: 20261123T150000Z. */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export interface CalendarFeed {
  name: string;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  generatedAt: Date;
  events: readonly CalendarEvent[];
}

export const PRODUCT_ID = "-//Tidyline//Cleaner Assignments//EN";

/** The whole VCALENDAR, CRLF line endings, each line folded. */
export function serializeCalendar(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    // Hints for Apple Calendar and Outlook on how often to fetch again (Google keeps its own pace).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  const stamp = formatUtc(feed.generatedAt);
  for (const event of feed.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      // A URI value, not TEXT: its commas and semicolons are not escaped.
      `URL:${event.url}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
