import { describe, expect, it } from "vitest";
import { answerWithinText, linkedOffer, offerLapsed, splitOffers } from "./offer-texts";

const now = Date.parse("2031-03-04T12:00:00Z");
const after = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;

describe("answerWithinText", () => {
  it("says how long the cleaner has to answer, in the client's words", () => {
    expect(answerWithinText(after(100 * MINUTE + 30_000), now)).toBe("Answer within 1 h 40 m");
    expect(answerWithinText(after(25 * MINUTE), now)).toBe("Answer within 25 m");
    expect(answerWithinText(after(30_000), now)).toBe("Answer in under a minute");
  });

  it("says the offer has expired once its time is up", () => {
    expect(answerWithinText(after(0), now)).toBe("This offer has expired.");
    expect(offerLapsed(after(0), now)).toBe(true);
    expect(offerLapsed(after(MINUTE), now)).toBe(false);
  });
});

describe("the board's offers", () => {
  const offered = { jobId: "a", offer: { offerId: "o1" } };
  const open = { jobId: "b", offer: null };

  it("splits the viewer's offers from the other jobs, keeping the board's order", () => {
    expect(splitOffers([offered, open])).toEqual({ offers: [offered], others: [open] });
    expect(splitOffers([open])).toEqual({ offers: [], others: [open] });
  });

  it("finds the emailed offer on the board, or says it is gone once the board has loaded", () => {
    expect(linkedOffer("o1", [offered, open])).toBe("shown");
    expect(linkedOffer("o2", [offered, open])).toBe("gone");
    expect(linkedOffer("o1", undefined)).toBeNull();
    expect(linkedOffer(null, [offered])).toBeNull();
  });
});
