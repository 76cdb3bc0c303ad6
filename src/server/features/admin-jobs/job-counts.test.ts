// The counts the admin jobs list and dashboard read (job_counts, review_counts, job_addresses' and
// the clients' tallies) stay equal to the rows they count, whoever writes the rows and however
// many write at once (docs/decisions/053).
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_JOB_TABS } from "../../../shared/schemas/admin-jobs";
import type { JobStatus } from "../../../shared/domain/job-status";
import { clients } from "../../db/schema/people";
import { jobs, reviews } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob, insertReview } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
let cleanerId: string;

beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  cleanerId = (await insertCleaner(t, "Casey Counted")).cleanerId;
});

type Counts = Record<string, number>;

/** What job_counts says, per status and type (slots summed, zeros left out). */
async function keptJobCounts(): Promise<Counts> {
  const result = await t.db.execute<{ key: string; n: number }>(
    sql`SELECT status || '/' || type AS key, sum(n)::int AS n FROM job_counts GROUP BY status, type HAVING sum(n) <> 0`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.key, row.n]));
}

/** The jobs themselves, counted. */
async function countedJobs(): Promise<Counts> {
  const result = await t.db.execute<{ key: string; n: number }>(
    sql`SELECT status || '/' || type AS key, count(*)::int AS n FROM jobs GROUP BY status, type`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.key, row.n]));
}

/** What job_addresses says, per address and job group (addresses with no job left out). */
async function keptAddressTallies(): Promise<Counts> {
  const result = await t.db.execute<{ address: string; active: number; completed: number; issues: number }>(
    sql`SELECT address, active, completed, issues FROM job_addresses WHERE active <> 0 OR completed <> 0 OR issues <> 0`,
  );
  return Object.fromEntries(
    result.rows.flatMap((row) =>
      (["active", "completed", "issues"] as const)
        .filter((group) => row[group] !== 0)
        .map((group) => [`${row.address}/${group}`, row[group]]),
    ),
  );
}

/** The jobs per `column` (address, client_id), grouped by spec 2's tabs as the screen groups them (ADMIN_JOB_TABS, not the triggers' SQL). */
async function countedPerTab(column: "address" | "client_id"): Promise<Counts> {
  const result = await t.db.execute<{ owner: string; status: JobStatus; n: number }>(
    sql`SELECT ${sql.raw(column)} AS owner, status, count(*)::int AS n FROM jobs GROUP BY 1, status`,
  );
  const counts: Counts = {};
  for (const row of result.rows)
    for (const tab of ADMIN_JOB_TABS)
      if (tab.value !== "all" && (tab.statuses as readonly JobStatus[]).includes(row.status))
        counts[`${row.owner}/${tab.value}`] = (counts[`${row.owner}/${tab.value}`] ?? 0) + row.n;
  return counts;
}

/** What each client's row says: their jobs per job group and their newest booking (created_at, job_id). */
async function keptClientTallies(): Promise<Counts> {
  const result = await t.db.execute<{ client_id: string; active: number; completed: number; issues: number; newest: string | null }>(
    sql`SELECT client_id, jobs_active AS active, jobs_completed AS completed, jobs_issues AS issues,
      to_char(newest_booking_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || ' ' || newest_job_id AS newest FROM clients`,
  );
  const counts: Counts = {};
  for (const row of result.rows) {
    for (const group of ["active", "completed", "issues"] as const) if (row[group] !== 0) counts[`${row.client_id}/${group}`] = row[group];
    if (row.newest !== null) counts[`${row.client_id}/newest ${row.newest}`] = 1;
  }
  return counts;
}

/** The jobs per client, grouped by spec 2's tabs as the screen groups them, and each client's newest as the list orders jobs. */
async function countedClientTallies(): Promise<Counts> {
  const counts = await countedPerTab("client_id");
  const newest = await t.db.execute<{ client_id: string; newest: string }>(
    sql`SELECT DISTINCT ON (client_id) client_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || ' ' || job_id AS newest
      FROM jobs ORDER BY client_id, created_at DESC, job_id DESC`,
  );
  for (const row of newest.rows) counts[`${row.client_id}/newest ${row.newest}`] = 1;
  return counts;
}

async function expectCountsKept() {
  expect(await keptJobCounts()).toEqual(await countedJobs());
  expect(await keptAddressTallies()).toEqual(await countedPerTab("address"));
  expect(await keptClientTallies()).toEqual(await countedClientTallies());
}

async function reviewCounts() {
  const kept = await t.db.execute<{ visible: number; rating_sum: number }>(
    sql`SELECT coalesce(sum(visible), 0)::int AS visible, coalesce(sum(rating_sum), 0)::int AS rating_sum FROM review_counts`,
  );
  const counted = await t.db.execute<{ visible: number; rating_sum: number }>(
    sql`SELECT count(*)::int AS visible, coalesce(sum(rating), 0)::int AS rating_sum FROM reviews WHERE is_visible`,
  );
  return { kept: kept.rows[0], counted: counted.rows[0] };
}

