import { describe, expect, it } from "vitest";
import type { CalendarFailureKind } from "../../../shared/domain/calendar-failures";
import { FETCH_FAILURE } from "../../lib/calendar-fetch";
import { calendarFailureKind, WENT_EMPTY } from "./failure-kind";
import { NOT_ICALENDAR, UNREADABLE_EVENT } from "./parse-feed";
import { TOO_MANY_STAYS } from "./read-feed";
import { TOO_COMPLEX, TOO_FREQUENT } from "./recurrence-budget";

describe("the kind of a recorded failure", () => {
  it("groups every reason a sync records by what the host can do about it", () => {
    // Each reason beside the kind it reads as.
    const expected: [reason: string, kind: CalendarFailureKind][] = [
      [FETCH_FAILURE.unreachable, "no-answer"],
      [FETCH_FAILURE.timeout, "no-answer"],
      [FETCH_FAILURE.answered(404), "not-found"],
      [FETCH_FAILURE.answered(410), "not-found"],
      [FETCH_FAILURE.answered(500), "error-answer"],
      [FETCH_FAILURE.answered(403), "error-answer"],
      [FETCH_FAILURE.tooManyRedirects, "error-answer"],
      [FETCH_FAILURE.notWebAddress, "not-a-calendar"],
      [NOT_ICALENDAR, "not-a-calendar"],
      [UNREADABLE_EVENT, "unreadable"],
      [FETCH_FAILURE.tooLarge, "too-large"],
      [TOO_COMPLEX, "too-large"],
      [TOO_FREQUENT, "too-frequent"],
      [TOO_MANY_STAYS, "too-many-stays"],
      [WENT_EMPTY, "went-empty"],
      [FETCH_FAILURE.privateNetwork, "address-refused"],
      ["Something no sync writes", "other"],
    ];
    expect(expected.map(([reason]) => [reason, calendarFailureKind(reason)])).toEqual(expected);
  });

  it("does not take a longer text for an HTTP answer", () => {
    expect(calendarFailureKind(`${FETCH_FAILURE.answered(404)} and more`)).toBe("other");
  });
});
