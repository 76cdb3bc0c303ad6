import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentStatus } from "../../../shared/domain/statuses";
import type { Page } from "../../../shared/schemas/page";
import { payments } from "../../db/schema/billing";
import { createTestApp, unchecked, type Browser, type TestAccount } from "../../test/harness";
import { clientIdOf } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 86_400_000;
const MINUTE = 60_000;

interface PaymentJson {
  id: string;
  createdAt: string;
  description: string | null;
  paymentType: string;
  status: PaymentStatus;
  amountCents: number;
}
interface ListJson extends Page<PaymentJson> {
  summary: { totalSpentCents: number; succeededCount: number; failedCount: number };
}

/** Payments of `account`, each `ageMs` old when written (the request comes a moment later). */
async function seed(
  account: TestAccount,
  rows: { key: string; ageMs: number; status: PaymentStatus; amountCents: number; paymentType?: string; description?: string | null }[],
) {
  const clientId = await clientIdOf(t, account);
  const now = Date.now();
  const inserted = await t.db
    .insert(payments)
    .values(
      rows.map((row) => ({
        clientId,
        status: row.status,
        amountCents: row.amountCents,
        paymentType: row.paymentType ?? "one_time_clean",
        description: row.description === undefined ? row.key : row.description,
        createdAt: new Date(now - row.ageMs),
      })),
    )
    .returning();
  return inserted;
}

type ListQuery = NonNullable<Parameters<Browser["api"]["client"]["payments"]["$get"]>[0]>["query"];

async function list(account: TestAccount, query: ListQuery = {}): Promise<ListJson> {
  const response = await account.browser.api.client.payments.$get({ query });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<ListJson>;
}
const keys = (body: ListJson) => body.rows.map((payment) => payment.description ?? "(none)");

let client: TestAccount;
let seeded: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  client = await t.createAccount({ role: "client" });
  seeded = await seed(client, [
    { key: "Today plan", ageMs: 5 * MINUTE, status: "succeeded", amountCents: 30_000, paymentType: "subscription" },
    { key: "Extra clean, kitchen", ageMs: 2 * DAY, status: "pending", amountCents: 10_000, paymentType: "additional_clean" },
    // 7 days 23 hours old: 7 whole days, inside "last 7 days".
    { key: "Seven days 23h", ageMs: 8 * DAY - 60 * MINUTE, status: "failed", amountCents: 7_500, paymentType: "additional_clean" },
    { key: "Eight days plus", ageMs: 8 * DAY + 2 * MINUTE, status: "succeeded", amountCents: 15_000 },
    { key: "Thirty days 23h", ageMs: 31 * DAY - 60 * MINUTE, status: "refunded", amountCents: 25_000, paymentType: "refund" },
    { key: "Thirty-one days plus", ageMs: 31 * DAY + 2 * MINUTE, status: "succeeded", amountCents: 12_000 },
    { key: "Ninety days 23h", ageMs: 91 * DAY - 60 * MINUTE, status: "failed", amountCents: 30_000, paymentType: "subscription" },
    { key: "Ninety-one days plus", ageMs: 91 * DAY + 2 * MINUTE, status: "succeeded", amountCents: 123_450, paymentType: "subscription" },
    { key: "no description", ageMs: 100 * DAY, status: "succeeded", amountCents: 2_000, description: null },
    { key: "formula", ageMs: 110 * DAY, status: "pending", amountCents: 999, description: "50% off =SUM(A1)" },
  ]);
});

