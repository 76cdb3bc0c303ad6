// docs/decisions/044: every payment for the admin, with the billing screen's filters, and its CSV.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonOf, queryFrom, unchecked, type TestAccount } from "../../test/harness";
import { clientIdOf, insertPayment } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

const list = async (query: string) => {
  const response = await admin.browser.api.admin.transactions.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return await jsonOf(response);
};

/** A client named with `tag` and payments made `daysAgo` (newest first in the list). */
async function clientWithPayments(tag: string, name = "Jordan") {
  const account = await t.createAccount({ role: "client", fullName: `${name} ${tag}` });
  const clientId = await clientIdOf(t, account);
  const now = Date.now();
  const succeeded = await insertPayment(t.db, {
    clientId,
    amountCents: 30_000,
    description: "Bi-Weekly plan",
    createdAt: new Date(now - 1 * DAY),
  });
  const failed = await insertPayment(t.db, {
    clientId,
    amountCents: 10_000,
    status: "failed",
    paymentType: "additional_clean",
    description: "Extra clean",
    createdAt: new Date(now - 2 * DAY),
  });
  const refunded = await insertPayment(t.db, {
    clientId,
    amountCents: -12_550,
    status: "refunded",
    paymentType: "refund",
    description: null,
    createdAt: new Date(now - 7 * DAY - 23 * HOUR),
  });
  const old = await insertPayment(t.db, {
    clientId,
    amountCents: 20_000,
    status: "succeeded",
    description: "Monthly plan",
    createdAt: new Date(now - 8 * DAY),
  });
  return { account, clientId, succeeded, failed, refunded, old };
}

describe("GET /api/admin/transactions", () => {
  it("lists every client's payments newest first with the client's name and email, and totals per status", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await clientWithPayments(tag, "Avery");
    const second = await clientWithPayments(tag, "Blake");
    const page = await list(`search=${tag}`);
    expect(page.total).toBe(8);
    // Blake's payments were made a moment after Avery's: theirs come first.
    expect(page.rows[0]).toMatchObject({
      clientName: `Blake ${tag}`,
      clientEmail: second.account.email,
      status: "succeeded",
      amountCents: 30_000,
    });
    expect(page.rows[1]).toMatchObject({ clientName: `Avery ${tag}`, clientEmail: first.account.email });
    const times = page.rows.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(page.rows.map((row) => row.clientId))).toEqual(new Set([first.clientId, second.clientId]));
    expect(page.totals).toEqual({
      succeeded: { count: 4, amountCents: 100_000 },
      pending: { count: 0, amountCents: 0 },
      failed: { count: 2, amountCents: 20_000 },
      refunded: { count: 2, amountCents: -25_100 },
    });
  });

  it("filters by status and by whole-day range (decision 011) in SQL; the totals ignore only the status", async () => {
    const tag = randomUUID().slice(0, 8);
    const { refunded, old, failed, succeeded } = await clientWithPayments(tag);
    const failedOnly = await list(`search=${tag}&status=failed`);
    expect(failedOnly.rows.map((row) => row.id)).toEqual([failed.id]);
    expect(failedOnly.total).toBe(1);
    expect(failedOnly.totals.succeeded.count).toBe(2);

    // 7 days 23 hours old is in "last 7 days"; 8 days is not.
    const lastWeek = await list(`search=${tag}&range=7`);
    expect(lastWeek.rows.map((row) => row.id)).toEqual([succeeded.id, failed.id, refunded.id]);
    expect(lastWeek.totals.succeeded).toEqual({ count: 1, amountCents: 30_000 });
    expect((await list(`search=${tag}&range=30`)).rows.map((row) => row.id)).toContain(old.id);
  });

  it("searches the client's name and email and what the billing search finds (description, type, amount)", async () => {
    const tag = randomUUID().slice(0, 8);
    const { account, failed, old, refunded } = await clientWithPayments(tag);
    expect((await list(`search=${encodeURIComponent(account.email.toUpperCase())}`)).total).toBe(4);
    const byDescription = await list(`search=${encodeURIComponent("extra clean")}&status=failed`);
    expect(byDescription.rows.map((row) => row.id)).toContain(failed.id);
    expect((await list(`search=${encodeURIComponent("$200.00")}`)).rows.map((row) => row.id)).toContain(old.id);
    // The "Payment" fallback of a payment without a description is searchable, as on the billing screen.
    expect((await list(`search=${encodeURIComponent("payment")}&status=refunded`)).rows.map((row) => row.id)).toContain(refunded.id);
    expect((await list(`search=${tag}%25`)).total).toBe(0);
  });

  it("pages in SQL", async () => {
    const tag = randomUUID().slice(0, 8);
    await clientWithPayments(tag);
    const all = await list(`search=${tag}`);
    const second = await list(`search=${tag}&pageSize=3&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.rows.map((row) => row.id)).toEqual([all.rows[3]?.id]);
  });

  it("refuses filters outside the lists with 400 and the billing screen's messages", async () => {
    const status = await admin.browser.api.admin.transactions.$get({ query: { status: unchecked("paid") } });
    expect(status.status).toBe(400);
    expect(await status.json()).toEqual({
      error: { code: "INVALID_INPUT", message: "Choose a status: all, succeeded, pending, failed or refunded." },
    });
    const range = await admin.browser.api.admin.transactions.$get({ query: { range: unchecked("365") } });
    expect(await range.json()).toEqual({ error: { code: "INVALID_INPUT", message: "Choose a date range: all, 7, 30 or 90 days." } });
    expect((await admin.browser.api.admin.transactions.$get({ query: { pageSize: "0" } })).status).toBe(400);
  });
});

describe("GET /api/admin/transactions.csv", () => {
  it("writes the filtered payments as the billing CSV does: BOM, header, guarded text, amounts as numbers, dated in the admin's zone", async () => {
    const tag = randomUUID().slice(0, 8);
    const account = await t.createAccount({ role: "client", fullName: `=HYPERLINK ${tag}` });
    const clientId = await clientIdOf(t, account);
    // 02:30 UTC on March 2 is still March 1 in New York.
    const payment = await insertPayment(t.db, {
      clientId,
      amountCents: -12_550,
      status: "refunded",
      paymentType: "refund",
      description: 'Refund, "late" clean',
      createdAt: new Date("2025-03-02T02:30:00Z"),
    });
    await insertPayment(t.db, { clientId, amountCents: 5_000, status: "failed" });

    const response = await admin.browser.api.admin["transactions.csv"].$get({
      query: { search: String(tag), status: "refunded", timeZone: "America/New_York" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="tidyline-transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("x-total-count")).toBe("1");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe(
      [
        "Date,Client,Client Email,Description,Type,Status,Amount (USD),Payment ID",
        `2025-03-01,'=HYPERLINK ${tag},${account.email},"Refund, ""late"" clean",Refund,Refunded,-125.50,${payment.id}`,
        "",
      ].join("\r\n"),
    );
  });

  it("refuses an unknown time zone with 400", async () => {
    expect((await admin.browser.api.admin["transactions.csv"].$get({ query: { timeZone: "Mars/Base" } })).status).toBe(400);
  });
});
