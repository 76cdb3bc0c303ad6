import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { axeCheck } from "./support/axe";

// spec 2 /client/billing with the demo client's payments (src/server/seed/demo/client-billing.ts),
// which this journey only reads.
test.use({ storageState: storageStateOf("client") });

/** RFC 4180 reader: the file must round-trip quoted commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const history = (page: Page) => page.getByRole("table");
const bodyRows = (page: Page) => history(page).locator("tbody tr");
/** Cell texts of every body row: [Date, Description, Type, Status, Amount]. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = await bodyRows(page).all();
  return Promise.all(rows.map(async (row: Locator) => (await row.locator("td").allInnerTexts()).slice(0, 5).map((text) => text.trim())));
}

test("a client filters the payment history, reads a receipt and downloads the filtered rows as CSV", async ({ page }) => {
  await page.goto("/client/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();

  // Summary cards, payment method with its honest Add and Edit.
  const summary = page.getByRole("list", { name: "Payment summary" });
  await expect(summary.getByText("Total Spent", { exact: true })).toBeVisible();
  await expect(summary.getByText("Successful Payments", { exact: true })).toBeVisible();
  await expect(summary.getByText("Failed Payments", { exact: true })).toBeVisible();
  await expect(summary).toContainText(/Total Spent\s*\$[\d,]+\.\d{2}/);
  const methods = page.getByRole("region", { name: "Payment Methods" });
  await expect(methods.getByText("4242")).toBeVisible();
  await expect(methods.getByText("Default", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add Card" }).click();
  const explain = page.getByRole("dialog", { name: "Card changes arrive with live payments" });
  await expect(explain).toContainText("ending in 4242");
  await explain.getByRole("button", { name: "Got It" }).click();
  await expect(explain).toBeHidden();

  // All time: newest first, with the "Payment" fallback for a payment without a description.
  await expect(bodyRows(page).first()).toContainText("Additional clean - Back Bay Studio");
  await expect(history(page).getByRole("cell", { name: "Payment", exact: true })).toBeVisible();

  const axe = await axeCheck(page).analyze();
  expect(
    axe.violations
      .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  // Status filter.
  const status = page.getByLabel("Status");
  await status.selectOption("failed");
  await expect(history(page)).toContainText("Bi-Weekly plan renewal (card declined)");
  await expect(history(page)).not.toContainText("Succeeded");
  for (const row of await tableRows(page)) expect(row[3]).toBe("Failed");

  // Date range in whole days: the pending clean 1 day old is in the last 7 days, the refund 8 days old is not.
  await status.selectOption("all");
  const range = page.getByLabel("Date range");
  await range.selectOption("7");
  await expect(history(page)).toContainText("Additional clean - Back Bay Studio");
  await expect(history(page)).not.toContainText("(canceled, refunded)");
  await expect(history(page)).not.toContainText("Bi-Weekly plan renewal");
  await range.selectOption("30");
  await expect(history(page)).toContainText("Additional clean - Back Bay Studio (canceled, refunded)");
  await expect(history(page)).toContainText("Bi-Weekly plan renewal");
  await expect(history(page)).not.toContainText("Deep Clean - Beacon Hill Loft");

  // Search, case-insensitive, with the other filters.
  await range.selectOption("all");
  const search = page.getByPlaceholder("Search payments...");
  await search.fill("BEACON");
  await expect(history(page)).toContainText('Deep Clean - Beacon Hill Loft, "move-in ready" finish');
  await expect(history(page)).not.toContainText("Back Bay");
  for (const row of await tableRows(page)) expect(row[1]).toMatch(/beacon/i);
  await search.fill("no such payment anywhere");
  // Nothing matches: spec 2's sentence in place of the table, as every paged list shows it.
  await expect(page.getByText("No payments found")).toBeVisible();
  await expect(history(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();

  // A receipt.
  await search.fill("");
  await status.selectOption("succeeded");
  await expect(history(page)).toContainText("Bi-Weekly plan subscription");
  await expect(history(page)).not.toContainText("Pending");
  await bodyRows(page)
    .first()
    .getByRole("button", { name: /^Details of / })
    .click();
  const receipt = page.getByRole("dialog", { name: "Payment Details" });
  await expect(receipt).toContainText("Succeeded");
  await expect(receipt).toContainText("ending in 4242");
  await receipt.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(receipt).toBeHidden();

  // The CSV holds exactly the filtered rows, quoted properly.
  const shown = await tableRows(page);
  expect(shown.length).toBeGreaterThan(3);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tidyline-payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(["Date", "Description", "Type", "Status", "Amount (USD)", "Payment ID"]);
  expect(rows).toHaveLength(shown.length);
  expect(rows.map((row) => row[1])).toEqual(shown.map((row) => row[1]));
  expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(["Succeeded"]));
  for (const row of rows) expect(row[4]).toMatch(/^-?\d+\.\d{2}$/);
  expect(rows.map((row) => `$${Number(row[4]).toLocaleString("en-US", { minimumFractionDigits: 2 })}`)).toEqual(shown.map((row) => row[4]));
  expect(rows.map((row) => row[1])).toContain('Deep Clean - Beacon Hill Loft, "move-in ready" finish');
  expect(text).toContain('"Deep Clean - Beacon Hill Loft, ""move-in ready"" finish"');
});

test("the billing screen says so when the payments cannot load", async ({ page }) => {
  await page.route("**/api/client/payments*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }) }),
  );
  await page.goto("/client/billing");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load billing information" })).toBeVisible({ timeout: 20_000 });
});
