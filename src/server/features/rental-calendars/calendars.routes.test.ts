import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_CALENDARS_PER_CLIENT, MAX_CALENDARS_PER_UNIT } from "../../../shared/domain/turnovers";
import { calendarMessages, turnoverMessages } from "../../../shared/schemas/calendars";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertJob, insertUnit } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const FEED = "https://www.airbnb.com/calendar/ical/12345.ics?s=abc";
const SETTINGS = {
  turnoverDay: "checkin",
  turnoverType: "Deep Clean",
  durationHours: 3,
  checkoutTime: "10:00",
  checkinTime: "15:30",
  timeZone: "America/Los_Angeles",
  ignoreBlocks: false,
} as const;

async function unitOf(account: TestAccount, fullAddress = "12 Lake Shore Dr, Chicago, IL 60611") {
  return insertUnit(t.db, await clientIdOf(t, account), { fullAddress });
}

const calendarsOf = (account: TestAccount, unitId: string) =>
  account.browser.api.client.units[":unitId"].calendars.$get({ param: { unitId } });

const addFeed = (account: TestAccount, unitId: string, json: Record<string, unknown>) =>
  account.browser.api.client.units[":unitId"].calendars.$post({ param: { unitId }, json: unchecked(json) });

const storedFeeds = (unitId: string) => t.db.select().from(unitCalendars).where(eq(unitCalendars.unitId, unitId));

