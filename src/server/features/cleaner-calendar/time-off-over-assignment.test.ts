// docs/decisions/027: time off cannot cover a job the cleaner holds, as a claim cannot fall on time
// off: one rule (domain/cleaners/clashes.ts) both ways, and one lock on the cleaner's row, so a claim
// and a time off sent at once never both pass. The race is meaningful on PostgreSQL (CI runs it
// there too), where the two requests run on separate connections.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { zoneAbbreviation } from "../../../shared/domain/zone-format";
import { addDays } from "../../../shared/schemas/booking";
import { jobAssignments } from "../../db/schema/jobs";
import { cleanerTimeOff } from "../../db/schema/schedule";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const ZONE = "America/New_York";
const HOUR = 3_600_000;
const day = (offset: number) => addDays(todayIn(ZONE), offset);
/** 10 AM on the day `offset` days from today, in Boston. */
const tenAm = (offset: number, zone = ZONE) => zonedTime(day(offset), 10, zone);

let clientId: string;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

const addTimeOff = (account: TestAccount, startDate: string, endDate: string) =>
  account.browser.api.cleaner.availability.$post({ json: { type: "time_off", startDate, endDate, timeZone: ZONE } });
const timeOffOf = (cleanerId: string) => t.db.select().from(cleanerTimeOff).where(eq(cleanerTimeOff.cleanerId, cleanerId));
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("POST /api/cleaner/availability (time off) over a job the cleaner holds", () => {
  it("is refused with 409 naming the job, and stores nothing", async () => {
    const me = await insertCleaner(t);
    await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: me.cleanerId,
      type: "Deep Clean",
      address: "12 Beacon St, Boston, MA 02108",
      scheduledStart: tenAm(4),
    });

    const response = await addTimeOff(me.account, day(3), day(5));
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.code).toBe("TIME_OFF_OVER_ASSIGNMENT");
    const date = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, month: "short", day: "2-digit", year: "numeric" }).format(tenAm(4));
    expect(error.message).toBe(
      // The job's own time, its zone named: the server does not know the cleaner's (docs/decisions/064).
      `This time off covers a job you are assigned: Deep Clean on ${date} at 10:00 AM ${zoneAbbreviation(tenAm(4), ZONE)} (12 Beacon St, Boston, MA 02108). Choose other days, or ask support to reassign it first.`,
    );
    expect(await timeOffOf(me.cleanerId)).toEqual([]);
  });

  it("names every held job (In Progress too), soonest first, and counts past three", async () => {
    const me = await insertCleaner(t);
    for (const [offset, type] of [
      [7, "Airbnb Turnover"],
      [5, "Standard Clean"],
      [6, "Deep Clean"],
      [8, "Post Construction"],
    ] as const) {
      await insertJob(t.db, {
        clientId,
        status: offset === 5 ? "In Progress" : "Assigned",
        cleanerId: me.cleanerId,
        type,
        scheduledStart: tenAm(offset),
      });
    }
    const { message } = await errorOf(await addTimeOff(me.account, day(5), day(9)));
    expect(message).toMatch(
      /^This time off covers jobs you are assigned: Standard Clean on .+, Deep Clean on .+, Airbnb Turnover on .+ and 1 more\. Choose other days, or ask support to reassign them first\.$/,
    );
  });

  it("allows days the held jobs do not touch, and jobs no longer held (Canceled, someone else's)", async () => {
    const me = await insertCleaner(t);
    const other = await insertCleaner(t, "Olive Other");
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: me.cleanerId, scheduledStart: tenAm(10) });
    await insertJob(t.db, { clientId, status: "Canceled", cleanerId: me.cleanerId, scheduledStart: tenAm(12) });
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: other.cleanerId, scheduledStart: tenAm(12) });
    // A job ending at midnight does not touch the next day (the claim's rule, end exclusive).
    await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: me.cleanerId,
      scheduledStart: zonedTime(day(13), 22, ZONE),
      durationHours: 2,
    });

    expect((await addTimeOff(me.account, day(11), day(12))).status).toBe(201);
    expect((await addTimeOff(me.account, day(14), day(14))).status).toBe(201);
    expect((await addTimeOff(me.account, day(13), day(13))).status).toBe(409);
    expect((await timeOffOf(me.cleanerId)).map((row) => row.startDate).sort()).toEqual([day(11), day(14)]);
  });

  it("reads a job's day in its own zone, as the claim does: a late Chicago job is that Chicago day", async () => {
    const me = await insertCleaner(t);
    // 11:30 PM in Chicago is the next day in UTC and in Boston; the job is on the Chicago day.
    await insertJob(t.db, {
      clientId,
      status: "Assigned",
      cleanerId: me.cleanerId,
      address: "1 Wacker Dr, Chicago, IL 60601",
      scheduledStart: zonedTime(day(20), 23, "America/Chicago"),
      durationHours: 0.5,
    });
    expect((await addTimeOff(me.account, day(21), day(21))).status).toBe(201);
    expect((await addTimeOff(me.account, day(20), day(20))).status).toBe(409);
  });
});

describe("a claim and a time off over its day, sent at the same time", () => {
  it("never both pass: exactly one of the two succeeds, every round", async () => {
    const me = await insertCleaner(t, "Rita Racer");
    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      const offset = 30 + round;
      const job = await insertJob(t.db, {
        clientId,
        status: "Posted",
        scheduledStart: tenAm(offset),
        claimWindowEnds: new Date(Date.now() + 20 * HOUR),
      });
      const [claim, timeOff] = await Promise.all([
        me.account.browser.api.cleaner.claims.$post({ json: { jobId: job.jobId } }),
        addTimeOff(me.account, day(offset), day(offset)),
      ]);
      const claimed = claim.status === 201;
      const tookTimeOff = timeOff.status === 201;
      expect({ round, claimed, tookTimeOff }).toEqual({ round, claimed: !tookTimeOff, tookTimeOff: !claimed });
      if (claimed) expect((await errorOf(timeOff)).code).toBe("TIME_OFF_OVER_ASSIGNMENT");
      else expect((await errorOf(claim)).code).toBe("TIME_OFF");
      const held = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
      expect(held.length).toBe(claimed ? 1 : 0);
    }
    expect(
      (await timeOffOf(me.cleanerId)).length +
        (await t.db.select().from(jobAssignments).where(eq(jobAssignments.cleanerId, me.cleanerId))).length,
    ).toBe(rounds);
  });
});
