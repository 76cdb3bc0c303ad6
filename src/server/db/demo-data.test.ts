import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness";
import { isDatabaseEmpty } from "./client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from "./demo-data";
import { subscriptionPlans } from "./schema/billing";
import { clients, clientUnits } from "./schema/people";

const t = await createTestApp();
afterAll(() => t.close());

describe("loadDemoData", () => {
  it("fills an empty database with the three demo accounts, who can sign in", async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await loadDemoData(t);
    expect(await isDatabaseEmpty(t.db)).toBe(false);

    expect(DEMO_PASSWORD).toBe("tidyline-demo");
    for (const role of ["admin", "client", "cleaner"] as const) {
      const { email, fullName, phone } = DEMO_ACCOUNTS[role];
      expect(email).toBe(`${role}@tidyline.test`);
      const browser = t.browser();
      await t.signIn(email, "tidyline-demo", browser);
      expect(await browser.viewer()).toMatchObject({ email, fullName, phone, role });
    }
  });

  it("gives the demo client units and the three residential plans", async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.email, DEMO_ACCOUNTS.client.email));
    expect(client).toBeDefined();
    const units = await t.db.select().from(clientUnits).where(eq(clientUnits.clientId, client?.clientId ?? ""));
    expect(units.length).toBeGreaterThan(0);
    const plans = await t.db.select().from(subscriptionPlans).orderBy(subscriptionPlans.monthlyPriceCents);
    // spec 9: Monthly $200 / 1 clean, Bi-Weekly $300 / 2, Weekly $400 / 4.
    expect(plans.map((plan) => [plan.name, plan.monthlyPriceCents, plan.includedCleans])).toEqual([
      ["Monthly", 20_000, 1],
      ["Bi-Weekly", 30_000, 2],
      ["Weekly", 40_000, 4],
    ]);
  });
});
