import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_CLEANERS_PER_LIST } from "../../../shared/domain/dispatch";
import { unitCleaners } from "../../db/schema/dispatch";
import { clients } from "../../db/schema/people";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob, insertUnitCleaner, setFeatureFlag } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const getCleaners = (account: TestAccount, unitId: string) =>
  account.browser.api.client.units[":unitId"].cleaners.$get({ param: { unitId } });
const putCleaners = (account: TestAccount, unitId: string, json: unknown) =>
  account.browser.api.client.units[":unitId"].cleaners.$put({ param: { unitId }, json: unchecked(json) });
const keep = (account: TestAccount, unitId: string, cleanerId: string) =>
  account.browser.api.client.units[":unitId"].cleaners.keep.$post({ param: { unitId }, json: { cleanerId } });

const storedRows = (unitId: string) =>
  t.db
    .select({ cleanerId: unitCleaners.cleanerId, role: unitCleaners.role, position: unitCleaners.position, addedBy: unitCleaners.addedBy })
    .from(unitCleaners)
    .where(eq(unitCleaners.unitId, unitId))
    .orderBy(asc(unitCleaners.role), asc(unitCleaners.position));

/** An Active cleaner (unless said) who completed `done` cleanings for the client. */
async function cleanerWhoCleaned(clientId: string, name: string, done = 1, status: "Active" | "Inactive" = "Active") {
  const cleaner = await insertCleaner(t, name, { ratingAvg: "4.50", ratingCount: 2 }, status);
  for (let i = 0; i < done; i++)
    await insertJob(t.db, { clientId, status: "Completed", cleanerId: cleaner.cleanerId, daysFromNow: -3 - i });
  return cleaner.cleanerId;
}

async function expectRefusal(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: { code, message } });
}

