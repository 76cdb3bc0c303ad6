// docs/decisions/067: a length of time as a sentence writes it ("15 minutes", "1 hour 40 minutes"),
// for emails, whose readers have no screen's room problem, and for anywhere a sentence names one.
// The screens' short form ("1 h 40 m", dispatch.ts timeLeftText) is kept for tight spaces.

const MINUTE = 60_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "under a minute", "1 minute", "15 minutes", "1 hour", "2 hours 5 minutes", "1 day 3 hours" (whole minutes, rounded down). */
export function durationInWords(ms: number): string {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return "under a minute";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  // A day and more reads in days and hours: the minutes of a two-day wait say nothing.
  if (days > 0) return hours === 0 ? plural(days, "day") : `${plural(days, "day")} ${plural(hours, "hour")}`;
  if (hours === 0) return plural(rest, "minute");
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(rest, "minute")}`;
}
