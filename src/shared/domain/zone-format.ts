/**
 * A date format read in any zone, its formatter made once per zone. Making an Intl.DateTimeFormat
 * costs a hundred times what using one does: a claim's email made two for every claim, a calendar
 * sync one per planned turnover (docs/decisions/052, 054).
 */
export function formatInZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) made.set(timeZone, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return formatter;
  };
}

/*
 * A job's times are its place's local time (docs/decisions/064), written as spec 9 writes dates
 * and times ('MMM dd, yyyy', 'h:mm a'), with the zone's abbreviation ("10:00 AM CST") whenever the
 * viewer's clock reads otherwise at that instant. An email, whose reader's zone is unknown, always
 * names the zone.
 */
const dayParts = formatInZone("en-US", { month: "short", day: "2-digit", year: "numeric" });
const clockParts = formatInZone("en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZoneName: "short" });
const offsetParts = formatInZone("en-US", { timeZoneName: "longOffset" });

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";

/** "Dec 16, 2026" in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = dayParts(timeZone).formatToParts(instant);
  return `${part(parts, "month")} ${part(parts, "day")}, ${part(parts, "year")}`;
}

/** "CST", "EDT" (a zone without a common abbreviation reads "GMT+1"). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return part(clockParts(timeZone).formatToParts(instant), "timeZoneName");
}

/** Whether two zones' clocks read the same at `instant` (New York and Detroit do; Chicago does not). */
export function sameClock(instant: Date, zone: string, otherZone: string): boolean {
  if (zone === otherZone) return true;
  return (
    part(offsetParts(zone).formatToParts(instant), "timeZoneName") === part(offsetParts(otherZone).formatToParts(instant), "timeZoneName")
  );
}

/**
 * "10:00 AM" in `timeZone`, or "10:00 AM CST" when `viewerZone` reads another time then (null: the
 * reader's zone is unknown, as an email's).
 */
export function timeInZone(instant: Date, timeZone: string, viewerZone: string | null): string {
  const parts = clockParts(timeZone).formatToParts(instant);
  const clock = `${part(parts, "hour")}:${part(parts, "minute")} ${part(parts, "dayPeriod")}`;
  return viewerZone !== null && sameClock(instant, timeZone, viewerZone) ? clock : `${clock} ${part(parts, "timeZoneName")}`;
}

/** "Dec 16, 2026 at 10:00 AM", with the zone as timeInZone adds it. */
export function dateTimeInZone(instant: Date, timeZone: string, viewerZone: string | null): string {
  return `${dateInZone(instant, timeZone)} at ${timeInZone(instant, timeZone, viewerZone)}`;
}