describe("a unit's calendars", () => {
  it("lists no feeds and the default turnover settings, the time zone from the unit's city", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const response = await calendarsOf(me, unit.unitId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      calendars: [],
      settings: {
        turnoverDay: "checkout",
        turnoverType: "Airbnb Turnover",
        durationHours: 2,
        checkoutTime: "11:00",
        checkinTime: "16:00",
        timeZone: null,
        effectiveTimeZone: "America/Chicago",
        ignoreBlocks: true,
      },
    });
  });

  it("connects a feed (webcal:// kept as https://), due for its first sync now, and lists it", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const before = Date.now();
    const response = await addFeed(me, unit.unitId, { label: "  Airbnb ", url: ` ${FEED.replace("https:", "webcal:")} ` });
    expect(response.status).toBe(201);
    const { calendar } = await jsonOf(response);
    expect(calendar).toMatchObject({
      label: "Airbnb",
      url: FEED,
      lastSuccessAt: null,
      lastAttemptAt: null,
      eventsFound: null,
      jobsCreated: 0,
      lastError: null,
      failure: null,
      consecutiveFailures: 0,
    });
    expect(new Date(calendar.nextSyncAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(calendar.nextSyncAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const listed = await jsonOf(await calendarsOf(me, unit.unitId));
    expect(listed.calendars).toEqual([calendar]);
  });

  it("refuses a bad label or address in plain words, and stores nothing", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const cases: [Record<string, unknown>, string][] = [
      [{ label: "  ", url: FEED }, calendarMessages.labelRequired],
      [{ url: FEED }, calendarMessages.labelRequired],
      [{ label: "x".repeat(41), url: FEED }, calendarMessages.labelTooLong],
      [{ label: "Airbnb", url: " " }, calendarMessages.urlRequired],
      [{ label: "Airbnb", url: "http://example.com/feed.ics" }, calendarMessages.urlPlainHttp],
      // Only where private addresses are allowed (development, tests) may a local http:// feed be added.
      [{ label: "Airbnb", url: "http://127.0.0.1:8080/feed.ics" }, calendarMessages.urlPlainHttp],
      [{ label: "Airbnb", url: "ftp://example.com/feed.ics" }, calendarMessages.urlInvalid],
      [{ label: "Airbnb", url: "my airbnb calendar" }, calendarMessages.urlInvalid],
      [{ label: "Airbnb", url: "https://" }, calendarMessages.urlInvalid],
      [{ label: "Airbnb", url: "https://me:secret@example.com/feed.ics" }, calendarMessages.urlCredentials],
      [{ label: "Airbnb", url: `https://example.com/${"a".repeat(2000)}` }, calendarMessages.urlTooLong],
    ];
    for (const [json, message] of cases) {
      const response = await addFeed(me, unit.unitId, json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
    expect(await storedFeeds(unit.unitId)).toEqual([]);
  });

  it("refuses the same address twice on a unit, however it is written, but allows it on another unit", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    expect((await addFeed(me, unit.unitId, { label: "Airbnb", url: FEED })).status).toBe(201);
    const again = await addFeed(me, unit.unitId, { label: "Airbnb again", url: FEED.replace("https:", "webcal:") });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "CALENDAR_EXISTS", message: "This calendar is already connected to this unit." } });
    const other = await unitOf(me);
    expect((await addFeed(me, other.unitId, { label: "Airbnb", url: FEED })).status).toBe(201);
  });

  it("refuses a label the unit's calendars already have, whatever its case, with a 409 naming it; another unit may use it", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    expect((await addFeed(me, unit.unitId, { label: "Airbnb", url: FEED })).status).toBe(201);
    for (const label of ["Airbnb", " airbnb ", "AIRBNB"]) {
      const taken = await addFeed(me, unit.unitId, { label, url: `${FEED}&other=1` });
      expect(taken.status, label).toBe(409);
      expect(await taken.json()).toEqual({
        error: { code: "CALENDAR_LABEL_TAKEN", message: `This unit already has a calendar named ${label.trim()}.` },
      });
    }
    expect(await storedFeeds(unit.unitId)).toHaveLength(1);
    const other = await unitOf(me);
    expect((await addFeed(me, other.unitId, { label: "Airbnb", url: `${FEED}&other=1` })).status).toBe(201);
  });

  it(`keeps at most ${MAX_CALENDARS_PER_UNIT} feeds on a unit`, async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    for (let i = 0; i < MAX_CALENDARS_PER_UNIT; i++) {
      expect((await addFeed(me, unit.unitId, { label: `Feed ${i}`, url: `${FEED}&n=${i}` })).status).toBe(201);
    }
    const over = await addFeed(me, unit.unitId, { label: "One more", url: `${FEED}&n=over` });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: { code: "TOO_MANY_CALENDARS", message: calendarMessages.tooMany } });
    expect(await storedFeeds(unit.unitId)).toHaveLength(MAX_CALENDARS_PER_UNIT);
  });

  it(`keeps at most ${MAX_CALENDARS_PER_CLIENT} feeds on an account, across its units`, async () => {
    const me = await t.createAccount({ role: "client" });
    const clientId = await clientIdOf(t, me);
    const units = [];
    for (let n = 0; n < MAX_CALENDARS_PER_CLIENT / MAX_CALENDARS_PER_UNIT; n++) units.push(await unitOf(me));
    await t.db.insert(unitCalendars).values(
      units.flatMap((unit, u) =>
        Array.from({ length: MAX_CALENDARS_PER_UNIT }, (_, f) => ({
          unitId: unit.unitId,
          clientId,
          label: `Feed ${f}`,
          url: `${FEED}&u=${u}&f=${f}`,
        })),
      ),
    );
    const spare = await unitOf(me);
    const response = await addFeed(me, spare.unitId, { label: "VRBO", url: FEED });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "TOO_MANY_CALENDARS", message: calendarMessages.tooManyForClient } });
    expect(await storedFeeds(spare.unitId)).toEqual([]);
  });

  it("removes a feed and keeps the jobs it made, with their calendar label", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const { calendar } = await jsonOf(await addFeed(me, unit.unitId, { label: "Airbnb", url: FEED }));
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, me), unitId: unit.unitId });
    await t.db
      .update(jobs)
      .set({ calendarId: calendar.calendarId, calendarEventKey: "stay-1@airbnb.com", calendarLabel: "Airbnb" })
      .where(eq(jobs.jobId, job.jobId));

    const response = await me.browser.api.client.calendars[":calendarId"].$delete({ param: { calendarId: calendar.calendarId } });
    expect(response.status).toBe(200);
    expect(await storedFeeds(unit.unitId)).toEqual([]);
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(kept).toMatchObject({ status: "Posted", calendarId: null, calendarLabel: "Airbnb" });
  });
});

