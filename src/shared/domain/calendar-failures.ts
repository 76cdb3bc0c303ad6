// What a failing rental calendar says to its host, wherever it shows (the unit's card, the
// dashboard, the Calendars dialog, Sync now): what happened, that nothing was canceled, and when
// the next try is (docs/decisions/054 "Failures", as issue 40 amended it). The server decides the
// kind from the failure it recorded; the words live here alone.
import { dateInZone, timeInZone } from "./zone-format";

/**
 * What went wrong, in the groups a host can act on. "no-answer" is every failure before an answer
 * and a too-slow one alike (decision 058: they must read the same).
 */
export const CALENDAR_FAILURE_KINDS = [
  "no-answer",
  "not-found",
  "error-answer",
  "not-a-calendar",
  "unreadable",
  "too-large",
  "too-frequent",
  "too-many-stays",
  "went-empty",
  "address-refused",
  "other",
] as const;
export type CalendarFailureKind = (typeof CALENDAR_FAILURE_KINDS)[number];

/** The cause in plain words, the calendar's label first ("Airbnb did not answer"). */
const CAUSES: Record<CalendarFailureKind, (label: string) => string> = {
  "no-answer": (label) => `${label} did not answer`,
  "not-found": (label) => `${label} has no calendar at this address anymore`,
  "error-answer": (label) => `${label} answered with an error`,
  "not-a-calendar": (label) => `${label}'s address did not send a calendar`,
  unreadable: (label) => `${label}'s calendar has an event that cannot be read`,
  // docs/decisions/057's words.
  "too-large": (label) => `${label}'s calendar is too large or complex to read`,
  "too-frequent": (label) => `${label}'s calendar has an event that repeats more often than once a day`,
  "too-many-stays": (label) => `${label}'s calendar has more stays than days ahead, so it may not be this unit's calendar`,
  "went-empty": (label) => `${label}'s calendar came back empty`,
  // docs/decisions/058's words: only for an address written as a private IP address.
  "address-refused": (label) => `${label}'s address points to a private network and cannot be used`,
  other: (label) => `${label} could not be read`,
};

/** A failing feed as the units list and the dashboard carry it: no address, no raw error. */
export interface FailingCalendar {
  calendarId: string;
  label: string;
  failure: CalendarFailureKind;
  /** When the runner tries it again (its next_sync_at). */
  nextTryAt: string;
}

const MINUTE = 60_000;

/** "We will try again at 2:15 PM." in `viewerZone`; "tomorrow at", or a date, when not today. */
export function nextTryText(nextTryAt: Date, now: Date, viewerZone: string): string {
  // The runner takes a due feed within a minute.
  if (nextTryAt.getTime() - now.getTime() < MINUTE) return "We will try again within a minute.";
  const time = timeInZone(nextTryAt, viewerZone, viewerZone);
  const day = dateInZone(nextTryAt, viewerZone);
  if (day === dateInZone(now, viewerZone)) return `We will try again at ${time}.`;
  if (day === dateInZone(new Date(now.getTime() + 24 * 60 * MINUTE), viewerZone)) return `We will try again tomorrow at ${time}.`;
  return `We will try again on ${day} at ${time}.`;
}

/**
 * "Airbnb did not answer; your turnovers are kept. We will try again at 2:15 PM.": a failed sync
 * books, moves and cancels nothing (decision 054), which the host most needs to hear.
 */
export function calendarFailureText(
  { label, failure, nextTryAt }: Pick<FailingCalendar, "label" | "failure" | "nextTryAt">,
  { now, viewerZone }: { now: Date; viewerZone: string },
): string {
  return `${CAUSES[failure](label)}; your turnovers are kept. ${nextTryText(new Date(nextTryAt), now, viewerZone)}`;
}
