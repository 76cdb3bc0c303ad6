// docs/decisions/067: the admin's Jobs list names the cleaner a job is offered to, with the time
// left ("Offered to Sam R. (1 h 12 m left)" is the screen's text of `offer`), and filters the jobs
// with an open offer, read from jobs_offered_to_idx at any number of jobs (docs/decisions/053).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob, insertJobOffer } from "../../test/fixtures";
import { createTestApp, queryFrom, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;

interface Row {
  jobId: string;
  status: string;
  cleaner: { name: string } | null;
  offer: { cleanerName: string; expiresAt: string } | null;
}
interface List {
  rows: Row[];
  total: number;
  cards: { total: number; active: number; completed: number; issues: number };
  tabs: { all: number; active: number; completed: number; issues: number };
}

let admin: TestAccount;
const made: Record<"plain" | "offeredToSam" | "offeredToJamie" | "assigned", string> = {
  plain: "",
  offeredToSam: "",
  offeredToJamie: "",
  assigned: "",
};
const samExpires = new Date(Date.now() + 72 * MINUTE + 30_000);
const BASE = Date.now() - 3_600_000;

beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  const clientId = await clientIdOf(t, await t.createAccount({ role: "client", fullName: "Jordan Blake" }));
  const sam = await insertCleaner(t, "Sam Rivera");
  const jamie = await insertCleaner(t, "Jamie Lee");
  const casey = await insertCleaner(t, "Casey Cleaner");
  const plain = await insertJob(t.db, { clientId, type: "Standard Clean" });
  const toSam = await insertJob(t.db, { clientId, type: "Deep Clean", address: "12 Beacon St, Boston, MA 02108" });
  await insertJobOffer(t.db, { jobId: toSam.jobId, cleanerId: sam.cleanerId, expiresAt: samExpires });
  const toJamie = await insertJob(t.db, { clientId, type: "Airbnb Turnover", address: "9 Lake Shore Dr, Chicago, IL 60611" });
  await insertJobOffer(t.db, { jobId: toJamie.jobId, cleanerId: jamie.cleanerId });
  // A job whose offer was answered long ago (accepted): no open offer, so not "offered".
  const assigned = await insertJob(t.db, { clientId, status: "Assigned", cleanerId: casey.cleanerId });
  await insertJobOffer(t.db, { jobId: assigned.jobId, cleanerId: casey.cleanerId, status: "accepted" });
  for (const [index, job] of [plain, toSam, toJamie, assigned].entries()) {
    await t.db
      .update(jobs)
      .set({ createdAt: new Date(BASE + index * MINUTE) })
      .where(eq(jobs.jobId, job.jobId));
  }
  Object.assign(made, { plain: plain.jobId, offeredToSam: toSam.jobId, offeredToJamie: toJamie.jobId, assigned: assigned.jobId });
});

const list = async (query = "") => {
  const response = await admin.browser.api.admin.jobs.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as List;
};
const ids = (page: List) => page.rows.map((row) => row.jobId);

describe("GET /api/admin/jobs: the offered cleaner and the Offered filter", () => {
  it("gives a job with an open offer its offered cleaner as a short name and when the offer lapses; others none", async () => {
    const page = await list();
    const offered = page.rows.find((row) => row.jobId === made.offeredToSam);
    expect(offered).toMatchObject({ cleaner: null, offer: { cleanerName: "Sam R.", expiresAt: samExpires.toISOString() } });
    expect(page.rows.find((row) => row.jobId === made.plain)?.offer).toBeNull();
    expect(page.rows.find((row) => row.jobId === made.assigned)).toMatchObject({ cleaner: { name: "Casey Cleaner" }, offer: null });
  });

  it("lists only the jobs with an open offer, newest first, counting them in the tabs; the cards stay every job's", async () => {
    const offered = await list("?dispatch=offered");
    expect(ids(offered)).toEqual([made.offeredToJamie, made.offeredToSam]);
    expect(offered.total).toBe(2);
    expect(offered.tabs).toEqual({ all: 2, active: 2, completed: 0, issues: 0 });
    expect(offered.cards).toEqual({ total: 4, active: 4, completed: 0, issues: 0 });
    expect(offered.rows.map((row) => row.offer?.cleanerName)).toEqual(["Jamie L.", "Sam R."]);
  });

  it("combines the Offered filter with the search, the type, the tab and the pages", async () => {
    expect(ids(await list("?dispatch=offered&search=lake%20shore"))).toEqual([made.offeredToJamie]);
    expect(ids(await list("?dispatch=offered&type=Deep%20Clean"))).toEqual([made.offeredToSam]);
    expect(ids(await list("?dispatch=offered&tab=completed"))).toEqual([]);
    const second = await list("?dispatch=offered&pageSize=1&page=2");
    expect(ids(second)).toEqual([made.offeredToSam]);
    expect(second.total).toBe(2);
  });

  it("answers 400 for a dispatch filter it does not know", async () => {
    const response = await admin.browser.api.admin.jobs.$get({ query: queryFrom("?dispatch=waiting") });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Choose all jobs or offered jobs.");
  });

  it("reads the offered jobs from jobs_offered_to_idx, not by walking every job", async () => {
    // Thousands of jobs with no offer beside the two offered: the question is whether the filter's
    // page and counts start from the partial index, as they must at a million jobs.
    await t.db.execute(sql`
      INSERT INTO jobs (client_id, type, address, city, requested_start, scheduled_start, scheduled_end, time_zone, duration_hours,
        base_price_cents, client_price_cents, cleaner_payout_cents, claim_window_ends, status, created_at)
      SELECT client_id, type, address, city, requested_start, scheduled_start, scheduled_end, time_zone, duration_hours,
        base_price_cents, client_price_cents, cleaner_payout_cents, claim_window_ends, status, created_at - n * interval '1 minute'
      FROM jobs, generate_series(1, 5000) AS n WHERE job_id = ${made.plain}`);
    await t.db.execute(sql`ANALYZE jobs`);
    const plan = await t.db.execute<{ "QUERY PLAN": string }>(
      sql`EXPLAIN SELECT job_id FROM jobs WHERE offered_to IS NOT NULL ORDER BY created_at DESC, job_id DESC LIMIT 25`,
    );
    expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain("jobs_offered_to_idx");
    expect(ids(await list("?dispatch=offered"))).toEqual([made.offeredToJamie, made.offeredToSam]);
  });
});
