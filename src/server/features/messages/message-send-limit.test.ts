// decision 028: at most SEND_LIMIT.max sends per person per minute; the next is 429 with
// Retry-After and a message saying when to send again, and stores nothing.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { SEND_LIMIT, sendLimitMessage } from "./messages.routes";

const t = await createTestApp();
afterAll(() => t.close());

const send = (account: Pick<TestAccount, "browser">, jobId: string, content: string) =>
  account.browser.api.messages.threads[":jobId"].$post({ param: { jobId }, json: { content } });

describe("sending messages", () => {
  it(`takes ${SEND_LIMIT.max} a minute from one person, then refuses with 429 and Retry-After; the other party may still send`, async () => {
    const client = await t.createAccount({ role: "client" });
    const cleaner = await insertCleaner(t);
    const { jobId } = await insertJob(t.db, { clientId: await clientIdOf(t, client), status: "Assigned", cleanerId: cleaner.cleanerId });

    for (let i = 1; i <= SEND_LIMIT.max; i += 1) expect((await send(client, jobId, `Note ${i}`)).status, `send ${i}`).toBe(201);
    const refused = await send(client, jobId, "One too many");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SEND_LIMIT.window);
    expect(await refused.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: sendLimitMessage(retryAfter) } });
    expect(sendLimitMessage(retryAfter)).toMatch(/Please wait \d+ seconds? before sending again\./);

    const stored = await t.db.select({ content: messages.content }).from(messages).where(eq(messages.jobId, jobId));
    expect(stored).toHaveLength(SEND_LIMIT.max);
    expect(stored.map((row) => row.content)).not.toContain("One too many");

    // Counted per person: the cleaner's reply goes through.
    expect((await send(cleaner.account, jobId, "On my way")).status).toBe(201);
  });
});
