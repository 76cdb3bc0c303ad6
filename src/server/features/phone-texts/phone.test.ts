// docs/decisions/070: a number is proved with a 6-digit code (hashed, 10 minutes, 5 tries, limited per
// number and per account) before any text goes to it.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { phoneNumbers } from "../../db/schema/notifications";
import { phoneCodes } from "../../db/schema/phone-codes";
import { createTestApp, jsonOf, type TestAccount } from "../../test/harness";
import { startFakeTwilio, TWILIO_TEST_SETTINGS } from "../../test/fake-twilio";

const t = await createTestApp();
afterAll(() => t.close());

let numberCounter = 0;
/** A number no other test uses (the per-number limit is shared by every account). */
function freshNumber(): { typed: string; e164: string } {
  numberCounter += 1;
  const line = String(1000 + numberCounter).slice(-4);
  const exchange = 200 + (Date.now() % 700);
  return { typed: `(415) ${exchange}-${line}`, e164: `+1415${exchange}${line}` };
}

/** The code in the newest text to `e164` in the dev textbox. */
function codeSentTo(e164: string): string {
  const text = [...(t.textbox?.texts ?? [])].reverse().find((candidate) => candidate.to === e164);
  const code = text && /code is (\d{6})/.exec(text.body)?.[1];
  if (!code) throw new Error(`No code texted to ${e164}`);
  return code;
}

const otherCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

async function withNumber(account: TestAccount, typed: string) {
  const response = await account.browser.api.phone.$put({ json: { phone: typed } });
  expect(response.status).toBe(200);
  return response;
}

const phoneOf = async (account: TestAccount) => (await jsonOf(await account.browser.api.phone.$get())).phone;

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("the phone number", () => {
  it("is kept as E.164, unverified, and read back by its owner only", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    const saved = await (await withNumber(client, number.typed)).json();
    expect(saved).toMatchObject({
      phone: { e164: number.e164, verifiedAt: null, stoppedAt: null, pendingCode: null },
      texts: { available: true },
    });
    const someoneElse = await t.createAccount({ role: "cleaner" });
    expect(await (await someoneElse.browser.api.phone.$get()).json()).toMatchObject({ phone: null });
  });

  it("refuses what is not a phone number", async () => {
    const client = await t.createAccount({ role: "client" });
    for (const phone of ["555-0100", "(115) 555-0123", "call me", "+0123"]) {
      const response = await client.browser.api.phone.$put({ json: { phone } });
      expect(response.status, phone).toBe(400);
      expect((await errorOf(response)).message).toBe(
        "Enter a US phone number, such as (415) 555-0123, or another country's with + and its code.",
      );
    }
  });
});

describe("verifying with a code", () => {
  it("texts a 6-digit code, keeps only its hash, and the right code verifies the number", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    await withNumber(client, number.typed);
    const sent = await client.browser.api.phone.code.$post();
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ phone: { pendingCode: { triesLeft: 5 } } });
    const code = codeSentTo(number.e164);
    expect(t.textbox?.texts.at(-1)?.body).toBe(`Your Tidyline code is ${code}. It expires in 10 minutes.\n\n@localhost:3000 #${code}`);
    const [stored] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, client.userId));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(code);

    const verified = await client.browser.api.phone.verify.$post({ json: { code } });
    expect(verified.status).toBe(200);
    const state = await verified.json();
    expect(state).toMatchObject({ phone: { e164: number.e164, pendingCode: null } });
    expect("phone" in state && state.phone?.verifiedAt).toEqual(expect.any(String) as string);
    expect(await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, client.userId))).toEqual([]);
  });

  it("counts down five wrong tries, then asks for a new code even for the right one", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    await withNumber(client, number.typed);
    await client.browser.api.phone.code.$post();
    const code = codeSentTo(number.e164);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.browser.api.phone.verify.$post({ json: { code: otherCode(code) } });
      expect(response.status).toBe(422);
      answers.push((await errorOf(response)).message);
    }
    expect(answers).toEqual([
      "That code is not right. 4 tries left.",
      "That code is not right. 3 tries left.",
      "That code is not right. 2 tries left.",
      "That code is not right. 1 try left.",
      "That code is not right, and it cannot be tried again. Send a new code.",
    ]);
    const right = await client.browser.api.phone.verify.$post({ json: { code } });
    expect(right.status).toBe(422);
    expect(await errorOf(right)).toEqual({
      code: "PHONE_CODE_EXPIRED",
      message: "That code has expired or been used up. Send a new code.",
    });
    expect((await phoneOf(client))?.verifiedAt).toBeNull();
  });

  it("gives tries sent at the same moment no more than 5 between them", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    await withNumber(client, number.typed);
    await client.browser.api.phone.code.$post();
    const wrong = otherCode(codeSentTo(number.e164));
    const responses = await Promise.all(Array.from({ length: 8 }, () => client.browser.api.phone.verify.$post({ json: { code: wrong } })));
    const codes = await Promise.all(responses.map(async (response) => (await errorOf(response)).code));
    expect(codes.filter((code) => code === "PHONE_CODE_WRONG")).toHaveLength(5);
    expect(codes.filter((code) => code === "PHONE_CODE_EXPIRED")).toHaveLength(3);
  });

  it("refuses a code past its 10 minutes", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    await withNumber(client, number.typed);
    await client.browser.api.phone.code.$post();
    const code = codeSentTo(number.e164);
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, client.userId));
    const response = await client.browser.api.phone.verify.$post({ json: { code } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe("That code has expired or been used up. Send a new code.");
  });

  it("does not verify a number changed after the code was sent", async () => {
    const client = await t.createAccount({ role: "client" });
    const first = freshNumber();
    await withNumber(client, first.typed);
    await client.browser.api.phone.code.$post();
    const code = codeSentTo(first.e164);
    await withNumber(client, freshNumber().typed);
    const response = await client.browser.api.phone.verify.$post({ json: { code } });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe("Send a code to your phone first.");
  });

  it("makes a changed number unverified again", async () => {
    const client = await t.createAccount({ role: "client" });
    const number = freshNumber();
    await withNumber(client, number.typed);
    await client.browser.api.phone.code.$post();
    await client.browser.api.phone.verify.$post({ json: { code: codeSentTo(number.e164) } });
    await withNumber(client, number.typed); // the same number: still verified
    expect((await phoneOf(client))?.verifiedAt).not.toBeNull();
    await withNumber(client, freshNumber().typed);
    expect((await phoneOf(client))?.verifiedAt).toBeNull();
    expect((await client.browser.api.phone.$delete()).status).toBe(200);
    expect(await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, client.userId))).toEqual([]);
  });
});

