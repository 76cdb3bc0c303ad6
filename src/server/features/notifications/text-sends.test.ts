// docs/decisions/070: a notification's text, queued by notify and delivered by the send runner through
// the text sender, reaches a verified number, and is settled unsent for a number that replied STOP
// in the meantime.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notificationSends, phoneNumbers } from "../../db/schema/notifications";
import { notify } from "../../domain/notifications/notify";
import { stopTextsTo } from "../../domain/notifications/phone-numbers";
import { createTextSender } from "../../domain/notifications/text-sender";
import { memoryTextbox } from "../../lib/text-provider";
import { createTestApp } from "../../test/harness";
import { deliverDueSends, NO_SENDERS } from "./send-delivery";

const t = await createTestApp();
afterAll(() => t.close());

const NOW = new Date("2026-03-02T15:00:00Z");
const LATER = new Date(NOW.getTime() + 60_000);
const textbox = memoryTextbox();
const senders = { ...NO_SENDERS, text: createTextSender({ provider: textbox, publicUrl: "https://tidyline.example" }) };
let counter = 0;

async function clientWithVerifiedNumber() {
  const person = await t.createAccount({ role: "client" });
  counter += 1;
  const e164 = `+1646555${String(3000 + counter)}`;
  await t.db.insert(phoneNumbers).values({ userId: person.userId, e164, verifiedAt: NOW });
  await notify(
    t.db,
    {
      userId: person.userId,
      event: "job.started",
      title: "Sam started your turnover",
      body: "Mon, Mar 2, 10:00 AM EST.",
      link: "/client/upcoming",
      dedupeKey: `text-sends:${counter}`,
    },
    NOW,
  );
  const [send] = await t.db.select().from(notificationSends).where(eq(notificationSends.userId, person.userId));
  expect(send?.channel).toBe("text");
  return { userId: person.userId, e164, sendId: send!.id };
}

const statusOf = async (sendId: string) => (await t.db.select().from(notificationSends).where(eq(notificationSends.id, sendId)))[0];

describe("a notification's text", () => {
  it("reaches the client's verified number with its link", async () => {
    const person = await clientWithVerifiedNumber();
    await deliverDueSends({ db: t.db, senders, now: LATER });
    expect(textbox.texts.filter((text) => text.to === person.e164).map((text) => text.body)).toEqual([
      "Sam started your turnover: Mon, Mar 2, 10:00 AM EST. https://tidyline.example/client/upcoming",
    ]);
    expect((await statusOf(person.sendId))?.status).toBe("sent");
  });

  it("is skipped, not sent, when the number replied STOP after it was queued", async () => {
    const person = await clientWithVerifiedNumber();
    await stopTextsTo(t.db, person.e164, NOW);
    await deliverDueSends({ db: t.db, senders, now: LATER });
    expect(textbox.texts.filter((text) => text.to === person.e164)).toEqual([]);
    expect(await statusOf(person.sendId)).toMatchObject({ status: "skipped", lastError: "replied STOP" });
  });
});
