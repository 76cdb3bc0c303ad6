// Issue 40: a failing calendar shows where the host looks. The units list carries each unit's
// failing feeds and the dashboard all of them: the label, the kind of failure and the next try,
// never the address or the raw error (src/server/domain/rental-calendars/failing-feeds.ts).
import { afterAll, describe, expect, it } from "vitest";
import { FETCH_FAILURE } from "../../lib/calendar-fetch";
import { TOO_COMPLEX } from "../../domain/rental-calendars/recurrence-budget";
import { createTestApp, jsonOf } from "../../test/harness";
import { clientWithUnit, insertUnit, insertUnitCalendar } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function hostWithFailingFeeds() {
  const host = await clientWithUnit(t);
  const nextTry = inMinutes(75);
  const airbnb = await insertUnitCalendar(t.db, {
    unitId: host.unitId,
    clientId: host.clientId,
    label: "Airbnb",
    lastError: FETCH_FAILURE.unreachable,
    consecutiveFailures: 3,
    nextSyncAt: nextTry,
  });
  const vrbo = await insertUnitCalendar(t.db, {
    unitId: host.unitId,
    clientId: host.clientId,
    label: "VRBO",
    lastError: FETCH_FAILURE.answered(404),
    consecutiveFailures: 1,
    nextSyncAt: nextTry,
  });
  // A healthy feed is not news.
  await insertUnitCalendar(t.db, { unitId: host.unitId, clientId: host.clientId, label: "Booking.com" });
  // An inactive unit's feeds are not synced, so there is no next try to announce.
  const idle = await insertUnit(t.db, host.clientId, { label: "Idle Loft", isActive: false });
  await insertUnitCalendar(t.db, { unitId: idle.unitId, clientId: host.clientId, label: "Airbnb", lastError: TOO_COMPLEX });
  const expected = [
    { calendarId: airbnb.calendarId, label: "Airbnb", failure: "no-answer", nextTryAt: nextTry.toISOString() },
    { calendarId: vrbo.calendarId, label: "VRBO", failure: "not-found", nextTryAt: nextTry.toISOString() },
  ];
  return { ...host, idle, expected };
}

describe("a failing calendar, where the host looks", () => {
  it("is on its unit in the units list, as a label, a kind and a next try, and on every unit the list's changes return", async () => {
    const { account, unitId, idle, expected } = await hostWithFailingFeeds();
    const other = await clientWithUnit(t);
    await insertUnitCalendar(t.db, { unitId: other.unitId, clientId: other.clientId, label: "Theirs", lastError: TOO_COMPLEX });

    const { units } = await jsonOf(await account.browser.api.client.units.$get());
    expect(units.find((unit) => unit.unitId === unitId)?.failingCalendars).toEqual(expected);
    expect(units.find((unit) => unit.unitId === idle.unitId)?.failingCalendars).toEqual([]);
    // Least data: no address, no raw error.
    expect(JSON.stringify(units)).not.toMatch(/airbnb\.com|could not be reached|answered 404/);

    const edited = await account.browser.api.client.units[":unitId"].$patch({
      param: { unitId },
      json: { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA 02110" },
    });
    expect((await jsonOf(edited)).unit.failingCalendars).toEqual(expected);
    const deactivated = await account.browser.api.client.units[":unitId"].status.$patch({ param: { unitId }, json: { isActive: false } });
    expect((await jsonOf(deactivated)).unit.failingCalendars).toEqual([]);
    const created = await account.browser.api.client.units.$post({ json: { label: "New", fullAddress: "2 Elm St, Boston, MA 02110" } });
    expect((await jsonOf(created)).unit.failingCalendars).toEqual([]);
  });

  it("is on the client's dashboard with its unit, active units only, the client's own only", async () => {
    const { account, unitId, expected } = await hostWithFailingFeeds();
    const other = await clientWithUnit(t);
    await insertUnitCalendar(t.db, { unitId: other.unitId, clientId: other.clientId, label: "Theirs", lastError: TOO_COMPLEX });

    const dashboard = await jsonOf(await account.browser.api.client.dashboard.$get());
    expect(dashboard.failingCalendars).toEqual(expected.map((feed) => ({ ...feed, unitId, unitLabel: "Harbor Flat" })));

    const fresh = await clientWithUnit(t);
    expect((await jsonOf(await fresh.account.browser.api.client.dashboard.$get())).failingCalendars).toEqual([]);
  });
});
