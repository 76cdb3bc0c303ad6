// docs/decisions/019 and 037: the server's runner delivers the outbox and scans for unread
// messages, as soon as it starts and then on their schedules.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startBackgroundRunner } from "../../background/runner";
import {
  BACKGROUND_TASKS,
  notificationDelivery,
  notificationRetention,
  notificationSends,
  unreadMessageEmails,
} from "../../background/tasks";
import { messages } from "../../db/schema/jobs";
import { notificationOutbox } from "../../db/schema/platform";
import { memoryMailbox } from "../../lib/mailer";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, uniqueEmail } from "../../test/harness";
import { enqueueEmail } from "../../lib/outbox";

const t = await createTestApp();
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the notification tasks", () => {
  it("are registered: delivery often enough that an email leaves within a minute, the unread scan every minute", () => {
    expect(BACKGROUND_TASKS).toContain(notificationDelivery);
    expect(BACKGROUND_TASKS).toContain(unreadMessageEmails);
    expect(notificationDelivery.everyMs).toBeLessThanOrEqual(20_000);
    expect(unreadMessageEmails.everyMs).toBe(60_000);
  });

  it("are registered: pushes and texts within seconds of their due time (decision 068), the retention sweep hourly", () => {
    expect(BACKGROUND_TASKS).toContain(notificationSends);
    expect(BACKGROUND_TASKS).toContain(notificationRetention);
    expect(notificationSends.everyMs).toBeLessThanOrEqual(10_000);
    expect(notificationRetention.everyMs).toBe(60 * 60_000);
  });

  it("run with the server's runner: an enqueued email is sent and an unread thread is queued as it starts", async () => {
    const address = uniqueEmail("claimed");
    await enqueueEmail(t.db, {
      kind: "job-claimed",
      dedupeKey: `test:${address}`,
      to: address,
      subject: "Your cleaning was claimed",
      text: "Body",
    });
    const client = await t.createAccount({ role: "client" });
    const cleaner = await insertCleaner(t);
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), cleanerId: cleaner.cleanerId });
    await t.db.insert(messages).values({
      jobId: job.jobId,
      senderId: cleaner.account.userId,
      senderType: "cleaner",
      content: "On my way",
      createdAt: new Date(Date.now() - 20 * 60_000),
    });

    const mailer = memoryMailbox();
    const runner = startBackgroundRunner({
      deps: { db: t.db, paymentProvider: t.paymentProvider, mailer, storage: t.storage, env: t.env },
      tasks: BACKGROUND_TASKS,
    });
    const unreadFor = () =>
      t.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.kind, "unread-messages"), eq(notificationOutbox.recipient, client.email.toLowerCase())));
    try {
      for (let waited = 0; !mailer.sent.some((email) => email.to === address) || (await unreadFor()).length === 0; waited += 50) {
        if (waited > 10_000) throw new Error("the runner did not run the notification tasks");
        await sleep(50);
      }
    } finally {
      await runner.stop();
    }
    expect(mailer.sent.filter((email) => email.to === address).map((email) => email.subject)).toEqual(["Your cleaning was claimed"]);
    expect((await unreadFor())[0]!.body).toContain(`${t.env.publicUrl}/client/upcoming`);
  });
});
