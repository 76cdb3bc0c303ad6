// docs/decisions/044: the cleaners' payouts per cleaner and month, Mark paid, and the CSV.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payouts } from "../../db/schema/payouts";
import { cleaners } from "../../db/schema/people";
import { auditLog } from "../../db/schema/platform";
import { createTestApp, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertCleaner, insertPayout } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const NY = "America/New_York";
let admin: TestAccount;
let clientId: string;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  clientId = await clientIdOf(t, await t.createAccount({ role: "client" }));
});

interface Group {
  period: string;
  cleanerId: string;
  cleanerName: string;
  count: number;
  totalCents: number;
  pendingCount: number;
  pendingCents: number;
  paidCount: number;
  paidCents: number;
  lastPaidAt: string | null;
}
interface GroupPage {
  rows: Group[];
  total: number;
  page: number;
  pageSize: number;
  totals: { count: number; pendingCents: number; paidCents: number; pendingCount: number; paidCount: number; cleanersOwed: number };
  months: string[];
}

const list = async (query: string) => {
  const response = await admin.browser.api.admin.payouts.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as GroupPage;
};
const markPaid = (cleanerId: string, json: unknown) =>
  admin.browser.api.admin.payouts[":cleanerId"]["mark-paid"].$post({ param: { cleanerId }, json: unchecked(json) });
const payoutAudit = (cleanerId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, cleanerId), eq(auditLog.action, "payouts.marked_paid")));

/**
 * A cleaner named with `tag`, with payouts earned (jobs completed) in New York's February and
 * March 2025: $55 and $110 pending in March, $82.50 pending in February (at 02:00 UTC on March 1,
 * still February in New York), and $27.50 paid in February.
 */
async function cleanerWithPayouts(tag: string, name = "Sam") {
  const cleaner = await insertCleaner(t, `${name} ${tag}`);
  const pay = (completedAt: string, clientPriceCents: number, paidAt?: string) =>
    insertPayout(t.db, {
      clientId,
      cleanerId: cleaner.cleanerId,
      completedAt: new Date(completedAt),
      clientPriceCents,
      paidAt: paidAt ? new Date(paidAt) : undefined,
    });
  const march = [await pay("2025-03-10T15:00:00Z", 10_000), await pay("2025-03-20T15:00:00Z", 20_000)];
  const februaryPending = await pay("2025-03-01T02:00:00Z", 15_000);
  const februaryPaid = await pay("2025-02-10T15:00:00Z", 5_000, "2025-02-20T12:00:00Z");
  return { cleaner, march, februaryPending, februaryPaid };
}

