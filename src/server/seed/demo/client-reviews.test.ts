import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";
import { reviews } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo reviews", () => {
  it("review the demo client's three oldest cleans and give the demo cleaner the matching rating", async () => {
    await seedDemoData(t);
    const [cleaner] = await t.db.select().from(cleaners).where(eq(cleaners.email, DEMO_ACCOUNTS.cleaner.email));
    const stored = await t.db.select().from(reviews).where(eq(reviews.cleanerId, cleaner!.cleanerId));
    expect(stored.map((review) => review.rating).sort()).toEqual([4, 5, 5]);
    expect(cleaner).toMatchObject({ ratingCount: 3, ratingAvg: "4.67" });
  });
});