describe("a client's unit cleaners", () => {
  it("lists who cleaned for the client as candidates (Active, with a completed cleaning), by name, with no contact details", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await cleanerWhoCleaned(clientId, "Sam Rivera", 2);
    await cleanerWhoCleaned(clientId, "Ina Gone", 1, "Inactive");
    const other = await clientWithUnit(t);
    await cleanerWhoCleaned(other.clientId, "Olga Other");
    const assigned = await insertCleaner(t, "Ada Assigned");
    await insertJob(t.db, { clientId, status: "Assigned", cleanerId: assigned.cleanerId });

    const response = await getCleaners(account, unitId);
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body).toEqual({
      preferred: [],
      backups: [],
      candidates: [{ cleanerId: sam, name: "Sam Rivera", ratingAvg: 4.5, ratingCount: 2, jobsDone: 2 }],
      offerMinutes: 120,
    });
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("saves both lists in the given order and reads them back; an empty save clears them", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const [a, b, c] = [
      await cleanerWhoCleaned(clientId, "Avery Able"),
      await cleanerWhoCleaned(clientId, "Blake Bond"),
      await cleanerWhoCleaned(clientId, "Casey Cole"),
    ];
    const saved = await putCleaners(account, unitId, { preferred: [b, a], backups: [c] });
    expect(saved.status).toBe(200);
    const body = await jsonOf(saved);
    expect(body.preferred.map((row) => row.name)).toEqual(["Blake Bond", "Avery Able"]);
    expect(body.backups).toEqual([
      { cleanerId: c, name: "Casey Cole", ratingAvg: 4.5, ratingCount: 2, jobsDone: 1, isActive: true, addedBy: "client" },
    ]);
    expect(await storedRows(unitId)).toEqual([
      { cleanerId: b, role: "preferred", position: 0, addedBy: "client" },
      { cleanerId: a, role: "preferred", position: 1, addedBy: "client" },
      { cleanerId: c, role: "backup", position: 0, addedBy: "client" },
    ]);
    expect((await jsonOf(await getCleaners(account, unitId))).preferred.map((row) => row.cleanerId)).toEqual([b, a]);

    expect((await putCleaners(account, unitId, { preferred: [], backups: [] })).status).toBe(200);
    expect(await storedRows(unitId)).toEqual([]);
  });

  it("refuses a cleaner twice, on both lists, or too many on a list, naming the problem; nothing is stored", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await cleanerWhoCleaned(clientId, "Sam Rivera");
    const twice = "Sam Rivera is on the lists twice. A cleaner can be on one list, once.";
    await expectRefusal(await putCleaners(account, unitId, { preferred: [sam, sam], backups: [] }), 400, "CLEANER_LIST_INVALID", twice);
    await expectRefusal(await putCleaners(account, unitId, { preferred: [sam], backups: [sam] }), 400, "CLEANER_LIST_INVALID", twice);
    const many = Array.from({ length: MAX_CLEANERS_PER_LIST + 1 }, () => crypto.randomUUID());
    await expectRefusal(
      await putCleaners(account, unitId, { preferred: many, backups: [] }),
      400,
      "INVALID_INPUT",
      `A unit can have at most ${MAX_CLEANERS_PER_LIST} preferred cleaners.`,
    );
    await expectRefusal(
      await putCleaners(account, unitId, { preferred: [], backups: ["not-an-id"] }),
      400,
      "INVALID_INPUT",
      "Choose cleaners from the list.",
    );
    expect(await storedRows(unitId)).toEqual([]);
  });

  it("refuses a cleaner who never completed a cleaning for the client, or who is no longer active", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const stranger = await insertCleaner(t, "Stan Stranger");
    const gone = await cleanerWhoCleaned(clientId, "Ina Gone", 1, "Inactive");
    const notEligible = "You can add only cleaners who completed a cleaning for you.";
    await expectRefusal(
      await putCleaners(account, unitId, { preferred: [stranger.cleanerId], backups: [] }),
      409,
      "CLEANER_NOT_ELIGIBLE",
      notEligible,
    );
    await expectRefusal(
      await putCleaners(account, unitId, { preferred: [crypto.randomUUID()], backups: [] }),
      409,
      "CLEANER_NOT_ELIGIBLE",
      notEligible,
    );
    await expectRefusal(
      await putCleaners(account, unitId, { preferred: [], backups: [gone] }),
      409,
      "CLEANER_NOT_ACTIVE",
      "Ina Gone is not active, so they cannot be added.",
    );
    expect(await storedRows(unitId)).toEqual([]);
  });

  it("keeps a cleaner an admin added, and one deactivated since, when the client reorders; both are shown", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const byAdmin = await insertCleaner(t, "Adam Admin-Picked");
    const gone = await cleanerWhoCleaned(clientId, "Ina Gone", 1, "Inactive");
    const sam = await cleanerWhoCleaned(clientId, "Sam Rivera");
    await insertUnitCleaner(t.db, { unitId, cleanerId: byAdmin.cleanerId, position: 0, addedBy: "admin" });
    await insertUnitCleaner(t.db, { unitId, cleanerId: gone, role: "backup", position: 0 });

    const before = await jsonOf(await getCleaners(account, unitId));
    expect(before.preferred).toEqual([
      expect.objectContaining({ name: "Adam Admin-Picked", jobsDone: 0, isActive: true, addedBy: "admin" }),
    ]);
    expect(before.backups).toEqual([expect.objectContaining({ name: "Ina Gone", isActive: false })]);

    const saved = await putCleaners(account, unitId, { preferred: [sam, gone], backups: [byAdmin.cleanerId] });
    expect(saved.status).toBe(200);
    expect(await storedRows(unitId)).toEqual([
      { cleanerId: sam, role: "preferred", position: 0, addedBy: "client" },
      { cleanerId: gone, role: "preferred", position: 1, addedBy: "client" },
      { cleanerId: byAdmin.cleanerId, role: "backup", position: 0, addedBy: "admin" },
    ]);

    // Removed, the admin's pick cannot be put back by the client.
    expect((await putCleaners(account, unitId, { preferred: [sam], backups: [] })).status).toBe(200);
    expect((await putCleaners(account, unitId, { preferred: [sam], backups: [byAdmin.cleanerId] })).status).toBe(409);
  });

  it("saves a double-submitted save once: the repeat with the same Idempotency-Key gets the first answer", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await cleanerWhoCleaned(clientId, "Sam Rivera");
    const send = () =>
      account.browser.api.client.units[":unitId"].cleaners.$put(
        { param: { unitId }, json: { preferred: [sam], backups: [] } },
        { headers: { "Idempotency-Key": "unit-cleaners-save-1" } },
      );
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await storedRows(unitId)).toHaveLength(1);
  });

  it("answers 404 for another client's unit, and changes nothing there", async () => {
    const owner = await clientWithUnit(t);
    const sam = await cleanerWhoCleaned(owner.clientId, "Sam Rivera");
    await insertUnitCleaner(t.db, { unitId: owner.unitId, cleanerId: sam });
    const stranger = await clientWithUnit(t);
    await cleanerWhoCleaned(stranger.clientId, "Sam Rivera Two");
    const notFound = { error: { code: "NOT_FOUND", message: "Unit not found." } };

    const read = await getCleaners(stranger.account, owner.unitId);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual(notFound);
    const save = await putCleaners(stranger.account, owner.unitId, { preferred: [], backups: [] });
    expect(save.status).toBe(404);
    expect(await save.json()).toEqual(notFound);
    expect((await keep(stranger.account, owner.unitId, sam)).status).toBe(404);
    expect(await storedRows(owner.unitId)).toHaveLength(1);
  });
});

