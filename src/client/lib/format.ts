// spec 9: date formats 'MMM dd, yyyy' and 'h:mm a'. A job's times are its place's (docs/decisions/064):
// formatJob* read them in the job's zone and name it when the viewer's browser is elsewhere; the
// plain formatters, for everything else (a payment, a message), read the viewer's own zone.
import { format } from "date-fns";
import { dateInZone, dateTimeInZone, formatInZone, timeInZone, zoneAbbreviation } from "../../shared/domain/zone-format";

export const formatDate = (value: string | Date) => format(new Date(value), "MMM dd, yyyy");
export const formatTime = (value: string | Date) => format(new Date(value), "h:mm a");
export const formatDateTime = (value: string | Date) => `${formatDate(value)} at ${formatTime(value)}`;

/** The browser's zone: a job's time names its own zone when this one reads otherwise. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Dec 16, 2026": the job's day where the job is. */
export const formatJobDate = (value: string | Date, timeZone: string) => dateInZone(new Date(value), timeZone);
/** "10:00 AM", or "10:00 AM CST" for a viewer elsewhere. */
export const formatJobTime = (value: string | Date, timeZone: string) => timeInZone(new Date(value), timeZone, viewerTimeZone());
export const formatJobDateTime = (value: string | Date, timeZone: string) => dateTimeInZone(new Date(value), timeZone, viewerTimeZone());

/**
 * "10:00 AM - 1:00 PM", or "10:00 AM - 1:00 PM CST" for a viewer elsewhere: the zone once, after
 * the range (both ends name theirs when a clock change falls between them).
 */
export function formatJobTimeRange(start: string | Date, end: string | Date, timeZone: string, separator = " - "): string {
  const [from, to] = [new Date(start), new Date(end)];
  const viewer = viewerTimeZone();
  const oneZoneName = zoneAbbreviation(from, timeZone) === zoneAbbreviation(to, timeZone);
  return `${timeInZone(from, timeZone, oneZoneName ? timeZone : viewer)}${separator}${timeInZone(to, timeZone, viewer)}`;
}

const weekdays = formatInZone("en-US", { weekday: "long" });
/** "Tuesday": the job's weekday where the job is. */
export const formatJobWeekday = (value: string | Date, timeZone: string) => weekdays(timeZone).format(new Date(value));