describe("job_counts, job_addresses' and the clients' tallies and review_counts", () => {
  it("follow inserts (one or many rows), status, type, address, client and booking time changes, other updates, deletes and a client's cascade", async () => {
    const posted = await insertJob(t.db, { clientId });
    const moved = await insertJob(t.db, { clientId, status: "Completed", type: "Deep Clean", cleanerId });
    const many = await Promise.all([1, 2, 3].map(() => insertJob(t.db, { clientId, type: "Airbnb Turnover" })));
    await expectCountsKept();

    await t.db.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, posted.jobId));
    await t.db.update(jobs).set({ type: "Deep Clean", status: "Canceled" }).where(eq(jobs.jobId, many[0]!.jobId));
    await t.db.update(jobs).set({ specialInstructions: "Ring twice" }).where(eq(jobs.clientId, clientId));
    await t.db
      .update(jobs)
      .set({ status: "Problem" })
      .where(inArray(jobs.jobId, [many[1]!.jobId, many[2]!.jobId]));
    await expectCountsKept();
    // Another address (its group unchanged), then another address and group at once.
    await t.db.update(jobs).set({ address: "9 Moved Rd, Boston, MA 02108" }).where(eq(jobs.jobId, moved.jobId));
    await t.db.update(jobs).set({ address: "9 Moved Rd, Boston, MA 02108", status: "Problem" }).where(eq(jobs.jobId, many[1]!.jobId));
    await t.db.update(jobs).set({ status: "Completed" }).where(eq(jobs.jobId, many[2]!.jobId));
    await expectCountsKept();
    expect((await keptAddressTallies())["9 Moved Rd, Boston, MA 02108/completed"]).toBe(1);

    await t.db.delete(jobs).where(eq(jobs.jobId, posted.jobId));
    await expectCountsKept();

    // A client's newest booking: re-dated older, then the newest deleted, then a job moved to another client.
    const newest = await insertJob(t.db, { clientId, status: "Completed", cleanerId });
    await expectCountsKept();
    await t.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(jobs.jobId, newest.jobId));
    await expectCountsKept();
    await t.db.delete(jobs).where(eq(jobs.jobId, many[2]!.jobId));
    await expectCountsKept();
    const another = await clientIdOf(t, await t.createAccount({ role: "client" }));
    await t.db.update(jobs).set({ clientId: another }).where(eq(jobs.jobId, newest.jobId));
    await expectCountsKept();
    await t.db.delete(jobs).where(eq(jobs.jobId, newest.jobId));
    await expectCountsKept();

    const other = await clientIdOf(t, await t.createAccount({ role: "client" }));
    await insertJob(t.db, { clientId: other, status: "Posted" });
    await insertJob(t.db, { clientId: other, status: "Completed", cleanerId });
    await t.db.delete(clients).where(eq(clients.clientId, other));
    await expectCountsKept();
    expect(Object.values(await keptJobCounts()).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("keep the visible reviews' count and rating sum through hiding, showing, rating changes and deletes", async () => {
    const made = await Promise.all(
      [5, 4, 2].map(async (rating) => {
        const job = await insertJob(t.db, { clientId, status: "Completed", cleanerId });
        return insertReview(t.db, { jobId: job.jobId, cleanerId, clientId, rating });
      }),
    );
    let counts = await reviewCounts();
    expect(counts.kept).toEqual({ visible: 3, rating_sum: 11 });

    await t.db.update(reviews).set({ isVisible: false }).where(eq(reviews.reviewId, made[2]!.reviewId));
    await t.db.update(reviews).set({ rating: 3 }).where(eq(reviews.reviewId, made[0]!.reviewId));
    counts = await reviewCounts();
    expect(counts.kept).toEqual({ visible: 2, rating_sum: 7 });
    expect(counts.kept).toEqual(counts.counted);

    await t.db.update(reviews).set({ isVisible: true }).where(eq(reviews.reviewId, made[2]!.reviewId));
    await t.db.delete(jobs).where(eq(jobs.jobId, made[1]!.jobId)); // its review goes with it
    counts = await reviewCounts();
    expect(counts.kept).toEqual({ visible: 2, rating_sum: 5 });
    expect(counts.kept).toEqual(counts.counted);
  });

  // On PostgreSQL the pool's connections write at once: the triggers' upserts must neither lose a
  // count nor deadlock (each statement locks its counter rows in key order).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "stay exact under 75 concurrent claims, cancels, bookings, two-job updates and deletes of two clients over the pool",
    async () => {
      // Two clients' jobs, booked, claimed, canceled and deleted at once: each writer takes the
      // client's row before any counter row (migration 0023).
      const second = await clientIdOf(t, await t.createAccount({ role: "client" }));
      const clientOf = (i: number) => (i % 3 ? clientId : second);
      const open = await Promise.all(
        Array.from({ length: 45 }, (_, i) => insertJob(t.db, { clientId: clientOf(i), type: i % 2 ? "Deep Clean" : "Standard Clean" })),
      );
      const writes = Array.from({ length: 75 }, (_, i) => {
        const job = open[i % open.length]!;
        switch (i % 5) {
          case 0: // a claim: the job and its assignment in one transaction
            return t.db.transaction(async (tx) => {
              await tx.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, job.jobId));
              // (from jobs: a job deleted meanwhile gets no assignment)
              await tx.execute(
                sql`INSERT INTO job_assignments (job_id, cleaner_id, status) SELECT job_id, ${cleanerId}, 'Assigned' FROM jobs WHERE job_id = ${job.jobId} ON CONFLICT DO NOTHING`,
              );
            });
          case 1:
            return t.db.update(jobs).set({ status: "Canceled" }).where(eq(jobs.jobId, job.jobId));
          case 2:
            return insertJob(t.db, { clientId: clientOf(i), type: i % 3 ? "Deep Clean" : "Airbnb Turnover" });
          case 3: // two jobs of one client in one statement (every UPDATE in the app is of one job)
            return t.db
              .update(jobs)
              .set({ status: "Problem" })
              .where(inArray(jobs.jobId, [job.jobId, open[(i + 3) % open.length]!.jobId]));
          default:
            return t.db.delete(jobs).where(eq(jobs.jobId, job.jobId));
        }
      });
      const results = await Promise.allSettled(writes);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      await expectCountsKept();
    },
  );
});