describe("turnover settings", () => {
  const save = (account: TestAccount, unitId: string, json: Record<string, unknown>) =>
    account.browser.api.client.units[":unitId"]["turnover-settings"].$put({ param: { unitId }, json: unchecked(json) });

  it("saves the settings the next sync reads, and a cleared time zone falls back to the city's", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const response = await save(me, unit.unitId, SETTINGS);
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).settings).toEqual({ ...SETTINGS, effectiveTimeZone: "America/Los_Angeles" });
    const [stored] = await t.db.select().from(clientUnits).where(eq(clientUnits.unitId, unit.unitId));
    expect(stored).toMatchObject({
      turnoverDay: "checkin",
      turnoverType: "Deep Clean",
      turnoverDurationHours: "3.0",
      checkoutTime: "10:00",
      checkinTime: "15:30",
      timeZone: "America/Los_Angeles",
      ignoreBlocks: false,
    });

    const cleared = await save(me, unit.unitId, { ...SETTINGS, timeZone: "" });
    expect((await jsonOf(cleared)).settings).toMatchObject({ timeZone: null, effectiveTimeZone: "America/Chicago" });
    expect((await jsonOf(await calendarsOf(me, unit.unitId))).settings.timeZone).toBeNull();
  });

  it("refuses settings outside the lists, with the field's message, and changes nothing", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await unitOf(me);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SETTINGS, turnoverDay: "midweek" }, turnoverMessages.day],
      [{ ...SETTINGS, turnoverType: "Window Washing" }, turnoverMessages.type],
      [{ ...SETTINGS, durationHours: 5 }, turnoverMessages.duration],
      [{ ...SETTINGS, durationHours: "2" }, turnoverMessages.duration],
      [{ ...SETTINGS, checkoutTime: "25:00" }, turnoverMessages.time],
      [{ ...SETTINGS, checkinTime: "4pm" }, turnoverMessages.time],
      [{ ...SETTINGS, checkoutTime: "16:00", checkinTime: "11:00" }, turnoverMessages.order],
      [{ ...SETTINGS, timeZone: "Mars/Olympus_Mons" }, turnoverMessages.timeZone],
      [{ ...SETTINGS, ignoreBlocks: "yes" }, turnoverMessages.ignoreBlocks],
    ];
    for (const [json, message] of cases) {
      const response = await save(me, unit.unitId, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
    const [stored] = await t.db.select().from(clientUnits).where(eq(clientUnits.unitId, unit.unitId));
    expect(stored).toMatchObject({ turnoverDay: "checkout", checkoutTime: "11:00", timeZone: null });
  });
});

describe("ownership", () => {
  it("answers 404 for another client's unit or feed on every route, and changes nothing", async () => {
    const owner = await t.createAccount({ role: "client" });
    const stranger = await t.createAccount({ role: "client" });
    const unit = await unitOf(owner);
    const { calendar } = await jsonOf(await addFeed(owner, unit.unitId, { label: "Airbnb", url: FEED }));
    const unitParam = { param: { unitId: unit.unitId } };
    const feedParam = { param: { calendarId: calendar.calendarId } };
    const attempts = [
      stranger.browser.api.client.units[":unitId"].calendars.$get(unitParam),
      stranger.browser.api.client.units[":unitId"].calendars.$post({ ...unitParam, json: { label: "Mine", url: `${FEED}&x=1` } }),
      stranger.browser.api.client.units[":unitId"]["turnover-settings"].$put({ ...unitParam, json: SETTINGS }),
      stranger.browser.api.client.calendars[":calendarId"].$delete(feedParam),
      stranger.browser.api.client.calendars[":calendarId"].sync.$post(feedParam),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await storedFeeds(unit.unitId)).toHaveLength(1);
    const [stored] = await t.db.select().from(clientUnits).where(eq(clientUnits.unitId, unit.unitId));
    expect(stored?.turnoverDay).toBe("checkout");
  });
});
