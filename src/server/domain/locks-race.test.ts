// docs/decisions/062: with every path taking its row locks in one order (client, unit, calendar
// feed, cleaner, job; jobs by id), the paths that meet on a cleaner and a job run at once without a
// deadlock: claims, time off, an admin's deletes, answers to offers and their expiry, a review, and
// a calendar sync that moves and cancels the jobs those cleaners hold or want, and a job completed
// by its cleaner and an admin at once. Round after round,
// in a shuffled order, nobody gets a deadlock (40P01) or any other fault, PostgreSQL itself counts
// none (the sync's own retry hides nothing), and what is left is consistent: one cleaner per job,
// nobody on two jobs at once or on a job during their time off, one open offer per job at most.
// Meaningful on PostgreSQL (scripts/with-test-postgres.sh), where the paths hold separate
// connections; on PGlite they take turns on its one connection, and a few rounds check the rules.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ZONE,
  clientWithUnit,
  insertJob,
  insertJobOffer,
  insertPayout,
  insertPhoto,
  insertReview,
  signedInCleaners,
} from "../test/fixtures";
import { createTestApp, type TestAccount } from "../test/harness";
import type { Database } from "../db/client";
import { jobAssignments, jobs } from "../db/schema/jobs";
import { AppError } from "../lib/errors";
import { claimJob } from "../features/open-jobs/claim.service";
import { acceptOffer, declineOffer } from "../features/open-jobs/offers.service";
import { expireDueOffers } from "../features/dispatch/expire-offers";
import { addAvailability } from "../features/cleaner-calendar/availability.service";
import { deleteJob } from "../features/admin-jobs/admin-job-delete.service";
import { saveReview } from "../features/reviews/reviews.service";
import { completeJob } from "../features/assignments/assignment-progress.service";
import { changeJobStatus } from "../features/admin-jobs/admin-job-status.service";
import { syncCalendar } from "../features/rental-calendars/sync.service";
import { airbnbFeed, insertFeed, isoDay, startFeedServer, type Stay } from "../features/rental-calendars/sync-fixtures";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = onPostgres ? 40 : 3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const t = await createTestApp();
const feeds = await startFeedServer();
// The race runs on connections of its own (another server's pool), closed at the end so that
// PostgreSQL's count of deadlocks includes all of theirs.
const racing = onPostgres && t.database.openAnother ? await t.database.openAnother() : null;
const db: Database = racing?.db ?? t.db;
let racingClosed = false;
afterAll(async () => {
  if (!racingClosed) await racing?.close();
  await feeds.close();
  await t.close();
});

let admin: TestAccount;
let pool: { cleanerId: string }[];
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  pool = await signedInCleaners(t, 3 * ROUNDS);
}, 120_000);