describe("GET /api/admin/payouts", () => {
  it("groups payouts per cleaner and month in the admin's zone, newest month first, with pending and paid sums", async () => {
    const tag = randomUUID().slice(0, 8);
    const { cleaner } = await cleanerWithPayouts(tag);
    const page = await list(`search=${tag}&timeZone=${NY}`);
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([
      expect.objectContaining({
        period: "2025-03",
        cleanerId: cleaner.cleanerId,
        count: 2,
        totalCents: 16_500,
        pendingCount: 2,
        pendingCents: 16_500,
        paidCount: 0,
        paidCents: 0,
        lastPaidAt: null,
      }),
      expect.objectContaining({
        period: "2025-02",
        count: 2,
        totalCents: 11_000,
        pendingCount: 1,
        pendingCents: 8_250,
        paidCount: 1,
        paidCents: 2_750,
        lastPaidAt: "2025-02-20T12:00:00.000Z",
      }),
    ]);
    expect(page.totals).toMatchObject({ count: 4, pendingCents: 24_750, paidCents: 2_750, cleanersOwed: 1 });
    expect(page.months.slice(0, 2)).toEqual(["2025-03", "2025-02"]);

    // In UTC the job completed at 02:00 on March 1 belongs to March.
    const utc = await list(`search=${tag}&timeZone=UTC`);
    expect(utc.rows.map((row) => [row.period, row.count])).toEqual([
      ["2025-03", 3],
      ["2025-02", 1],
    ]);
  });

  it("filters by status, month and cleaner (name or email); the totals ignore only the status", async () => {
    const tag = randomUUID().slice(0, 8);
    const sam = await cleanerWithPayouts(tag, "Sam");
    const riley = await cleanerWithPayouts(tag, "Riley");
    const paid = await list(`search=${tag}&status=paid&timeZone=${NY}`);
    expect(paid.rows.map((row) => [row.cleanerName, row.period, row.paidCents])).toEqual([
      [`Riley ${tag}`, "2025-02", 2_750],
      [`Sam ${tag}`, "2025-02", 2_750],
    ]);
    expect(paid.totals.pendingCents).toBe(2 * 24_750);

    const march = await list(`search=${tag}&month=2025-03&timeZone=${NY}`);
    expect(march.rows.map((row) => row.cleanerId)).toEqual([riley.cleaner.cleanerId, sam.cleaner.cleanerId]);
    expect(march.totals).toMatchObject({ count: 4, pendingCents: 33_000, paidCents: 0, cleanersOwed: 2 });

    const byEmail = await list(`search=${encodeURIComponent(sam.cleaner.email)}&timeZone=${NY}`);
    expect(new Set(byEmail.rows.map((row) => row.cleanerId))).toEqual(new Set([sam.cleaner.cleanerId]));

    const second = await list(`search=${tag}&timeZone=${NY}&pageSize=3&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(second.rows.map((row) => [row.cleanerName, row.period])).toEqual([[`Sam ${tag}`, "2025-02"]]);
  });

  it("refuses a malformed month, status or zone with 400", async () => {
    for (const query of ["month=2025-13", "month=March", "status=owed", "timeZone=Nowhere/City"]) {
      expect((await admin.browser.api.admin.payouts.$get({ query: queryFrom(query) })).status, query).toBe(400);
    }
    const month = await admin.browser.api.admin.payouts.$get({ query: { month: "2025-3" } });
    expect(await month.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a month as YYYY-MM." } });
  });
});

describe("POST /api/admin/payouts/:cleanerId/mark-paid", () => {
  it("pays the cleaner's pending payouts of the month in one change with one audit row; the cleaner then sees them paid", async () => {
    const { cleaner, march, februaryPending } = await cleanerWithPayouts(randomUUID().slice(0, 8));
    const other = await cleanerWithPayouts(randomUUID().slice(0, 8), "Other");
    const [earningsBefore] = await t.db
      .select({ cents: cleaners.totalEarningsCents })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, cleaner.cleanerId));

    const response = await markPaid(cleaner.cleanerId, { month: "2025-03", timeZone: NY });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { count: number; totalCents: number; paidAt: string; message: string };
    expect(body).toMatchObject({
      count: 2,
      totalCents: 16_500,
      message: `Marked 2 payouts of Sam ${cleaner.name.split(" ")[1]} for March 2025 paid ($165.00).`,
    });

    const states = await t.db
      .select({ payoutId: payouts.payoutId, status: payouts.status, paidAt: payouts.paidAt })
      .from(payouts)
      .where(eq(payouts.cleanerId, cleaner.cleanerId));
    const stateOf = (payoutId: string) => states.find((state) => state.payoutId === payoutId);
    for (const { payout } of march) expect(stateOf(payout.payoutId)).toMatchObject({ status: "paid", paidAt: new Date(body.paidAt) });
    // Completed at 02:00 UTC on March 1: February in New York, so not part of March.
    expect(stateOf(februaryPending.payout.payoutId)).toMatchObject({ status: "pending", paidAt: null });
    const otherStates = await t.db
      .select({ status: payouts.status })
      .from(payouts)
      .where(and(eq(payouts.cleanerId, other.cleaner.cleanerId), eq(payouts.status, "paid")));
    expect(otherStates).toHaveLength(1);

    const [audit, ...more] = await payoutAudit(cleaner.cleanerId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: admin.userId,
      entityType: "cleaner",
      metadata: { period: "2025-03", timeZone: NY, count: 2, totalCents: 16_500 },
    });
    expect(audit?.after).toMatchObject({ status: "paid", payoutIds: march.map(({ payout }) => payout.payoutId).sort() });

    // What was earned does not change when it is paid.
    const [earningsAfter] = await t.db
      .select({ cents: cleaners.totalEarningsCents })
      .from(cleaners)
      .where(eq(cleaners.cleanerId, cleaner.cleanerId));
    expect(earningsAfter).toEqual(earningsBefore);

    // The cleaner's own payouts screen.
    const mine = await cleaner.account.browser.api.cleaner.payouts.$get({ query: { timeZone: String(NY) } });
    expect(mine.status).toBe(200);
    const seen = (await mine.json()) as {
      rows: { payoutId: string; status: string; paidAt: string | null }[];
      totals: { paidCents: number; pendingCents: number };
    };
    for (const { payout } of march)
      expect(seen.rows.find((row) => row.payoutId === payout.payoutId)).toMatchObject({ status: "paid", paidAt: body.paidAt });
    expect(seen.totals).toMatchObject({ paidCents: 16_500 + 2_750, pendingCents: 8_250 });
  });

  it("is idempotent: a second call changes nothing, writes no audit row and says so", async () => {
    const { cleaner } = await cleanerWithPayouts(randomUUID().slice(0, 8));
    expect((await markPaid(cleaner.cleanerId, { month: "2025-03", timeZone: NY })).status).toBe(200);
    const [before] = await t.db
      .select({ paidAt: payouts.paidAt })
      .from(payouts)
      .where(and(eq(payouts.cleanerId, cleaner.cleanerId), eq(payouts.status, "paid")));

    const again = await markPaid(cleaner.cleanerId, { month: "2025-03", timeZone: NY });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      count: 0,
      totalCents: 0,
      paidAt: null,
      message: `Nothing to mark paid: ${cleaner.name} has no pending payouts for March 2025.`,
    });
    const [after] = await t.db
      .select({ paidAt: payouts.paidAt })
      .from(payouts)
      .where(and(eq(payouts.cleanerId, cleaner.cleanerId), eq(payouts.status, "paid")));
    expect(after).toEqual(before);
    expect(await payoutAudit(cleaner.cleanerId)).toHaveLength(1);
  });

  it("gives two calls at once one winner", async () => {
    const { cleaner } = await cleanerWithPayouts(randomUUID().slice(0, 8));
    const answers = await Promise.all(
      [1, 2].map(() =>
        markPaid(cleaner.cleanerId, { month: "2025-03", timeZone: NY }).then((response) => response.json() as Promise<{ count: number }>),
      ),
    );
    expect(answers.map((answer) => answer.count).sort()).toEqual([0, 2]);
    expect(await payoutAudit(cleaner.cleanerId)).toHaveLength(1);
  });

  it("refuses a missing or malformed month or zone with 400 and a missing cleaner with 404, changing nothing", async () => {
    const { cleaner } = await cleanerWithPayouts(randomUUID().slice(0, 8));
    for (const json of [
      {},
      { month: "2025-3", timeZone: NY },
      { month: "all", timeZone: NY },
      { month: "2025-03", timeZone: "Nowhere/City" },
    ]) {
      expect((await markPaid(cleaner.cleanerId, json)).status, JSON.stringify(json)).toBe(400);
    }
    const missing = await markPaid(randomUUID(), { month: "2025-03", timeZone: NY });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Cleaner not found." } });
    expect(
      await t.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.cleanerId, cleaner.cleanerId), eq(payouts.status, "paid"))),
    ).toHaveLength(1);
    expect(await payoutAudit(cleaner.cleanerId)).toEqual([]);
  });
});

describe("GET /api/admin/payouts/:cleanerId", () => {
  it("lists a cleaner's payouts of a month (the group's details), newest first", async () => {
    const { cleaner, march } = await cleanerWithPayouts(randomUUID().slice(0, 8));
    const response = await admin.browser.api.admin.payouts[":cleanerId"].$get({
      param: { cleanerId: cleaner.cleanerId },
      query: { month: "2025-03", timeZone: String(NY) },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      cleaner: { name: string };
      payouts: { payoutId: string; jobType: string; status: string; timeZone: string }[];
    };
    expect(body.cleaner.name).toBe(cleaner.name);
    expect(body.payouts.map((row) => row.payoutId)).toEqual([march[1]?.payout.payoutId, march[0]?.payout.payoutId]);
    expect(body.payouts.map((row) => row.timeZone)).toEqual(["America/New_York", "America/New_York"]);
    expect((await admin.browser.api.admin.payouts[":cleanerId"].$get({ param: { cleanerId: randomUUID() }, query: {} })).status).toBe(404);
  });
});

describe("GET /api/admin/payouts.csv", () => {
  it("writes one row per payout listed, with the BOM, the header and a name from the server", async () => {
    const tag = randomUUID().slice(0, 8);
    const { cleaner, februaryPending } = await cleanerWithPayouts(tag);
    const response = await admin.browser.api.admin["payouts.csv"].$get({
      query: { search: String(tag), status: "pending", month: "2025-02", timeZone: String(NY) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="tidyline-cleaner-payouts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("x-total-count")).toBe("1");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")).toEqual([
      "Completed,Period,Cleaner,Cleaner Email,Job,Address,Job Start,Status,Paid On,Amount (USD),Payout ID",
      `2025-02-28,2025-02,${cleaner.name},${cleaner.email},Standard Clean,"5 Test St, Boston, MA 02108","Feb 28, 2025 at 7:00 PM EST",Pending,,82.50,${februaryPending.payout.payoutId}`,
      "",
    ]);
  });
});
