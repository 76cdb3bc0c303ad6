import { describe, expect, it } from "vitest";
import { SUBJECT_TEXT_MAX } from "./email-text";
import { unreadMessagesEmail, type UnreadThread } from "./message-emails";

const publicUrl = "https://tidyline.test";
const thread: UnreadThread = {
  jobId: "job 1",
  role: "cleaner",
  readerName: "Sam",
  jobType: "Deep Clean",
  jobStatus: "Assigned",
  jobTimeZone: "America/New_York",
  scheduledStart: new Date("2025-03-04T15:00:00Z"),
  unreadCount: 3,
  writers: ["Ana\nLee", "Support"],
};

describe("the unread-messages email", () => {
  it("says who wrote, about which job, how many wait and where to answer", () => {
    const email = unreadMessagesEmail({ thread, publicUrl });
    expect(email.subject).toBe("Ana Lee and Support sent you a message about your Deep Clean");
    expect(email.text).toBe(
      "Hello Sam,\n\n" +
        "Ana Lee and Support wrote to you about the Deep Clean on Tue, Mar 4, 10:00 AM EST. You have 3 unread messages in this conversation.\n\n" +
        "Read and reply:\nhttps://tidyline.test/cleaner/messages?job=job%201\n\n" +
        "You get one email per conversation until you read it.",
    );
  });

  it("sends the client to the list that shows the job, and counts one message as one", () => {
    const upcoming = unreadMessagesEmail({ thread: { ...thread, role: "client", unreadCount: 1, writers: ["Sam"] }, publicUrl });
    expect(upcoming.text).toContain("You have 1 unread message in this conversation.");
    expect(upcoming.text).toContain("\nhttps://tidyline.test/client/upcoming\n");
    const history = unreadMessagesEmail({ thread: { ...thread, role: "client", jobStatus: "Completed" }, publicUrl });
    expect(history.text).toContain("\nhttps://tidyline.test/client/history\n");
  });

  it("names Support when no writer is named, and shortens long names in the subject", () => {
    expect(unreadMessagesEmail({ thread: { ...thread, writers: [] }, publicUrl }).subject).toBe(
      "Support sent you a message about your Deep Clean",
    );
    const long = unreadMessagesEmail({ thread: { ...thread, writers: ["x".repeat(200)] }, publicUrl });
    expect(long.subject).toBe(`${"x".repeat(SUBJECT_TEXT_MAX - 1)}… sent you a message about your Deep Clean`);
  });
});
