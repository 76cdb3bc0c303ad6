// docs/decisions/055: a cleaner's "Units you're preferred for" and stepping down from one.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobOffers, unitCleaners } from "../../db/schema/dispatch";
import { auditLog } from "../../db/schema/platform";
import { createTestApp, type TestAccount } from "../../test/harness";
import { STEP_DOWN_LIMIT, stepDownTooOften } from "./preferred-units.routes";
import { clientIdOf, insertCleaner, insertJob, insertJobOffer, insertUnit, insertUnitCleaner } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

interface PreferredUnit {
  unitId: string;
  unitLabel: string;
  city: string;
  clientName: string;
  role: string;
  position: number;
  jobsDone: number;
}

async function unitsOf(account: TestAccount): Promise<PreferredUnit[]> {
  const response = await account.browser.api.cleaner["preferred-units"].$get();
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { units: PreferredUnit[] }).units;
}

const stepDown = (account: TestAccount, unitId: string) =>
  account.browser.api.cleaner["preferred-units"][":unitId"].$delete({ param: { unitId } });

/** A client ("Jordan Blake") with a unit in Boston. */
async function clientUnit(label = "Beacon Hill Loft") {
  const client = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  const clientId = await clientIdOf(t, client);
  const unit = await insertUnit(t.db, clientId, { label, fullAddress: "12 Pinckney St, Boston, MA 02114" });
  return { client, clientId, unitId: unit.unitId };
}

const listOf = (unitId: string) =>
  t.db
    .select({ cleanerId: unitCleaners.cleanerId, role: unitCleaners.role, position: unitCleaners.position })
    .from(unitCleaners)
    .where(eq(unitCleaners.unitId, unitId))
    .orderBy(unitCleaners.role, unitCleaners.position);

describe("GET /api/cleaner/preferred-units", () => {
  it("lists only the cleaner's own places: unit, city, the client's short name, role, position and cleanings done there; nothing to contact the client by", async () => {
    const sam = await insertCleaner(t, "Sam Rivera");
    const jamie = await insertCleaner(t, "Jamie Lee");
    const loft = await clientUnit("Beacon Hill Loft");
    const flat = await clientUnit("Harbor Flat");
    await insertUnitCleaner(t.db, { unitId: loft.unitId, cleanerId: jamie.cleanerId, position: 0 });
    await insertUnitCleaner(t.db, { unitId: loft.unitId, cleanerId: sam.cleanerId, position: 1 });
    await insertUnitCleaner(t.db, { unitId: flat.unitId, cleanerId: sam.cleanerId, role: "backup", position: 0 });
    // Two cleanings at the loft, one still ahead (not done), one at another unit of the client.
    await insertJob(t.db, { clientId: loft.clientId, unitId: loft.unitId, status: "Completed", cleanerId: sam.cleanerId });
    await insertJob(t.db, { clientId: loft.clientId, unitId: loft.unitId, status: "Completed", cleanerId: sam.cleanerId });
    await insertJob(t.db, { clientId: loft.clientId, unitId: loft.unitId, status: "Assigned", cleanerId: sam.cleanerId });
    await insertJob(t.db, { clientId: flat.clientId, unitId: null, status: "Completed", cleanerId: sam.cleanerId });

    const response = await sam.account.browser.api.cleaner["preferred-units"].$get();
    const text = await response.text();
    expect(text).not.toContain("Pinckney");
    expect(text).not.toContain("@");
    expect(await unitsOf(sam.account)).toEqual([
      {
        unitId: loft.unitId,
        unitLabel: "Beacon Hill Loft",
        city: "Boston",
        clientName: "Jordan B.",
        role: "preferred",
        position: 1,
        jobsDone: 2,
      },
      { unitId: flat.unitId, unitLabel: "Harbor Flat", city: "Boston", clientName: "Jordan B.", role: "backup", position: 0, jobsDone: 0 },
    ]);
    expect((await unitsOf(jamie.account)).map((unit) => [unit.unitId, unit.position])).toEqual([[loft.unitId, 0]]);
  });

  it("is empty for a cleaner on no list, and for one who has not saved a profile yet", async () => {
    const riley = await insertCleaner(t, "Riley Park");
    expect(await unitsOf(riley.account)).toEqual([]);
    expect(await unitsOf(await t.createAccount({ role: "cleaner" }))).toEqual([]);
  });
});

