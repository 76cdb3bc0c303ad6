import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notificationPreferences, phoneNumbers, pushSubscriptions } from "../../db/schema/notifications";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const ALL_ON = { inApp: true, email: true, push: true, text: true };
const getPreferences = (account: TestAccount) => account.browser.api.notifications.preferences.$get();
const putPreferences = (account: TestAccount, json: unknown) =>
  account.browser.api.notifications.preferences.$put({ json: unchecked(json) });

async function storedRow(userId: string) {
  const [row] = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

/** A cleaner's save as the screen sends it: every group of theirs, with `changes` over the defaults. */
function cleanerSave(changes: Record<string, Record<string, boolean>> = {}, rest: Record<string, unknown> = {}) {
  const defaults: Record<string, Record<string, boolean>> = {
    offers: { inApp: true, email: true, push: true, text: true },
    jobUpdates: { inApp: true, email: true, push: true, text: false },
    reminders: { inApp: true, email: true, push: true, text: true },
    quality: { inApp: true, email: true, push: true, text: false },
    messages: { inApp: true, email: true, push: true, text: false },
    money: { inApp: true, email: true, push: true, text: false },
    account: { inApp: true, email: true, push: true, text: false },
  };
  const channels = Object.fromEntries(Object.entries(defaults).map(([group, switches]) => [group, { ...switches, ...changes[group] }]));
  return { channels, quietHours: null, timeZone: "America/Chicago", ...rest };
}

describe("GET /api/notifications/preferences", () => {
  it("gives a cleaner who never saved their role's groups and defaults, no quiet hours, no zone, no device, no phone", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const response = await getPreferences(cleaner);
    expect(response.status).toBe(200);
    const view = await jsonOf(response);
    expect(view.groups).toEqual(["offers", "jobUpdates", "reminders", "quality", "messages", "money", "account"]);
    expect(view.channels.offers).toEqual(ALL_ON);
    expect(view.channels.jobUpdates).toEqual({ inApp: true, email: true, push: true, text: false });
    expect(view.channels.money).toEqual({ inApp: true, email: true, push: true, text: false });
    expect(view).toMatchObject({ quietHours: null, timeZone: null, devices: 0, phone: null });
  });

  it("gives a client their own groups and defaults: texts for job updates, none for messages", async () => {
    const client = await t.createAccount({ role: "client" });
    const view = await jsonOf(await getPreferences(client));
    expect(view.groups).toEqual(["jobUpdates", "reminders", "calendars", "quality", "messages"]);
    expect(view.channels.jobUpdates).toEqual(ALL_ON);
    expect(view.channels.calendars).toEqual({ inApp: true, email: true, push: true, text: false });
    expect(view.channels.messages).toEqual({ inApp: true, email: true, push: true, text: false });
  });

  it("gives an admin their groups, with job updates off by email", async () => {
    const admin = await t.createAccount({ role: "admin" });
    const view = await jsonOf(await getPreferences(admin));
    expect(view.groups).toEqual(["jobUpdates", "calendars", "quality", "messages"]);
    expect(view.channels.jobUpdates).toEqual({ inApp: true, email: false, push: false, text: false });
    expect(view.channels.quality).toEqual({ inApp: true, email: true, push: true, text: false });
  });

  it("counts the person's own push devices and shows their phone's state, nobody else's", async () => {
    const client = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    const device = (userId: string, n: number) => ({
      userId,
      endpoint: `https://push.example.test/${userId}/${n}`,
      p256dh: "key",
      auth: "auth",
      label: "Chrome on Linux",
    });
    await t.db.insert(pushSubscriptions).values([device(client.userId, 1), device(client.userId, 2), device(other.userId, 1)]);
    await t.db.insert(phoneNumbers).values([
      { userId: client.userId, e164: "+16175550100", verifiedAt: new Date(), stoppedAt: new Date() },
      { userId: other.userId, e164: "+16175550199" },
    ]);
    expect(await jsonOf(await getPreferences(client))).toMatchObject({
      devices: 2,
      phone: { e164: "+16175550100", verified: true, stopped: true },
    });
    expect(await jsonOf(await getPreferences(other))).toMatchObject({
      devices: 1,
      phone: { e164: "+16175550199", verified: false, stopped: false },
    });
  });
});