/** A small deterministic shuffle (a seeded LCG): each round runs its paths in another order, the same on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed * 7919 + 17;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The SQLSTATE of an error or of its cause (Drizzle wraps the driver's). */
const sqlState = (error: unknown): unknown =>
  (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code ?? null;

/** Every path's outcome: fine, or refused as a person is (an AppError under 500); anything else is a fault. */
interface Outcome {
  path: string;
  error: unknown;
}

async function deadlocksCounted(): Promise<number> {
  const { rows } = await t.db.execute<{ deadlocks: number }>(
    sql`SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = current_database()`,
  );
  return rows[0]?.deadlocks ?? 0;
}

/** A stay per job: check-in and checkout as days from today; the turnover is on the checkout day. */
const stays = (shift: (index: number) => number | null): Stay[] =>
  [0, 1, 2, 3, 4, 5].flatMap((index) => {
    const days = shift(index);
    return days === null ? [] : [{ uid: `lock-${index}`, checkin: 3 + 2 * index + days, checkout: 4 + 2 * index + days }];
  });

async function round(index: number): Promise<Outcome[]> {
  const [c0, c1, c2] = pool.slice(3 * index, 3 * index + 3).map((cleaner) => cleaner.cleanerId) as [string, string, string];
  const { clientId, unitId } = await clientWithUnit(t);
  const path = `/locks-${index}.ics`;
  feeds.serve(
    path,
    airbnbFeed(
      stays(() => 0),
      ZONE,
    ),
  );
  const feed = await insertFeed(t.db, { unitId, clientId, url: feeds.url(path) });
  const deps = { db, publicUrl: t.env.publicUrl, allowPrivate: true };
  expect(await syncCalendar(deps, feed.calendarId)).toMatchObject({ status: "synced", created: 6 });
  const made = await t.db.select().from(jobs).where(eq(jobs.calendarId, feed.calendarId)).orderBy(jobs.scheduledStart);
  const [j0, j1, j2, j3, j4, j5] = made;
  if (!j0 || !j1 || !j2 || !j3 || !j4 || !j5) throw new Error("six turnovers");
  const publicUrl = t.env.publicUrl;

  // Before the race: c0 holds j0 and j1, c1 holds j2; j3 is offered to c1, j4 was offered to c2
  // and the offer has run out; j5 is open. A job outside the feed sits where j0 is moving to; a
  // finished job of c0 has its pending payout and the client's review.
  await claimJob({ db: t.db, cleanerId: c0, jobId: j0.jobId, publicUrl });
  await claimJob({ db: t.db, cleanerId: c0, jobId: j1.jobId, publicUrl });
  await claimJob({ db: t.db, cleanerId: c1, jobId: j2.jobId, publicUrl });
  const offered = await insertJobOffer(t.db, { jobId: j3.jobId, cleanerId: c1 });
  const lapsed = await insertJobOffer(t.db, { jobId: j4.jobId, cleanerId: c2, expiresAt: new Date(Date.now() - HOUR) });
  const clash = await insertJob(t.db, {
    clientId,
    address: "9 Pier Rd, Boston, MA 02110",
    scheduledStart: new Date(j0.scheduledStart.getTime() + DAY - HOUR),
    durationHours: 3,
    claimWindowEnds: new Date(Date.now() + 2 * DAY),
  });
  const { job: finished } = await insertPayout(t.db, { clientId, cleanerId: c0, completedAt: new Date(Date.now() - 3 * DAY) });
  await insertReview(t.db, { jobId: finished.jobId, cleanerId: c0, clientId, rating: 4 });
  // A job c1 is doing now, its after photo in: c1 and an admin both mark it completed.
  const underway = await insertJob(t.db, { clientId, cleanerId: c1, status: "In Progress", scheduledStart: new Date(Date.now() - HOUR) });
  await insertPhoto(t.db, underway.jobId, "photo_after", `jobs/${underway.jobId}/after.jpg`);

  // The feed changes meanwhile: the first four stays a day later, the last gone.
  feeds.serve(
    path,
    airbnbFeed(
      stays((stay) => (stay < 4 ? 1 : stay === 5 ? null : 0)),
      ZONE,
    ),
  );

  const timeOff = (cleanerId: string, days: number) =>
    addAvailability({
      db,
      cleanerId,
      input: { type: "time_off", startDate: isoDay(days, ZONE), endDate: isoDay(days, ZONE), reason: null, timeZone: ZONE } as never,
    });
  const claim = (cleanerId: string, jobId: string) => claimJob({ db, cleanerId, jobId, publicUrl });
  const paths: [string, () => Promise<unknown>][] = [
    ["sync", async () => expect(await syncCalendar(deps, feed.calendarId)).toMatchObject({ status: "synced" })],
    ["c0 claims the job where j0 moves", () => claim(c0, clash.jobId)],
    ["c0 claims j5 (canceled by the sync)", () => claim(c0, j5.jobId)],
    ["c1 claims j5", () => claim(c1, j5.jobId)],
    ["c2 claims j5", () => claim(c2, j5.jobId)],
    ["c2 claims j3 (offered to c1)", () => claim(c2, j3.jobId)],
    ["c0 claims j4", () => claim(c0, j4.jobId)],
    ["c1 accepts j3's offer", () => acceptOffer({ db, cleanerId: c1, offerId: offered.offerId, publicUrl })],
    ["c2 declines j4's lapsed offer", () => declineOffer({ db, cleanerId: c2, offerId: lapsed.offerId, publicUrl })],
    ["the expiry sweep", () => expireDueOffers({ db, now: new Date(), publicUrl })],
    ["c0 takes time off where j1 moves", () => timeOff(c0, 7)],
    ["c1 takes time off on j5's day", () => timeOff(c1, 14)],
    ["c2 takes time off on j4's day", () => timeOff(c2, 12)],
    ["admin deletes j4", () => deleteJob({ db, storage: t.storage, actorId: admin.userId, jobId: j4.jobId })],
    ["admin deletes j2 (c1's)", () => deleteJob({ db, storage: t.storage, actorId: admin.userId, jobId: j2.jobId })],
    ["admin deletes c0's finished job", () => deleteJob({ db, storage: t.storage, actorId: admin.userId, jobId: finished.jobId })],
    ["c1 completes the job underway", () => completeJob({ db, cleanerId: c1, jobId: underway.jobId, publicUrl })],
    [
      "admin completes it",
      () => changeJobStatus({ db, actorId: admin.userId, jobId: underway.jobId, input: { status: "Completed" }, publicUrl }),
    ],
    [
      "the client edits that job's review",
      () => saveReview({ db, clientId, jobId: finished.jobId, input: { rating: 5, comment: "Spotless" } }),
    ],
  ];
  const order = shuffled(paths, index);
  const settled = await Promise.allSettled(order.map(([, run]) => run()));
  return settled.flatMap((result, at): Outcome[] =>
    result.status === "rejected" ? [{ path: order[at]![0], error: result.reason as unknown }] : [],
  );
}

/** What must hold whatever the order: read on the test's own connection once the round is over. */
async function inconsistencies(cleanerIds: string[]): Promise<unknown[]> {
  const found: unknown[] = [];
  const held = await t.db
    .select({
      jobId: jobs.jobId,
      status: jobs.status,
      start: jobs.scheduledStart,
      end: jobs.scheduledEnd,
      cleanerId: jobAssignments.cleanerId,
      assignment: jobAssignments.status,
    })
    .from(jobs)
    .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .where(inArray(jobs.status, ["Posted", "Assigned", "In Progress"]));
  for (const job of held) {
    // One cleaner per job, and the job's status and its assignment tell the same story.
    if (job.status === "Posted" && job.cleanerId !== null) found.push({ postedWithCleaner: job });
    if (job.status === "Assigned" && (job.cleanerId === null || job.assignment !== "Assigned")) found.push({ assignedWithout: job });
  }
  for (const cleanerId of cleanerIds) {
    const own = held.filter((job) => job.cleanerId === cleanerId && job.status !== "Posted");
    for (const one of own)
      for (const other of own)
        if (one.jobId < other.jobId && one.start < other.end && other.start < one.end)
          found.push({ doubleBooked: { cleanerId, one, other } });
  }
  const { rows: onTimeOff } = await t.db.execute(sql`
    SELECT j.job_id, a.cleaner_id FROM jobs j JOIN job_assignments a ON a.job_id = j.job_id
    JOIN cleaner_time_off o ON o.cleaner_id = a.cleaner_id
    WHERE j.status IN ('Assigned', 'In Progress')
      AND (j.scheduled_start AT TIME ZONE ${ZONE})::date <= o.end_date
      AND ((j.scheduled_end - interval '1 microsecond') AT TIME ZONE ${ZONE})::date >= o.start_date`);
  if (onTimeOff.length > 0) found.push({ onTimeOff });
  const { rows: offers } = await t.db.execute(sql`
    SELECT j.job_id, j.offered_to, count(o.offer_id)::int AS open, min(o.cleaner_id::text) AS offered
    FROM jobs j LEFT JOIN job_offers o ON o.job_id = j.job_id AND o.status = 'open'
    GROUP BY j.job_id, j.offered_to
    HAVING count(o.offer_id) > 1 OR (count(o.offer_id) = 1 AND j.offered_to::text IS DISTINCT FROM min(o.cleaner_id::text))
      OR (count(o.offer_id) = 0 AND j.offered_to IS NOT NULL)`);
  if (offers.length > 0) found.push({ offers });
  // Each completed job paid once, and each cleaner's earnings the sum of their payouts (a delete takes its pending one back).
  const { rows: unpaid } = await t.db.execute(sql`
    SELECT j.job_id FROM jobs j LEFT JOIN payouts p ON p.job_id = j.job_id WHERE j.status = 'Completed' AND p.payout_id IS NULL`);
  if (unpaid.length > 0) found.push({ unpaid });
  const { rows: earnings } = await t.db.execute(sql`
    SELECT c.cleaner_id, c.total_earnings_cents, coalesce(sum(p.amount_cents), 0)::int AS paid
    FROM cleaners c LEFT JOIN payouts p ON p.cleaner_id = c.cleaner_id
    WHERE c.cleaner_id IN (${sql.join(
      cleanerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    GROUP BY c.cleaner_id, c.total_earnings_cents HAVING c.total_earnings_cents <> coalesce(sum(p.amount_cents), 0)`);
  if (earnings.length > 0) found.push({ earnings });
  return found;
}

describe("the lock order under a rush", () => {
  it(`lets claims, time off, deletes, offers, a review, completions and a calendar sync meet on shared cleaners and jobs (${ROUNDS} rounds) without a deadlock`, async () => {
    const before = onPostgres ? await deadlocksCounted() : 0;
    const faults: Outcome[] = [];
    let refusals = 0;
    for (let index = 0; index < ROUNDS; index++) {
      for (const outcome of await round(index)) {
        if (outcome.error instanceof AppError && outcome.error.status < 500) refusals += 1;
        else faults.push({ path: outcome.path, error: sqlState(outcome.error) ?? String(outcome.error) });
      }
      expect(await inconsistencies(pool.slice(3 * index, 3 * index + 3).map((cleaner) => cleaner.cleanerId))).toEqual([]);
    }
    expect(faults).toEqual([]);
    // Every round has paths that must lose (a job claimed by three, a lapsed offer declined): the race was run.
    expect(refusals).toBeGreaterThanOrEqual(ROUNDS);

    if (onPostgres && racing) {
      // The racing connections' backends report their statistics as they exit: PostgreSQL's own
      // count of deadlocks, the sync's retried ones included. Their pids first (a query on each).
      const pids = new Set(
        (
          await Promise.all(
            Array.from({ length: 20 }, () => racing.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)),
          )
        ).map(({ rows }) => rows[0]?.pid),
      );
      racingClosed = true;
      await racing.close();
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await t.db.execute<{ open: number }>(
          sql`SELECT count(*)::int AS open FROM pg_stat_activity WHERE pid IN (${sql.join(
            [...pids].map((pid) => sql`${pid}`),
            sql`, `,
          )})`,
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await t.db.execute(sql`SELECT pg_stat_clear_snapshot()`);
      expect((await deadlocksCounted()) - before).toBe(0);
    }
  }, 600_000);
});
