import { describe, expect, it } from "vitest";
import {
  applicationApprovedEmail,
  applicationDeclinedEmail,
  jobAssignedByAdminEmail,
  jobCanceledForCleanerEmail,
  takenOffJobEmail,
} from "./cleaner-job-emails";

const publicUrl = "https://tidyline.test";
const job = {
  jobId: "job_1",
  type: "Standard Clean",
  address: "5 Oak Ave\nUnit 2",
  timeZone: "America/Chicago",
  scheduledStart: new Date("2025-03-04T15:00:00Z"),
  specialInstructions: "Use the side door",
  unitNotes: null,
};
const WHEN = "Tuesday, March 4, 2025 at 9:00 AM CST";

describe("the cleaner's job emails", () => {
  it("an admin's assignment gives when, where, the notes and the link to My Assignments", () => {
    const email = jobAssignedByAdminEmail({ job, publicUrl });
    expect(email.subject).toBe(`You have a new job: Standard Clean on ${WHEN}`);
    expect(email.text.split("\n")).toEqual([
      "Tidyline's team assigned you the Standard Clean.",
      "",
      `When: ${WHEN}`,
      "Where: 5 Oak Ave Unit 2",
      "",
      "Special instructions:",
      "Use the side door",
      "",
      "It is in My Assignments: https://tidyline.test/cleaner/assignments?job=job_1",
    ]);
  });

  it("an approved application says the job is theirs, with the same facts", () => {
    const email = applicationApprovedEmail({ job, publicUrl });
    expect(email.subject).toBe(`The job is yours: Standard Clean on ${WHEN}`);
    expect(email.text).toContain("Good news: your application for the Standard Clean was approved.\n");
    expect(email.text).toContain("Special instructions:\nUse the side door");
    expect(email.text).toContain("It is in My Assignments: https://tidyline.test/cleaner/assignments?job=job_1");
  });

  it("a declined application thanks them and points to the open jobs board, without the address", () => {
    const email = applicationDeclinedEmail({ job, publicUrl });
    expect(email.subject).toBe(`Your application for the Standard Clean on ${WHEN}`);
    expect(email.text).toBe(
      `Thank you for applying for the Standard Clean on ${WHEN}. Another cleaner was chosen for this one.\n\n` +
        "More jobs wait on the open jobs board: https://tidyline.test/cleaner/open-jobs",
    );
  });

  it("an admin's cancel or taking them off tells them not to go, and asks for questions by reply", () => {
    const canceled = jobCanceledForCleanerEmail({ job, publicUrl });
    expect(canceled.subject).toBe(`Canceled: the Standard Clean on ${WHEN}`);
    expect(canceled.text).toContain(`on ${WHEN} at 5 Oak Ave Unit 2. Please do not go: it shows as Canceled in My Assignments.`);
    expect(canceled.text).toContain("\nhttps://tidyline.test/cleaner/assignments?job=job_1\n");
    const takenOff = takenOffJobEmail({ job, publicUrl });
    expect(takenOff.subject).toBe(`You are no longer on the Standard Clean on ${WHEN}`);
    expect(takenOff.text).toContain("Please do not go: it is no longer in My Assignments.");
    expect(takenOff.text).toContain("More jobs wait on the open jobs board: https://tidyline.test/cleaner/open-jobs");
    for (const email of [canceled, takenOff]) expect(email.text.endsWith("Questions? Reply to this email.")).toBe(true);
  });
});
