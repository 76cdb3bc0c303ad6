// docs/decisions/067: the admin's offer history says when an offer expired, in the job's zone,
// not "answered" beside an "Expired" badge.
import { beforeAll, describe, expect, it } from "vitest";
import { offerTimes } from "./offer-times";

// The admin's browser in New York, the job in Chicago: its times name their zone.
beforeAll(() => {
  process.env.TZ = "America/New_York";
});

const CHICAGO = "America/Chicago";
const offer = {
  offeredAt: "2026-12-16T23:47:00Z",
  expiresAt: "2026-12-17T01:47:00Z",
  answeredAt: "2026-12-17T01:47:25Z",
};

describe("offerTimes", () => {
  it("writes an expired offer as 'expired at' its own time in the job's zone", () => {
    expect(offerTimes({ ...offer, status: "expired" }, CHICAGO)).toBe("Offered Dec 16, 2026 at 5:47 PM CST · expired at 7:47 PM CST");
  });
  it("writes an answer by what it was, and an open offer by when it lapses", () => {
    expect(offerTimes({ ...offer, status: "declined", answeredAt: "2026-12-17T00:10:00Z" }, CHICAGO)).toBe(
      "Offered Dec 16, 2026 at 5:47 PM CST · declined at 6:10 PM CST",
    );
    expect(offerTimes({ ...offer, status: "open", answeredAt: null }, CHICAGO)).toBe(
      "Offered Dec 16, 2026 at 5:47 PM CST · expires at 7:47 PM CST",
    );
    expect(offerTimes({ ...offer, status: "skipped", expiresAt: null, answeredAt: null }, CHICAGO)).toBe(
      "Passed over Dec 16, 2026 at 5:47 PM CST",
    );
  });
});