describe("GET /api/client/payments", () => {
  it("lists every payment of the client, newest first, with all the columns", async () => {
    const body = await list(client);
    expect(keys(body)).toEqual([
      "Today plan",
      "Extra clean, kitchen",
      "Seven days 23h",
      "Eight days plus",
      "Thirty days 23h",
      "Thirty-one days plus",
      "Ninety days 23h",
      "Ninety-one days plus",
      "(none)",
      "50% off =SUM(A1)",
    ]);
    expect(body.total).toBe(10);
    expect(body).toMatchObject({ page: 1, pageSize: 100 });
    const { id, createdAt, ...first } = body.rows[0]!;
    expect(first).toEqual({ description: "Today plan", paymentType: "subscription", status: "succeeded", amountCents: 30_000 });
    // The id and the moment as stored, the time as JSON writes a Date (UTC, to the millisecond).
    const stored = seeded.find((row) => row.description === "Today plan");
    expect({ id, createdAt }).toEqual({ id: stored?.id, createdAt: stored?.createdAt.toISOString() });
  });

  it("summarises all payments, whatever the filters: total of succeeded, succeeded and failed counts", async () => {
    const expected = { totalSpentCents: 30_000 + 15_000 + 12_000 + 123_450 + 2_000, succeededCount: 5, failedCount: 2 };
    expect((await list(client)).summary).toEqual(expected);
    expect((await list(client, { status: "pending", range: "7", search: "kitchen" })).summary).toEqual(expected);
  });

  it.each([
    ["succeeded", ["Today plan", "Eight days plus", "Thirty-one days plus", "Ninety-one days plus", "(none)"]],
    ["pending", ["Extra clean, kitchen", "50% off =SUM(A1)"]],
    ["failed", ["Seven days 23h", "Ninety days 23h"]],
    ["refunded", ["Thirty days 23h"]],
  ] as const)("filters by status %s", async (status, expected) => {
    const body = await list(client, { status });
    expect(keys(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ["7", ["Today plan", "Extra clean, kitchen", "Seven days 23h"]],
    ["30", ["Today plan", "Extra clean, kitchen", "Seven days 23h", "Eight days plus", "Thirty days 23h"]],
    [
      "90",
      [
        "Today plan",
        "Extra clean, kitchen",
        "Seven days 23h",
        "Eight days plus",
        "Thirty days 23h",
        "Thirty-one days plus",
        "Ninety days 23h",
      ],
    ],
  ] as const)("keeps payments at most %s whole days old (age N days 23 h in, N + 1 days out)", async (range, expected) => {
    expect(keys(await list(client, { range }))).toEqual(expected);
  });

  it.each([
    ["KITCHEN", ["Extra clean, kitchen"]],
    ["payment", ["(none)"]],
    ["additional clean", ["Extra clean, kitchen", "Seven days 23h"]],
    ["additional_clean", ["Extra clean, kitchen", "Seven days 23h"]],
    ["Refund", ["Thirty days 23h"]],
    ["FAILED", ["Seven days 23h", "Ninety days 23h"]],
    ["$1,234.5", ["Ninety-one days plus"]],
    ["75", ["Seven days 23h"]],
    ["50%", ["50% off =SUM(A1)"]],
    ["%", ["50% off =SUM(A1)"]],
    ["nothing like this", []],
  ])("searches %j case-insensitively over description, type, status and amount", async (search, expected) => {
    expect(keys(await list(client, { search }))).toEqual(expected);
  });

  it("combines the filters", async () => {
    expect(keys(await list(client, { status: "succeeded", range: "30", search: "plus" }))).toEqual(["Eight days plus"]);
    expect(keys(await list(client, { status: "failed", range: "7", search: "subscription" }))).toEqual([]);
    expect(keys(await list(client, { status: "all", range: "all", search: "" }))).toHaveLength(10);
  });

  it("pages the matches and reports how many match, on a page past the end too", async () => {
    const body = await list(client, { pageSize: "2", status: "succeeded" });
    expect(keys(body)).toEqual(["Today plan", "Eight days plus"]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = await list(client, { pageSize: "2", page: "2", status: "succeeded" });
    expect(keys(second)).not.toContain("Today plan");
    expect(second.rows).toHaveLength(2);
    expect(await list(client, { pageSize: "2", page: "4", status: "succeeded" })).toMatchObject({ rows: [], total: 5, page: 4 });
  });

  it.each([
    ["?status=paid", "Choose a status: all, succeeded, pending, failed or refunded."],
    ["?range=14", "Choose a date range: all, 7, 30 or 90 days."],
    ["?pageSize=0", "The page size must be at least 1."],
    ["?pageSize=1001", "The page size must be at most 1000."],
    ["?pageSize=2.5", "The page size must be a whole number."],
    ["?page=ten", "The page must be a number."],
    [`?search=${"x".repeat(101)}`, "Search text must be at most 100 characters."],
  ])("refuses %s with 400", async (query, message) => {
    const response = await client.browser.api.client.payments.$get({ query: unchecked(Object.fromEntries(new URLSearchParams(query))) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message } });
  });

  it("shows a new client no payments and zero totals", async () => {
    const fresh = await t.createAccount({ role: "client" });
    expect(await list(fresh)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 100,
      summary: { totalSpentCents: 0, succeededCount: 0, failedCount: 0 },
    });
  });

  it("never shows or counts another client's payments", async () => {
    const other = await t.createAccount({ role: "client" });
    const [theirs] = await seed(other, [{ key: "Someone else's kitchen", ageMs: MINUTE, status: "succeeded", amountCents: 50_000 }]);
    const mine = await list(client, { search: "kitchen" });
    expect(keys(mine)).toEqual(["Extra clean, kitchen"]);
    expect((await list(client)).rows.map((payment) => payment.id)).not.toContain(theirs!.id);
    expect((await list(client)).summary.totalSpentCents).toBe(182_450);
    expect(await list(other)).toMatchObject({ total: 1, summary: { totalSpentCents: 50_000, succeededCount: 1, failedCount: 0 } });
  });
});
