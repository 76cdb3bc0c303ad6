// docs/decisions/061: automatic choice holds no lock. On the real offer paths (a client's booking,
// a cleaner's Decline), another connection holds cleaner_availability, which only the choice's
// rules read there, so the choosing connection stops in the middle of choosing; its locks are then
// read from pg_locks: reading tables, nothing more. The same reading of a booking whose unit lists a
// cleaner (judged by name under the job's lock, in the booking's transaction) sees the booking's
// locks, so the reading would see them if the choice ran there. PostgreSQL only: PGlite has one
// connection, which cannot be stopped and read at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobOffers } from "../../db/schema/dispatch";
import { cleaners } from "../../db/schema/people";
import { declineOffer } from "../../features/open-jobs/offers.service";
import { SERVER_FLAGS } from "../flags/feature-flags";
import { book, bookingBody, clientWithUnit, insertCleaner, insertUnitCleaner, setFeatureFlag } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let client: Awaited<ReturnType<typeof clientWithUnit>>;
const team: string[] = [];
beforeAll(async () => {
  await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
  await t.db.update(cleaners).set({ status: "Inactive" });
  client = await clientWithUnit(t);
  for (const name of ["Ada Lane", "Bo Marsh", "Cy North"]) {
    const made = await insertCleaner(t, name);
    await t.db
      .update(cleaners)
      .set({ status: "Active", workAreas: ["Boston"], services: ["Deep Clean"] })
      .where(eq(cleaners.cleanerId, made.cleanerId));
    team.push(made.cleanerId);
  }
}, 60_000);

interface Stopped {
  /** The stopped statement's text. */
  query: string;
  /** Its connection's granted locks other than reading a table or its own transaction's id. */
  locks: string[];
}

/**
 * Runs `path` while cleaner_availability is held by another connection; reads the first connection
 * that waits for it (its statement and its locks), then lets it go and waits for `path` to end.
 */
async function stopAtAvailability(path: () => Promise<unknown>): Promise<Stopped> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const taken = new Promise<void>((resolve) => (held = resolve));
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE cleaner_availability IN ACCESS EXCLUSIVE MODE`);
    held();
    await released;
  });
  await taken;
  const running = path();
  try {
    for (let attempt = 0; attempt < 500; attempt++) {
      const { rows } = await t.db.execute<{ pid: number; query: string }>(sql`
        SELECT w.pid, a.query FROM pg_locks w JOIN pg_stat_activity a ON a.pid = w.pid
        WHERE NOT w.granted AND w.relation = 'cleaner_availability'::regclass`);
      const waiting = rows[0];
      if (waiting) {
        const locks = await t.db.execute<{ lock: string }>(sql`
          SELECT locktype || ' ' || mode || coalesce(' on ' || relation::regclass::text, '') AS lock
          FROM pg_locks WHERE pid = ${waiting.pid} AND granted AND mode <> 'AccessShareLock' AND locktype <> 'virtualxid'`);
        return { query: waiting.query, locks: locks.rows.map((row) => row.lock) };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("nothing waited for cleaner_availability");
  } finally {
    release();
    await holder;
    await running;
  }
}

const openOffer = async (jobId: string) =>
  (await t.db.select().from(jobOffers).where(eq(jobOffers.jobId, jobId))).find((offer) => offer.status === "open");

describe.skipIf(!process.env.TEST_DATABASE_URL)("automatic choice on the real offer paths", () => {
  it("holds no lock while it chooses, at a booking and at a Decline, and then offers the job", async () => {
    let jobId = "";
    const atBooking = await stopAtAvailability(async () => {
      jobId = (await book(client.account, bookingBody(client.unitId))).jobId;
    });
    expect(atBooking.query).toContain("/* automatic choice */");
    expect(atBooking.locks).toEqual([]);
    const first = await openOffer(jobId);
    expect(first).toMatchObject({ source: "automatic" });
    expect(team).toContain(first!.cleanerId);

    const atDecline = await stopAtAvailability(() =>
      declineOffer({ db: t.db, cleanerId: first!.cleanerId, offerId: first!.offerId, publicUrl: t.env.publicUrl, now: new Date() }),
    );
    expect(atDecline.query).toContain("/* automatic choice */");
    expect(atDecline.locks).toEqual([]);
    const second = await openOffer(jobId);
    expect(second).toMatchObject({ source: "automatic" });
    expect(second!.cleanerId).not.toBe(first!.cleanerId);
  });

  it("sees a transaction's locks the same way: a unit's listed cleaner judged under the job's lock at a booking", async () => {
    await insertUnitCleaner(t.db, { unitId: client.unitId, cleanerId: team[0]! });
    const stopped = await stopAtAvailability(() =>
      book(client.account, bookingBody(client.unitId, { date: bookingBody(client.unitId).date, slot: "14:00" })),
    );
    expect(stopped.query).not.toContain("/* automatic choice */");
    expect(stopped.locks).toEqual(expect.arrayContaining(["relation RowExclusiveLock on jobs"]));
  });
});
