import { describe, expect, it } from "vitest";
import { cleanerRemovedEmail, jobCanceledForClientEmail, jobClaimedEmail, jobCompletedEmail } from "./client-job-emails";

const job = {
  type: "Deep Clean",
  address: "12 Elm St\r\nApt 3",
  timeZone: "America/New_York",
  scheduledStart: new Date("2025-03-04T15:00:00Z"),
};
const WHEN = "Tuesday, March 4, 2025 at 10:00 AM EST";

describe("the client's job emails", () => {
  it("a claim names the cleaner, their rating, when and where; the name on one line, shortened in the subject", () => {
    const cleaner = { name: `Sam\nBcc: all@example.test ${"y".repeat(100)}`, ratingAvg: "4.25", ratingCount: 4 };
    const email = jobClaimedEmail({ job, cleaner });
    expect(email.subject).toMatch(/^Sam Bcc: all@example\.test y+… will clean on Tuesday, March 4, 2025 at 10:00 AM EST$/);
    expect(email.text.split("\n")).toEqual([
      "Good news: a cleaner has claimed your Deep Clean.",
      "",
      `Cleaner: Sam Bcc: all@example.test ${"y".repeat(100)}`,
      "Rating: 4.3 out of 5 (4 reviews)",
      `When: ${WHEN}`,
      "Where: 12 Elm St Apt 3",
      "",
      "You will find it, with your cleaner, in your upcoming appointments.",
    ]);
  });

  it("a completion greets the client and links the job's photos and review", () => {
    const email = jobCompletedEmail({ jobId: "job 1", clientName: "Ana\nLee", job, publicUrl: "https://tidyline.test" });
    expect(email.subject).toBe("Your Deep Clean is complete");
    expect(email.text).toContain("Hi Ana Lee,\n");
    expect(email.text).toContain("Your Deep Clean at 12 Elm St Apt 3 has been completed.");
    expect(email.text).toContain("\nhttps://tidyline.test/client/history?job=job%201\n");
  });

  it("an admin's cancel says no cleaner will come, and that the plan's clean is back only when it is", () => {
    const returned = jobCanceledForClientEmail({ job, planCleanReturned: true });
    expect(returned.subject).toBe(`Your Deep Clean on ${WHEN} is canceled`);
    expect(returned.text).toBe(
      [
        `Tidyline's team canceled your Deep Clean on ${WHEN} at 12 Elm St Apt 3. No cleaner will come for it.`,
        "",
        "The clean it took from your plan is yours again.",
        "",
        "Questions? Reply to this email.",
      ].join("\n"),
    );
    expect(jobCanceledForClientEmail({ job, planCleanReturned: false }).text).not.toContain("plan");
  });

  it("a cleaner taken off with nobody new says the cleaning is open again", () => {
    const email = cleanerRemovedEmail({ job });
    expect(email.subject).toBe(`A new cleaner is needed for your Deep Clean on ${WHEN}`);
    expect(email.text).toContain(`The cleaner who was to clean your Deep Clean on ${WHEN} at 12 Elm St Apt 3 will not come.`);
    expect(email.text.endsWith("Questions? Reply to this email.")).toBe(true);
  });
});
