// docs/decisions/055: offers and claims never race. On one offered job, the offered cleaner's accept
// and decline, the expiry sweep, another cleaner's claim and an admin's assignment, all at once,
// leave exactly one assignment and offer rows that agree with it; and a cleaner accepting two
// overlapping offers at once ends with one job. Meaningful on PostgreSQL (CI runs it there too:
// scripts/with-test-postgres.sh), where each request has its own connection; on PGlite they queue.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/auth";
import { jobOffers } from "../../db/schema/dispatch";
import { jobAssignments, jobs } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { createTestApp, type Browser } from "../../test/harness";
import {
  clientIdOf,
  insertJob,
  insertJobOffer,
  insertUnit,
  insertUnitCleaner,
  setFeatureFlag,
  signedInCleaners,
} from "../../test/fixtures";
import { closeOffer, lockOffer } from "../../domain/dispatch/close-offer";

const t = await createTestApp();
afterAll(() => t.close());

const ROUNDS = 24;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let offered: { cleanerId: string; browser: Browser };
let claimer: { cleanerId: string; browser: Browser };
let other: { cleanerId: string; browser: Browser };
let next: { cleanerId: string; browser: Browser };
let admin: Browser;
let clientId: string;
let unitId: string;
beforeAll(async () => {
  [offered, claimer, other, next] = (await signedInCleaners(t, 4)) as [typeof offered, typeof offered, typeof offered, typeof offered];
  admin = (await t.createAccount({ role: "admin" })).browser;
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
  // The unit's list: the offered cleaner first, then the one a decline or an expiry moves on to.
  unitId = (await insertUnit(t.db, clientId)).unitId;
  await insertUnitCleaner(t.db, { unitId, cleanerId: offered.cleanerId, position: 0 });
  await insertUnitCleaner(t.db, { unitId, cleanerId: next.cleanerId, position: 1 });
  // Cleaners who offer the unit's cleaning, so the next in line is offered the job, not passed over.
  await t.db.update(cleaners).set({ services: ["Residential"] });
  await setFeatureFlag(t.db, SERVER_FLAGS.autoAssign, true);
}, 120_000);

/** The offer-expiry task's step for one offer (features/dispatch/expire-offers.ts): under the job's lock, closed only if still open and due. */
const expire = (offerId: string, now: Date) =>
  t.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (!offer || offer.status !== "open" || !offer.expiresAt || offer.expiresAt > now) return false;
    return closeOffer(tx, offer, "expired", { publicUrl: t.env.publicUrl, now });
  });

const post = (browser: Browser, path: string, json?: unknown) => browser.request(path, { method: "POST", json });

