// docs/decisions/055: an admin sets a unit's preferred and backup cleaners: any Active cleaner.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitCleanerMessages } from "../../../shared/schemas/unit-cleaners";
import { auditLog } from "../../db/schema/platform";
import { createTestApp, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob, insertUnit, insertUnitCleaner } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Morgan Admin" });
});

interface Entry {
  cleanerId: string;
  name: string;
  jobsDone: number;
  isActive: boolean;
  addedBy: string;
}
interface Candidate {
  cleanerId: string;
  name: string;
  email: string;
  jobsDone: number;
}
interface View {
  unit: { unitId: string; label: string; clientId: string; clientName: string; city: string; isActive: boolean };
  preferred: Entry[];
  backups: Entry[];
  candidates: Candidate[];
  offerMinutes: number;
}

async function clientUnit() {
  const client = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  const clientId = await clientIdOf(t, client);
  const unit = await insertUnit(t.db, clientId, { label: "Beacon Hill Loft", fullAddress: "12 Pinckney St, Boston, MA 02114" });
  return { client, clientId, unitId: unit.unitId };
}

const read = async (unitId: string, q = "") => {
  const response = await admin.browser.api.admin.units[":unitId"].cleaners.$get({ param: { unitId }, query: { q } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as unknown as View;
};
const save = (unitId: string, preferred: string[], backups: string[] = [], account = admin) =>
  account.browser.api.admin.units[":unitId"].cleaners.$put({ param: { unitId }, json: { preferred, backups } });
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe("GET /api/admin/units/:unitId/cleaners", () => {
  it("shows the unit, its lists in order, and Active cleaners matching the search who are not listed yet", async () => {
    const tag = randomUUID().slice(0, 8);
    const { clientId, unitId } = await clientUnit();
    const listed = await insertCleaner(t, `Sam Listed ${tag}`);
    const regular = await insertCleaner(t, `Ava Regular ${tag}`);
    const other = await insertCleaner(t, `Bo Other ${tag}`);
    await insertCleaner(t, `Pat Pending ${tag}`, {}, "Pending");
    await insertCleaner(t, `Ivy Inactive ${tag}`, {}, "Inactive");
    await insertUnitCleaner(t.db, { unitId, cleanerId: listed.cleanerId });
    await insertJob(t.db, { clientId, status: "Completed", cleanerId: regular.cleanerId });

    const view = await read(unitId, tag);
    expect(view.unit).toMatchObject({
      unitId,
      label: "Beacon Hill Loft",
      clientId,
      clientName: "Jordan Blake",
      city: "Boston",
      isActive: true,
    });
    expect(view.offerMinutes).toBe(120);
    expect(names(view.preferred)).toEqual([`Sam Listed ${tag}`]);
    expect(view.backups).toEqual([]);
    // Who cleaned for the client first; never the listed, Pending or Inactive ones.
    expect(view.candidates.map((c) => [c.name, c.jobsDone])).toEqual([
      [`Ava Regular ${tag}`, 1],
      [`Bo Other ${tag}`, 0],
    ]);
    expect(view.candidates[1]?.email).toBe(other.email);
    expect((await read(unitId, other.email)).candidates.map((c) => c.cleanerId)).toEqual([other.cleanerId]);
  });

  it("answers 404 for a unit that does not exist", async () => {
    const response = await admin.browser.api.admin.units[":unitId"].cleaners.$get({ param: { unitId: randomUUID() }, query: {} });
    expect(response.status).toBe(404);
  });
});

describe("PUT /api/admin/units/:unitId/cleaners", () => {
  it("adds any Active cleaner (no cleaning for the client needed), in the given order, marked added by an admin, with an audit row", async () => {
    const { clientId, unitId } = await clientUnit();
    const sam = await insertCleaner(t, "Sam Rivera");
    const jamie = await insertCleaner(t, "Jamie Lee");
    const riley = await insertCleaner(t, "Riley Park");
    await insertUnitCleaner(t.db, { unitId, cleanerId: riley.cleanerId, addedBy: "client" });

    const response = await save(unitId, [jamie.cleanerId, sam.cleanerId], [riley.cleanerId]);
    expect(response.status, await response.clone().text()).toBe(200);
    const view = (await response.json()) as unknown as View;
    expect(names(view.preferred)).toEqual(["Jamie Lee", "Sam Rivera"]);
    expect(view.preferred.map((e) => e.addedBy)).toEqual(["admin", "admin"]);
    // A kept cleaner keeps who added them.
    expect(view.backups.map((e) => [e.name, e.addedBy])).toEqual([["Riley Park", "client"]]);
    expect(names((await read(unitId)).preferred)).toEqual(["Jamie Lee", "Sam Rivera"]);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, unitId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "unit.cleaners.update",
      actorId: admin.userId,
      before: { clientId, preferred: [riley.cleanerId], backups: [] },
      after: { clientId, preferred: [jamie.cleanerId, sam.cleanerId], backups: [riley.cleanerId] },
      metadata: { unitLabel: "Beacon Hill Loft" },
    });

    // The Activity log words it.
    const activity = await admin.browser.request("/api/admin/settings/activity");
    expect(await activity.text()).toContain(
      "cleaners set to preferred Jamie Lee, Sam Rivera; backups Riley Park (was preferred Riley Park; backups none)",
    );
  });

  it.each(["Pending", "Inactive"] as const)("refuses a %s cleaner and changes nothing", async (status) => {
    const { unitId } = await clientUnit();
    const sam = await insertCleaner(t, "Sam Rivera");
    const notActive = await insertCleaner(t, "Nat Notactive", {}, status);
    await insertUnitCleaner(t.db, { unitId, cleanerId: sam.cleanerId });

    const response = await save(unitId, [sam.cleanerId, notActive.cleanerId]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "CLEANER_NOT_ACTIVE", message: unitCleanerMessages.notActive("Nat Notactive") },
    });
    expect(names((await read(unitId)).preferred)).toEqual(["Sam Rivera"]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "unit"), eq(auditLog.entityId, unitId)));
    expect(rows).toEqual([]);
  });

  it("answers 404 for a unit that does not exist, and 403 to a client", async () => {
    const sam = await insertCleaner(t, "Sam Rivera");
    expect((await save(randomUUID(), [sam.cleanerId])).status).toBe(404);
    const { client, unitId } = await clientUnit();
    expect((await save(unitId, [sam.cleanerId], [], client)).status).toBe(403);
    expect((await read(unitId)).preferred).toEqual([]);
  });
});

describe("GET /api/admin/clients/:clientId/units", () => {
  it("lists the client's units with how many cleaners each list holds", async () => {
    const { clientId, unitId } = await clientUnit();
    // Added a minute later: the list is in the order units were added (two inserts may share a clock tick).
    const second = await insertUnit(t.db, clientId, { label: "Harbor Flat", isActive: false, createdAt: new Date(Date.now() + 60_000) });
    const [a, b, c] = await Promise.all(["Al A", "Bea B", "Cal C"].map((name) => insertCleaner(t, name)));
    await insertUnitCleaner(t.db, { unitId, cleanerId: a!.cleanerId, position: 0 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: b!.cleanerId, position: 1 });
    await insertUnitCleaner(t.db, { unitId, cleanerId: c!.cleanerId, role: "backup", position: 0 });

    const response = await admin.browser.api.admin.clients[":clientId"].units.$get({ param: { clientId } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      units: [
        { unitId, label: "Beacon Hill Loft", city: "Boston", isActive: true, preferred: 2, backups: 1 },
        { unitId: second.unitId, label: "Harbor Flat", city: "Boston", isActive: false, preferred: 0, backups: 0 },
      ],
    });
  });
});
