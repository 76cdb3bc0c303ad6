import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { clientUnits } from "../../db/schema/people";
import { createTestApp, jsonOf, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertJob, insertSubscription } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

async function addUnit(account: TestAccount, json: Record<string, unknown> = {}) {
  const response = await account.browser.api.client.units.$post({
    json: { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA", ...json },
  });
  expect(response.status).toBe(201);
  return (await jsonOf(response)).unit;
}

async function listUnits(account: TestAccount) {
  const response = await account.browser.api.client.units.$get();
  expect(response.status).toBe(200);
  return (await jsonOf(response)).units;
}

const stored = async (unitId: string) => (await t.db.select().from(clientUnits).where(eq(clientUnits.unitId, unitId)))[0];

describe("client units", () => {
  it("adds a unit with trimmed fields, active, and lists only the client's own units, newest first", async () => {
    const me = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    await addUnit(other, { label: "Not Mine" });
    const first = await addUnit(me, { label: "  Loft  ", fullAddress: "  9 Elm St, Austin, TX  ", notes: "  Key under mat " });
    expect(first).toMatchObject({
      label: "Loft",
      fullAddress: "9 Elm St, Austin, TX",
      notes: "Key under mat",
      isActive: true,
      hasJobs: false,
    });
    const second = await addUnit(me, { label: "Studio", notes: "   " });
    expect(second.notes).toBeNull();

    const units = await listUnits(me);
    expect(units.map((unit) => unit.label)).toEqual(["Studio", "Loft"]);
  });

  it("requires a label and a full address, and bounds the lengths; nothing is stored", async () => {
    const me = await t.createAccount({ role: "client" });
    const cases: [Record<string, unknown>, string][] = [
      [{ label: "   ", fullAddress: "1 Main St" }, "Please enter a label for the unit."],
      [{ fullAddress: "1 Main St" }, "Please enter a label for the unit."],
      [{ label: "Home", fullAddress: "  " }, "Please enter the unit's full address."],
      [{ label: "x".repeat(81), fullAddress: "1 Main St" }, "Keep the label under 80 characters."],
      [{ label: "Home", fullAddress: "1 Main St", notes: "n".repeat(1001) }, "Keep the notes under 1000 characters."],
    ];
    for (const [json, message] of cases) {
      const response = await me.browser.api.client.units.$post({ json: unchecked(json) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
    }
    expect(await listUnits(me)).toEqual([]);
  });

  it("edits a unit's label, address and notes", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me, { notes: "old" });
    const response = await me.browser.api.client.units[":unitId"].$patch({
      param: { unitId: unit.unitId },
      json: { label: "Renamed", fullAddress: "2 New Rd", notes: "" },
    });
    expect(response.status).toBe(200);
    expect(await stored(unit.unitId)).toMatchObject({ label: "Renamed", fullAddress: "2 New Rd", notes: null, isActive: true });
  });

  it("deactivates and reactivates a unit", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me);
    const off = await me.browser.api.client.units[":unitId"].status.$patch({ param: { unitId: unit.unitId }, json: { isActive: false } });
    expect(off.status).toBe(200);
    expect((await jsonOf(off)).unit.isActive).toBe(false);
    expect((await stored(unit.unitId))?.isActive).toBe(false);
    await me.browser.api.client.units[":unitId"].status.$patch({ param: { unitId: unit.unitId }, json: { isActive: true } });
    expect((await stored(unit.unitId))?.isActive).toBe(true);
    const bad = await me.browser.api.client.units[":unitId"].status.$patch({
      param: { unitId: unit.unitId },
      json: unchecked({ isActive: "no" }),
    });
    expect(bad.status).toBe(400);
  });

  it("deletes a unit without jobs", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me);
    const response = await me.browser.api.client.units[":unitId"].$delete({ param: { unitId: unit.unitId } });
    expect(response.status).toBe(200);
    expect(await stored(unit.unitId)).toBeUndefined();
  });

  it("refuses to delete a unit with jobs (409, deactivate instead) and keeps it", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me);
    await insertJob(t.db, { clientId: await clientIdOf(t, me), unitId: unit.unitId, status: "Completed" });
    expect((await listUnits(me))[0]?.hasJobs).toBe(true);
    const response = await me.browser.api.client.units[":unitId"].$delete({ param: { unitId: unit.unitId } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "UNIT_HAS_JOBS", message: "This unit has cleanings on record, so it cannot be deleted. Deactivate it instead." },
    });
    expect(await stored(unit.unitId)).toBeDefined();
  });

  it("says a unit has jobs only when a job of that unit exists, in the list and after a change", async () => {
    const me = await t.createAccount({ role: "client" });
    const other = await t.createAccount({ role: "client" });
    const mine = await addUnit(me);
    const theirs = await addUnit(other);
    await insertJob(t.db, { clientId: await clientIdOf(t, other), unitId: theirs.unitId });
    expect((await listUnits(me)).map((unit) => unit.hasJobs)).toEqual([false]);
    const edited = await me.browser.api.client.units[":unitId"].$patch({
      param: { unitId: mine.unitId },
      json: { label: "Edited", fullAddress: "3 Elm St" },
    });
    expect((await jsonOf(edited)).unit.hasJobs).toBe(false);
    const toggled = await me.browser.api.client.units[":unitId"].status.$patch({
      param: { unitId: mine.unitId },
      json: { isActive: false },
    });
    expect((await jsonOf(toggled)).unit.hasJobs).toBe(false);

    await insertJob(t.db, { clientId: await clientIdOf(t, me), unitId: mine.unitId });
    const again = await me.browser.api.client.units[":unitId"].status.$patch({ param: { unitId: mine.unitId }, json: { isActive: true } });
    expect((await jsonOf(again)).unit.hasJobs).toBe(true);
  });

  it("refuses to delete a unit a subscription plan is scoped to", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me);
    await insertSubscription(t.db, { clientId: await clientIdOf(t, me), unitScope: "per_unit", unitId: unit.unitId });
    const response = await me.browser.api.client.units[":unitId"].$delete({ param: { unitId: unit.unitId } });
    expect(response.status).toBe(409);
    expect(await stored(unit.unitId)).toBeDefined();
  });

  it("answers 404 for another client's unit on every change, and changes nothing", async () => {
    const owner = await t.createAccount({ role: "client" });
    const stranger = await t.createAccount({ role: "client" });
    const unit = await addUnit(owner, { label: "Owner's" });
    const attempts = [
      stranger.browser.api.client.units[":unitId"].$patch({ param: { unitId: unit.unitId }, json: { label: "Taken", fullAddress: "x" } }),
      stranger.browser.api.client.units[":unitId"].status.$patch({ param: { unitId: unit.unitId }, json: { isActive: false } }),
      stranger.browser.api.client.units[":unitId"].$delete({ param: { unitId: unit.unitId } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Unit not found." } });
    }
    expect(await stored(unit.unitId)).toMatchObject({ label: "Owner's", isActive: true });
  });

  it("answers 404 for an id that is not a uuid", async () => {
    const me = await t.createAccount({ role: "client" });
    const response = await me.browser.api.client.units[":unitId"].$delete({ param: { unitId: "not-a-uuid" } });
    expect(response.status).toBe(404);
  });
});

