// docs/decisions/044 and 068: an admin marking a cleaner's payouts of a month paid tells that cleaner
// once (how much, which month, linking their payouts), and nobody else; a second marking finds
// nothing to pay and tells no one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAndClient, insertCleaner, insertPayout } from "../../test/fixtures";
import { createTestApp, type TestAccount } from "../../test/harness";
import { noticesOf } from "../../test/notice-fixtures";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  ({ admin, clientId } = await adminAndClient(t));
});
const markPaid = (cleanerId: string) =>
  admin.browser.api.admin.payouts[":cleanerId"]["mark-paid"].$post({
    param: { cleanerId },
    json: { month: "2025-03", timeZone: "America/New_York" },
  });

describe("payout.paid", () => {
  it("tells the cleaner once, with the total and the month, linking their payouts", async () => {
    const sam = await insertCleaner(t, "Sam Paid");
    const jamie = await insertCleaner(t, "Jamie Unpaid");
    for (const day of ["2025-03-10T15:00:00Z", "2025-03-20T15:00:00Z"])
      await insertPayout(t.db, { clientId, cleanerId: sam.cleanerId, completedAt: new Date(day), clientPriceCents: 10_000 });
    await insertPayout(t.db, {
      clientId,
      cleanerId: jamie.cleanerId,
      completedAt: new Date("2025-03-12T15:00:00Z"),
      clientPriceCents: 10_000,
    });

    const response = await markPaid(sam.cleanerId);
    expect(response.status).toBe(200);
    const { totalCents } = (await response.json()) as { totalCents: number };
    expect(totalCents).toBe(11_000);
    expect((await markPaid(sam.cleanerId)).status).toBe(200);

    const [notice, ...more] = await noticesOf(t.db, sam.userId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      event: "payout.paid",
      title: "Payout paid: $110.00",
      body: "Your 2 payouts for March 2025 were paid.",
      link: "/cleaner/payouts",
    });
    expect(notice!.dedupeKey).toMatch(new RegExp(`^payout\\.paid:${sam.cleanerId}:2025-03:`));
    expect(await noticesOf(t.db, jamie.userId)).toEqual([]);
    expect(await noticesOf(t.db, admin.userId)).toEqual([]);
  });
});
