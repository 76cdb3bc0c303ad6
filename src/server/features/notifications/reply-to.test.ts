// docs/decisions/026 (issue 18): a Request Info email asks the applicant to reply, so its Reply-To
// is someone who reads it: SUPPORT_EMAIL, else the first admin's email, read when it is queued.
import { afterAll, describe, expect, it } from "vitest";
import { memoryMailbox } from "../../lib/mailer";
import { enqueueEmail } from "../../lib/outbox";
import { insertDraft, outboxTo } from "../../test/application-fixtures";
import { createTestApp, type Browser, type TestApp } from "../../test/harness";
import { deliverDueNotifications } from "./delivery";

const plain = await createTestApp();
const configured = await createTestApp({ env: { SUPPORT_EMAIL: "help@tidyline.example" } });
afterAll(() => Promise.all([plain.close(), configured.close()]));

async function requestInfoOn(t: TestApp, admin: { browser: Browser }) {
  const draft = await insertDraft(t.db, "cleaner", { status: "verified" });
  const response = await admin.browser.api.admin["cleaner-drafts"][":id"]["request-info"].$post({
    param: { id: draft.id },
    json: { message: "Please send a photo ID." },
  });
  expect(response.status).toBe(200);
  const [row] = await outboxTo(t.db, draft.email);
  return { draft, row: row! };
}

describe("Request Info's Reply-To", () => {
  it("is the first admin's email without SUPPORT_EMAIL, whoever sends it, and reaches the mailer", async () => {
    const first = await plain.createAccount({ role: "admin", email: "first-admin@tidyline.test" });
    const second = await plain.createAccount({ role: "admin", email: "second-admin@tidyline.test" });
    const { draft, row } = await requestInfoOn(plain, second);
    expect(row.replyTo).toBe(first.email);

    const mailer = memoryMailbox();
    await deliverDueNotifications({ db: plain.db, mailer, now: new Date(Date.now() + 1_000) });
    const sent = mailer.sent.find((email) => email.to === draft.email.toLowerCase());
    expect(sent?.replyTo).toBe(first.email);
  });

  it("is SUPPORT_EMAIL when set", async () => {
    const admin = await configured.createAccount({ role: "admin" });
    const { row } = await requestInfoOn(configured, admin);
    expect(row.replyTo).toBe("help@tidyline.example");
  });

  it("is left out of emails queued without one", async () => {
    await enqueueEmail(plain.db, {
      kind: "test",
      dedupeKey: "test:no-reply-to",
      to: "someone@tidyline.test",
      subject: "Hello",
      text: "Hi",
    });
    const mailer = memoryMailbox();
    await deliverDueNotifications({ db: plain.db, mailer, now: new Date(Date.now() + 1_000) });
    const sent = mailer.sent.find((email) => email.to === "someone@tidyline.test");
    expect(sent).toBeDefined();
    expect(sent).not.toHaveProperty("replyTo");
  });
});