describe("everyone at once on one offered job", () => {
  it(`leaves exactly one assignment and offer rows that agree with it, in ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Two answers a round would reach the per-cleaner limit on answers: each round starts afresh.
      await t.db.delete(rateLimits);
      // Each round's job three hours after the last: no cleaner's jobs clash across rounds.
      const job = await insertJob(t.db, { clientId, unitId, claimWindowEnds: inHours(20), scheduledStart: inHours(48 + 3 * round) });
      // The offer lapses in half an hour. Every third round the sweep runs an hour ahead and expires
      // it unless an answer came first; in the others it finds nothing due, and the answers race alone.
      const offer = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: offered.cleanerId, expiresAt: inHours(0.5) });
      const sweepAt = round % 3 === 0 ? inHours(1) : new Date();
      // The admin assigns the offered cleaner in odd rounds (an open offer of theirs then counts as accepted), another in even ones.
      const adminPick = round % 2 === 1 ? offered : other;

      const [accept, decline, expired, claim, assign] = await Promise.all([
        post(offered.browser, `/api/cleaner/offers/${offer.offerId}/accept`),
        post(offered.browser, `/api/cleaner/offers/${offer.offerId}/decline`),
        expire(offer.offerId, sweepAt),
        post(claimer.browser, "/api/cleaner/claims", { jobId: job.jobId }),
        admin.request(`/api/admin/jobs/${job.jobId}/status`, {
          method: "PATCH",
          json: { status: "Assigned", cleanerId: adminPick.cleanerId, reason: "Covering a regular" },
        }),
      ]);
      const responses = { accept, decline, claim, assign };
      const answers = Object.fromEntries(
        await Promise.all(Object.entries(responses).map(async ([name, response]) => [name, `${response.status} ${await response.text()}`])),
      ) as Record<keyof typeof responses, string>;
      const assignments = await t.db.select().from(jobAssignments).where(eq(jobAssignments.jobId, job.jobId));
      const [stored] = await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
      const offers = await t.db.select().from(jobOffers).where(eq(jobOffers.jobId, job.jobId));
      const context = JSON.stringify({ round, expired, answers, offers: offers.map((row) => [row.cleanerId, row.status]) });

      expect(
        Object.values(responses).filter((response) => response.status >= 500),
        context,
      ).toEqual([]);
      // At most one of the accept and the claim took the job. The admin's change is made under the
      // job's lock against the status the admin read: it either came first (the job is then the
      // admin's pick, the others refused) or read the job already taken and reassigned it, with the
      // admin's reason, as an admin may (a change, not a race). Exactly one assignment either way.
      const takers = [accept.status === 201 && offered.cleanerId, claim.status === 201 && claimer.cleanerId].filter(
        (taker) => taker !== false,
      );
      // An admin setting the cleaner who already holds the job changes nothing (changed: false).
      const adminChanged = assign.status === 200 && answers.assign.includes('"changed":true');
      expect(takers.length, context).toBeLessThanOrEqual(1);
      expect(takers.length + (adminChanged ? 1 : 0), context).toBeGreaterThanOrEqual(1);
      expect(
        assignments.map((row) => row.cleanerId),
        context,
      ).toEqual([adminChanged ? adminPick.cleanerId : takers[0]]);
      expect(stored?.status, context).toBe("Assigned");
      // A taken job has no open offer and is offered to no one.
      expect(
        offers.filter((row) => row.status === "open"),
        context,
      ).toEqual([]);
      expect(stored?.offeredTo, context).toBeNull();
      // At most one accepted offer, and only of a cleaner who was given the job (never an accepted
      // offer without the assignment); an accept that won left its own offer accepted.
      const accepted = offers.filter((row) => row.status === "accepted");
      expect(accepted.length, context).toBeLessThanOrEqual(1);
      const given = [...takers, ...(adminChanged ? [adminPick.cleanerId] : [])];
      for (const row of accepted) expect(given, context).toContain(row.cleanerId);
      if (accept.status === 201)
        expect(
          accepted.map((row) => row.offerId),
          context,
        ).toEqual([offer.offerId]);
      // The other cleaner's claim never took a job offered to someone else.
      if (claim.status === 201) expect(offers.find((row) => row.offerId === offer.offerId)?.status, context).not.toBe("open");
    }
  }, 240_000);
});

describe("a cleaner accepting two overlapping offers at once", () => {
  it("ends with one of the jobs, the other offer still theirs to decline", async () => {
    const start = inHours(200);
    const jobsOffered = await Promise.all(
      [0, 1].map(() => insertJob(t.db, { clientId, claimWindowEnds: inHours(20), scheduledStart: start, durationHours: 3 })),
    );
    const offersMade = await Promise.all(
      jobsOffered.map((job) => insertJobOffer(t.db, { jobId: job.jobId, cleanerId: claimer.cleanerId })),
    );
    const responses = await Promise.all(offersMade.map((offer) => post(claimer.browser, `/api/cleaner/offers/${offer.offerId}/accept`)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "This job overlaps another job you have claimed.",
    );
    const held = await t.db
      .select()
      .from(jobAssignments)
      .where(and(eq(jobAssignments.cleanerId, claimer.cleanerId), eq(jobAssignments.status, "Assigned")));
    expect(held.filter((row) => jobsOffered.some((job) => job.jobId === row.jobId))).toHaveLength(1);
    const statuses = await Promise.all(
      offersMade.map(async (offer) => (await t.db.select().from(jobOffers).where(eq(jobOffers.offerId, offer.offerId)))[0]?.status),
    );
    expect(statuses.sort()).toEqual(["accepted", "open"]);
  });
});
