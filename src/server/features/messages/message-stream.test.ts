import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestAccount, type TestApp } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { memoryMessageBus } from "./message-bus";
import { readEvents } from "../../test/sse-test-reader";

const t = await createTestApp();
afterAll(() => t.close());

type Account = Pick<TestAccount, "browser">;

async function openStream(account: Account) {
  // Asks for compression as a browser does: the stream must come through as it is written.
  const response = await account.browser.api.messages.stream.$get({}, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  expect(response.headers.get("content-encoding")).toBeNull();
  if (!response.body) throw new Error("no body");
  return readEvents(response.body as ReadableStream<Uint8Array>);
}

const send = (account: Account, jobId: string, content: string) =>
  account.browser.api.messages.threads[":jobId"].$post({ param: { jobId }, json: { content } });

async function assignedJob(app: TestApp = t) {
  const client = await app.createAccount({ role: "client", fullName: "Cora Client" });
  const cleaner = await insertCleaner(app, "Cal Cleaner");
  const job = await insertJob(app.db, { clientId: await clientIdOf(app, client), status: "Assigned", cleanerId: cleaner.cleanerId });
  return { client, cleaner: cleaner.account, jobId: job.jobId };
}

describe("GET /api/messages/stream", () => {
  it("pushes a message to the other party's open stream, in both directions", async () => {
    const { client, cleaner, jobId } = await assignedJob();
    const [clientStream, cleanerStream] = [await openStream(client), await openStream(cleaner)];
    try {
      await send(client, jobId, "Hello from the client");
      const atCleaner = await cleanerStream.next((event) => event.event === "message");
      expect(JSON.parse(atCleaner.data)).toMatchObject({
        jobId,
        senderType: "client",
        senderName: "Cora Client",
        content: "Hello from the client",
      });

      await send(cleaner, jobId, "Hello from the cleaner");
      const atClient = await clientStream.next((event) => event.data.includes("Hello from the cleaner"));
      expect(JSON.parse(atClient.data)).toMatchObject({ jobId, senderType: "cleaner", content: "Hello from the cleaner" });
    } finally {
      await Promise.all([clientStream.close(), cleanerStream.close()]);
    }
  });

  it("sends nothing of a thread to someone not party to it; an admin hears every thread", async () => {
    const { client, jobId } = await assignedJob();
    const other = await assignedJob();
    const admin = await t.createAccount({ role: "admin" });
    const [strangerStream, adminStream] = [await openStream(other.cleaner), await openStream(admin)];
    try {
      await send(client, jobId, "Not for strangers");
      await send(other.client, other.jobId, "For my own cleaner");
      // Events arrive in the order they were sent: the first one the stranger gets is their own thread's.
      const first = await strangerStream.next();
      expect(JSON.parse(first.data)).toMatchObject({ jobId: other.jobId, content: "For my own cleaner" });
      expect(JSON.parse((await adminStream.next()).data)).toMatchObject({ jobId, content: "Not for strangers" });
      expect(JSON.parse((await adminStream.next()).data)).toMatchObject({ jobId: other.jobId });
    } finally {
      await Promise.all([strangerStream.close(), adminStream.close()]);
    }
  });

  it("ends open streams when the server shuts down (the bus closes)", async () => {
    const bus = memoryMessageBus();
    const app = await createTestApp({ messageBus: bus });
    try {
      const { client } = await assignedJob(app);
      const stream = await openStream(client);
      expect(await stream.ended(200)).toBe(false);
      await bus.close();
      expect(await stream.ended()).toBe(true);
    } finally {
      await app.close();
    }
  });
});
