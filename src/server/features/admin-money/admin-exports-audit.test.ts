// decision 028: every admin CSV download leaves an audit row: who, which export, its filters.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/platform";
import { createTestApp } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

const exportRowsBy = (actorId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, "export.downloaded")))
    .orderBy(auditLog.createdAt);

describe("admin CSV downloads are audited", () => {
  it("transactions.csv: the admin, the export and its filters", async () => {
    const admin = await t.createAccount({ role: "admin" });
    const response = await admin.browser.api.admin["transactions.csv"].$get({
      query: { search: "nobody-matches", status: "refunded", timeZone: "America/New_York" },
    });
    expect(response.status).toBe(200);
    const rows = Number(response.headers.get("X-Row-Count"));
    const [row, ...more] = await exportRowsBy(admin.userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      entityType: "export",
      entityId: "transactions",
      summary: `Transactions CSV downloaded (${rows} ${rows === 1 ? "row" : "rows"})`,
      metadata: { export: "transactions", rows, filters: { search: "nobody-matches", status: "refunded", timeZone: "America/New_York" } },
    });
  });

  it("payouts.csv likewise; each download is its own row", async () => {
    const admin = await t.createAccount({ role: "admin" });
    const query = { search: "nobody-matches", status: "pending", month: "2025-02", timeZone: "America/New_York" } as const;
    expect((await admin.browser.api.admin["payouts.csv"].$get({ query })).status).toBe(200);
    expect((await admin.browser.api.admin["payouts.csv"].$get({ query })).status).toBe(200);
    const rows = await exportRowsBy(admin.userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      entityId: "payouts",
      metadata: { export: "payouts", filters: { search: "nobody-matches", status: "pending", month: "2025-02" } },
    });
  });

  it("a refused download (bad filters) leaves none", async () => {
    const admin = await t.createAccount({ role: "admin" });
    expect((await admin.browser.api.admin["transactions.csv"].$get({ query: { timeZone: "Mars/Base" } })).status).toBe(400);
    expect(await exportRowsBy(admin.userId)).toEqual([]);
  });
});