describe("how many codes", () => {
  const sendCode = (account: TestAccount) => account.browser.api.phone.code.$post();
  /** Moves the 10-minute windows of these counters past their end, as if 10 minutes had gone by. */
  const tenMinutesLater = (like: string) =>
    t.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '11 minutes' WHERE key LIKE ${like} AND key LIKE '%:10m'`,
    );

  it("allows an account 3 codes per 10 minutes and 10 a day", async () => {
    const client = await t.createAccount({ role: "client" });
    for (let round = 0; round < 4; round += 1) {
      await withNumber(client, freshNumber().typed); // a new number each round: only the account's limit is reached
      const expected = round < 3 ? [200, 200, 200, 429] : [200, 429];
      const statuses: number[] = [];
      for (const _ of expected) statuses.push((await sendCode(client)).status);
      expect(statuses, `round ${round}`).toEqual(expected);
      await tenMinutesLater(`phone-code:user:${client.userId}:%`);
    }
    const refused = await sendCode(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(refused)).message).toMatch(/^You have asked for several codes\. Try again in \d+ min\.$/);
  });

  it("allows one number 3 codes per 10 minutes, whichever accounts ask", async () => {
    const number = freshNumber();
    const first = await t.createAccount({ role: "client" });
    const second = await t.createAccount({ role: "cleaner" });
    await withNumber(first, number.typed);
    await withNumber(second, number.typed);
    expect((await sendCode(first)).status).toBe(200);
    expect((await sendCode(first)).status).toBe(200);
    expect((await sendCode(second)).status).toBe(200);
    expect((await sendCode(second)).status).toBe(429);
    // The refusal counted nothing against the second account.
    await withNumber(second, freshNumber().typed);
    expect((await sendCode(second)).status).toBe(200);
  });
});

describe("texts at Twilio", () => {
  it("sends the code through Twilio's Messages API with the account's number", async () => {
    const twilio = await startFakeTwilio();
    const app = await createTestApp({ env: TWILIO_TEST_SETTINGS, texts: twilio.provider, database: t.database });
    try {
      const client = await app.createAccount({ role: "client" });
      const number = freshNumber();
      await client.browser.api.phone.$put({ json: { phone: number.typed } });
      expect((await client.browser.api.phone.code.$post()).status).toBe(200);
      const [request] = twilio.requests;
      expect(request?.method).toBe("POST");
      expect(request?.path).toBe(`/2010-04-01/Accounts/${TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID}/Messages.json`);
      const basic = Buffer.from(`${TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID}:${TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN}`).toString("base64");
      expect(request?.authorization).toBe(`Basic ${basic}`);
      expect(request?.form).toEqual({
        To: number.e164,
        From: "+15005550006",
        Body: expect.stringMatching(/^Your Tidyline code is \d{6}\./) as string,
      });
    } finally {
      await app.close();
      await twilio.close();
    }
  });

  it("says so when Twilio cannot text the number, and keeps no code", async () => {
    const twilio = await startFakeTwilio();
    const app = await createTestApp({ env: TWILIO_TEST_SETTINGS, texts: twilio.provider, database: t.database });
    try {
      const client = await app.createAccount({ role: "client" });
      await client.browser.api.phone.$put({ json: { phone: freshNumber().typed } });
      twilio.answers.push({ status: 400, code: 21614, message: "'To' number is not a valid mobile number" });
      const response = await client.browser.api.phone.code.$post();
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toEqual({
        code: "PHONE_CANNOT_TEXT",
        message: "That number cannot receive text messages. Check it, or use another.",
      });
      expect(await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, client.userId))).toEqual([]);
    } finally {
      await app.close();
      await twilio.close();
    }
  });

  it("in production without Twilio, says texts are unavailable", async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: "production" },
      database: t.database,
      texts: (await import("../../lib/text-provider")).TEXTS_OFF,
    });
    try {
      const client = await prod.createAccount({ role: "client" });
      expect(await (await client.browser.api.phone.$get()).json()).toEqual({ phone: null, texts: { available: false, from: null } });
      await client.browser.api.phone.$put({ json: { phone: freshNumber().typed } });
      const response = await client.browser.api.phone.code.$post();
      expect(response.status).toBe(503);
      expect((await errorOf(response)).message).toBe("Text messages are not available on this server.");
    } finally {
      await prod.close();
    }
  });
});
