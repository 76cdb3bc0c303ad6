import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { todayIn, zonedTime } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, unchecked } from "../../test/harness";
import { book, bookingBody, clientWithUnit, insertUnit, ZONE } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const storedJob = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.jobId, jobId)))[0];

/** A zone where it is already past 8 AM today, so today's 8-10 AM slot has started. */
function zoneAfterEightAm(): string {
  for (let offset = -14; offset <= 12; offset++) {
    const zone = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "+" : "-"}${Math.abs(offset)}`;
    if (zonedTime(todayIn(zone), 8, zone).getTime() < Date.now() - HOUR) return zone;
  }
  throw new Error("no zone past 8 AM");
}

/** Some zone, date and slot whose start lies between `min` and `max` ms from now. */
function slotStartingWithin(min: number, max: number) {
  for (let offset = -14; offset <= 12; offset++) {
    const zone = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "+" : "-"}${Math.abs(offset)}`;
    for (const date of [todayIn(zone), addDays(todayIn(zone), 1)]) {
      for (const [slot, hour] of [
        ["08:00", 8],
        ["12:00", 12],
        ["16:00", 16],
      ] as const) {
        const start = zonedTime(date, hour, zone);
        const away = start.getTime() - Date.now();
        if (away > min && away < max) return { zone, date, slot, start };
      }
    }
  }
  throw new Error("no slot in range");
}

