import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";

// spec 2 Payouts: the totals, the history and its CSV download.
test.use({ storageState: storageStateOf("cleaner") });

test("Sam's payouts list the demo's completed jobs and download as CSV", async ({ page }) => {
  await page.goto("/cleaner/payouts");
  await expect(page.getByRole("heading", { name: "Earnings & Payouts", level: 1 })).toBeVisible();
  await expect(page.getByText("Total Earned")).toBeVisible();
  const history = page.getByRole("table").filter({ hasText: "Paid On" });
  const moveOut = history.getByRole("row").filter({ hasText: "Move-in/Move-out" });
  await expect(moveOut).toContainText("$110.00");
  await expect(moveOut).toContainText("Paid");
  await expect(history.getByRole("row").filter({ hasText: "Pending" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Monthly Totals" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/amount/i);
  expect(lines.length).toBeGreaterThanOrEqual(6);
  expect(csv).toContain("Move-in/Move-out");
  expect(csv).toContain("110.00");
});
