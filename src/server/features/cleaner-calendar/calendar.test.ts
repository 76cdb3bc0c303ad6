import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { todayIn } from "../../../shared/domain/booking";
import { availabilityMessages, WEEKLY_RULES_MAX } from "../../../shared/schemas/availability";
import { addDays } from "../../../shared/schemas/booking";
import { jobs } from "../../db/schema/jobs";
import { cleanerAvailability, cleanerTimeOff } from "../../db/schema/schedule";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const ZONE = "America/New_York";
const HOUR = 60 * 60 * 1000;
const today = () => todayIn(ZONE);
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function add(account: TestAccount, json: Record<string, unknown>) {
  return account.browser.api.cleaner.availability.$post({ json: unchecked(json) });
}

async function added(account: TestAccount, json: Record<string, unknown>) {
  const response = await add(account, json);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await jsonOf(response)).created;
}

const timeOff = (startDate: string, endDate: string, reason?: string) => ({ type: "time_off", startDate, endDate, reason, timeZone: ZONE });

async function calendar(account: TestAccount, month: string, timeZone = ZONE) {
  const response = await account.browser.api.cleaner.calendar.$get({ query: { month: String(month), timeZone } });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return await jsonOf(response);
}

const entriesOf = async (cleanerId: string) => ({
  availability: await t.db.select().from(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, cleanerId)),
  timeOff: await t.db.select().from(cleanerTimeOff).where(eq(cleanerTimeOff.cleanerId, cleanerId)),
});

