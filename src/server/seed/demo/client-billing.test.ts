import { afterAll, describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "../../../shared/domain/statuses";
import { ensurePlans } from "../../domain/subscriptions/plan-catalogue";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo plan and payments of the demo client", () => {
  it("load into a database whose plans the start already ensured, and show through the API", async () => {
    await ensurePlans(t.db);
    await seedDemoData(t);
    const browser = t.browser();
    await t.signIn(DEMO_ACCOUNTS.client.email, DEMO_PASSWORD, browser);

    const { subscription } = (await (await browser.api.client.subscription.$get()).json()) as {
      subscription: Record<string, unknown>;
    };
    expect(subscription).toMatchObject({
      plan: "Bi-Weekly",
      status: "Active",
      includedCleans: 2,
      usedCleans: 1,
      cancelAtPeriodEnd: false,
      canCancel: true,
    });

    const all = (await (await browser.api.client.payments.$get({ query: {} })).json()) as {
      rows: { status: string; createdAt: string; paymentType: string; description: string | null }[];
      summary: Record<string, number>;
    };
    expect(new Set(all.rows.map((payment) => payment.status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(all.rows.map((payment) => payment.paymentType))).toEqual(
      new Set(["subscription", "additional_clean", "one_time_clean"]),
    );
    expect(all.rows.some((payment) => payment.description === null)).toBe(true);
    const oldest = Math.min(...all.rows.map((payment) => Date.parse(payment.createdAt)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(120 * 86_400_000);
    expect(Date.now() - oldest).toBeGreaterThan(90 * 86_400_000);
    expect(all.summary.failedCount).toBeGreaterThan(0);

    // Every range filter has something to show, and each narrows the one before.
    const counts = [];
    for (const range of ["7", "30", "90", "all"] as const) {
      counts.push(((await (await browser.api.client.payments.$get({ query: { range } })).json()) as { total: number }).total);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(counts).size).toBe(4);
  });
});
