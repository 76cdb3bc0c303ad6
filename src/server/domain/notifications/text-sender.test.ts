// docs/decisions/070: a notification's text goes only to a verified number that has not replied
// STOP, in one segment with its link; Twilio's answers decide retry, skip or stop.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneNumbers } from "../../db/schema/notifications";
import { memoryTextbox, TEXTS_OFF } from "../../lib/text-provider";
import { createTestApp, type TestApp } from "../../test/harness";
import { startFakeTwilio, type FakeTwilio } from "../../test/fake-twilio";
import type { OutgoingSend } from "./channel-sender";
import { createTextSender } from "./text-sender";

let t: TestApp;
let twilio: FakeTwilio;
beforeAll(async () => {
  t = await createTestApp();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const NOW = new Date("2026-03-02T15:00:00Z");
const message = (userId: string, text = "Sam accepted your turnover: Fri, Mar 6, 10:00 AM"): OutgoingSend => ({
  sendId: "00000000-0000-4000-8000-000000000001",
  userId,
  channel: "text",
  title: "Sam accepted your turnover",
  body: "Fri, Mar 6, 10:00 AM",
  link: "/client/upcoming",
  text,
});

let counter = 0;
async function personWith(phone: { verified?: boolean; stopped?: boolean } | null) {
  const account = await t.createAccount({ role: "client" });
  counter += 1;
  const e164 = `+1312555${String(2000 + counter)}`;
  if (phone)
    await t.db
      .insert(phoneNumbers)
      .values({ userId: account.userId, e164, verifiedAt: phone.verified ? NOW : null, stoppedAt: phone.stopped ? NOW : null });
  return { userId: account.userId, e164 };
}

describe("whom a text goes to", () => {
  const textbox = memoryTextbox();
  const sender = createTextSender({ provider: textbox, publicUrl: "https://tidyline.example" });

  it("sends the words and the absolute link, in one segment, to a verified number", async () => {
    const person = await personWith({ verified: true });
    expect(await sender.send(t.db, message(person.userId), NOW)).toEqual({ status: "sent" });
    const sent = textbox.texts.at(-1);
    expect(sent?.to).toBe(person.e164);
    expect(sent?.body).toBe("Sam accepted your turnover: Fri, Mar 6, 10:00 AM https://tidyline.example/client/upcoming");
  });

  it("cuts long words, never the link, to stay within 160 characters", async () => {
    const person = await personWith({ verified: true });
    const long = `Jamie accepted your turnover \u2014 ${"a very long unit name ".repeat(10)}`;
    await sender.send(t.db, message(person.userId, long), NOW);
    const body = textbox.texts.at(-1)?.body ?? "";
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^Jamie accepted your turnover - a very long unit name .*\.\.\. https:\/\/tidyline\.example\/client\/upcoming$/);
  });

  it.each([
    ["no number", null, "no phone number"],
    ["an unverified number", { verified: false }, "phone number not verified"],
    ["a number that replied STOP", { verified: true, stopped: true }, "replied STOP"],
  ] as const)("skips a person with %s", async (_, phone, reason) => {
    const person = await personWith(phone);
    const before = textbox.texts.length;
    expect(await sender.send(t.db, message(person.userId), NOW)).toEqual({ status: "skipped", reason });
    expect(textbox.texts.length).toBe(before);
  });

  it("skips every text when texts are off (production without Twilio)", async () => {
    const person = await personWith({ verified: true });
    const off = createTextSender({ provider: TEXTS_OFF, publicUrl: "https://tidyline.example" });
    expect(await off.send(t.db, message(person.userId), NOW)).toEqual({ status: "skipped", reason: "texts are not configured" });
  });
});

describe("Twilio's answers", () => {
  const sender = () => createTextSender({ provider: twilio.provider, publicUrl: "https://tidyline.example" });

  it("posts To, From and Body to the Messages API", async () => {
    const person = await personWith({ verified: true });
    expect(await sender().send(t.db, message(person.userId), NOW)).toEqual({ status: "sent" });
    expect(twilio.requests.at(-1)?.form).toEqual({
      To: person.e164,
      From: "+15005550006",
      Body: "Sam accepted your turnover: Fri, Mar 6, 10:00 AM https://tidyline.example/client/upcoming",
    });
  });

  it.each([
    [429, 20429],
    [500, undefined],
    [503, undefined],
  ])("retries after a %s", async (status, code) => {
    const person = await personWith({ verified: true });
    twilio.answers.push({ status, code, message: "Too many requests" });
    const outcome = await sender().send(t.db, message(person.userId), NOW);
    expect(outcome).toMatchObject({ status: "retry", error: expect.stringContaining(String(status)) as string });
  });

  it("retries when Twilio cannot be reached", async () => {
    const person = await personWith({ verified: true });
    const { twilioTextProvider } = await import("../../lib/text-provider");
    const unreachable = await twilioTextProvider({
      accountSid: `AC${"0".repeat(32)}`,
      authToken: "0".repeat(32),
      from: "+15005550006",
      apiBaseUrl: "http://127.0.0.1:9",
      timeoutMs: 1_000,
    });
    const outcome = await createTextSender({ provider: unreachable, publicUrl: "https://tidyline.example" }).send(
      t.db,
      message(person.userId),
      NOW,
    );
    expect(outcome.status).toBe("retry");
  });

  it.each([21211, 21614])("skips a number Twilio calls invalid (%s)", async (code) => {
    const person = await personWith({ verified: true });
    twilio.answers.push({ status: 400, code, message: "The 'To' number is not a valid phone number." });
    const outcome = await sender().send(t.db, message(person.userId), NOW);
    expect(outcome).toMatchObject({ status: "skipped", reason: expect.stringContaining(`Twilio ${code}`) as string });
    const [row] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, person.userId));
    expect(row?.stoppedAt).toBeNull();
  });

  it("marks the number stopped when Twilio says it replied STOP (21610)", async () => {
    const person = await personWith({ verified: true });
    twilio.answers.push({ status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" });
    expect(await sender().send(t.db, message(person.userId), NOW)).toEqual({ status: "skipped", reason: "replied STOP" });
    const [row] = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, person.userId));
    expect(row?.stoppedAt).toEqual(NOW);
  });
});
