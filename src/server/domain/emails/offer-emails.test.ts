import { describe, expect, it } from "vitest";
import { jobOfferEmail, offerEmailKey, offerLink } from "./offer-emails";

const publicUrl = "https://tidyline.test";
const job = {
  jobId: "job_1",
  type: "Standard Clean",
  address: "5 Oak Ave, Unit 2, Chicago, IL 60614",
  timeZone: "America/Chicago",
  scheduledStart: new Date("2025-03-04T15:00:00Z"),
  cleanerPayoutCents: 7_150,
};
const now = new Date("2025-03-03T14:00:00Z");

describe("the offer email (docs/decisions/055)", () => {
  it("shows the job as the board does, the time to answer, and links to the offer on the board", () => {
    const email = jobOfferEmail({ job, offerId: "offer_1", expiresAt: new Date("2025-03-03T15:40:00Z"), now, publicUrl });
    expect(email.subject).toBe("A job for you: Standard Clean on Tuesday, March 4, 2025 at 9:00 AM CST");
    expect(email.text.split("\n")).toEqual([
      "You are offered the Standard Clean before anyone else can claim it.",
      "",
      "When: Tuesday, March 4, 2025 at 9:00 AM CST",
      "Where: Chicago, IL 60614 (the street address shows once you accept)",
      "Pay: $71.50",
      "",
      "Please answer within 1 hour 40 minutes (by Monday, March 3, 2025 at 9:40 AM CST); after that it goes to another cleaner.",
      "Accept or decline it on your open jobs board: https://tidyline.test/cleaner/open-jobs?offer=offer_1",
    ]);
    // The street waits for the cleaner who takes the job (docs/decisions/026).
    expect(email.text).not.toContain("Oak Ave");
  });

  // docs/decisions/067: an email writes its durations in words.
  it('writes a short answer time as minutes in words, not "15 m"', () => {
    const email = jobOfferEmail({ job, offerId: "offer_1", expiresAt: new Date("2025-03-03T14:15:00Z"), now, publicUrl });
    expect(email.text).toContain("Please answer within 15 minutes (by Monday, March 3, 2025 at 8:15 AM CST);");
    expect(email.text).not.toMatch(/\d m\b/);
  });

  it("is one email per offer, linked to that offer", () => {
    expect(offerEmailKey("offer_1")).toBe("job-offer:offer_1");
    expect(offerLink("offer_2", publicUrl)).toBe("https://tidyline.test/cleaner/open-jobs?offer=offer_2");
  });
});
