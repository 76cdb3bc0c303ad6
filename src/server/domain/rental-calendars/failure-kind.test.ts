import { describe, expect, it } from "vitest";
import { FETCH_FAILURE } from "../../lib/calendar-fetch";
import { calendarFailureKind, WENT_EMPTY } from "./failure-kind";
import { NOT_ICALENDAR, UNREADABLE_EVENT } from "./parse-feed";
import { TOO_MANY_STAYS } from "./read-feed";
import { TOO_COMPLEX, TOO_FREQUENT } from "./recurrence-budget";

describe("the kind of a recorded failure", () => {
  it("groups every reason a sync records by what the host can do about it", () => {
    expect(
      [
        FETCH_FAILURE.unreachable,
        FETCH_FAILURE.timeout,
        FETCH_FAILURE.answered(404),
        FETCH_FAILURE.answered(410),
        FETCH_FAILURE.answered(500),
        FETCH_FAILURE.answered(403),
        FETCH_FAILURE.tooManyRedirects,
        FETCH_FAILURE.notWebAddress,
        NOT_ICALENDAR,
        UNREADABLE_EVENT,
        FETCH_FAILURE.tooLarge,
        TOO_COMPLEX,
        TOO_FREQUENT,
        TOO_MANY_STAYS,
        WENT_EMPTY,
        FETCH_FAILURE.privateNetwork,
        "Something no sync writes",
      ].map(calendarFailureKind),
    ).toEqual([
      "no-answer",
      "no-answer",
      "not-found",
      "not-found",
      "error-answer",
      "error-answer",
      "error-answer",
      "not-a-calendar",
      "not-a-calendar",
      "unreadable",
      "too-large",
      "too-large",
      "too-frequent",
      "too-many-stays",
      "went-empty",
      "address-refused",
      "other",
    ]);
  });

  it("does not take a longer text for an HTTP answer", () => {
    expect(calendarFailureKind(`${FETCH_FAILURE.answered(404)} and more`)).toBe("other");
  });
});
