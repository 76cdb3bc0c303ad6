import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import { loadAdminSettingsDemo } from "./admin-settings";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo flags and admin activity", () => {
  it("show on Feature Flags and Settings: claim_approval off, auto_assign and one other flag on, each created by the admin", async () => {
    const admin = await t.createAccount({ role: "admin", fullName: "Morgan Reyes" });
    await loadAdminSettingsDemo({ db: t.db, adminUserId: admin.userId });

    const { flags } = (await (await admin.browser.api.admin["feature-flags"].$get()).json()) as {
      flags: { flagName: string; enabled: boolean; description: string | null }[];
    };
    expect(flags.map((flag) => [flag.flagName, flag.enabled])).toEqual([
      ["auto_assign", true],
      ["beta_reports", true],
      ["claim_approval", false],
      ["instant_payouts", false],
    ]);
    expect(flags.every((flag) => flag.description)).toBe(true);

    const settings = (await (await admin.browser.api.admin.settings.$get()).json()) as { enabledFlags: string[] };
    expect(settings.enabledFlags).toEqual(["auto_assign", "beta_reports"]);

    const activity = (await (await admin.browser.api.admin.settings.activity.$get({ query: {} })).json()) as {
      rows: { action: string; actorName: string | null }[];
    };
    expect(activity.rows.map((row) => row.action)).toEqual(["cache_purge", "flag.created", "flag.created", "flag.created", "flag.created"]);
    expect(new Set(activity.rows.map((row) => row.actorName))).toEqual(new Set(["Morgan Reyes"]));
  });
});