describe("a unit's time zone (docs/decisions/064)", () => {
  const patch = (account: TestAccount, unitId: string, json: Record<string, unknown>) =>
    account.browser.api.client.units[":unitId"].$patch({ param: { unitId }, json: unchecked(json) });

  it("is the address's when the client picks none, and the one picked otherwise", async () => {
    const me = await t.createAccount({ role: "client" });
    const chicago = await addUnit(me, { fullAddress: "415 N Dearborn St, Chicago, IL 60654" });
    expect(chicago).toMatchObject({ timeZone: "America/Chicago", timeZoneFromAddress: "America/Chicago" });
    expect((await stored(chicago.unitId))?.timeZone).toBe("America/Chicago");
    const picked = await addUnit(me, { fullAddress: "415 N Dearborn St, Chicago, IL 60654", timeZone: "America/Denver" });
    expect(picked).toMatchObject({ timeZone: "America/Denver", timeZoneFromAddress: "America/Chicago" });
    expect((await stored(picked.unitId))?.timeZone).toBe("America/Denver");
    const blank = await addUnit(me, { fullAddress: "1 Main St, El Paso, TX 79901", timeZone: "" });
    expect((await stored(blank.unitId))?.timeZone).toBe("America/Denver");
  });

  it("accepts only the listed US zones, and stores nothing else", async () => {
    const me = await t.createAccount({ role: "client" });
    for (const timeZone of ["Europe/Paris", "America/Indiana/Knox", "Not/AZone", 5]) {
      const response = await me.browser.api.client.units.$post({
        json: unchecked({ label: "Loft", fullAddress: "1 Main St, Boston, MA 02108", timeZone }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Please choose a time zone from the list." } });
    }
    expect(await listUnits(me)).toEqual([]);
  });

  it("follows a new address unless picked; an older screen sending none keeps it while the address stays", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me, { fullAddress: "1 Main St, Boston, MA 02108" });
    const moved = await patch(me, unit.unitId, { label: "Loft", fullAddress: "12 Larimer St, Denver, CO 80202", timeZone: null });
    expect(moved.status).toBe(200);
    expect((await jsonOf(moved)).unit.timeZone).toBe("America/Denver");

    expect(
      (await patch(me, unit.unitId, { label: "Loft", fullAddress: "12 Larimer St, Denver, CO 80202", timeZone: "America/Phoenix" })).status,
    ).toBe(200);
    expect((await stored(unit.unitId))?.timeZone).toBe("America/Phoenix");
    // No zone sent, same address: the pick stays.
    expect((await patch(me, unit.unitId, { label: "Renamed", fullAddress: "12 Larimer St, Denver, CO 80202" })).status).toBe(200);
    expect((await stored(unit.unitId))?.timeZone).toBe("America/Phoenix");
    // No zone sent, a new address: the new address's.
    expect((await patch(me, unit.unitId, { label: "Renamed", fullAddress: "1 Pike St, Seattle, WA 98101" })).status).toBe(200);
    expect((await stored(unit.unitId))?.timeZone).toBe("America/Los_Angeles");
  });

  it("a unit stored without a zone reads its address's", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me, { fullAddress: "600 Congress Ave, Austin, TX 78701" });
    await t.db.update(clientUnits).set({ timeZone: null }).where(eq(clientUnits.unitId, unit.unitId));
    expect((await listUnits(me))[0]).toMatchObject({ timeZone: "America/Chicago", timeZoneFromAddress: "America/Chicago" });
  });

  it("a corrected zone keeps the instants and zones of the unit's jobs", async () => {
    const me = await t.createAccount({ role: "client" });
    const unit = await addUnit(me, { fullAddress: "1 Main St, Boston, MA 02108" });
    const job = await insertJob(t.db, { clientId: await clientIdOf(t, me), unitId: unit.unitId });
    expect(
      (await patch(me, unit.unitId, { label: "Loft", fullAddress: "1 Main St, Boston, MA 02108", timeZone: "America/Chicago" })).status,
    ).toBe(200);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.jobId, job.jobId));
    expect(after?.scheduledStart.toISOString()).toBe(job.scheduledStart.toISOString());
    expect(after?.timeZone).toBe(job.timeZone);
  });
});
