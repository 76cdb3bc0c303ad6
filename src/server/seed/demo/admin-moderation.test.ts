// The demo data of the admin's Reviews and Subscriptions screens (docs/decisions/046 and 045).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_STATUSES } from "../../../shared/domain/statuses";
import { createTestApp, type Browser } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";
import { cleaners } from "../../db/schema/people";
import { REVIEWS_DEMO_ACCOUNTS } from "./admin-reviews";

const t = await createTestApp();
afterAll(() => t.close());

let admin: Browser;
beforeAll(async () => {
  await seedDemoData(t);
  admin = t.browser();
  await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, admin);
});

async function get<T>(request: Promise<{ status: number; json(): Promise<unknown> }>): Promise<T> {
  const response = await request;
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("demo reviews", () => {
  it("have one hidden review (Harper's about Jamie), and Jamie's rating counts the visible two", async () => {
    const hidden = await get<{ total: number; rows: { rating: number; cleaner: { name: string }; client: { name: string } }[] }>(
      admin.api.admin.reviews.$get({ query: { visibility: "hidden" } }),
    );
    expect(hidden.total).toBe(1);
    expect(hidden.rows[0]).toMatchObject({ rating: 1, cleaner: { name: "Jamie Ortiz" }, client: { name: "Harper Lin" } });
    const [jamie] = await t.db.select().from(cleaners).where(eq(cleaners.email, REVIEWS_DEMO_ACCOUNTS.cleaner.email));
    expect(jamie).toMatchObject({ status: "Active", ratingAvg: "4.50", ratingCount: 2 });
    // Sam's reviews are the demo client's three, all visible.
    const sam = await get<{ total: number }>(
      admin.api.admin.reviews.$get({ query: { search: DEMO_ACCOUNTS.cleaner.fullName, visibility: "visible" } }),
    );
    expect(sam.total).toBe(3);
  });

  it("Jamie can sign in and sees no hidden review on their jobs", async () => {
    const jamie = t.browser();
    await t.signIn(REVIEWS_DEMO_ACCOUNTS.cleaner.email, DEMO_PASSWORD, jamie);
    const { rows: assignments } = (await (await jamie.api.cleaner.assignments.$get({ query: { tab: "completed" } })).json()) as {
      rows: { review: { rating: number } | null }[];
    };
    expect(assignments.map((assignment) => assignment.review?.rating ?? null).sort()).toEqual([4, 5, null]);
  });
});

describe("demo subscriptions", () => {
  it("have a subscription in every status and the cards to match", async () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const page = await get<{ total: number }>(admin.api.admin.subscriptions.$get({ query: { status } }));
      expect(page.total, status).toBeGreaterThan(0);
    }
    const { summary } = await get<{ summary: { total: number; active: number; canceled: number; monthlyRevenueCents: number } }>(
      admin.api.admin.subscriptions.$get({ query: {} }),
    );
    // The demo client's Active Bi-Weekly plan is in the revenue; other loaders may add plans.
    expect(summary.total).toBeGreaterThanOrEqual(4);
    expect(summary.canceled).toBeGreaterThanOrEqual(1);
    expect(summary.active).toBeGreaterThanOrEqual(1);
    expect(summary.monthlyRevenueCents).toBeGreaterThanOrEqual(30_000);
  });
});
