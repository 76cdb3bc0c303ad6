import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, jsonOf } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";
import { REVIEWS_DEMO_ACCOUNTS } from "./admin-reviews";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo exceptions", () => {
  it("give the admin's Exceptions screen a no-show, an unclaimed job past its window, a Problem job, a failed payment and a failing calendar", async () => {
    await seedDemoData(t);
    const admin = t.browser();
    await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, admin);
    const response = await admin.api.admin.exceptions.$get();
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body.noShows.rows).toHaveLength(1);
    expect(body.noShows.rows[0]).toMatchObject({
      cleaner: { name: REVIEWS_DEMO_ACCOUNTS.cleaner.fullName },
      client: { name: REVIEWS_DEMO_ACCOUNTS.client.fullName },
    });
    expect(body.unclaimedJobs.rows).toHaveLength(1);
    expect(body.unclaimedJobs.rows[0]).toMatchObject({ status: "Posted", client: { name: DEMO_ACCOUNTS.secondClient.fullName } });
    expect(body.problemJobs.rows).toContainEqual(expect.objectContaining({ status: "Problem" }));
    expect(body.failedPayments.rows.length).toBeGreaterThan(0);
    expect(body.failingCalendars.rows).toEqual([
      expect.objectContaining({
        label: "VRBO",
        clientName: DEMO_ACCOUNTS.secondClient.fullName,
        lastError: "The address could not be reached",
      }),
    ]);
  });
});