describe("adding availability", () => {
  it("stores a weekly rule, a one-time block and time off, trimmed, and the month shows them", async () => {
    const me = await insertCleaner(t);
    await added(me.account, { type: "weekly_rule", weekday: 1, startTime: "09:00", endTime: "17:30", note: "  Mornings best  " });
    const start = inHours(24);
    const end = inHours(28);
    await added(me.account, { type: "one_off_block", startTs: start, endTs: end, note: "   " });
    const firstDay = addDays(today(), 2);
    await added(me.account, timeOff(firstDay, addDays(firstDay, 1), " Family trip "));

    const month = await calendar(me.account, firstDay.slice(0, 7));
    expect(month.weeklyRules.map(({ availabilityId: _id, ...rule }) => rule)).toEqual([
      { weekday: 1, startTime: "09:00", endTime: "17:30", note: "Mornings best" },
    ]);
    expect(month.timeOff.map(({ timeoffId: _id, ...entry }) => entry)).toEqual([
      { startDate: firstDay, endDate: addDays(firstDay, 1), reason: "Family trip" },
    ]);
    const blocks = (await entriesOf(me.cleanerId)).availability.filter((entry) => entry.type === "one_off_block");
    expect(blocks).toMatchObject([{ startTs: new Date(start), endTs: new Date(end), note: null, weekday: null }]);
  });

  it("refuses bad input with the dialog's messages and stores nothing", async () => {
    const me = await insertCleaner(t);
    const yesterday = addDays(today(), -1);
    // One moment for every case: "the same start and end" must be the same instant, not a millisecond apart.
    const base = Date.now();
    const at = (hours: number) => new Date(base + hours * HOUR).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{}, availabilityMessages.type],
      [{ type: "monthly" }, availabilityMessages.type],
      [{ type: "weekly_rule", weekday: 7, startTime: "09:00", endTime: "10:00" }, availabilityMessages.weekday],
      [{ type: "weekly_rule", weekday: -1, startTime: "09:00", endTime: "10:00" }, availabilityMessages.weekday],
      [{ type: "weekly_rule", weekday: 1.5, startTime: "09:00", endTime: "10:00" }, availabilityMessages.weekday],
      [{ type: "weekly_rule", weekday: "1", startTime: "09:00", endTime: "10:00" }, availabilityMessages.weekday],
      [{ type: "weekly_rule", weekday: 1, startTime: "9am", endTime: "10:00" }, availabilityMessages.startTime],
      [{ type: "weekly_rule", weekday: 1, startTime: "09:00", endTime: "24:00" }, availabilityMessages.endTime],
      [{ type: "weekly_rule", weekday: 1, startTime: "10:00", endTime: "10:00" }, availabilityMessages.timeOrder],
      [{ type: "weekly_rule", weekday: 1, startTime: "10:00", endTime: "09:59" }, availabilityMessages.timeOrder],
      [{ type: "weekly_rule", weekday: 1, startTime: "09:00", endTime: "10:00", note: "n".repeat(201) }, availabilityMessages.note],
      [{ type: "one_off_block", startTs: "tomorrow", endTs: at(30) }, availabilityMessages.startTs],
      [{ type: "one_off_block", startTs: at(24), endTs: "2026-13-01T00:00:00Z" }, availabilityMessages.endTs],
      [{ type: "one_off_block", startTs: at(-1), endTs: at(2) }, availabilityMessages.blockPast],
      [{ type: "one_off_block", startTs: at(24 * 366), endTs: at(24 * 366 + 2) }, availabilityMessages.blockTooFar],
      [{ type: "one_off_block", startTs: at(24), endTs: at(24) }, availabilityMessages.blockOrder],
      [{ type: "one_off_block", startTs: at(24), endTs: at(20) }, availabilityMessages.blockOrder],
      [{ type: "one_off_block", startTs: at(24), endTs: at(24 + 7 * 24 + 1) }, availabilityMessages.blockTooLong],
      [timeOff("2026-02-30", "2026-03-01"), availabilityMessages.startDate],
      [timeOff(addDays(today(), 3), ""), availabilityMessages.endDate],
      [timeOff(yesterday, addDays(today(), 2)), availabilityMessages.timeOffPast],
      [timeOff(addDays(today(), 366), addDays(today(), 367)), availabilityMessages.timeOffTooFar],
      [timeOff(addDays(today(), 5), addDays(today(), 4)), availabilityMessages.dateOrder],
      [timeOff(addDays(today(), 1), addDays(today(), 366)), availabilityMessages.timeOffTooLong],
      [timeOff(addDays(today(), 1), addDays(today(), 2), "r".repeat(201)), availabilityMessages.reason],
      [{ ...timeOff(addDays(today(), 1), addDays(today(), 2)), timeZone: "Mars/Olympus" }, availabilityMessages.timeZone],
    ];
    for (const [json, message] of cases) {
      const response = await add(me.account, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json(), JSON.stringify(json)).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
    expect(await entriesOf(me.cleanerId)).toEqual({ availability: [], timeOff: [] });
  });

  it("reads 'today' in the cleaner's zone: time off from today is accepted, a block a minute ago too (clock grace)", async () => {
    const me = await insertCleaner(t);
    // Kiritimati is 14 hours ahead of UTC: its today may already be tomorrow in New York.
    await added(me.account, { ...timeOff(todayIn("Pacific/Kiritimati"), todayIn("Pacific/Kiritimati")), timeZone: "Pacific/Kiritimati" });
    await added(me.account, { type: "one_off_block", startTs: new Date(Date.now() - 60_000).toISOString(), endTs: inHours(2) });
    expect((await entriesOf(me.cleanerId)).timeOff).toHaveLength(1);
  });

  it("refuses time off overlapping the cleaner's own, but not another cleaner's or the next day", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const first = addDays(today(), 10);
    await added(me.account, timeOff(first, addDays(first, 4)));
    await added(other.account, timeOff(first, addDays(first, 4)));
    for (const [start, end] of [
      [first, first],
      [addDays(first, -3), first],
      [addDays(first, 4), addDays(first, 8)],
      [addDays(first, 1), addDays(first, 2)],
      [addDays(first, -1), addDays(first, 5)],
    ] as const) {
      const response = await add(me.account, timeOff(start, end));
      expect(response.status, `${start}..${end}`).toBe(409);
      expect(await response.json()).toEqual({ error: { code: "TIME_OFF_OVERLAP", message: availabilityMessages.timeOffOverlap } });
    }
    await added(me.account, timeOff(addDays(first, 5), addDays(first, 6)));
    await added(me.account, timeOff(addDays(first, -2), addDays(first, -1)));
    expect((await entriesOf(me.cleanerId)).timeOff).toHaveLength(3);
  });

  it("lets only one of two overlapping time offs sent at once through", async () => {
    const me = await insertCleaner(t);
    const first = addDays(today(), 20);
    const responses = await Promise.all([
      add(me.account, timeOff(first, addDays(first, 2))),
      add(me.account, timeOff(addDays(first, 1), addDays(first, 3))),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await entriesOf(me.cleanerId)).timeOff).toHaveLength(1);
  });

  it(`keeps at most ${WEEKLY_RULES_MAX} weekly rules`, async () => {
    const me = await insertCleaner(t);
    await t.db.insert(cleanerAvailability).values(
      Array.from({ length: WEEKLY_RULES_MAX }, (_, index) => ({
        cleanerId: me.cleanerId,
        type: "weekly_rule" as const,
        weekday: index % 7,
        startTime: "08:00",
        endTime: "09:00",
      })),
    );
    const response = await add(me.account, { type: "weekly_rule", weekday: 2, startTime: "10:00", endTime: "11:00" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "TOO_MANY_WEEKLY_RULES", message: availabilityMessages.tooManyWeeklyRules } });
    // One-time blocks are not weekly rules: still allowed.
    await added(me.account, { type: "one_off_block", startTs: inHours(3), endTs: inHours(5) });
  });

  it("is open to a Pending cleaner, and needs a cleaner record", async () => {
    const pending = await insertCleaner(t, "Pending Cleaner", {}, "Pending");
    await added(pending.account, { type: "weekly_rule", weekday: 0, startTime: "08:00", endTime: "12:00" });
    const noRecord = await t.createAccount({ role: "cleaner" });
    for (const response of [
      await add(noRecord, { type: "weekly_rule", weekday: 0, startTime: "08:00", endTime: "12:00" }),
      await noRecord.browser.api.cleaner.calendar.$get({ query: { month: "2030-01" } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Unable to find your cleaner profile" } });
    }
  });
});

describe("deleting availability and time off", () => {
  it("deletes the cleaner's own entries; another cleaner's, or the wrong kind, is not found and stays", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const rule = await added(me.account, { type: "weekly_rule", weekday: 3, startTime: "09:00", endTime: "10:00" });
    const off = await added(me.account, timeOff(addDays(today(), 3), addDays(today(), 3)));

    const refusals = [
      [other.account, "availability", rule.id, availabilityMessages.availabilityNotFound],
      [other.account, "time-off", off.id, availabilityMessages.timeOffNotFound],
      [me.account, "time-off", rule.id, availabilityMessages.timeOffNotFound],
      [me.account, "availability", off.id, availabilityMessages.availabilityNotFound],
      [me.account, "availability", "not-a-uuid", availabilityMessages.availabilityNotFound],
    ] as const;
    for (const [account, entry, id, message] of refusals) {
      const response =
        entry === "availability"
          ? await account.browser.api.cleaner.availability[":availabilityId"].$delete({ param: { availabilityId: id } })
          : await account.browser.api.cleaner["time-off"][":timeoffId"].$delete({ param: { timeoffId: id } });
      expect(response.status, `${entry} ${id}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message } });
    }
    expect(await entriesOf(me.cleanerId)).toMatchObject({ availability: [{ availabilityId: rule.id }], timeOff: [{ timeoffId: off.id }] });

    expect(
      (await me.account.browser.api.cleaner.availability[":availabilityId"].$delete({ param: { availabilityId: rule.id } })).status,
    ).toBe(200);
    expect((await me.account.browser.api.cleaner["time-off"][":timeoffId"].$delete({ param: { timeoffId: off.id } })).status).toBe(200);
    expect(await entriesOf(me.cleanerId)).toEqual({ availability: [], timeOff: [] });
    // A second delete finds nothing.
    expect(
      (await me.account.browser.api.cleaner.availability[":availabilityId"].$delete({ param: { availabilityId: rule.id } })).status,
    ).toBe(404);
  });
});

describe("the month", () => {
  // June 2030 runs Saturday the 1st to Sunday the 30th: its grid is May 26 to July 6.
  const MONTH = "2030-06";
  const at = (iso: string) => new Date(iso);

  it("holds the cleaner's assignments starting on the grid's days where each job is, edges included", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
    const job = (iso: string, values: Partial<Parameters<typeof insertJob>[1]> = {}) =>
      insertJob(t.db, { clientId, cleanerId: me.cleanerId, status: "Assigned", scheduledStart: at(iso), ...values });

    const firstEdge = await job("2030-05-26T04:30:00Z"); // 00:30 on Sunday May 26 in New York
    const lastEdge = await job("2030-07-07T03:00:00Z", { type: "Deep Clean", address: "9 Edge Rd, Boston, MA" }); // 23:00 on Saturday July 6
    const completed = await job("2030-06-10T14:00:00Z", { status: "Completed" });
    const beforeGrid = await job("2030-05-26T03:30:00Z"); // 23:30 on May 25: before the grid
    await job("2030-07-07T04:30:00Z"); // 00:30 on July 7: after it
    // A Chicago job sits on Chicago's day (docs/decisions/064), an hour behind the viewer's.
    const inChicago = async (iso: string) => {
      const inserted = await job(iso);
      await t.db.update(jobs).set({ timeZone: "America/Chicago" }).where(eq(jobs.jobId, inserted.jobId));
      return inserted;
    };
    const chicagoLastEdge = await inChicago("2030-07-07T04:45:00Z"); // 23:45 on July 6 in Chicago (00:45 on July 7 in New York)
    await inChicago("2030-05-26T04:45:00Z"); // 23:45 on May 25 in Chicago: before the grid (00:45 on May 26 in New York)
    await job("2030-06-12T14:00:00Z", { status: "Canceled" });
    await insertJob(t.db, { clientId, cleanerId: other.cleanerId, status: "Assigned", scheduledStart: at("2030-06-12T14:00:00Z") });
    await insertJob(t.db, { clientId, status: "Posted", scheduledStart: at("2030-06-12T14:00:00Z") });

    const month = await calendar(me.account, MONTH);
    expect(month).toMatchObject({ gridStart: "2030-05-26", gridEnd: "2030-07-06" });
    const onGrid = [firstEdge.jobId, completed.jobId, lastEdge.jobId, chicagoLastEdge.jobId];
    expect(month.assignments.map((assignment) => assignment.jobId)).toEqual(onGrid);
    expect(month.assignments.at(-2)).toMatchObject({
      type: "Deep Clean",
      address: "9 Edge Rd, Boston, MA",
      status: "Assigned",
      scheduledStart: "2030-07-07T03:00:00.000Z",
      timeZone: "America/New_York",
    });
    expect(month.assignments.at(-1)).toMatchObject({ timeZone: "America/Chicago" });

    // In UTC the same instants fall on other days of the viewer's, but each job keeps its own day.
    const utc = await calendar(me.account, MONTH, "UTC");
    expect(utc.assignments.map((assignment) => assignment.jobId)).toEqual(onGrid);
    expect(utc.assignments.map((assignment) => assignment.jobId)).not.toContain(beforeGrid.jobId);
  });

  it("holds all weekly rules and the blocks and time off overlapping the grid, the cleaner's own only", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Other Cleaner");
    const block = (cleanerId: string, start: string, end: string) => ({
      cleanerId,
      type: "one_off_block" as const,
      startTs: at(start),
      endTs: at(end),
    });
    const rows = await t.db
      .insert(cleanerAvailability)
      .values([
        { cleanerId: me.cleanerId, type: "weekly_rule", weekday: 5, startTime: "13:00", endTime: "15:00" },
        { cleanerId: me.cleanerId, type: "weekly_rule", weekday: 2, startTime: "08:00", endTime: "12:00", note: "Early" },
        block(me.cleanerId, "2030-05-25T22:00:00Z", "2030-05-26T05:00:00Z"), // ends inside the grid
        block(me.cleanerId, "2030-06-15T14:00:00Z", "2030-06-15T18:00:00Z"),
        block(me.cleanerId, "2030-05-20T14:00:00Z", "2030-05-20T18:00:00Z"), // before
        block(me.cleanerId, "2030-07-07T05:00:00Z", "2030-07-07T09:00:00Z"), // after
        { cleanerId: other.cleanerId, type: "weekly_rule", weekday: 1, startTime: "09:00", endTime: "10:00" },
        block(other.cleanerId, "2030-06-15T14:00:00Z", "2030-06-15T18:00:00Z"),
      ])
      .returning();
    const offs = await t.db
      .insert(cleanerTimeOff)
      .values([
        { cleanerId: me.cleanerId, startDate: "2030-05-20", endDate: "2030-05-26" }, // ends on the grid's first day
        { cleanerId: me.cleanerId, startDate: "2030-07-06", endDate: "2030-07-10", reason: "Trip" }, // starts on its last
        { cleanerId: me.cleanerId, startDate: "2030-05-01", endDate: "2030-05-25" }, // before
        { cleanerId: me.cleanerId, startDate: "2030-07-07", endDate: "2030-07-08" }, // after
        { cleanerId: other.cleanerId, startDate: "2030-06-10", endDate: "2030-06-11" },
      ])
      .returning();

    const month = await calendar(me.account, MONTH);
    expect(month.weeklyRules.map((rule) => [rule.weekday, rule.startTime, rule.endTime, rule.note])).toEqual([
      [2, "08:00", "12:00", "Early"],
      [5, "13:00", "15:00", null],
    ]);
    expect(month.oneOffBlocks.map((entry) => entry.availabilityId)).toEqual([rows[2]?.availabilityId, rows[3]?.availabilityId]);
    expect(month.timeOff.map((entry) => entry.timeoffId)).toEqual([offs[0]?.timeoffId, offs[1]?.timeoffId]);
  });

  it("refuses a month that is not YYYY-MM and an unknown zone", async () => {
    const me = await insertCleaner(t);
    for (const [query, message] of [
      [{ month: "2030-13" }, availabilityMessages.month],
      [{ month: "June" }, availabilityMessages.month],
      [{}, availabilityMessages.month],
      [{ month: "2030-06", timeZone: "Nowhere/Land" }, availabilityMessages.timeZone],
    ] as const) {
      const response = await me.account.browser.api.cleaner.calendar.$get({ query: unchecked(query) });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
  });

  it("uses Eastern time when the browser sends no zone", async () => {
    const me = await insertCleaner(t);
    // 23:00 on Saturday July 6 in New York, already July 7 in UTC. (A job sits on its own zone's
    // day whatever the viewer's; the cleaner's own blocks are read in the viewer's.)
    const [block] = await t.db
      .insert(cleanerAvailability)
      .values({ cleanerId: me.cleanerId, type: "one_off_block", startTs: at("2030-07-07T03:00:00Z"), endTs: at("2030-07-07T03:30:00Z") })
      .returning();
    const response = await me.account.browser.api.cleaner.calendar.$get({ query: { month: String(MONTH) } });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).oneOffBlocks.map((entry) => entry.availabilityId)).toEqual([block?.availabilityId]);
    expect((await calendar(me.account, MONTH, "UTC")).oneOffBlocks).toEqual([]);
  });
});