describe("PUT /api/notifications/preferences", () => {
  it("saves a cleaner's choices, keeping only what differs from the defaults, and reads them back", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const response = await putPreferences(
      cleaner,
      cleanerSave(
        { money: { email: false }, messages: { text: true } },
        { quietHours: { startMinute: 22 * 60, endMinute: 7 * 60 }, timeZone: "america/denver" },
      ),
    );
    expect(response.status).toBe(200);
    expect(await storedRow(cleaner.userId)).toMatchObject({
      channels: { money: { email: false }, messages: { text: true } },
      quietStartMinute: 1320,
      quietEndMinute: 420,
      timeZone: "America/Denver",
    });
    const view = await jsonOf(await getPreferences(cleaner));
    expect(view.channels.money).toEqual({ inApp: true, email: false, push: true, text: false });
    expect(view.channels.messages).toEqual(ALL_ON);
    expect(view.channels.offers).toEqual(ALL_ON);
    expect(view.quietHours).toEqual({ startMinute: 1320, endMinute: 420 });
    expect(view.timeZone).toBe("America/Denver");
  });

  it("answers the saved view, and saving the defaults again keeps no overrides and no quiet hours", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await putPreferences(cleaner, cleanerSave({ reminders: { text: false } }, { quietHours: { startMinute: 0, endMinute: 360 } }));
    const response = await putPreferences(cleaner, cleanerSave());
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ quietHours: null, timeZone: "America/Chicago" });
    expect(await storedRow(cleaner.userId)).toMatchObject({ channels: {}, quietStartMinute: null, quietEndMinute: null });
  });

  it("puts a group left out back to the role's default", async () => {
    const client = await t.createAccount({ role: "client" });
    await putPreferences(client, {
      channels: { reminders: { inApp: true, email: false, push: false, text: false } },
      quietHours: null,
      timeZone: "America/New_York",
    });
    expect((await storedRow(client.userId))?.channels).toEqual({ reminders: { email: false, push: false, text: false } });
    await putPreferences(client, { channels: {}, quietHours: null, timeZone: "America/New_York" });
    expect((await storedRow(client.userId))?.channels).toEqual({});
  });

  it("lets a cleaner keep offers on one channel only, and refuses turning every offers channel off (422), changing nothing", async () => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    const textOnly = { offers: { inApp: false, email: false, push: false, text: true }, money: { email: false } };
    expect((await putPreferences(cleaner, cleanerSave(textOnly))).status).toBe(200);

    const response = await putPreferences(
      cleaner,
      cleanerSave({ offers: { inApp: false, email: false, push: false, text: false } }, { timeZone: "America/Denver" }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "OFFER_CHANNELS_REQUIRED",
        message: "Job offers need at least one way to reach you, since an offer waits for you only a limited time.",
      },
    });
    expect(await storedRow(cleaner.userId)).toMatchObject({
      channels: { offers: { inApp: false, email: false, push: false }, money: { email: false } },
      timeZone: "America/Chicago",
    });
  });

  it("refuses a group that is not the person's (422) and one that does not exist (400)", async () => {
    const client = await t.createAccount({ role: "client" });
    const offers = await putPreferences(client, {
      channels: { offers: { inApp: false, email: false, push: false, text: false } },
      quietHours: null,
      timeZone: "America/New_York",
    });
    expect(offers.status).toBe(422);
    expect(await offers.json()).toMatchObject({ error: { code: "NOTIFICATION_GROUP_NOT_YOURS" } });
    const unknown = await putPreferences(client, { channels: { lottery: ALL_ON }, quietHours: null, timeZone: "America/New_York" });
    expect(unknown.status).toBe(400);
    expect(await storedRow(client.userId)).toBeUndefined();
  });

  it.each([
    ["a zone Intl does not know", { timeZone: "Mars/Olympus_Mons" }, "Your time zone is not recognised."],
    ["no zone", { timeZone: "" }, "Choose your time zone."],
    ["a minute past the day", { quietHours: { startMinute: 1320, endMinute: 1440 } }, "Quiet hours are times of day, from 00:00 to 23:59."],
    ["a negative minute", { quietHours: { startMinute: -1, endMinute: 420 } }, "Quiet hours are times of day, from 00:00 to 23:59."],
    [
      "a fraction of a minute",
      { quietHours: { startMinute: 1320.5, endMinute: 420 } },
      "Quiet hours are times of day, from 00:00 to 23:59.",
    ],
    [
      "quiet hours ending as they start",
      { quietHours: { startMinute: 420, endMinute: 420 } },
      "Quiet hours must end at another time than they start.",
    ],
    [
      "a channel that is not on or off",
      { channels: { money: { inApp: true, email: "no", push: true, text: false } } },
      "Choose on or off for each channel of each group.",
    ],
    ["a channel too many", { channels: { money: { ...ALL_ON, fax: true } } }, "Choose on or off for each channel of each group."],
  ])("refuses %s with 400 and changes nothing", async (_, change, message) => {
    const cleaner = await t.createAccount({ role: "cleaner" });
    await putPreferences(cleaner, cleanerSave({ money: { email: false } }, { quietHours: { startMinute: 1320, endMinute: 420 } }));
    const before = await storedRow(cleaner.userId);
    const response = await putPreferences(cleaner, { ...cleanerSave({}, { quietHours: { startMinute: 60, endMinute: 120 } }), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    expect(await storedRow(cleaner.userId)).toEqual(before);
  });

  it("changes only the caller's own choices", async () => {
    const me = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    await putPreferences(other, { channels: {}, quietHours: null, timeZone: "America/Chicago" });
    await putPreferences(me, { channels: { messages: { ...ALL_ON, email: false } }, quietHours: null, timeZone: "Pacific/Honolulu" });
    expect(await storedRow(other.userId)).toMatchObject({ channels: {}, timeZone: "America/Chicago" });
  });

  it("limits saves to 20 a minute per person (429 with Retry-After)", async () => {
    const client = await t.createAccount({ role: "client" });
    const body = { channels: {}, quietHours: null, timeZone: "America/New_York" };
    for (let save = 0; save < 20; save++) expect((await putPreferences(client, body)).status).toBe(200);
    const refused = await putPreferences(client, { ...body, timeZone: "America/Denver" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "TOO_MANY_REQUESTS" } });
    expect((await storedRow(client.userId))?.timeZone).toBe("America/New_York");
  });
});
