import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, featureFlags } from "../../db/schema/platform";
import { isFlagEnabled } from "../../domain/flags/feature-flags";
import { createTestApp, unchecked, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin", fullName: "Ada Admin" });
});

interface FlagBody {
  id: string;
  flagName: string;
  description: string | null;
  enabled: boolean;
  createdAt: string;
}

const unique = () => randomUUID().slice(0, 8);
const create = (json: unknown) => admin.browser.api.admin["feature-flags"].$post({ json: unchecked(json) });
const setEnabled = (flagId: string, enabled: unknown) =>
  admin.browser.api.admin["feature-flags"][":flagId"].$patch({ param: { flagId }, json: { enabled: unchecked(enabled) } });
const auditRowsFor = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "feature_flag"), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
const flagCount = async () => (await t.db.select({ id: featureFlags.id }).from(featureFlags)).length;

async function createFlag(json: Record<string, unknown>): Promise<FlagBody> {
  const response = await create(json);
  expect(response.status).toBe(201);
  return ((await response.json()) as { flag: FlagBody }).flag;
}

describe("POST /api/admin/feature-flags", () => {
  it("stores the name trimmed, lowercased, with whitespace runs as underscores (spec 5), off unless asked, and audits it", async () => {
    const id = unique();
    const flag = await createFlag({ name: `  Beta \t Reports   ${id.toUpperCase()} `, description: "  Weekly PDF reports  " });
    expect(flag).toMatchObject({ flagName: `beta_reports_${id}`, description: "Weekly PDF reports", enabled: false });

    const [row] = await t.db.select().from(featureFlags).where(eq(featureFlags.id, flag.id));
    expect(row?.flagName).toBe(`beta_reports_${id}`);
    const audit = await auditRowsFor(flag.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "flag.created",
      actorId: admin.userId,
      before: null,
      after: { flagName: `beta_reports_${id}`, description: "Weekly PDF reports", enabled: false },
    });
  });

  it("creates the flag on with 'Enable by default', and the server then reads it as on", async () => {
    const flag = await createFlag({ name: `Live ${unique()}`, enabled: true });
    expect(flag.enabled).toBe(true);
    expect(await isFlagEnabled(t.db, flag.flagName)).toBe(true);
  });

  it("stores an empty or missing description as none", async () => {
    expect((await createFlag({ name: `blank ${unique()}`, description: "   " })).description).toBeNull();
    expect((await createFlag({ name: `absent ${unique()}` })).description).toBeNull();
  });

  it.each([[""], ["   "], ["\t\n"], [undefined], [42]])(
    "refuses the name %j with 'Please enter a flag name.', creating nothing",
    async (name) => {
      const before = await flagCount();
      const response = await create({ name, description: "x" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Please enter a flag name." } });
      expect(await flagCount()).toBe(before);
    },
  );

  it.each([["beta-reports"], ["beta.reports"], ["naïve_mode"], ["flag/with/slashes"], ["emoji_✨"], ["semi;colon"]])(
    "refuses the name %j: a-z, 0-9 and _ only (issue 18), with a message saying so, creating nothing",
    async (name) => {
      const before = await flagCount();
      const response = await create({ name, enabled: true });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "INVALID_INPUT", message: "A flag name may use only letters a-z, digits 0-9 and underscores (_)." },
      });
      expect(await flagCount()).toBe(before);
    },
  );

  it("accepts capitals, digits and spaces, which become the allowed spelling", async () => {
    const id = unique();
    expect((await createFlag({ name: `Beta Reports 2 ${id}` })).flagName).toBe(`beta_reports_2_${id}`);
  });

  it("refuses a name or description past its limit", async () => {
    expect((await create({ name: "x".repeat(65) })).status).toBe(400);
    expect((await create({ name: `long ${unique()}`, description: "d".repeat(301) })).status).toBe(400);
  });

  it("refuses a name already taken, under any spelling that normalises the same, with 409 and no second row or audit", async () => {
    const id = unique();
    const first = await createFlag({ name: `dark mode ${id}` });
    const auditBefore = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "flag.created"));

    const response = await create({ name: `  DARK   Mode ${id.toUpperCase()}`, enabled: true });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "FLAG_NAME_TAKEN", message: `A flag named dark_mode_${id} already exists.` } });

    const rows = await t.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.flagName, `dark_mode_${id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, enabled: false });
    const auditAfter = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "flag.created"));
    expect(auditAfter).toHaveLength(auditBefore.length);
  });
});

describe("GET /api/admin/feature-flags", () => {
  it("lists every flag ordered by name (spec 7)", async () => {
    const id = unique();
    await createFlag({ name: `zz ${id}` });
    await createFlag({ name: `aa ${id}`, description: "First" });
    const response = await admin.browser.api.admin["feature-flags"].$get();
    expect(response.status).toBe(200);
    const { flags } = (await response.json()) as { flags: FlagBody[] };
    const names = flags.map((flag) => flag.flagName);
    // Created z first, listed a first.
    expect(names.indexOf(`aa_${id}`)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(`aa_${id}`)).toBeLessThan(names.indexOf(`zz_${id}`));
    expect(flags.find((flag) => flag.flagName === `aa_${id}`)).toMatchObject({ description: "First", enabled: false });
  });
});

describe("PATCH /api/admin/feature-flags/:flagId", () => {
  it("switches a flag on and off, each change with its audit row (before and after), and the server follows", async () => {
    const flag = await createFlag({ name: `switch ${unique()}` });

    const on = await setEnabled(flag.id, true);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ changed: true, flag: { id: flag.id, enabled: true } });
    expect(await isFlagEnabled(t.db, flag.flagName)).toBe(true);

    const off = await setEnabled(flag.id, false);
    expect(await off.json()).toMatchObject({ changed: true, flag: { enabled: false } });
    expect(await isFlagEnabled(t.db, flag.flagName)).toBe(false);

    const audit = await auditRowsFor(flag.id);
    expect(audit.map((row) => row.action)).toEqual(["flag.disabled", "flag.enabled", "flag.created"]);
    expect(audit[1]).toMatchObject({
      actorId: admin.userId,
      before: { enabled: false },
      after: { enabled: true },
      summary: `Feature flag ${flag.flagName} turned on`,
    });
    expect(audit[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it("answers a switch to the state the flag is already in with the flag, unchanged and unaudited", async () => {
    const flag = await createFlag({ name: `steady ${unique()}`, enabled: true });
    const response = await setEnabled(flag.id, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ changed: false, flag: { enabled: true } });
    expect((await auditRowsFor(flag.id)).map((row) => row.action)).toEqual(["flag.created"]);
  });

  it("refuses a body without a boolean, changing nothing", async () => {
    const flag = await createFlag({ name: `typed ${unique()}` });
    for (const enabled of ["true", 1, null, undefined]) {
      const response = await setEnabled(flag.id, enabled);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Say whether the flag is on.");
    }
    expect(await isFlagEnabled(t.db, flag.flagName)).toBe(false);
    expect(await auditRowsFor(flag.id)).toHaveLength(1);
  });

  it("answers 404 for a flag that does not exist, or a malformed id", async () => {
    const missing = await setEnabled(randomUUID(), true);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Feature flag not found." } });
    expect((await setEnabled("not-a-uuid", true)).status).toBe(404);
  });

  it("is the admin's alone: a cleaner can neither list, create nor switch flags", async () => {
    const flag = await createFlag({ name: `guarded ${unique()}` });
    const cleaner = await t.createAccount({ role: "cleaner" });
    expect((await cleaner.browser.api.admin["feature-flags"].$get()).status).toBe(403);
    expect((await cleaner.browser.api.admin["feature-flags"].$post({ json: { name: "sneaky" } })).status).toBe(403);
    expect(
      (await cleaner.browser.api.admin["feature-flags"][":flagId"].$patch({ param: { flagId: flag.id }, json: { enabled: true } })).status,
    ).toBe(403);
    expect(await isFlagEnabled(t.db, flag.flagName)).toBe(false);
  });
});
