// The dashboard reads its trends from trend_counts (jobs booked, jobs completed and revenue per
// quarter hour) and its users from profile_counts, both kept by triggers: they stay equal to the
// rows they count, whoever writes the rows and however many write at once (docs/decisions/053).
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/billing";
import { authUsers } from "../../db/schema/auth";
import { clients, profiles } from "../../db/schema/people";
import { jobs } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob, insertPayment } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { adminDashboard, weeklyTrends } from "./admin-dashboard.service";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
let cleanerId: string;

beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  cleanerId = (await insertCleaner(t, "Casey Counted")).cleanerId;
});

type Buckets = Record<string, string>;

/** What trend_counts says per quarter hour (slots summed, zeros left out). */
async function keptTrends(): Promise<Buckets> {
  const result = await t.db.execute<{ bucket: string; counts: string }>(sql`
    SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS bucket, sum(booked) || '/' || sum(completed) || '/' || sum(revenue_cents) AS counts
    FROM trend_counts GROUP BY bucket HAVING sum(booked) <> 0 OR sum(completed) <> 0 OR sum(revenue_cents) <> 0`);
  return Object.fromEntries(result.rows.map((row) => [row.bucket, row.counts]));
}

/** The jobs and payments themselves, counted per quarter hour. */
async function countedTrends(): Promise<Buckets> {
  const result = await t.db.execute<{ bucket: string; counts: string }>(sql`
    SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS bucket, sum(booked) || '/' || sum(completed) || '/' || sum(cents) AS counts
    FROM (
      SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00') AS bucket, 1 AS booked, 0 AS completed, 0::bigint AS cents FROM jobs
      UNION ALL
      SELECT date_bin('15 minutes', completed_at, '2000-01-01 00:00:00+00'), 0, 1, 0 FROM jobs WHERE status = 'Completed' AND completed_at IS NOT NULL
      UNION ALL
      SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), 0, 0, amount_cents FROM payments WHERE status = 'succeeded'
    ) AS moves
    GROUP BY bucket HAVING sum(booked) <> 0 OR sum(completed) <> 0 OR sum(cents) <> 0`);
  return Object.fromEntries(result.rows.map((row) => [row.bucket, row.counts]));
}

/** Jobs booked per day, as booking_day_counts keeps them and as the jobs themselves count (zeros left out). */
async function bookingDays() {
  const days = (counted: SQL) =>
    t.db
      .execute<{ day: string; booked: number }>(
        sql`SELECT to_char(day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(booked)::int AS booked FROM (${counted}) AS d GROUP BY day HAVING sum(booked) <> 0 ORDER BY day`,
      )
      .then((result) => result.rows);
  return {
    kept: await days(sql`SELECT day, booked FROM booking_day_counts`),
    counted: await days(sql`SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00') AS day, 1 AS booked FROM jobs`),
  };
}

/** Both kept trends, per quarter hour and per day, equal what they count. */
async function expectTrendsExact() {
  expect(await keptTrends()).toEqual(await countedTrends());
  const days = await bookingDays();
  expect(days.kept).toEqual(days.counted);
}

const at = (iso: string) => new Date(iso);

