// docs/decisions/065: what a feed would book, asked before it is connected, through the API: read as
// a sync reads it, priced as a booking, and nothing written.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unitCalendars } from "../../db/schema/calendars";
import { jobs } from "../../db/schema/jobs";
import { clientWithUnit, insertSubscription, insertUnitCalendar } from "../../test/fixtures";
import { jsonOf } from "../../test/harness";
import { airbnbFeed, calendarTestApp, type Stay } from "./sync-fixtures";

const ZONE = "America/New_York";
const { t, feeds } = await calendarTestApp();

// Four stays checking out within 30 days, one past and one beyond them.
const STAYS: Stay[] = [
  { uid: "p0", checkin: -6, checkout: -2 },
  { uid: "p1", checkin: 2, checkout: 4 },
  { uid: "p2", checkin: 6, checkout: 9 },
  { uid: "p3", checkin: 12, checkout: 15 },
  { uid: "p4", checkin: 20, checkout: 24 },
  { uid: "p5", checkin: 40, checkout: 45 },
];

async function preview(body: string, setup?: (clientId: string, unitId: string) => Promise<unknown>) {
  const { account, clientId, unitId } = await clientWithUnit(t);
  await setup?.(clientId, unitId);
  const path = `/preview-${unitId}.ics`;
  feeds.serve(path, body);
  const response = await account.browser.api.client.units[":unitId"].calendars.preview.$post({
    param: { unitId },
    json: { label: "Airbnb", url: feeds.url(path) },
  });
  return { response, clientId, unitId };
}

const stored = async (unitId: string) => {
  const [feeds] = await t.db.select({ count: count() }).from(unitCalendars).where(eq(unitCalendars.unitId, unitId));
  const [made] = await t.db.select({ count: count() }).from(jobs).where(eq(jobs.unitId, unitId));
  return [feeds?.count, made?.count];
};

describe("a calendar's preview", () => {
  it("counts the turnovers of the next 30 days, prices them with the plan's remaining cleans first, and writes nothing", async () => {
    const { response, unitId } = await preview(airbnbFeed(STAYS, ZONE), (clientId) =>
      insertSubscription(t.db, { clientId, includedCleans: 4, usedCleans: 2, extraCleanFeeCents: 7_500 }),
    );
    expect(response.status).toBe(200);
    // Two included Airbnb Turnovers at $120, two additional at the $75 fee plus the type's $20 more.
    expect(await jsonOf(response)).toEqual({ preview: { turnovers: 4, totalCents: 43_000, countedAgainstPlan: 2 } });
    expect(await stored(unitId)).toEqual([0, 0]);
  });

  it("without a plan, prices each turnover at its type's price and counts none against a plan", async () => {
    const { response } = await preview(airbnbFeed(STAYS.slice(0, 3), ZONE));
    expect(await jsonOf(response)).toEqual({ preview: { turnovers: 2, totalCents: 24_000, countedAgainstPlan: null } });
  });

  it("refuses a label the unit's calendars already have, in any case, before reading the feed", async () => {
    const { response, unitId } = await preview(airbnbFeed(STAYS, ZONE), (clientId, unitId) =>
      insertUnitCalendar(t.db, { unitId, clientId, label: "AIRBNB" }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "CALENDAR_LABEL_TAKEN", message: "This unit already has a calendar named Airbnb." },
    });
    expect(await stored(unitId)).toEqual([1, 0]);
  });

  it("refuses a feed that cannot be read in the sync's words", async () => {
    const { response, unitId } = await preview("this is not a calendar");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("CALENDAR_UNREADABLE");
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(await stored(unitId)).toEqual([0, 0]);
  });
});
