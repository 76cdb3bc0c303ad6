// docs/decisions/037: one email per thread and reading, 15 minutes after a
// message from someone else is left unread; never to its sender, never to an admin.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from "../../../shared/domain/cleaner";
import { messageReads, messages } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { messageThread } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN, type TestAccount } from "../../test/harness";
import { enqueueUnreadMessageEmails } from "./unread-messages";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
const base = Date.now();
const at = (minutes: number) => new Date(base + minutes * MINUTE);

const thread = (job: Parameters<typeof messageThread>[1] = {}) => messageThread(t, job);
const say = (jobId: string, from: TestAccount, minutes: number, senderType: "client" | "cleaner" | "admin" = from.role) =>
  t.db.insert(messages).values({ jobId, senderId: from.userId, senderType, content: "Hello", createdAt: at(minutes) });
const read = (jobId: string, reader: TestAccount, minutes: number) =>
  t.db
    .insert(messageReads)
    .values({ jobId, readerId: reader.userId, lastReadAt: at(minutes) })
    .onConflictDoUpdate({ target: [messageReads.jobId, messageReads.readerId], set: { lastReadAt: at(minutes) } });
const scan = (minutes: number) => enqueueUnreadMessageEmails({ db: t.db, now: at(minutes), publicUrl: TEST_ORIGIN });
const emailsTo = (account: TestAccount) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.kind, "unread-messages"), eq(notificationOutbox.recipient, account.email.toLowerCase())))
    .orderBy(notificationOutbox.createdAt);

describe("unread-message emails", () => {
  it("waits 15 minutes after the message before emailing", async () => {
    const { client, cleaner, job } = await thread();
    await say(job.jobId, cleaner, 0);
    await scan(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES - 1);
    expect(await emailsTo(client)).toEqual([]);
    await scan(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    expect(await emailsTo(client)).toHaveLength(1);
  });

  it("sends one email for several unread messages in a thread, saying who wrote, about which job, how many, and where to answer", async () => {
    const { client, cleaner, job } = await thread();
    await say(job.jobId, cleaner, 0);
    await say(job.jobId, cleaner, 1);
    await scan(16);
    // More messages, later scans: still the one email until the client reads the thread.
    await say(job.jobId, cleaner, 2);
    await scan(40);
    await scan(60);

    const sent = await emailsTo(client);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      dedupeKey: `unread:${job.jobId}:${client.userId}:never`,
      subject: "Dana Diaz sent you a message about your Deep Clean",
    });
    expect(sent[0]!.body).toContain("Hello Riley Client,");
    expect(sent[0]!.body).toContain(
      "Dana Diaz wrote to you about the Deep Clean on Tue, Mar 4, 10:00 AM EST. You have 2 unread messages in this conversation.",
    );
    expect(sent[0]!.body).toContain(`${TEST_ORIGIN}/client/upcoming`);
    // The sender is never emailed about their own messages.
    expect(await emailsTo(cleaner)).toEqual([]);
  });

  it("emails again after a reading only when a newer message is left unread", async () => {
    const { client, cleaner, job } = await thread();
    await say(job.jobId, cleaner, 0);
    await scan(15);
    await read(job.jobId, client, 20);
    await scan(60);
    expect(await emailsTo(client)).toHaveLength(1);

    await say(job.jobId, cleaner, 70);
    await scan(80);
    expect(await emailsTo(client)).toHaveLength(1);
    await scan(85);
    const sent = await emailsTo(client);
    expect(sent.map((email) => email.dedupeKey)).toEqual([
      `unread:${job.jobId}:${client.userId}:never`,
      `unread:${job.jobId}:${client.userId}:${at(20).toISOString().replace("Z", "000Z")}`,
    ]);
    expect(sent[1]!.body).toContain("You have 1 unread message in this conversation.");
  });

  it("emails the cleaner with a link to the thread, and gives each thread its own email", async () => {
    const first = await thread();
    const second = await thread({ type: "Move-out Clean" });
    await say(first.job.jobId, first.client, 0);
    await say(second.job.jobId, second.client, 0);
    await scan(15);

    for (const { cleaner, job } of [first, second]) {
      const sent = await emailsTo(cleaner);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(`${TEST_ORIGIN}/cleaner/messages?job=${job.jobId}`);
      expect(sent[0]!.subject).toBe(`Riley Client sent you a message about your ${job.type}`);
    }
    expect(await emailsTo(first.client)).toEqual([]);
  });

  it("tells a client of a completed job where its history is, names Support for an admin, and never emails the admin", async () => {
    const { client, cleaner, job } = await thread({ status: "Completed" });
    const admin = await t.createAccount({ role: "admin", fullName: "Avery Admin" });
    await say(job.jobId, admin, 0, "admin");
    await say(job.jobId, cleaner, 1);
    await scan(30);

    const [sent] = await emailsTo(client);
    expect(sent!.body).toContain(`${TEST_ORIGIN}/client/history`);
    expect(sent!.body).toContain("Dana Diaz and Support wrote to you");
    expect(sent!.body).toContain("2 unread messages");
    expect((await emailsTo(cleaner))[0]!.subject).toBe("Support sent you a message about your Deep Clean");
    expect(await emailsTo(admin)).toEqual([]);
  });
});