describe("POST /api/client/jobs", () => {
  it("books a Posted job, computing times, prices and payout on the server from the unit and the slot", async () => {
    const { account, unitId } = await clientWithUnit(t);
    const body = bookingBody(unitId);
    const before = Date.now();
    const job = await book(account, {
      ...body,
      clientPriceCents: 1,
      basePriceCents: 1,
      cleanerPayoutCents: 999_999,
      status: "Completed",
      address: "Elsewhere",
    });

    const start = zonedTime(body.date, 10, ZONE);
    expect(job).toMatchObject({
      status: "Posted",
      address: "1 Harbor Way, Boston, MA 02110",
      scheduledStart: start.toISOString(),
      scheduledEnd: new Date(start.getTime() + 3 * HOUR).toISOString(),
      planUsage: "none",
      isExtraClean: false,
      basePriceCents: 15_000,
      clientPriceCents: 15_000,
      cleanerPayoutCents: 8_250,
    });
    const claimEnds = new Date(job.claimWindowEnds).getTime();
    expect(claimEnds).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(claimEnds).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

    const row = await storedJob(job.jobId);
    expect(row).toMatchObject({
      unitId,
      type: "Deep Clean",
      status: "Posted",
      durationHours: "3.0",
      bedrooms: 2,
      bathrooms: "1.5",
      sqFt: 900,
      specialInstructions: "Please water the plants.",
      subscriptionId: null,
      completedAt: null,
    });
    expect(row?.requestedStart.toISOString()).toBe(start.toISOString());
  });

  it("prices each cleaning type from spec 9 and pays the cleaner 55 %", async () => {
    const { account, unitId } = await clientWithUnit(t);
    const expected: [string, number, number][] = [
      ["Standard Clean", 10_000, 5_500],
      ["Move-in/Move-out", 20_000, 11_000],
      ["Post Construction", 25_000, 13_750],
      ["Airbnb Turnover", 12_000, 6_600],
    ];
    for (const [type, price, payout] of expected) {
      const job = await book(account, bookingBody(unitId, { type }));
      expect([job.basePriceCents, job.clientPriceCents, job.cleanerPayoutCents]).toEqual([price, price, payout]);
    }
  });

  it("reads the date and slot in the unit's zone, not in a zone an older screen still sends (docs/decisions/064)", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const { unitId } = await insertUnit(t.db, clientId, { fullAddress: "415 N Dearborn St, Chicago, IL 60654" });
    const body = bookingBody(unitId, { timeZone: "Asia/Tokyo" });
    const job = await book(account, body);
    const start = zonedTime(body.date, 10, "America/Chicago");
    expect(job).toMatchObject({ scheduledStart: start.toISOString(), timeZone: "America/Chicago" });
    expect((await storedJob(job.jobId))?.timeZone).toBe("America/Chicago");

    const options = await account.browser.api.client["booking-options"].$get();
    expect(options.status).toBe(200);
    const { units } = (await options.json()) as { units: { unitId: string; timeZone: string }[] };
    expect(units.find((unit) => unit.unitId === unitId)?.timeZone).toBe("America/Chicago");
  });

  it("ends the claim window at the start when the start is less than 24 hours away", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const soon = slotStartingWithin(2 * HOUR, 20 * HOUR);
    // The slot is read in the unit's zone (docs/decisions/064): a unit placed where the slot is soon.
    const { unitId } = await insertUnit(t.db, clientId, { timeZone: soon.zone });
    const job = await book(account, bookingBody(unitId, { date: soon.date, slot: soon.slot, durationHours: 1 }));
    expect(job.claimWindowEnds).toBe(soon.start.toISOString());
  });

  it("refuses another client's unit (404) and an inactive unit (409), creating nothing", async () => {
    const { account, clientId } = await clientWithUnit(t);
    const stranger = await clientWithUnit(t);
    const inactive = await insertUnit(t.db, clientId, { isActive: false });

    const foreign = await account.browser.api.client.jobs.$post({ json: bookingBody(stranger.unitId) });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "NOT_FOUND", message: "Unit not found." } });
    const unknown = await account.browser.api.client.jobs.$post({ json: bookingBody("00000000-0000-4000-8000-000000000000") });
    expect(unknown.status).toBe(404);

    const off = await account.browser.api.client.jobs.$post({ json: bookingBody(inactive.unitId) });
    expect(off.status).toBe(409);
    expect(((await off.json()) as { error: { code: string } }).error.code).toBe("UNIT_INACTIVE");
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toEqual([]);
  });

  it("refuses a past date, a slot that has started today, and a date more than a year ahead", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const yesterday = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId, { date: addDays(todayIn(ZONE), -1) }) });
    expect(yesterday.status).toBe(400);
    expect(await yesterday.json()).toEqual({ error: { code: "PAST_DATE", message: "Please choose today or a later date." } });

    const zone = zoneAfterEightAm();
    const placed = await insertUnit(t.db, clientId, { timeZone: zone });
    const started = await account.browser.api.client.jobs.$post({
      json: bookingBody(placed.unitId, { date: todayIn(zone), slot: "08:00" }),
    });
    expect(started.status).toBe(400);
    expect(((await started.json()) as { error: { code: string } }).error.code).toBe("SLOT_STARTED");

    const farAway = await account.browser.api.client.jobs.$post({ json: bookingBody(unitId, { date: addDays(todayIn(ZONE), 400) }) });
    expect(farAway.status).toBe(400);
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toEqual([]);
  });

  it("refuses values outside spec 9 and missing fields with 400, creating nothing", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const body = bookingBody(unitId);
    const missingMessage = "Please select a unit, date, and time slot.";
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, type: "Window Washing" }, "Please choose a cleaning type."],
      [{ ...body, durationHours: 5 }, "Duration must be one of 1, 2, 3, 4, 6, 8 hours."],
      [{ ...body, bedrooms: 6 }, "Bedrooms must be between 0 and 5."],
      [{ ...body, bedrooms: -1 }, "Bedrooms must be between 0 and 5."],
      [{ ...body, bathrooms: 1.25 }, "Bathrooms must be 1 to 5 in steps of 0.5."],
      [{ ...body, bathrooms: 0.5 }, "Bathrooms must be 1 to 5 in steps of 0.5."],
      [{ ...body, sqFt: 0 }, "Square footage must be more than 0."],
      [{ ...body, sqFt: 100_001 }, "Square footage must be at most 100,000."],
      [{ ...body, specialInstructions: "x".repeat(2001) }, "Keep special instructions under 2000 characters."],
      [{ ...body, slot: "09:00" }, missingMessage],
      [{ ...body, date: "2026-02-30" }, missingMessage],
      [{ ...body, date: "tomorrow" }, missingMessage],
      [{ ...body, unitId: undefined }, missingMessage],
      [{ ...body, date: undefined }, missingMessage],
      [{ ...body, slot: undefined }, missingMessage],
      [{ ...body, type: undefined }, "Please choose a cleaning type."],
    ];
    for (const [json, message] of cases) {
      const response = await account.browser.api.client.jobs.$post({ json: unchecked(json) });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json(), JSON.stringify(json)).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
    expect(await t.db.select().from(jobs).where(eq(jobs.clientId, clientId))).toEqual([]);
  });

  it("accepts a booking without the optional size details", async () => {
    const { account, unitId } = await clientWithUnit(t);
    const job = await book(
      account,
      bookingBody(unitId, { bedrooms: undefined, bathrooms: null, sqFt: undefined, specialInstructions: "   " }),
    );
    expect(await storedJob(job.jobId)).toMatchObject({ bedrooms: null, bathrooms: null, sqFt: null, specialInstructions: null });
  });
});
