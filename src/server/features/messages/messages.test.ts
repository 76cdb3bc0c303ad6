import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "../../../shared/domain/cleaner";
import { messageTexts } from "../../../shared/schemas/messages";
import { messages } from "../../db/schema/jobs";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

type Account = Pick<TestAccount, "browser">;
interface ThreadBody {
  thread: { jobId: string; type: string; clientName: string; cleanerName: string };
  messages: { senderType: string; senderName: string | null; content: string; senderId: string }[];
}
interface Unread {
  total: number;
  open: number;
  completed: number;
  byJob: Record<string, number>;
}
interface ThreadSummary {
  jobId: string;
  type: string;
  status: string;
  scheduledStart: string;
  timeZone: string;
  clientName: string;
  cleanerName: string;
  lastMessage: { content: string; senderType: string } | null;
  messageCount: number;
  unreadCount: number;
}

const send = (account: Account, jobId: string, content: unknown) =>
  account.browser.api.messages.threads[":jobId"].$post({ param: { jobId }, json: { content: unchecked(content) } });
const open = (account: Account, jobId: string) => account.browser.api.messages.threads[":jobId"].$get({ param: { jobId } });
const markRead = (account: Account, jobId: string) => account.browser.api.messages.threads[":jobId"].read.$post({ param: { jobId } });
const unread = async (account: Account) => (await (await account.browser.api.messages.unread.$get()).json()) as Unread;
const threads = async (account: Account) =>
  ((await (await account.browser.api.messages.threads.$get()).json()) as { threads: ThreadSummary[] }).threads;
const stored = async (jobId: string) => t.db.select().from(messages).where(eq(messages.jobId, jobId));

/** A client and an Active cleaner, with a job assigned to that cleaner. */
async function assignedJob(status: "Assigned" | "In Progress" | "Completed" = "Assigned", type = "Standard Clean") {
  const client = await t.createAccount({ role: "client", fullName: "Cora Client" });
  const cleaner = await insertCleaner(t, "Cal Cleaner");
  const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status, cleanerId: cleaner.cleanerId, type });
  return { client, cleaner: cleaner.account, cleanerId: cleaner.cleanerId, clientId: job.clientId, jobId: job.jobId };
}

describe("sending and reading a thread", () => {
  it("lets the client and the assigned cleaner write to each other, oldest first, each as their role", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    expect((await send(client, jobId, "Is parking available?")).status).toBe(201);
    const reply = await send(cleaner, jobId, "I'll find a spot, thanks!");
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({
      message: { jobId, senderType: "cleaner", senderName: "Cal Cleaner", content: "I'll find a spot, thanks!" },
    });

    for (const reader of [client, cleaner]) {
      const response = await open(reader, jobId);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await jsonOf(response);
      expect(body.thread).toMatchObject({ jobId, type: "Standard Clean", clientName: "Cora Client", cleanerName: "Cal Cleaner" });
      expect(body.messages.map((m) => [m.senderType, m.senderName, m.content])).toEqual([
        ["client", "Cora Client", "Is parking available?"],
        ["cleaner", "Cal Cleaner", "I'll find a spot, thanks!"],
      ]);
    }
  });

  it("stores the text trimmed", async () => {
    const { client, jobId } = await assignedJob();
    const response = await send(client, jobId, "  \n  See you at 9.\n\n  ");
    expect((await jsonOf(response)).message.content).toBe("See you at 9.");
    expect((await stored(jobId)).map((m) => m.content)).toEqual(["See you at 9."]);
  });

  it("refuses empty, whitespace-only and missing text and stores nothing", async () => {
    const { client, jobId } = await assignedJob();
    for (const content of ["", "   \n\t ", undefined]) {
      const response = await send(client, jobId, content);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: messageTexts.blank } });
    }
    expect(await stored(jobId)).toEqual([]);
  });

  it(`accepts ${MESSAGE_MAX_LENGTH} characters after trimming and refuses one more, storing nothing`, async () => {
    const { client, jobId } = await assignedJob();
    const tooLong = await send(client, jobId, "x".repeat(MESSAGE_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: { code: "INVALID_INPUT", message: messageTexts.tooLong } });
    expect(await stored(jobId)).toEqual([]);
    expect((await send(client, jobId, `  ${"x".repeat(MESSAGE_MAX_LENGTH)}  `)).status).toBe(201);
    expect((await stored(jobId)).map((m) => m.content.length)).toEqual([MESSAGE_MAX_LENGTH]);
  });
});

