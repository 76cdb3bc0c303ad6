// docs/decisions/055: the words dispatch shows the client (Upcoming) and admins (the offer history).
import { describe, expect, it } from "vitest";
import { dispatchStateText, OFFER_SOURCE_LABELS, offerStatusText } from "./dispatch";

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

describe("the offer history's words", () => {
  it("labels each source and status; a cleaner passed over says why", () => {
    expect(Object.values(OFFER_SOURCE_LABELS)).toEqual(["Preferred", "Backup", "Automatic"]);
    expect(offerStatusText("skipped", "not available")).toBe("Passed over: not available");
    expect(offerStatusText("skipped", null)).toBe("Passed over");
    expect(offerStatusText("declined", null)).toBe("Declined");
    expect(offerStatusText("open", null)).toBe("Open");
  });
});
