// decision 028: names people typed reach emails on one line, and a subject never carries a line
// break, through the real claim flow and through enqueueEmail itself.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/platform";
import { profiles } from "../../db/schema/people";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { SUBJECT_TEXT_MAX } from "./email-text";
import { enqueueEmail } from "../../lib/outbox";

const t = await createTestApp();
afterAll(() => t.close());

const outboxRow = async (dedupeKey: string) =>
  (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.dedupeKey, dedupeKey)))[0];

describe("user text in queued emails", () => {
  it("a claiming cleaner's name with line breaks and 200 characters: one line in the body, shortened in the subject", async () => {
    const client = await t.createAccount({ role: "client" });
    const cleaner = await insertCleaner(t);
    const evilName = `Sam\r\nBcc: everyone@example.test\r\n\r\nReset your password at https://evil.example ${"y".repeat(200)}`;
    // Written straight to the profile (the trigger copies it to the cleaner record), as an old row or another path might.
    await t.db.update(profiles).set({ fullName: evilName }).where(eq(profiles.userId, cleaner.account.userId));
    const job = await insertJob(t.db, {
      clientId: await clientIdOf(t, client),
      address: "1 Main St\nApt 2\u0007",
      claimWindowEnds: new Date(Date.now() + 20 * 3_600_000),
      scheduledStart: new Date(Date.now() + 48 * 3_600_000),
    });
    expect((await cleaner.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } })).status).toBe(201);

    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, client.email.toLowerCase()));
    expect(row).toBeDefined();
    expect(row!.subject).not.toMatch(/[\r\n]/);
    const namePart = row!.subject.slice(0, row!.subject.indexOf(" will clean on "));
    expect([...namePart]).toHaveLength(SUBJECT_TEXT_MAX);
    expect(namePart.startsWith("Sam Bcc: everyone@example.test Reset your password")).toBe(true);
    expect(row!.body).toContain("Cleaner: Sam Bcc: everyone@example.test Reset your password at https://evil.example yyy");
    expect(row!.body).toContain("Where: 1 Main St Apt 2\n");
    expect(row!.body.split("\n").filter((line) => line.includes("everyone@example.test"))).toHaveLength(1);
  });

  it("enqueueEmail stores a subject without CR or LF, whatever the builder gave it", async () => {
    await enqueueEmail(t.db, {
      kind: "test",
      dedupeKey: "test:crlf",
      to: "someone@example.test",
      subject: "Hello\r\nBcc: all@example.test",
      text: "Body",
    });
    expect((await outboxRow("test:crlf"))?.subject).toBe("Hello Bcc: all@example.test");
  });
});
