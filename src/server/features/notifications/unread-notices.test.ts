// docs/decisions/037 and 068: a message left unread 15 minutes tells its reader once per thread and
// reading (never its writer), linking the thread, with the email unless the reader turned email off
// for messages; a reader told without an email is not found again by the next run.
import { afterAll, describe, expect, it } from "vitest";
import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from "../../../shared/domain/cleaner";
import { messages } from "../../db/schema/jobs";
import { messageThread } from "../../test/fixtures";
import { createTestApp, TEST_ORIGIN, type TestAccount } from "../../test/harness";
import { emailsOfKind, noticesOf, turnEmailOff } from "../../test/notice-fixtures";
import { enqueueUnreadMessageEmails } from "./unread-messages";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;
const base = Date.now();
const at = (minutes: number) => new Date(base + minutes * MINUTE);
const DUE = UNREAD_MESSAGE_EMAIL_AFTER_MINUTES;

const thread = () => messageThread(t);
const say = (jobId: string, from: TestAccount, minutes: number) =>
  t.db.insert(messages).values({ jobId, senderId: from.userId, senderType: from.role, content: "Hello", createdAt: at(minutes) });
const scan = (minutes: number) => enqueueUnreadMessageEmails({ db: t.db, now: at(minutes), publicUrl: TEST_ORIGIN });

describe("message.unread", () => {
  it("tells the reader once, by first name, linking the thread, with the email; never the writer", async () => {
    const { client, cleaner, job } = await thread();
    await say(job.jobId, cleaner, 0);
    await say(job.jobId, cleaner, 1);
    expect(await scan(DUE + 1)).toBe(1);
    expect(await scan(DUE + 2)).toBe(0);

    const [notice, ...more] = await noticesOf(t.db, client.userId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      event: "message.unread",
      title: "Dana sent you a message",
      body: "2 unread messages about the deep clean on Tue, Mar 4, 10:00 AM EST.",
      link: `/client/messages?job=${job.jobId}`,
      jobId: job.jobId,
      dedupeKey: `message.unread:${job.jobId}:never`,
    });
    expect(await noticesOf(t.db, cleaner.userId)).toEqual([]);
    expect((await emailsOfKind(t.db, client.email, "unread-messages")).map((email) => email.notificationId)).toEqual([notice!.id]);
  });

  it("tells a reader with email off for messages in the app alone, once: the next runs move on", async () => {
    const { client, cleaner, job } = await thread();
    await turnEmailOff(t.db, cleaner.userId, "messages");
    await say(job.jobId, client, 0);
    expect(await scan(DUE)).toBe(1);
    expect(await scan(DUE + 1)).toBe(0);
    const notices = await noticesOf(t.db, cleaner.userId);
    expect(notices.map((notice) => [notice.title, notice.link])).toEqual([
      ["Riley sent you a message", `/cleaner/messages?job=${job.jobId}`],
    ]);
    expect(await emailsOfKind(t.db, cleaner.email, "unread-messages")).toEqual([]);
  });
});