describe("who may read and write a thread", () => {
  it("answers 404 to another client and another cleaner, and stores nothing", async () => {
    const { jobId } = await assignedJob();
    const otherClient = await t.createAccount({ role: "client" });
    const otherCleaner = (await insertCleaner(t, "Other Cleaner")).account;
    for (const stranger of [otherClient, otherCleaner]) {
      expect((await open(stranger, jobId)).status).toBe(404);
      expect((await send(stranger, jobId, "hello")).status).toBe(404);
      expect((await markRead(stranger, jobId)).status).toBe(404);
    }
    expect(await stored(jobId)).toEqual([]);
  });

  it("has no thread for a job nobody has claimed yet", async () => {
    const client = await t.createAccount({ role: "client" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Posted" });
    expect((await send(client, job.jobId, "hello")).status).toBe(404);
    expect((await open(client, job.jobId)).status).toBe(404);
    expect(await threads(client)).toEqual([]);
  });

  it("answers 404 for an id that is not a job id", async () => {
    const { client } = await assignedJob();
    expect((await open(client, "not-a-uuid")).status).toBe(404);
  });

  it("lets an admin read and write as Support", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    const admin = await t.createAccount({ role: "admin", fullName: "Ada Admin" });
    await send(client, jobId, "The door code changed.");
    const opened = await open(admin, jobId);
    expect(opened.status).toBe(200);
    expect((await jsonOf(opened)).messages.map((m) => m.content)).toEqual(["The door code changed."]);
    expect((await send(admin, jobId, "Thanks, noted.")).status).toBe(201);
    const seenByCleaner = ((await (await open(cleaner, jobId)).json()) as ThreadBody).messages;
    expect(seenByCleaner.at(-1)).toMatchObject({ senderType: "admin", senderId: admin.userId, content: "Thanks, noted." });
  });
});

describe("read marks, per reader", () => {
  it("counts the other party's messages as unread until the reader opens the thread", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    await send(cleaner, jobId, "On my way");
    await send(cleaner, jobId, "Arriving in 10");
    await send(client, jobId, "Great");
    // Your own messages are never unread to you.
    expect(await unread(client)).toEqual({ total: 2, open: 2, completed: 0, byJob: { [jobId]: 2 } });
    expect(await unread(cleaner)).toEqual({ total: 1, open: 1, completed: 0, byJob: { [jobId]: 1 } });

    // Reading alone marks nothing (reads never write); the screen marks the thread read on opening it.
    await open(client, jobId);
    expect((await unread(client)).total).toBe(2);
    expect((await markRead(client, jobId)).status).toBe(200);
    expect(await unread(client)).toEqual({ total: 0, open: 0, completed: 0, byJob: {} });
    // The client reading changes nothing for the cleaner.
    expect((await unread(cleaner)).byJob).toEqual({ [jobId]: 1 });

    await send(cleaner, jobId, "Here now");
    expect((await unread(client)).byJob).toEqual({ [jobId]: 1 });
  });

  it("makes an admin's message unread for both the client and the cleaner, and not for the admin", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    const admin = await t.createAccount({ role: "admin" });
    await send(admin, jobId, "Support here: all good?");
    expect((await unread(client)).byJob).toEqual({ [jobId]: 1 });
    expect((await unread(cleaner)).byJob).toEqual({ [jobId]: 1 });
    expect((await unread(admin)).byJob[jobId]).toBeUndefined();
    await markRead(cleaner, jobId);
    expect((await unread(client)).byJob).toEqual({ [jobId]: 1 });
    expect((await unread(cleaner)).byJob).toEqual({});
  });

  it("marks an empty thread read now, so a later message is unread", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    expect((await markRead(client, jobId)).status).toBe(200);
    await send(cleaner, jobId, "Hello!");
    expect((await unread(client)).byJob).toEqual({ [jobId]: 1 });
  });

  it("splits the client's unread messages between jobs to come and completed ones", async () => {
    const { client, cleaner, cleanerId, clientId, jobId } = await assignedJob("Completed");
    const upcoming = await insertJob(t.db, { clientId, status: "Assigned", cleanerId });
    await send(cleaner, jobId, "Thanks for having me");
    await send(cleaner, upcoming.jobId, "See you Tuesday");
    await send(cleaner, upcoming.jobId, "Bring a ladder?");
    expect(await unread(client)).toEqual({ total: 3, open: 2, completed: 1, byJob: { [jobId]: 1, [upcoming.jobId]: 2 } });
  });
});

