// spec 2 Open Jobs: what the board lists, its filters, sorts, pages and areas (docs/decisions/032).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { createTestApp, unchecked, type Browser, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, type JobFixture } from "../../test/fixtures";
import type { OpenJobsPage } from "./open-jobs.service";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let clientId: string;
let clientAccount: TestAccount;
let cleaner: Awaited<ReturnType<typeof insertCleaner>>;
beforeAll(async () => {
  clientAccount = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  clientId = await clientIdOf(t, clientAccount);
  cleaner = await insertCleaner(t, "Casey Cleaner");
});
// Each test sets out the whole board: the database is this file's own.
beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db
    .update(cleaners)
    .set({ workAreas: ["Boston"] })
    .where(eq(cleaners.cleanerId, cleaner.cleanerId));
});

/** A job on the board: Posted, its claim window open for 20 hours, starting in two days. */
const openJob = (fixture: Partial<JobFixture> = {}) =>
  insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: inHours(48), ...fixture });

type BoardQuery = NonNullable<Parameters<Browser["api"]["cleaner"]["open-jobs"]["$get"]>[0]>["query"];

async function board(query: BoardQuery = {}, account = cleaner.account) {
  const response = await account.browser.api.cleaner["open-jobs"].$get({ query });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OpenJobsPage;
}
const idsOf = (page: OpenJobsPage) => page.rows.map((job) => job.jobId);

