// spec 2 Jobs Management at a large city's size (docs/decisions/053): a late page of every job is
// found from the booking counters, and a search's matches are counted up to MATCH_COUNT_CAP.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobStatus } from "../../../shared/domain/job-status";
import { ADMIN_JOB_TABS, MATCH_COUNT_CAP, matchCountText } from "../../../shared/schemas/admin-jobs";
import { ADMIN_PAGE_SIZE } from "../../../shared/schemas/admin-list";
import { jobs } from "../../db/schema/jobs";
import { clientIdOf, insertJob } from "../../test/fixtures";
import { createTestApp, queryFrom, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

interface List {
  rows: { jobId: string }[];
  total: number;
  page: number;
  tabs: { all: number; active: number; completed: number; issues: number };
  atLeast: string[];
}

let admin: TestAccount;
let clientId: string;
const MINUTE = 60_000;
/** A quarter hour's start (the counters' buckets are absolute quarter hours). */
const QUARTER = Math.floor((Date.now() - 30 * 24 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;

beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

const list = async (query: string) => {
  const response = await admin.browser.api.admin.jobs.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as List;
};
const idsOf = (page: List) => page.rows.map((row) => row.jobId);

async function insertDated(createdAt: Date, address?: string) {
  const job = await insertJob(t.db, { clientId, ...(address ? { address } : {}) });
  await t.db.update(jobs).set({ createdAt }).where(eq(jobs.jobId, job.jobId));
  return job.jobId;
}

/** Every job, newest first, as OFFSET over the index reads them. */
async function newestFirst(): Promise<string[]> {
  const rows = await t.db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .orderBy(sql`${jobs.createdAt} DESC, ${jobs.jobId} DESC`);
  return rows.map((row) => row.jobId);
}

/** Every page of every job, of each size and one past the last, is what OFFSET over the index gives. */
async function expectPagesAsOffset(pageSizes: number[]) {
  const expected = await newestFirst();
  for (const pageSize of pageSizes) {
    const pages = Math.ceil(expected.length / pageSize);
    for (let page = 1; page <= pages + 1; page++) {
      const got = await list(pageSize === ADMIN_PAGE_SIZE ? `?page=${page}` : `?pageSize=${pageSize}&page=${page}`);
      expect(idsOf(got), `page ${page} of size ${pageSize}`).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      expect(got.total).toBe(expected.length);
    }
  }
}

describe("GET /api/admin/jobs, every job, pages past the first", () => {
  it("gives each page the jobs OFFSET would, across quarter hours, within a crowded one and at its edges, also after deletes", async () => {
    // Several jobs in one quarter hour (two at the same instant), one on its first and one on its
    // last millisecond, and others spread over the hours before and after.
    const times = [0, 0, 1, 7 * MINUTE, 15 * MINUTE - 1, 15 * MINUTE, 16 * MINUTE, -1, -20 * MINUTE, -3 * 60 * MINUTE, 60 * MINUTE];
    for (const offset of times) await insertDated(new Date(QUARTER + offset));
    for (let index = 0; index < 6; index++) await insertDated(new Date(QUARTER + 5 * MINUTE));

    const check = () => expectPagesAsOffset([1, 2, 3, 4]);
    await check();
    const [newest, , third] = await newestFirst();
    await t.db.delete(jobs).where(eq(jobs.jobId, newest!));
    await t.db.delete(jobs).where(eq(jobs.jobId, third!));
    await check();
  });

  it("gives each page the jobs OFFSET would across days, at a day's first and last millisecond, at the screen's page size too", async () => {
    const DAY = 24 * 60 * MINUTE;
    const midnight = Math.floor(QUARTER / DAY) * DAY - 5 * DAY; // counters' days are absolute (UTC) days
    const times = [-1, 0, 1, DAY - 1, DAY, 2 * DAY + 15 * MINUTE - 1, -DAY, -3 * DAY + 7 * MINUTE];
    for (const offset of times) await insertDated(new Date(midnight + offset));
    // A crowded day: 30 jobs over its hours, two at one instant.
    for (let index = 0; index < 30; index++) await insertDated(new Date(midnight + DAY + Math.min(index, 28) * 47 * MINUTE));
    await expectPagesAsOffset([ADMIN_PAGE_SIZE, 7, 1]);
    // Re-dated across days and deleted: the day counters follow.
    const [, second, , fourth] = await newestFirst();
    await t.db
      .update(jobs)
      .set({ createdAt: new Date(midnight - 2 * DAY) })
      .where(eq(jobs.jobId, second!));
    await t.db.delete(jobs).where(eq(jobs.jobId, fourth!));
    await expectPagesAsOffset([ADMIN_PAGE_SIZE, 7]);
  });
});

describe("GET /api/admin/jobs?search=, the parts of a search read one by one", () => {
  it("counts and lists a job the search finds by its client and by its address once", async () => {
    const marlow = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Jamie Marlow" }));
    const both = await insertJob(t.db, { clientId: marlow, address: "4 Marlow Ct, Boston, MA 02108", status: "Completed" });
    const byClient = await insertJob(t.db, { clientId: marlow });
    const found = await list("?search=marlow");
    expect(found).toMatchObject({ total: 2, atLeast: [], tabs: { all: 2, active: 1, completed: 1, issues: 0 } });
    expect(idsOf(found).sort()).toEqual([both.jobId, byClient.jobId].sort());
    expect(idsOf(await list("?search=marlow&status=Completed"))).toEqual([both.jobId]);
  });
});

describe("GET /api/admin/jobs?search=, a search matching clients only", () => {
  /** Every job of these clients, newest first, in `statuses` (every status when none). */
  async function jobsOf(clientIds: string[], statuses?: readonly JobStatus[]): Promise<string[]> {
    const rows = await t.db
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(and(inArray(jobs.clientId, clientIds), statuses ? inArray(jobs.status, [...statuses]) : undefined))
      .orderBy(sql`${jobs.createdAt} DESC, ${jobs.jobId} DESC`);
    return rows.map((row) => row.jobId);
  }

  async function insertFor(client: string, createdAt: Date, status: JobStatus = "Posted") {
    const job = await insertJob(t.db, { clientId: client, status });
    await t.db.update(jobs).set({ createdAt }).where(eq(jobs.jobId, job.jobId));
    return job.jobId;
  }

  it("counts from the clients' tallies and gives each page the newest of their jobs, at any page size, in every tab, as jobs change", async () => {
    const quimbys = await Promise.all(
      ["Ada Quimby", "Ben Quimby", "Cy Quimby", "Di Quimby"].map(async (fullName) =>
        clientIdOf(t, await t.createAccount({ role: "client", fullName })),
      ),
    );
    const [ada, ben, cy] = quimbys as [string, string, string, string];
    const HOUR = 60 * MINUTE;
    const at = (hours: number) => new Date(QUARTER - 20 * 24 * HOUR + hours * HOUR);
    // Ada: thirty older bookings; Ben: a few newer, two at one instant with Cy's only one; Di: none.
    // Someone else's jobs in between, which the search must not list.
    const statuses: JobStatus[] = ["Posted", "Completed", "Canceled", "Assigned", "Problem"];
    for (let index = 0; index < 30; index++) await insertFor(ada, at(index), statuses[index % statuses.length]);
    for (const hours of [40, 5, 40]) await insertFor(ben, at(hours), "Completed");
    await insertFor(cy, at(40), "Posted");
    for (const hours of [41, 29, 3]) await insertFor(clientId, at(hours));

    const expectAsEveryMatch = async () => {
      const every = await jobsOf(quimbys);
      for (const pageSize of [ADMIN_PAGE_SIZE, 4, 1]) {
        const pages = Math.ceil(every.length / pageSize);
        for (let page = 1; page <= pages + 1; page++) {
          const got = await list(`?search=quimby&page=${page}${pageSize === ADMIN_PAGE_SIZE ? "" : `&pageSize=${pageSize}`}`);
          expect(idsOf(got), `page ${page} of size ${pageSize}`).toEqual(every.slice((page - 1) * pageSize, page * pageSize));
          expect(got).toMatchObject({ total: every.length, atLeast: [] });
        }
      }
      const found = await list("?search=quimby");
      for (const tab of ADMIN_JOB_TABS) {
        const inTab = await jobsOf(quimbys, tab.statuses);
        expect(found.tabs[tab.value], tab.value).toBe(inTab.length);
        if (tab.value !== "all")
          expect(idsOf(await list(`?search=quimby&tab=${tab.value}`)), tab.value).toEqual(inTab.slice(0, ADMIN_PAGE_SIZE));
      }
    };
    await expectAsEveryMatch();

    // Ben's newest deleted, Cy's re-dated the newest of all, a new booking for Di, one of Ada's completed.
    const [newest] = await jobsOf([ben]);
    await t.db.delete(jobs).where(eq(jobs.jobId, newest!));
    const [cys] = await jobsOf([cy]);
    await t.db
      .update(jobs)
      .set({ createdAt: at(50) })
      .where(eq(jobs.jobId, cys!));
    await insertFor(quimbys[3]!, at(45), "Assigned");
    const [adas] = await jobsOf([ada], ["Posted"]);
    await t.db.update(jobs).set({ status: "Completed" }).where(eq(jobs.jobId, adas!));
    await expectAsEveryMatch();
  });

  it("counts a client's jobs past the cap exactly, and pages their newest up to it", async () => {
    const many = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Morgan Manifold" }));
    const template = await insertFor(many, new Date(QUARTER));
    await t.db.execute(sql`
      INSERT INTO jobs (client_id, type, address, city, time_zone, requested_start, scheduled_start, scheduled_end, duration_hours,
        base_price_cents, client_price_cents, cleaner_payout_cents, status, completed_at, created_at)
      SELECT client_id, type, address, city, time_zone, requested_start, scheduled_start, scheduled_end, duration_hours,
        base_price_cents, client_price_cents, cleaner_payout_cents,
        CASE WHEN n % 2 = 0 THEN 'Completed'::job_status ELSE 'Posted'::job_status END,
        CASE WHEN n % 2 = 0 THEN scheduled_end END, created_at - n * interval '1 second'
      FROM jobs, generate_series(1, ${MATCH_COUNT_CAP + 4}) AS n WHERE job_id = ${template}`);
    const every = await jobsOf([many]);

    const found = await list("?search=manifold");
    expect(found).toMatchObject({
      total: MATCH_COUNT_CAP,
      atLeast: [],
      tabs: { all: MATCH_COUNT_CAP + 5, active: 5_003, completed: 5_002, issues: 0 },
    });
    expect(matchCountText(found.tabs.all, found.atLeast.includes("all"))).toBe("10,005");
    expect(idsOf(found)).toEqual(every.slice(0, 25));
    expect(idsOf(await list("?search=manifold&page=400"))).toEqual(every.slice(399 * 25, 400 * 25));
  });
});

/**
 * A street past the cap: MATCH_COUNT_CAP + 2 Completed and 3 Posted jobs, in one statement (one per
 * job would take minutes). Its jobs, newest first.
 */
async function insertStreet(address: string): Promise<string[]> {
  const template = await insertDated(new Date(QUARTER), address);
  await t.db.execute(sql`
    INSERT INTO jobs (client_id, type, address, city, time_zone, requested_start, scheduled_start, scheduled_end, duration_hours,
      base_price_cents, client_price_cents, cleaner_payout_cents, status, completed_at, created_at)
    SELECT client_id, type, address, city, time_zone, requested_start, scheduled_start - interval '7 days', scheduled_end - interval '7 days',
      duration_hours, base_price_cents, client_price_cents, cleaner_payout_cents,
      CASE WHEN n <= ${MATCH_COUNT_CAP + 2} THEN 'Completed'::job_status ELSE 'Posted'::job_status END,
      CASE WHEN n <= ${MATCH_COUNT_CAP + 2} THEN scheduled_end - interval '7 days' END,
      created_at - n * interval '1 second'
    FROM jobs, generate_series(1, ${MATCH_COUNT_CAP + 4}) AS n WHERE job_id = ${template}`);
  const matching = await t.db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(eq(jobs.address, address))
    .orderBy(sql`${jobs.createdAt} DESC, ${jobs.jobId} DESC`);
  return matching.map((row) => row.jobId);
}

describe("GET /api/admin/jobs?search=, past MATCH_COUNT_CAP matches", () => {
  it('reads at most MATCH_COUNT_CAP + 1 matches ("10,000+"; the other tabs "at least"), counts the open tab up to the cap, pages up to it, and the page is still the newest matches', async () => {
    const matching = await insertStreet("1 Capstone Ave, Boston, MA 02108");
    // A client matches too: the search is not its addresses' alone, so it reads its matches.
    await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Cara Capstone" }));

    const found = await list("?search=capstone");
    expect(found.atLeast).toEqual(["all", "active", "completed", "issues"]);
    expect(found.tabs.all).toBe(MATCH_COUNT_CAP);
    expect(found.total).toBe(MATCH_COUNT_CAP);
    expect(matchCountText(found.tabs.all, true)).toBe("10,000+");
    // The other tabs keep what the capped read found: at least that many, and MATCH_COUNT_CAP + 1 in all.
    expect(found.tabs.active + found.tabs.completed + found.tabs.issues).toBe(MATCH_COUNT_CAP + 1);
    expect(found.tabs.active).toBeLessThanOrEqual(3);
    expect(idsOf(found)).toEqual(matching.slice(0, 25));
    expect(idsOf(await list("?search=capstone&page=400"))).toEqual(matching.slice(399 * 25, 400 * 25));

    // The open tab is counted on its own: exact under the cap, "10,000+" past it.
    const active = await list("?search=capstone&tab=active");
    expect(active).toMatchObject({ total: 3, tabs: { active: 3 } });
    expect(active.atLeast).toEqual(["all", "completed", "issues"]);
    expect(idsOf(active)).toHaveLength(3);
    const completed = await list("?search=capstone&tab=completed");
    expect(completed).toMatchObject({ total: MATCH_COUNT_CAP, tabs: { completed: MATCH_COUNT_CAP } });
    expect(completed.atLeast).toContain("completed");
    // A search under the cap is exact: no "+".
    const posted = await list("?search=capstone&status=Posted");
    expect(posted).toMatchObject({ total: 3, atLeast: [], tabs: { all: 3, active: 3, completed: 0, issues: 0 } });
    // Without a search every count is exact, however large.
    const every = await list("");
    expect(every.atLeast).toEqual([]);
    expect(every.tabs.all).toBeGreaterThan(MATCH_COUNT_CAP);
  });

  it("counts a search matching addresses only from their tallies, exactly, and still pages the newest matches up to the cap", async () => {
    const matching = await insertStreet("1 Keystone Ave, Boston, MA 02108");
    const exact = { all: MATCH_COUNT_CAP + 5, active: 3, completed: MATCH_COUNT_CAP + 2, issues: 0 };

    const found = await list("?search=keystone");
    expect(found).toMatchObject({ total: MATCH_COUNT_CAP, atLeast: [], tabs: exact });
    expect(matchCountText(found.tabs.all, found.atLeast.includes("all"))).toBe("10,005");
    expect(idsOf(found)).toEqual(matching.slice(0, 25));
    expect(idsOf(await list("?search=keystone&page=400"))).toEqual(matching.slice(399 * 25, 400 * 25));
    // Past its last match: no rows, the same counts.
    expect(await list("?search=keystone&page=402")).toMatchObject({ rows: [], tabs: exact });
    // At another page size too (no prepared statement for it).
    const fifties = await list("?search=keystone&pageSize=50&page=2");
    expect(fifties).toMatchObject({ total: MATCH_COUNT_CAP, atLeast: [], tabs: exact });
    expect(idsOf(fifties)).toEqual(matching.slice(50, 100));

    const active = await list("?search=keystone&tab=active");
    expect(active).toMatchObject({ total: 3, atLeast: [], tabs: exact });
    // The street's Posted jobs: the newest and the two oldest.
    expect(idsOf(active)).toEqual([matching[0], ...matching.slice(-2)]);
    const completed = await list("?search=keystone&tab=completed");
    expect(completed).toMatchObject({ total: MATCH_COUNT_CAP, atLeast: [], tabs: exact });

    // A Posted job moved off the street, and a Completed one canceled: the counts follow at once.
    await t.db.update(jobs).set({ address: "2 Elsewhere St, Boston, MA 02108" }).where(eq(jobs.jobId, matching[0]!));
    await t.db.update(jobs).set({ status: "Canceled" }).where(eq(jobs.jobId, matching[1]!));
    const after = await list("?search=keystone");
    expect(after.tabs).toEqual({ all: MATCH_COUNT_CAP + 4, active: 2, completed: MATCH_COUNT_CAP + 1, issues: 1 });
    expect(idsOf(after)).toEqual(matching.slice(1, 26));
  });
});
