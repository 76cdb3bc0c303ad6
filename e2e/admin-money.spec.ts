import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, completeJobAsAdmin, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// issue 12 Transactions and Payouts. Transactions are read (the demo's payments, filtered, and
// their CSV); Mark paid acts on a fresh cleaner's payout from a job this journey drove to
// completion, so Sam's payouts (the cleaner payouts journey's) stay as they are.
test.use({ storageState: storageStateOf("admin") });

test("transactions: the billing filters narrow every client's payments, and the CSV downloads what they match", async ({ page }) => {
  await page.goto("/admin/transactions");
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  const count = page.getByRole("status").filter({ hasText: /^\d+ payments?$/ });
  await expect(count).toBeVisible();
  const table = page.getByRole("table");

  // Failed only: the demo client's declined charges, each marked Failed.
  await page.getByLabel("Status", { exact: true }).selectOption("failed");
  const rows = table.locator("tbody").getByRole("row");
  await expect(rows.filter({ hasNotText: "Failed" })).toHaveCount(0);
  await expect(
    rows.filter({ hasText: "Additional clean - Beacon Hill Loft" }).filter({ hasText: DEMO.client.fullName }).first(),
  ).toBeVisible();

  // Search by client: Jordan's payments only.
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await page.getByLabel("Search", { exact: true }).fill(DEMO.client.email);
  await expect(rows.filter({ hasNotText: DEMO.client.email })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Succeeded" }).first()).toBeVisible();
  const jordanCount = Number((await count.textContent())!.split(" ")[0]);
  expect(jordanCount).toBeGreaterThan(1);

  // The CSV is the server's file of what the filters match.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tidyline-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/amount/i);
  expect(lines).toHaveLength(jordanCount + 1);
  expect(csv).toContain(DEMO.client.fullName);
  expect(csv).not.toContain("Avery Collins");

  // Nothing matches: the billing screen's empty text.
  await page.getByLabel("Search", { exact: true }).fill("no such payment anywhere");
  await expect(page.getByText("No payments found")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
});

test("payouts: an admin marks a cleaner's pending month paid, downloads the CSV, and the cleaner sees it paid", async ({
  page,
  browser,
  baseURL,
}) => {
  const cleanerContext = await browser.newContext();
  const cleaner = await freshPendingCleaner(cleanerContext.request, baseURL!, { label: "admin-payout", fullName: "Parker Payday" });
  await approveCleanerAsAdmin(page.request, baseURL!, cleaner.email);
  const clientContext = await browser.newContext();
  const { jobs } = await freshClientWithJobs(clientContext.request, baseURL!, {
    label: "admin-payout-client",
    fullName: "Quinn Payer",
    address: `${uniqueStreet("Payout Parkway")}, Boston, MA 02108`,
    bookings: [{ days: 2, slot: "16:00", type: "Deep Clean" }],
  });
  await clientContext.close();
  await completeJobAsAdmin(page.request, baseURL!, jobs[0]!.jobId, cleaner.email);

  await page.goto("/admin/payouts");
  await expect(page.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(cleaner.email);
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  await expect(page.getByRole("status").filter({ hasText: /one per cleaner and month$/ })).toHaveText("1 row, one per cleaner and month");
  const row = page.getByRole("table").locator("tbody").getByRole("row").filter({ hasText: cleaner.email });
  await expect(row).toContainText("Parker Payday");
  const cells = row.getByRole("cell");
  const pending = (await cells.nth(3).textContent())!;
  expect(pending).toMatch(/^\$\d+\.\d\d$/);
  const period = (await cells.nth(0).textContent())!;

  await row.getByRole("button", { name: `Mark paid Parker Payday, ${period}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Mark Parker Payday's ${period} payouts paid?` });
  await expect(confirm).toContainText(`1 pending payout, ${pending}.`);
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expectToast(page, "Payouts marked paid", `Marked 1 payout of Parker Payday for ${period} paid (${pending}).`);
  // Paid now: the Pending filter no longer finds it; every status shows it paid.
  await expect(page.getByText("No payouts found")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("paid");
  await expect(cells.nth(3)).toHaveText("—");
  await expect(cells.nth(4)).toContainText(pending);
  await expect(row.getByRole("button", { name: /^Mark paid/ })).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tidyline-cleaner-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  expect(csv).toContain("Parker Payday");
  expect(csv).toContain(pending.slice(1));
  expect(csv).not.toContain("Sam Rivera");

  // The cleaner's own payouts screen shows it paid.
  const own = await cleanerContext.newPage();
  await own.goto("/cleaner/payouts");
  await expect(own.getByRole("heading", { name: "Earnings & Payouts", level: 1 })).toBeVisible();
  const history = own.getByRole("table").filter({ hasText: "Paid On" });
  const paidRow = history.getByRole("row").filter({ hasText: "Deep Clean" });
  await expect(paidRow).toContainText(pending);
  await expect(paidRow).toContainText("Paid");
  await expect(history.getByRole("row").filter({ hasText: "Pending" })).toHaveCount(0);
  await cleanerContext.close();
});
