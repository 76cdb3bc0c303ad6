// docs/decisions/055: the words dispatch shows the client (Upcoming) and admins (the offer history).
import { describe, expect, it } from "vitest";
import {
  bookingPromise,
  dispatchExplanation,
  dispatchStateText,
  OFFER_SOURCE_LABELS,
  offeredToText,
  offerStatusText,
  preferredWhyText,
  SKIP_REASONS,
} from "./dispatch";

describe("dispatchStateText", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("names the offered cleaner and the time left to answer", () => {
    const view = { state: "offering", cleanerName: "Sam Rivera", expiresAt: "2026-11-26T13:40:30Z" } as const;
    expect(dispatchStateText(view, now)).toBe("Offered to Sam R. (answers within 1 h 40 m)");
  });
  it("says who accepted, or that a cleaner is being looked for", () => {
    expect(dispatchStateText({ state: "accepted", cleanerName: "Jamie Lee" }, now)).toBe("Jamie L. accepted");
    expect(dispatchStateText({ state: "board" }, now)).toBe("Looking for a cleaner");
  });
});

describe("bookingPromise", () => {
  it("keeps spec 9's sentence while dispatch is off, and says what happens while it is on", () => {
    expect(bookingPromise(false)).toBe("Cleaners claim jobs within 24 hours.");
    expect(bookingPromise(true)).toBe(
      "We offer each cleaning to one cleaner at a time, your unit's preferred cleaners first; if none can take it, it opens to all cleaners.",
    );
  });
});

describe("offeredToText", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  it("names the offered cleaner and the time left, as the admin's Jobs list shows it", () => {
    expect(offeredToText("Sam R.", "2026-11-26T13:12:30Z", now)).toBe("Offered to Sam R. (1 h 12 m left)");
    expect(offeredToText("Sam R.", "2026-11-26T12:00:00Z", now)).toBe("Offered to Sam R. (time up)");
  });
});

describe("the offer history's words", () => {
  it("labels each source and status; a cleaner passed over says why", () => {
    expect(Object.values(OFFER_SOURCE_LABELS)).toEqual(["Preferred", "Backup", "Automatic"]);
    expect(offerStatusText("skipped", "not available")).toBe("Passed over (not available)");
    expect(offerStatusText("withdrawn", "has another job then")).toBe("Withdrawn (has another job then)");
    expect(offerStatusText("skipped", null)).toBe("Passed over");
    expect(offerStatusText("declined", null)).toBe("Declined");
    expect(offerStatusText("open", null)).toBe("Open");
  });
});

// docs/decisions/067: a cleaner passed over was never offered the job, and reads so.
describe("dispatchExplanation", () => {
  it("names offers as offered and passed-over cleaners as passed over, oldest first", () => {
    expect(
      dispatchExplanation([
        { cleanerName: "Sam Rivera", status: "declined", reason: null },
        { cleanerName: "Jamie Lee", status: "expired", reason: null },
        { cleanerName: "Riley Park", status: "skipped", reason: SKIP_REASONS.timeOff },
        { cleanerName: "Avery Stone", status: "withdrawn", reason: SKIP_REASONS.clash },
      ]),
    ).toBe(
      "Offered to Sam R. (declined), Jamie L. (expired); Riley P. passed over (on time off); offered to Avery S. (has another job then)",
    );
  });
  it("starts with the cleaner passed over when nobody was offered it first", () => {
    expect(dispatchExplanation([{ cleanerName: "Tom Tate", status: "skipped", reason: SKIP_REASONS.unavailable }])).toBe(
      "Tom T. passed over (not available)",
    );
    expect(dispatchExplanation([])).toBe("No eligible cleaner was found.");
  });
});

describe("preferredWhyText", () => {
  const sam = { cleanerName: "Sam R.", status: "skipped", reason: SKIP_REASONS.timeOff } as const;
  it("tells the host why their preferred cleaner did not get the job, and where it went", () => {
    expect(preferredWhyText([sam], { state: "offered", cleanerName: "Jamie L." })).toBe(
      "Sam R. is on time off that day; offered to Jamie L.",
    );
    expect(preferredWhyText([{ ...sam, status: "declined", reason: null }], { state: "accepted", cleanerName: "Jamie L." })).toBe(
      "Sam R. declined; Jamie L. accepted",
    );
    expect(preferredWhyText([{ ...sam, status: "expired", reason: null }], { state: "looking" })).toBe(
      "Sam R. did not answer in time; looking for another cleaner",
    );
  });
  it("says no preferred cleaner was free when every listed one was passed over", () => {
    const jo = { cleanerName: "Jo K.", status: "skipped", reason: SKIP_REASONS.clash } as const;
    expect(preferredWhyText([sam, jo], { state: "board" })).toBe("No preferred cleaner was free; open to all cleaners");
  });
  it("names a backup holding the offer as where it went, and says nothing when the first listed cleaner has it", () => {
    const backup = { cleanerName: "Jamie L.", status: "open", reason: null } as const;
    expect(preferredWhyText([{ ...sam, status: "declined", reason: null }, backup], { state: "offered", cleanerName: "Jamie L." })).toBe(
      "Sam R. declined; offered to Jamie L.",
    );
    expect(preferredWhyText([{ ...sam, status: "open", reason: null }], { state: "offered", cleanerName: "Sam R." })).toBeNull();
    expect(preferredWhyText([], { state: "board" })).toBeNull();
    // An offer withdrawn because the job moved is no reason: the cleaner is offered it again.
    expect(preferredWhyText([{ ...sam, status: "withdrawn", reason: null }], { state: "offered", cleanerName: "Sam R." })).toBeNull();
  });
});
