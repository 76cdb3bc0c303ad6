// docs/decisions/054: Exceptions lists the rental calendars failing for more than a day, newest
// failure first, with the client, the unit and what went wrong.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXCEPTION_LIST_LIMIT } from "../../../shared/domain/exceptions";
import { unitCalendars } from "../../db/schema/calendars";
import { clientUnits } from "../../db/schema/people";
import { clientIdOf, insertUnit, insertUnitCalendar } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

interface FailingCalendar {
  calendarId: string;
  label: string;
  unitLabel: string;
  clientName: string;
  clientEmail: string;
  failingSince: string;
  consecutiveFailures: number;
  lastError: string | null;
}

let admin: TestAccount;
let clientId: string;
let unitId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Harper Host" }));
  ({ unitId } = await insertUnit(t.db, clientId, { label: "Beacon Hill Loft" }));
});
beforeEach(async () => {
  await t.db.delete(unitCalendars);
});

/** A feed of the unit, failing since `failingSince` (null: healthy). */
function feed(failingSince: Date | null, values: Partial<typeof unitCalendars.$inferInsert> = {}) {
  const failing = failingSince ? { consecutiveFailures: 3, lastError: "The address answered 404", lastAttemptAt: new Date() } : {};
  return insertUnitCalendar(t.db, { unitId, clientId, failingSince, ...failing, ...values });
}

async function failingCalendars() {
  const response = await admin.browser.api.admin.exceptions.$get();
  expect(response.status).toBe(200);
  return ((await response.json()) as { failingCalendars: { rows: FailingCalendar[]; total: number } }).failingCalendars;
}

describe("GET /api/admin/exceptions: failing calendars", () => {
  it("lists feeds failing for more than a day, newest failure first, with the client, the unit and the last error", async () => {
    const older = await feed(hoursAgo(72), { label: "VRBO", consecutiveFailures: 288 });
    const newer = await feed(hoursAgo(25), { lastError: "Took longer than 10 s" });
    await feed(hoursAgo(23), { label: "Booking.com" }); // failing, but not for a day yet
    await feed(null, { label: "Direct" }); // healthy

    const list = await failingCalendars();
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.calendarId)).toEqual([newer.calendarId, older.calendarId]);
    expect(list.rows[0]).toMatchObject({
      label: "Airbnb",
      unitLabel: "Beacon Hill Loft",
      clientName: "Harper Host",
      failingSince: newer.failingSince?.toISOString(),
      consecutiveFailures: 3,
      lastError: "Took longer than 10 s",
    });
    expect(list.rows[1]).toMatchObject({ label: "VRBO", consecutiveFailures: 288, lastError: "The address answered 404" });
  });

  it("leaves out the feeds of an inactive unit: they are not synced", async () => {
    const { unitId: inactive } = await insertUnit(t.db, clientId, { label: "Sold Condo" });
    await t.db.update(clientUnits).set({ isActive: false }).where(eq(clientUnits.unitId, inactive));
    await feed(hoursAgo(48), { unitId: inactive });
    expect(await failingCalendars()).toEqual({ rows: [], total: 0 });
  });

  it("shows at most the list's limit and counts them all", async () => {
    await t.db.insert(unitCalendars).values(
      Array.from({ length: EXCEPTION_LIST_LIMIT + 1 }, (_, index) => ({
        unitId,
        clientId,
        label: `Airbnb ${index + 1}`,
        url: `https://www.airbnb.com/calendar/ical/many-${index}.ics`,
        failingSince: hoursAgo(30 + index),
        consecutiveFailures: 5,
      })),
    );
    const list = await failingCalendars();
    expect(list.total).toBe(EXCEPTION_LIST_LIMIT + 1);
    expect(list.rows).toHaveLength(EXCEPTION_LIST_LIMIT);
  });
});