/** What profile_counts says per role, and the profiles counted (zeros left out). */
async function profileCounts() {
  const kept = await t.db.execute<{ role: string; n: number }>(
    sql`SELECT role, sum(n)::int AS n FROM profile_counts GROUP BY role HAVING sum(n) <> 0 ORDER BY role`,
  );
  const counted = await t.db.execute<{ role: string; n: number }>(
    sql`SELECT role, count(*)::int AS n FROM profiles GROUP BY role ORDER BY role`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

describe("profile_counts", () => {
  it("follow sign-ups, a role change, other profile edits and an account's delete", async () => {
    const [client, cleaner] = await Promise.all([t.createAccount({ role: "client" }), t.createAccount({ role: "cleaner" })]);
    await t.createAccount({ role: "admin" });
    let counts = await profileCounts();
    expect(counts.kept).toEqual(counts.counted);

    await t.db.update(profiles).set({ role: "client" }).where(eq(profiles.userId, cleaner.userId));
    await t.db.update(profiles).set({ phone: "555-0100" });
    await t.db.delete(authUsers).where(eq(authUsers.id, client.userId)); // its profile goes with it
    counts = await profileCounts();
    expect(counts.kept).toEqual(counts.counted);
  });
});

describe("trend_counts and booking_day_counts", () => {
  it("follow bookings, completions, re-dated jobs, payments' status and amount changes, deletes and a client's cascade", async () => {
    const posted = await insertJob(t.db, { clientId });
    const done = await insertJob(t.db, { clientId, status: "Completed", cleanerId, completedAt: at("2026-03-10T15:07:00Z") });
    const many = await Promise.all([1, 2, 3].map(() => insertJob(t.db, { clientId, type: "Airbnb Turnover" })));
    const paid = await insertPayment(t.db, { clientId, amountCents: 12_345, createdAt: at("2026-03-02T12:00:00Z") });
    await insertPayment(t.db, { clientId, amountCents: 999, status: "refunded", createdAt: at("2026-03-02T12:01:00Z") });
    await expectTrendsExact();

    // A claim moves no job between buckets; completing, re-dating and reopening do.
    await t.db.update(jobs).set({ status: "Assigned" }).where(eq(jobs.jobId, posted.jobId));
    await t.db
      .update(jobs)
      .set({ status: "Completed", completedAt: at("2026-03-11T09:44:59Z") })
      .where(eq(jobs.jobId, many[0]!.jobId));
    await t.db
      .update(jobs)
      .set({ createdAt: at("2026-03-09T03:30:00Z") })
      .where(eq(jobs.jobId, many[1]!.jobId));
    await t.db.update(jobs).set({ status: "Problem" }).where(eq(jobs.jobId, done.jobId));
    await t.db
      .update(jobs)
      .set({ specialInstructions: "Ring twice" })
      .where(inArray(jobs.jobId, [many[1]!.jobId, many[2]!.jobId]));
    await t.db.update(payments).set({ status: "refunded" }).where(eq(payments.id, paid.id));
    await t.db.update(payments).set({ status: "succeeded", amountCents: 500 }).where(eq(payments.status, "refunded"));
    await expectTrendsExact();

    await t.db.delete(jobs).where(eq(jobs.jobId, many[0]!.jobId));
    await t.db.delete(payments).where(eq(payments.id, paid.id));
    await expectTrendsExact();

    const other = await clientIdOf(t, await t.createAccount({ role: "client" }));
    await insertJob(t.db, { clientId: other, status: "Completed", cleanerId });
    await insertPayment(t.db, { clientId: other, amountCents: 7_000 });
    await t.db.delete(clients).where(eq(clients.clientId, other));
    await expectTrendsExact();
  });

  it("give the weeks of a zone whose offset is half an hour exactly (Kolkata, UTC+5:30)", async () => {
    const fresh = await createTestApp();
    try {
      const id = await clientIdOf(fresh, await fresh.createAccount({ role: "client" }));
      // Monday March 9, 00:00 in Kolkata is Sunday March 8, 18:30 UTC.
      for (const createdAt of ["2026-03-08T18:29:59Z", "2026-03-08T18:30:00Z", "2026-03-08T18:44:59Z"]) {
        const row = await insertJob(fresh.db, { clientId: id });
        await fresh.db
          .update(jobs)
          .set({ createdAt: at(createdAt) })
          .where(eq(jobs.jobId, row.jobId));
      }
      const weeks = await weeklyTrends(fresh.db, "Asia/Kolkata", at("2026-03-11T12:00:00Z"));
      expect(weeks.at(-1)).toMatchObject({ weekStart: "2026-03-09", booked: 2 });
      expect(weeks.at(-2)).toMatchObject({ weekStart: "2026-03-02", booked: 1 });
    } finally {
      await fresh.close();
    }
  });

  it("give this month's revenue in the admin's zone up to now exactly, the quarter hour now is in too", async () => {
    const fresh = await createTestApp();
    try {
      const id = await clientIdOf(fresh, await fresh.createAccount({ role: "client" }));
      // March 1, 00:00 in New York is 05:00 UTC; now is 12:10 UTC on March 11.
      const payments = [
        ["2026-03-01T04:59:59Z", 1], // February there
        ["2026-03-01T05:00:00Z", 20],
        ["2026-03-11T12:00:00Z", 300],
        ["2026-03-11T12:10:00Z", 4_000],
        ["2026-03-11T12:10:01Z", 50_000], // after now
      ] as const;
      for (const [createdAt, amountCents] of payments)
        await insertPayment(fresh.db, { clientId: id, amountCents, createdAt: at(createdAt) });
      const { stats } = await adminDashboard({ db: fresh.db, timeZone: "America/New_York", now: at("2026-03-11T12:10:00Z") });
      expect(stats.revenueMtdCents).toBe(4_320);
    } finally {
      await fresh.close();
    }
  });

  // On PostgreSQL the pool's connections write at once: the upserts must neither lose a count nor
  // deadlock (each statement locks its counter rows in bucket order).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "stay exact under 60 concurrent bookings, completions, payments and deletes over the pool",
    async () => {
      const open = await Promise.all(Array.from({ length: 45 }, () => insertJob(t.db, { clientId })));
      const writes = Array.from({ length: 60 }, (_, i) => {
        const job = open[i % open.length]!;
        switch (i % 4) {
          case 0: // a completion and its payment in one transaction
            return t.db.transaction(async (tx) => {
              await tx.update(jobs).set({ status: "Completed", completedAt: new Date() }).where(eq(jobs.jobId, job.jobId));
              await tx.insert(payments).values({ clientId, status: "succeeded", paymentType: "one_time", amountCents: 4_000 + i });
            });
          case 1:
            return insertPayment(t.db, { clientId, amountCents: 100 + i });
          case 2:
            return insertJob(t.db, { clientId, status: i % 3 ? "Posted" : "Completed", cleanerId: i % 3 ? undefined : cleanerId });
          default:
            return t.db.delete(jobs).where(eq(jobs.jobId, job.jobId));
        }
      });
      const results = await Promise.allSettled(writes);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      await expectTrendsExact();
    },
  );
});
