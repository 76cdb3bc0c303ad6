// docs/decisions/070: STOP, START and HELP reach POST /api/twilio/inbound, which answers only
// requests signed by Twilio for our public address and the form they carry.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneNumbers } from "../../db/schema/notifications";
import { createTestApp, type TestApp } from "../../test/harness";
import { startFakeTwilio, twilioSignature, TWILIO_TEST_SETTINGS, type FakeTwilio } from "../../test/fake-twilio";

const PATH = "/api/twilio/inbound";
const URL_SIGNED = `http://localhost:3000${PATH}`;
const PERSON = "+14155550142";

let twilio: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({ env: TWILIO_TEST_SETTINGS, texts: twilio.provider });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const inboundForm = (from: string, body: string) => ({
  MessageSid: "SM00000000000000000000000000000001",
  AccountSid: TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID,
  From: from,
  To: TWILIO_TEST_SETTINGS.TWILIO_FROM,
  Body: body,
  NumMedia: "0",
});

/** A request as Twilio makes it: a form, signed, with no Origin and no session. */
function fromTwilio(
  app: TestApp,
  form: Record<string, string>,
  signature = twilioSignature(TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN, URL_SIGNED, form),
) {
  return app.request(PATH, {
    method: "POST",
    origin: null,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body: new URLSearchParams(form).toString(),
  });
}

async function verifiedAccountsWith(e164: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = await t.createAccount({ role: index % 2 ? "cleaner" : "client" });
    await t.db.insert(phoneNumbers).values({ userId: account.userId, e164, verifiedAt: new Date() });
    ids.push(account.userId);
  }
  return ids;
}

const stoppedOf = async (userId: string) =>
  (await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)))[0]?.stoppedAt ?? null;

describe("the signature", () => {
  it("refuses a request with a wrong or missing signature, and changes nothing", async () => {
    const [userId] = await verifiedAccountsWith(PERSON, 1);
    const form = inboundForm(PERSON, "STOP");
    expect((await fromTwilio(t, form, twilioSignature("not-the-auth-token-000000000000", URL_SIGNED, form))).status).toBe(403);
    expect((await fromTwilio(t, form, "")).status).toBe(403);
    // Signed for another address, or with another body: not ours.
    expect(
      (await fromTwilio(t, form, twilioSignature(TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN, "http://localhost:3000/elsewhere", form))).status,
    ).toBe(403);
    const signedForStart = twilioSignature(TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN, URL_SIGNED, inboundForm(PERSON, "START"));
    expect((await fromTwilio(t, form, signedForStart)).status).toBe(403);
    expect(await stoppedOf(userId!)).toBeNull();
  });

  it("accepts Twilio's signature with no Origin, no session and a form body", async () => {
    const response = await fromTwilio(t, inboundForm("+14155550100", "Thanks!"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it("refuses a body larger than any text's", async () => {
    const form = inboundForm(PERSON, "x".repeat(70 * 1024));
    expect((await fromTwilio(t, form)).status).toBe(413);
  });

  it("does not exist without Twilio", async () => {
    const form = inboundForm(PERSON, "STOP");
    const without = await createTestApp({ database: t.database });
    try {
      expect((await fromTwilio(without, form)).status).toBe(404);
    } finally {
      await without.close();
    }
  });
});

describe("replies", () => {
  it("STOP turns texts off at once for every account with the number, START turns them back on", async () => {
    const number = "+14155550177";
    const accounts = await verifiedAccountsWith(number, 2);
    const [bystander] = await verifiedAccountsWith("+14155550178", 1);
    const stop = await fromTwilio(t, inboundForm(number, "  stop "));
    expect(stop.status).toBe(200);
    expect(await stop.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    for (const userId of accounts) expect(await stoppedOf(userId)).toBeInstanceOf(Date);
    expect(await stoppedOf(bystander!)).toBeNull();

    expect((await fromTwilio(t, inboundForm(number, "START"))).status).toBe(200);
    for (const userId of accounts) expect(await stoppedOf(userId)).toBeNull();
  });

  it.each(["STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"])("%s stops texts too", async (word) => {
    const [userId] = await verifiedAccountsWith(`+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`, 1);
    const [row] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId!));
    await fromTwilio(t, inboundForm(row!.e164, word));
    expect(await stoppedOf(userId!)).toBeInstanceOf(Date);
    await fromTwilio(t, inboundForm(row!.e164, "UNSTOP"));
    expect(await stoppedOf(userId!)).toBeNull();
  });

  it("HELP is answered with the help text as TwiML", async () => {
    const response = await fromTwilio(t, inboundForm(PERSON, "help"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tidyline: job updates and reminders. Reply STOP to stop texts, START to resume. Change them in your profile.</Message></Response>',
    );
  });

  it("a STOPped person's phone section says so", async () => {
    const account = await t.createAccount({ role: "client" });
    const number = "+14155550190";
    await t.db.insert(phoneNumbers).values({ userId: account.userId, e164: number, verifiedAt: new Date() });
    await fromTwilio(t, inboundForm(number, "STOP"));
    const state = await (await account.browser.api.phone.$get()).json();
    expect(state).toMatchObject({
      phone: { e164: number, stoppedAt: expect.any(String) as string },
      texts: { available: true, from: "+15005550006" },
    });
    const code = await account.browser.api.phone.code.$post();
    expect(code.status).toBe(409);
  });
});
