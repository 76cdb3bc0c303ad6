import { describe, expect, it } from "vitest";
import { lockedOfferChannel } from "./channel-table";

describe("the last offers channel", () => {
  it("is locked when it is the only one on", () => {
    expect(lockedOfferChannel({ inApp: false, email: false, push: false, text: true })).toBe("text");
    expect(lockedOfferChannel({ inApp: true, email: false, push: false, text: false })).toBe("inApp");
  });

  it("is free while two are on", () => {
    expect(lockedOfferChannel({ inApp: false, email: true, push: false, text: true })).toBeNull();
    expect(lockedOfferChannel({ inApp: true, email: true, push: true, text: true })).toBeNull();
  });
});