describe("keep a cleaner for this unit (the review prompt)", () => {
  it("adds them at the end of the preferred list; again, nothing changes; a backup moves up", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const [a, b, c] = [
      await cleanerWhoCleaned(clientId, "Avery Able"),
      await cleanerWhoCleaned(clientId, "Blake Bond"),
      await cleanerWhoCleaned(clientId, "Casey Cole"),
    ];
    await insertUnitCleaner(t.db, { unitId, cleanerId: a, position: 0 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: c, role: "backup", position: 0 });

    const added = await keep(account, unitId, b);
    expect(added.status).toBe(200);
    const addedBody = await jsonOf(added);
    expect(addedBody.outcome).toBe("added");
    expect(addedBody.preferred.map((row) => row.cleanerId)).toEqual([a, b]);

    expect((await jsonOf(await keep(account, unitId, b))).outcome).toBe("unchanged");
    const moved = await jsonOf(await keep(account, unitId, c));
    expect(moved.outcome).toBe("moved");
    expect(await storedRows(unitId)).toEqual([
      { cleanerId: a, role: "preferred", position: 0, addedBy: "client" },
      { cleanerId: b, role: "preferred", position: 1, addedBy: "client" },
      { cleanerId: c, role: "preferred", position: 2, addedBy: "client" },
    ]);
  });

  it("refuses when the preferred list is full, and a cleaner who never cleaned for the client", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    for (let position = 0; position < MAX_CLEANERS_PER_LIST; position++) {
      await insertUnitCleaner(t.db, { unitId, cleanerId: await cleanerWhoCleaned(clientId, `Full Member${position}`), position });
    }
    const sam = await cleanerWhoCleaned(clientId, "Sam Rivera");
    await expectRefusal(
      await keep(account, unitId, sam),
      409,
      "CLEANER_LIST_FULL",
      `Sam Rivera was not added: this unit's preferred list is full (${MAX_CLEANERS_PER_LIST}). Remove someone first.`,
    );
    const other = await clientWithUnit(t);
    await expectRefusal(
      await keep(other.account, other.unitId, sam),
      409,
      "CLEANER_NOT_ELIGIBLE",
      "You can add only cleaners who completed a cleaning for you.",
    );
  });
});

describe("PUT /api/client/offer-time", () => {
  it("sets how long each cleaner has to answer, for all the client's units, from the offered choices only", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const response = await account.browser.api.client["offer-time"].$put({ json: { minutes: 240 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ offerMinutes: 240 });
    expect((await jsonOf(await getCleaners(account, unitId))).offerMinutes).toBe(240);

    const refused = await account.browser.api.client["offer-time"].$put({ json: { minutes: 17 } });
    await expectRefusal(refused, 400, "INVALID_INPUT", "Choose one of the offered answer times.");
    const [stored] = await t.db.select({ offerMinutes: clients.offerMinutes }).from(clients).where(eq(clients.clientId, clientId));
    expect(stored?.offerMinutes).toBe(240);
  });
});

describe("the review's offer to keep the cleaner for the unit", () => {
  const review = async (account: TestAccount, jobId: string, rating: number) => {
    const response = await account.browser.api.client.jobs[":jobId"].review.$put({ param: { jobId }, json: { rating } });
    expect(response.status).toBe(200);
    return (await jsonOf(response)).keepOffer;
  };

  it("comes with a 4- or 5-star review of a cleaning at a unit while dispatch is on, until the cleaner is preferred there", async () => {
    const { account, clientId, unitId } = await clientWithUnit(t);
    const sam = await insertCleaner(t, "Sam Rivera");
    const atUnit = async () =>
      (await insertJob(t.db, { clientId, unitId, status: "Completed", cleanerId: sam.cleanerId, daysFromNow: -2 })).jobId;

    // Dispatch off (the default): reviewing is as before, with no offer.
    expect(await review(account, await atUnit(), 5)).toBeNull();
    await setFeatureFlag(t.db, "auto_assign", true);
    expect(await review(account, await atUnit(), 3)).toBeNull();
    const offer = await review(account, await atUnit(), 4);
    expect(offer).toEqual({ unitId, cleanerId: sam.cleanerId, cleanerName: "Sam Rivera" });
    const noUnit = await insertJob(t.db, { clientId, status: "Completed", cleanerId: sam.cleanerId, daysFromNow: -2 });
    expect(await review(account, noUnit.jobId, 5)).toBeNull();

    expect((await keep(account, unitId, sam.cleanerId)).status).toBe(200);
    expect(await review(account, await atUnit(), 5)).toBeNull();
    await setFeatureFlag(t.db, "auto_assign", false);
  });
});
