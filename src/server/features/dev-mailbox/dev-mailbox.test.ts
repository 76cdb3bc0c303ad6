import { afterAll, describe, expect, it } from "vitest";
import { phoneNumbers } from "../../db/schema/notifications";
import type {} from "../../lib/mailer";
import { createTestApp, jsonOf } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

describe("GET /api/dev/mailbox", () => {
  it("lists the emails sent, newest first", async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const response = await t.api.dev.mailbox.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { emails } = await jsonOf(response);
    expect(emails.map((email) => email.to)).toEqual([second.email, first.email]);
    expect(emails[0]).toMatchObject({ subject: "Verify your email for Tidyline" });
    expect(emails[0]?.text).toContain("http://localhost:3000/verify-email?token=");
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production" }, database: t.database });
    try {
      const response = await prod.api.dev.mailbox.$get();
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
    } finally {
      await prod.close();
    }
  });
});

describe("texts in the mailbox (docs/decisions/070)", () => {
  it("lists the texts kept instead of sent, newest first, beside the emails", async () => {
    const client = await t.createAccount({ role: "client" });
    await client.browser.api.phone.$put({ json: { phone: "(312) 555-0187" } });
    await client.browser.api.phone.code.$post();
    const { texts } = await jsonOf(await t.api.dev.mailbox.$get());
    expect(texts[0]).toMatchObject({ direction: "out", to: "+13125550187", from: "+15555550100" });
    expect(texts[0]?.body).toMatch(/^Your Tidyline code is \d{6}\./);
  });

  it("takes a STOP or START typed there as from the phone, and answers HELP", async () => {
    const client = await t.createAccount({ role: "client" });
    await t.db.insert(phoneNumbers).values({ userId: client.userId, e164: "+13125550188", verifiedAt: new Date() });
    const reply = (body: string) => t.api.dev.mailbox.texts.reply.$post({ json: { from: "(312) 555-0188", body } });

    expect(await jsonOf(await reply("STOP"))).toEqual({ keyword: "stop" });
    expect((await jsonOf(await client.browser.api.phone.$get())).phone?.stoppedAt).toEqual(expect.any(String) as string);
    await reply("START");
    expect((await jsonOf(await client.browser.api.phone.$get())).phone?.stoppedAt).toBeNull();

    await reply("HELP");
    const { texts } = await jsonOf(await t.api.dev.mailbox.$get());
    expect(texts.slice(0, 2).map((text) => [text.direction, text.body])).toEqual([
      ["out", "Tidyline: job updates and reminders. Reply STOP to stop texts, START to resume. Change them in your profile."],
      ["in", "HELP"],
    ]);
  });

  it("takes replies only on this machine, and not at all in production", async () => {
    const elsewhere = await t.request("http://rebound.example/api/dev/mailbox/texts/reply", {
      json: { from: "+13125550188", body: "STOP" },
    });
    expect(elsewhere.status).toBe(404);
    const prod = await createTestApp({ env: { NODE_ENV: "production" }, database: t.database });
    try {
      const response = await prod.api.dev.mailbox.texts.reply.$post({ json: { from: "+13125550188", body: "STOP" } });
      expect(response.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
