// Which kind of failure a feed's recorded reason is (src/shared/domain/calendar-failures.ts words
// each kind for the host). The reason stays on the feed's row as recorded: the admin's Exceptions
// and the failing email read it; the host reads the kind's words.
import type { CalendarFailureKind } from "../../../shared/domain/calendar-failures";
import { FETCH_FAILURE } from "../../lib/calendar-fetch";
import { NOT_ICALENDAR, UNREADABLE_EVENT } from "./parse-feed";
import { TOO_MANY_STAYS } from "./read-feed";
import { TOO_COMPLEX, TOO_FREQUENT } from "./recurrence-budget";

/**
 * A feed that had events and now lists none: far likelier an export's hiccup than every guest
 * canceling at once, so the sync records it as a failure and changes nothing (decision 054).
 */
export const WENT_EMPTY = "The calendar came back empty, so nothing was changed";

const KINDS = new Map<string, CalendarFailureKind>([
  // docs/decisions/058: everything before an answer reads alike; a too-slow answer joins it.
  [FETCH_FAILURE.unreachable, "no-answer"],
  [FETCH_FAILURE.timeout, "no-answer"],
  [FETCH_FAILURE.privateNetwork, "address-refused"],
  // A redirect to something that is not a web address.
  [FETCH_FAILURE.notWebAddress, "not-a-calendar"],
  [FETCH_FAILURE.tooManyRedirects, "error-answer"],
  [FETCH_FAILURE.tooLarge, "too-large"],
  [NOT_ICALENDAR, "not-a-calendar"],
  [UNREADABLE_EVENT, "unreadable"],
  [TOO_COMPLEX, "too-large"],
  [TOO_FREQUENT, "too-frequent"],
  [TOO_MANY_STAYS, "too-many-stays"],
  [WENT_EMPTY, "went-empty"],
]);

/** "The address answered 404", whatever the status. */
const ANSWERED = new RegExp(`^${FETCH_FAILURE.answered(0).replace(/0$/, "(\\d+)$")}`);

export function calendarFailureKind(reason: string): CalendarFailureKind {
  const known = KINDS.get(reason);
  if (known) return known;
  const status = ANSWERED.exec(reason)?.[1];
  if (status === undefined) return "other";
  // Gone or never there: the listing's link changed or the listing was removed.
  return status === "404" || status === "410" ? "not-found" : "error-answer";
}