describe("DELETE /api/cleaner/preferred-units/:unitId", () => {
  it("takes the cleaner off the list, moves those after them up, and answers a second press the same", async () => {
    const [first, second, third, backup] = await Promise.all(
      ["Ana One", "Ben Two", "Cy Three", "Dee Backup"].map((name) => insertCleaner(t, name)),
    );
    const { unitId } = await clientUnit();
    await insertUnitCleaner(t.db, { unitId, cleanerId: first!.cleanerId, position: 0 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: second!.cleanerId, position: 1 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: third!.cleanerId, position: 2 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: backup!.cleanerId, role: "backup", position: 0 });

    const response = await stepDown(second!.account, unitId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unitId });
    expect(await listOf(unitId)).toEqual([
      { cleanerId: first!.cleanerId, role: "preferred", position: 0 },
      { cleanerId: third!.cleanerId, role: "preferred", position: 1 },
      { cleanerId: backup!.cleanerId, role: "backup", position: 0 },
    ]);
    expect(await unitsOf(second!.account)).toEqual([]);

    const again = await stepDown(second!.account, unitId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ unitId });
    expect(await listOf(unitId)).toHaveLength(3);

    // One audit row, for the Activity log: who stepped down from which unit.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, unitId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "unit.cleaners.step_down",
      actorId: second!.account.userId,
      before: { role: "preferred", position: 1 },
      metadata: { cleanerId: second!.cleanerId, unitLabel: "Beacon Hill Loft" },
    });
  });

  it("leaves the cleaner's open offer of the unit's job theirs to answer", async () => {
    const sam = await insertCleaner(t, "Sam Offered");
    const { unitId, clientId } = await clientUnit();
    await insertUnitCleaner(t.db, { unitId, cleanerId: sam.cleanerId });
    const job = await insertJob(t.db, { clientId, unitId });
    const offer = await insertJobOffer(t.db, { jobId: job.jobId, cleanerId: sam.cleanerId });

    expect((await stepDown(sam.account, unitId)).status).toBe(200);
    const [after] = await t.db.select({ status: jobOffers.status }).from(jobOffers).where(eq(jobOffers.offerId, offer.offerId));
    expect(after?.status).toBe("open");
  });

  it("answers 404 for a unit the cleaner was never on, or that does not exist, and changes nothing", async () => {
    const sam = await insertCleaner(t, "Sam Stranger");
    const owner = await insertCleaner(t, "Olive Owner");
    const { unitId } = await clientUnit();
    await insertUnitCleaner(t.db, { unitId, cleanerId: owner.cleanerId });

    const response = await stepDown(sam.account, unitId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "You are not on this unit's list." } });
    expect((await stepDown(sam.account, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await listOf(unitId)).toEqual([{ cleanerId: owner.cleanerId, role: "preferred", position: 0 }]);
  });

  it(`allows ${STEP_DOWN_LIMIT.max} step-downs a minute per person, then says when to try again`, async () => {
    const sam = await insertCleaner(t, "Sam Hasty");
    const { unitId } = await clientUnit();
    await insertUnitCleaner(t.db, { unitId, cleanerId: sam.cleanerId });
    for (let press = 0; press < STEP_DOWN_LIMIT.max; press++) expect((await stepDown(sam.account, unitId)).status).toBe(200);
    const over = await stepDown(sam.account, unitId);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await over.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: stepDownTooOften(retryAfter) } });
  });

  // Meaningful on PostgreSQL (scripts/with-test-postgres.sh), where the requests run on separate
  // connections; on PGlite they queue on its one connection.
  it("keeps the list's places 0..n when several cleaners step down at once, each pressing twice", async () => {
    const cleaners = await Promise.all(["Ann", "Bob", "Cat", "Dan", "Eve"].map((first) => insertCleaner(t, `${first} Racer`)));
    const { unitId } = await clientUnit();
    for (const [position, cleaner] of cleaners.entries()) await insertUnitCleaner(t.db, { unitId, cleanerId: cleaner.cleanerId, position });
    const leaving = cleaners.slice(0, 4);

    const responses = await Promise.all(
      leaving.flatMap((cleaner) => [stepDown(cleaner.account, unitId), stepDown(cleaner.account, unitId)]),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(await listOf(unitId)).toEqual([{ cleanerId: cleaners[4]!.cleanerId, role: "preferred", position: 0 }]);
    const rows = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, unitId)));
    expect(rows).toHaveLength(4);
  });
});
