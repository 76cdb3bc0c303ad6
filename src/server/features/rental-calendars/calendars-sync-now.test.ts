// docs/decisions/054: Sync now through the API, against feeds served by a local server (the test
// app allows private calendar addresses, as development does).
import { describe, expect, it } from "vitest";
import { zonedTime } from "../../../shared/domain/booking";
import { calendarMessages } from "../../../shared/schemas/calendars";
import { clientWithUnit } from "../../test/fixtures";
import { jsonOf, type TestAccount } from "../../test/harness";
import { SYNC_NOW_LIMIT } from "./calendars.routes";
import { airbnbFeed, calendarTestApp, isoDay, type Stay } from "./sync-fixtures";

const ZONE = "America/New_York";
const { t, feeds } = await calendarTestApp();

let feedCount = 0;

/** A client with a Boston unit and a feed added through the API, serving `body`. */
async function clientWithFeed(body: string) {
  const { account, unitId } = await clientWithUnit(t);
  const path = `/sync-now-${++feedCount}.ics`;
  feeds.serve(path, body);
  const response = await account.browser.api.client.units[":unitId"].calendars.$post({
    param: { unitId },
    json: { label: "Airbnb", url: feeds.url(path) },
  });
  expect(response.status).toBe(201);
  const { calendar } = await jsonOf(response);
  return { account, unitId, path, calendarId: calendar.calendarId };
}

const syncNow = (account: TestAccount, calendarId: string) =>
  account.browser.api.client.calendars[":calendarId"].sync.$post({ param: { calendarId } });

async function upcomingTurnovers(account: TestAccount) {
  const { jobs } = await jsonOf(await account.browser.api.client.jobs.upcoming.$get());
  return jobs.filter((job) => job.type === "Airbnb Turnover");
}

/** The default turnover's start: 11:00 on the checkout day, `days` from today, in the unit's zone. */
const checkoutAt = (days: number) => zonedTime(isoDay(days, ZONE), 11, ZONE).getTime();

const STAYS: Stay[] = [
  { uid: "s1", checkin: 3, checkout: 6 },
  { uid: "s2", checkin: 6, checkout: 9 },
  { uid: "s3", checkin: 12, checkout: 15 },
];

describe("Sync now", () => {
  it("books the feed's turnovers, answers with what it did and the feed's new row; a second press changes nothing", async () => {
    const { account, calendarId } = await clientWithFeed(airbnbFeed(STAYS, ZONE));

    const first = await syncNow(account, calendarId);
    expect(first.status).toBe(200);
    const body = await jsonOf(first);
    expect(body.result).toEqual({ status: "synced", eventsFound: 3, created: 3, moved: 0, canceled: 0, error: null });
    expect(body.calendar).toMatchObject({ calendarId, eventsFound: 3, jobsCreated: 3, lastError: null, consecutiveFailures: 0 });
    expect(body.calendar.lastSuccessAt).not.toBeNull();
    expect(await upcomingTurnovers(account)).toHaveLength(3);

    const again = await jsonOf(await syncNow(account, calendarId));
    expect(again.result).toMatchObject({ created: 0, moved: 0, canceled: 0, error: null });
    expect(again.calendar.jobsCreated).toBe(3);
    expect(await upcomingTurnovers(account)).toHaveLength(3);
  });

  it("moves a changed stay's turnover and cancels a removed one's", async () => {
    const { account, calendarId, path } = await clientWithFeed(airbnbFeed(STAYS, ZONE));
    await syncNow(account, calendarId);
    feeds.serve(
      path,
      airbnbFeed(
        [
          { uid: "s1", checkin: 3, checkout: 7 },
          { uid: "s2", checkin: 7, checkout: 9 },
        ],
        ZONE,
      ),
    );
    const { result } = await jsonOf(await syncNow(account, calendarId));
    expect(result).toMatchObject({ status: "synced", created: 0, moved: 1, canceled: 1 });
    // s1 now checks out on day 7 (its turnover moved there), s2 still on day 9, s3 is gone.
    const starts = (await upcomingTurnovers(account)).map((job) => new Date(job.scheduledStart).getTime()).sort();
    expect(starts).toEqual([checkoutAt(7), checkoutAt(9)]);
  });

  it("reports a failing feed in plain words on the result and the row, and changes nothing", async () => {
    const { account, calendarId, path } = await clientWithFeed(airbnbFeed(STAYS, ZONE));
    await syncNow(account, calendarId);
    feeds.serve(path, (_request, response) => void response.writeHead(404).end());

    const { result, calendar } = await jsonOf(await syncNow(account, calendarId));
    expect(result).toMatchObject({ status: "failed", created: 0, moved: 0, canceled: 0, error: "The address answered 404" });
    expect(calendar).toMatchObject({ lastError: "The address answered 404", failure: "not-found", consecutiveFailures: 1, jobsCreated: 3 });
    expect(await upcomingTurnovers(account)).toHaveLength(3);
  });

  it(`allows ${SYNC_NOW_LIMIT.max} presses a minute per person, then says when to try again`, async () => {
    const { account, calendarId } = await clientWithFeed(airbnbFeed([], ZONE));
    for (let press = 0; press < SYNC_NOW_LIMIT.max; press++) expect((await syncNow(account, calendarId)).status).toBe(200);
    const over = await syncNow(account, calendarId);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await over.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: calendarMessages.syncTooOften(retryAfter) } });
  });
});
