import { afterAll, describe, expect, it } from "vitest";
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
