import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYOUTS_CSV_HEADER } from "../../../shared/domain/payouts";
import type { Page } from "../../../shared/schemas/page";
import { payouts } from "../../db/schema/payouts";
import { createTestApp, jsonOf, unchecked } from "../../test/harness";
import { clientIdOf, insertCleaner, insertJob } from "../../test/fixtures";
import type { PayoutTotals, PayoutView } from "./payouts.service";

const t = await createTestApp();
afterAll(() => t.close());

let clientId: string;
beforeAll(async () => {
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

async function completedWithPayout(
  cleanerId: string,
  completedAt: string,
  amountCents: number,
  paidAt?: string,
  address = "5 Test St, Boston, MA 02108",
) {
  const at = new Date(completedAt);
  const job = await insertJob(t.db, {
    clientId,
    cleanerId,
    status: "Completed",
    address,
    scheduledStart: new Date(at.getTime() - 7_200_000),
    completedAt: at,
  });
  const [payout] = await t.db
    .insert(payouts)
    .values({
      cleanerId,
      jobId: job.jobId,
      amountCents,
      status: paidAt ? "paid" : "pending",
      paidAt: paidAt ? new Date(paidAt) : null,
      createdAt: at,
    })
    .returning();
  return { job, payout: payout! };
}

type PayoutList = Page<PayoutView> & { totals: PayoutTotals; months: ({ month: string } & PayoutTotals)[] };

describe("GET /api/cleaner/payouts", () => {
  it("lists the cleaner's own payouts newest first, with totals per month (in the zone) and overall", async () => {
    const cleaner = await insertCleaner(t, "Paula Payout");
    const other = await insertCleaner(t, "Someone Else");
    const march = await completedWithPayout(cleaner.cleanerId, "2025-03-05T15:00:00Z", 8_250);
    // 02:00 UTC on March 1st is February 28th in New York.
    const lateFeb = await completedWithPayout(
      cleaner.cleanerId,
      "2025-03-01T02:00:00Z",
      5_500,
      "2025-03-03T12:00:00Z",
      "9 Lake St, Chicago, IL 60601",
    );
    const feb = await completedWithPayout(cleaner.cleanerId, "2025-02-10T15:00:00Z", 6_600, "2025-02-15T12:00:00Z");
    await completedWithPayout(other.cleanerId, "2025-03-04T15:00:00Z", 99_900);

    const response = await cleaner.account.browser.api.cleaner.payouts.$get({ query: { timeZone: "America/New_York" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await jsonOf(response);
    expect(body.rows.map((row) => row.payoutId)).toEqual([march.payout.payoutId, lateFeb.payout.payoutId, feb.payout.payoutId]);
    expect(body.rows[1]).toEqual({
      payoutId: lateFeb.payout.payoutId,
      jobId: lateFeb.job.jobId,
      jobType: "Standard Clean",
      address: "9 Lake St, Chicago, IL 60601",
      earnedAt: "2025-03-01T02:00:00.000Z",
      // The job's place's zone, as test jobs take their address's (docs/decisions/064).
      timeZone: "America/Chicago",
      amountCents: 5_500,
      status: "paid",
      paidAt: "2025-03-03T12:00:00.000Z",
    });
    expect(body.rows[0]).toMatchObject({ status: "pending", paidAt: null });
    expect(body.totals).toEqual({ totalCents: 20_350, paidCents: 12_100, pendingCents: 8_250, count: 3 });
    expect(body.months).toEqual([
      { month: "2025-03", totalCents: 8_250, paidCents: 0, pendingCents: 8_250, count: 1 },
      { month: "2025-02", totalCents: 12_100, paidCents: 12_100, pendingCents: 0, count: 2 },
    ]);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 100 });

    // In UTC the late-February payout is March's.
    const utc = (await (await cleaner.account.browser.api.cleaner.payouts.$get({ query: { timeZone: "UTC" } })).json()) as PayoutList;
    expect(utc.months.map((month) => [month.month, month.totalCents])).toEqual([
      ["2025-03", 13_750],
      ["2025-02", 6_600],
    ]);

    // A page shorter than the history: the totals still cover all of it.
    const page = (await (
      await cleaner.account.browser.api.cleaner.payouts.$get({ query: { pageSize: "1", page: "2" } })
    ).json()) as PayoutList;
    expect(page.rows.map((row) => row.payoutId)).toEqual([lateFeb.payout.payoutId]);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(page.totals.count).toBe(3);
  });

  it("shows an empty history with zero totals", async () => {
    const cleaner = await insertCleaner(t, "Fresh Start");
    const body = (await (await cleaner.account.browser.api.cleaner.payouts.$get({ query: {} })).json()) as PayoutList;
    expect(body).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 100,
      totals: { totalCents: 0, paidCents: 0, pendingCents: 0, count: 0 },
      months: [],
    });
  });

  it("answers spec 8's 404 to a cleaner without a record", async () => {
    const account = await t.createAccount({ role: "cleaner" });
    const { cleaner } = account.browser.api;
    for (const [name, read] of [
      ["payouts", () => cleaner.payouts.$get({ query: {} })],
      ["payouts.csv", () => cleaner["payouts.csv"].$get({ query: {} })],
    ] as const) {
      const response = await read();
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Unable to find your cleaner profile" } });
    }
  });

  it.each([
    ["pageSize=0", "The page size must be at least 1."],
    ["pageSize=5000", "The page size must be at most 1000."],
    ["page=0", "The page must be at least 1."],
    ["timeZone=Nowhere", "Your time zone is not recognised."],
  ])("refuses %s with 400", async (query, message) => {
    const cleaner = await insertCleaner(t);
    const response = await cleaner.account.browser.api.cleaner.payouts.$get({
      query: unchecked(Object.fromEntries(new URLSearchParams(query))),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
  });
});

describe("GET /api/cleaner/payouts.csv", () => {
  it("downloads the cleaner's own history as CSV, dated in the zone, with formula-looking text guarded", async () => {
    const cleaner = await insertCleaner(t, "Carla Csv");
    const other = await insertCleaner(t, "Not Me");
    const paid = await completedWithPayout(
      cleaner.cleanerId,
      "2025-03-01T02:00:00Z",
      5_500,
      "2025-03-03T12:00:00Z",
      '=HYPERLINK("x"), Boston',
    );
    const pending = await completedWithPayout(cleaner.cleanerId, "2025-03-05T15:00:00Z", 8_250);
    const stranger = await completedWithPayout(other.cleanerId, "2025-03-04T15:00:00Z", 99_900);

    const response = await cleaner.account.browser.api.cleaner["payouts.csv"].$get({ query: { timeZone: "America/New_York" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="tidyline-payouts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")).toEqual([
      PAYOUTS_CSV_HEADER.join(","),
      `2025-03-05,Standard Clean,"5 Test St, Boston, MA 02108","Mar 05, 2025 at 8:00 AM EST",Pending,,82.50,${pending.payout.payoutId}`,
      `2025-02-28,Standard Clean,"'=HYPERLINK(""x""), Boston","Feb 28, 2025 at 7:00 PM EST",Paid,2025-03-03,55.00,${paid.payout.payoutId}`,
      "",
    ]);
    expect(text).not.toContain(stranger.payout.payoutId);
  });
});
