import { describe, expect, it } from "vitest";
import { applicationsWaitingEmail, noShowEmail } from "./admin-emails";

const publicUrl = "https://tidyline.test";

describe("the admins' emails", () => {
  it("a no-show names the job, its start in the job's own time and zone (docs/decisions/064), the cleaner and the client, people's text on one line", () => {
    const email = noShowEmail({
      job: {
        type: "Deep Clean",
        address: "1 Main St\nApt 2",
        scheduledStart: new Date("2025-03-04T15:00:00Z"),
        timeZone: "America/Chicago",
        cleanerName: "Sam\r\nRivera",
        cleanerPhone: "555-0100",
        cleanerEmail: "sam@example.test",
        clientName: "Ana Lee",
        clientEmail: "ana@example.test",
        clientPhone: null,
      },
      publicUrl,
    });
    expect(email.subject).toBe("No-show: Deep Clean at 1 Main St Apt 2");
    expect(email.text.split("\n")).toEqual([
      "The Deep Clean at 1 Main St Apt 2, due to start Tuesday, March 4, 2025 at 9:00 AM CST, has not been started 30 minutes after its start.",
      "",
      "Cleaner: Sam Rivera, 555-0100, sam@example.test",
      "Client: Ana Lee, ana@example.test",
      "",
      "Reassign it or contact them: https://tidyline.test/admin/exceptions",
    ]);
  });

  it("a no-show without a cleaner says none", () => {
    const job = {
      type: "Deep Clean",
      address: "1 Main St",
      scheduledStart: new Date(),
      timeZone: "America/New_York",
      clientName: "Ana",
      clientEmail: "a@example.test",
    };
    const email = noShowEmail({
      job: { ...job, cleanerName: null, cleanerPhone: null, cleanerEmail: null, clientPhone: "555" },
      publicUrl,
    });
    expect(email.text).toContain("\nCleaner: none\nClient: Ana, a@example.test, 555\n");
  });

  it("applications waiting names the job and links it in Jobs by its short id", () => {
    const jobId = "job_0b7c6a52-1f0e-4a4e-9d3b-7b8f1c2d3e4f";
    const email = applicationsWaitingEmail({
      job: {
        jobId,
        type: "Move-Out Clean",
        address: "9 Pine Rd",
        timeZone: "America/New_York",
        scheduledStart: new Date("2025-03-04T15:00:00Z"),
      },
      publicUrl,
    });
    expect(email.subject).toBe("Cleaners are applying for the Move-Out Clean on Tuesday, March 4, 2025 at 10:00 AM EST");
    expect(email.text).toContain("A cleaner applied for the Move-Out Clean on Tuesday, March 4, 2025 at 10:00 AM EST at 9 Pine Rd.");
    expect(email.text).toContain(
      "Choose who does it in Jobs (the job's details list the applicants): https://tidyline.test/admin/jobs?search=7b8f1c2d3e4f",
    );
  });
});