describe("GET /api/messages/threads", () => {
  it("lists the cleaner's assigned jobs, most recent activity first, with the thread's details", async () => {
    const cleaner = await insertCleaner(t, "Cal Cleaner");
    const client = await t.createAccount({ role: "client", fullName: "Cora Client" });
    const clientId = await clientIdOf(t, client);
    const quiet = await insertJob(t.db, { clientId, status: "Assigned", cleanerId: cleaner.cleanerId, type: "Deep Clean" });
    const older = await insertJob(t.db, { clientId, status: "In Progress", cleanerId: cleaner.cleanerId, type: "Move Out" });
    const newer = await insertJob(t.db, { clientId, status: "Assigned", cleanerId: cleaner.cleanerId, type: "Standard Clean" });
    // Another cleaner's job and an open job are not this cleaner's threads.
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: (await insertCleaner(t, "Someone Else")).cleanerId });
    await insertJob(t.db, { clientId, status: "Posted" });

    await send(client, newer.jobId, "First");
    await send(cleaner.account, older.jobId, "Old news");
    await send(client, newer.jobId, "Second");
    await send(client, older.jobId, "Latest");

    const list = await threads(cleaner.account);
    expect(list.map((thread) => thread.jobId)).toEqual([older.jobId, newer.jobId, quiet.jobId]);
    expect(list[0]).toMatchObject({
      type: "Move Out",
      status: "In Progress",
      clientName: "Cora Client",
      cleanerName: "Cal Cleaner",
      lastMessage: { content: "Latest", senderType: "client" },
      messageCount: 2,
      unreadCount: 1,
      timeZone: "America/New_York",
    });
    expect(new Date(list[0]!.scheduledStart).getTime()).toBe(older.scheduledStart.getTime());
    expect(list[1]).toMatchObject({ lastMessage: { content: "Second" }, messageCount: 2, unreadCount: 2 });
    expect(list[2]).toMatchObject({ type: "Deep Clean", lastMessage: null, messageCount: 0, unreadCount: 0 });

    // The client sees the same threads (their jobs with a cleaner), with their own unread counts.
    const clientView = await threads(client);
    expect(clientView.find((thread) => thread.jobId === older.jobId)).toMatchObject({ unreadCount: 1, messageCount: 2 });
    expect(clientView.find((thread) => thread.jobId === newer.jobId)).toMatchObject({ unreadCount: 0 });
    expect(clientView).toHaveLength(4);
  });

  it("lists for an admin every thread that has a message", async () => {
    const { client, jobId } = await assignedJob();
    const silent = await assignedJob();
    const admin = await t.createAccount({ role: "admin" });
    await send(client, jobId, "Anyone there?");
    const list = await threads(admin);
    expect(list.map((thread) => thread.jobId)).toContain(jobId);
    expect(list.map((thread) => thread.jobId)).not.toContain(silent.jobId);
    expect(list.find((thread) => thread.jobId === jobId)).toMatchObject({ unreadCount: 1, messageCount: 1 });
  });
});