describe("GET /api/cleaner/open-jobs", () => {
  it("lists only Posted jobs whose claim window is open and whose start is ahead", async () => {
    const listed = await openJob();
    await openJob({ status: "Assigned", cleanerId: cleaner.cleanerId });
    await openJob({ status: "Canceled" });
    await openJob({ claimWindowEnds: inHours(-1) }); // window closed
    await openJob({ claimWindowEnds: null }); // never opened
    await openJob({ scheduledStart: inHours(-1), claimWindowEnds: inHours(1) }); // already started
    const page = await board();
    expect(idsOf(page)).toEqual([listed.jobId]);
    expect(page.total).toBe(1);
    expect(page.openCount).toBe(1);
  });

  it("gives each card what spec 2 shows, and is never cached", async () => {
    const start = inHours(30);
    const window = inHours(5);
    const job = await openJob({
      type: "Deep Clean",
      address: "12 Beacon St, Apt 4, Boston, MA 02108",
      scheduledStart: start,
      claimWindowEnds: window,
      durationHours: 3,
      clientPriceCents: 15_000,
      specialInstructions: "Key under the mat",
    });
    await t.db.update(jobs).set({ bedrooms: 2, bathrooms: "1.5", sqFt: 900 }).where(eq(jobs.jobId, job.jobId));
    const response = await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: {} });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [card] = ((await response.json()) as OpenJobsPage).rows;
    expect(card).toEqual({
      jobId: job.jobId,
      type: "Deep Clean",
      city: "Boston",
      area: { locality: "Boston", state: "MA", zip: "02108" },
      scheduledStart: start.toISOString(),
      scheduledEnd: new Date(start.getTime() + 3 * HOUR).toISOString(),
      // docs/decisions/064: the job's own zone (a Boston job), and no turnover's deadline.
      timeZone: "America/New_York",
      readyBy: null,
      durationHours: 3,
      cleanerPayoutCents: 8_250,
      hourlyRateCents: 2_750,
      claimWindowEnds: window.toISOString(),
      bedrooms: 2,
      bathrooms: 1.5,
      sqFt: 900,
      // docs/decisions/054: booked by the client, not from a rental calendar.
      source: null,
      sameDayTurnover: false,
      applied: false,
      // docs/decisions/055: no open offer of it to this cleaner. No urgency of its own: Urgent and
      // Soon are the claim window's (spec 9, docs/decisions/067), read from claimWindowEnds.
      offer: null,
    });
  });

  // docs/decisions/026: the board says what a cleaner decides on, not who the client is.
  it("sends no client name or email, street address or special instructions, to Active, Pending or Inactive cleaners", async () => {
    await openJob({ address: "12 Beacon St, Apt 4, Boston, MA 02108", specialInstructions: "Door code 4321" });
    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    const inactive = await insertCleaner(t, "Ivy Inactive", {}, "Inactive");
    for (const account of [cleaner.account, pending.account, inactive.account]) {
      const response = await account.browser.api.cleaner["open-jobs"].$get({ query: {} });
      const text = await response.text();
      expect((JSON.parse(text) as OpenJobsPage).rows).toHaveLength(1);
      for (const secret of ["Beacon", "Apt 4", "Door code", "Jordan Blake", clientAccount.email]) expect(text).not.toContain(secret);
      expect(text).toContain('"zip":"02108"');
    }
  });

  it("searches the type, the city and a ZIP, case-insensitively, with % and _ taken literally; never the street or the instructions", async () => {
    await t.db.update(cleaners).set({ workAreas: [] }).where(eq(cleaners.cleanerId, cleaner.cleanerId));
    const deep = await openJob({ type: "Deep 50% Clean", address: "1 Elm St, Austin, TX 78702" });
    const beacon = await openJob({ address: "40 Beacon St, Boston, MA 02108" });
    const plants = await openJob({ address: "02108 Main St, Chicago, IL 60654", specialInstructions: "Water the PLANTS" });
    expect(idsOf(await board({ search: "deep" }))).toEqual([deep.jobId]);
    expect(idsOf(await board({ search: "50%" }))).toEqual([deep.jobId]);
    expect(idsOf(await board({ search: "5_0" }))).toEqual([]);
    expect(idsOf(await board({ search: "BOSTON" }))).toEqual([beacon.jobId]);
    // The ZIP at the end only: the Chicago job's street number 02108 is not a ZIP.
    expect(idsOf(await board({ search: "02108" }))).toEqual([beacon.jobId]);
    expect(idsOf(await board({ search: "60654" }))).toEqual([plants.jobId]);
    expect(idsOf(await board({ search: "Beacon" }))).toEqual([]);
    expect(idsOf(await board({ search: "plants" }))).toEqual([]);
    expect((await board({ search: "  " })).total).toBe(3);
  });

  it("filters by type; the type list holds every type present, whatever the filters", async () => {
    const deep = await openJob({ type: "Deep Clean" });
    await openJob({ type: "Standard Clean" });
    await openJob({ type: "Standard Clean" });
    await openJob({ type: "Post Construction", status: "Assigned", cleanerId: cleaner.cleanerId }); // not open: not a choice
    const page = await board({ type: "Deep Clean", search: "clean" });
    expect(idsOf(page)).toEqual([deep.jobId]);
    expect(page.total).toBe(1);
    expect(page.types).toEqual(["Deep Clean", "Standard Clean"]);
    expect((await board({ type: "Standard Clean" })).total).toBe(2);
    expect((await board({ type: "Airbnb Turnover" })).total).toBe(0);
  });

  it("sorts by closest start, highest pay or shortest duration, ties by job id", async () => {
    const a = await openJob({ scheduledStart: inHours(30), clientPriceCents: 10_000, durationHours: 4 });
    const b = await openJob({ scheduledStart: inHours(20), clientPriceCents: 30_000, durationHours: 2 });
    const c = await openJob({ scheduledStart: inHours(40), clientPriceCents: 20_000, durationHours: 1 });
    const d = await openJob({ scheduledStart: inHours(50), clientPriceCents: 20_000, durationHours: 2 });
    const byId = (...ids: string[]) => [...ids].sort();
    expect(idsOf(await board())).toEqual([b.jobId, a.jobId, c.jobId, d.jobId]);
    expect(idsOf(await board({ sort: "start" }))).toEqual([b.jobId, a.jobId, c.jobId, d.jobId]);
    expect(idsOf(await board({ sort: "pay" }))).toEqual([b.jobId, ...byId(c.jobId, d.jobId), a.jobId]);
    expect(idsOf(await board({ sort: "duration" }))).toEqual([c.jobId, ...byId(b.jobId, d.jobId), a.jobId]);
  });

  it("pages in SQL: 20 a page by default, at most 50, with the total", async () => {
    for (let hour = 0; hour < 25; hour++) await openJob({ scheduledStart: inHours(30 + hour) });
    const first = await board();
    const second = await board({ page: "2" });
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(5);
    expect(first.total).toBe(25);
    expect(second.total).toBe(25);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(25);
    expect((await board({ page: "3" })).rows).toEqual([]);
    expect((await board({ pageSize: "50" })).rows).toHaveLength(25);

    const tooMany = await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: { pageSize: "51" } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: { code: "INVALID_INPUT", message: "The page size must be at most 50." } });
  });

  it("narrows to the cleaner's work areas by default, and shows every city when switched off", async () => {
    const boston = await openJob({ type: "Deep Clean", address: "1 Main St, Boston, MA" });
    const chicago = await openJob({ type: "Move-in/Move-out", address: "9 Lake Shore Dr, Chicago, IL" });
    const mine = await board();
    expect(mine.inMyAreas).toBe(true);
    expect(mine.workAreas).toEqual(["Boston"]);
    expect(idsOf(mine)).toEqual([boston.jobId]);
    expect(mine.types).toEqual(["Deep Clean"]);
    expect(mine.openCount).toBe(2);

    const everywhere = await board({ inMyAreas: "false" });
    expect(everywhere.inMyAreas).toBe(false);
    expect(idsOf(everywhere).sort()).toEqual([boston.jobId, chicago.jobId].sort());
    expect(everywhere.types).toEqual(["Deep Clean", "Move-in/Move-out"]);

    await t.db
      .update(cleaners)
      .set({ workAreas: ["Chicago", "Boston"] })
      .where(eq(cleaners.cleanerId, cleaner.cleanerId));
    expect((await board({ inMyAreas: "true" })).total).toBe(2);
  });

  it("does not narrow when the profile has no work areas, even if asked to", async () => {
    await openJob({ address: "1 Main St, Boston, MA" });
    await openJob({ address: "9 Lake Shore Dr, Chicago, IL" });
    await t.db.update(cleaners).set({ workAreas: [] }).where(eq(cleaners.cleanerId, cleaner.cleanerId));
    const page = await board({ inMyAreas: "true" });
    expect(page.inMyAreas).toBe(false);
    expect(page.total).toBe(2);
  });

  it("is open to a cleaner without a record, and to one not yet Active", async () => {
    const job = await openJob();
    const newcomer = await t.createAccount({ role: "cleaner" });
    const withoutRecord = await board({}, newcomer);
    expect(idsOf(withoutRecord)).toEqual([job.jobId]);
    expect(withoutRecord.inMyAreas).toBe(false);
    const pending = await insertCleaner(t, "Pat Pending", {}, "Pending");
    expect(idsOf(await board({}, pending.account))).toEqual([job.jobId]);
  });

  it("answers an empty board with no open jobs at all", async () => {
    const page = await board();
    expect(page).toMatchObject({ rows: [], total: 0, openCount: 0, types: [] });
  });

  it("refuses a bad sort or in-my-areas value with the reason", async () => {
    const sort = await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: unchecked({ sort: "cheapest" }) });
    expect(sort.status).toBe(400);
    expect(((await sort.json()) as { error: { message: string } }).error.message).toBe(
      "Choose a sort: closest start time, highest pay or shortest duration.",
    );
    expect((await cleaner.account.browser.api.cleaner["open-jobs"].$get({ query: unchecked({ inMyAreas: "yes" }) })).status).toBe(400);
  });
});
