import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";

// docs/decisions/026 (issue 18): the unit's notes reach the cleaner on the job (the assignment card
// and the job report); the open-jobs board shows the area only, not who the client is.
test.use({ storageState: storageStateOf("cleaner") });

test("Sam reads the units' notes on the cards of the demo's active jobs and in a completed job's report", async ({ page }) => {
  await page.goto("/cleaner/assignments");
  const active = page.getByRole("list", { name: "Active assignments" });
  // The demo client's Back Bay Studio: its notes beside the booking's special instructions.
  const deepClean = active
    .getByRole("article")
    .filter({ hasText: "210 Newbury St" })
    .filter({ has: page.getByRole("heading", { name: "Deep Clean" }) });
  await expect(deepClean).toContainText("Special instructions");
  await expect(deepClean).toContainText("Please focus on the kitchen and both bathrooms.");
  await expect(deepClean).toContainText("Unit notes");
  await expect(deepClean).toContainText("A friendly cat, Miso, stays inside.");
  // And the Beacon Hill Loft's, on its Airbnb Turnover.
  await expect(active.getByRole("article").filter({ hasText: "48 Beacon St" }).first()).toContainText("Lockbox code is in the host app.");

  await page.getByRole("tab", { name: /Completed/ }).click();
  const completed = page
    .getByRole("list", { name: "Completed assignments" })
    .getByRole("article")
    .filter({ hasText: "210 Newbury St" })
    .first();
  await completed.getByRole("button", { name: "Job Report" }).click();
  const report = page.getByRole("dialog", { name: "Job Report" });
  await expect(report).toContainText("Unit notes");
  await expect(report).toContainText("A friendly cat, Miso, stays inside.");
});

test("the open-jobs board shows each job's area, never the client, the street or the instructions", async ({ page }) => {
  await page.goto("/cleaner/open-jobs");
  await expect(page.getByRole("heading", { name: "Open Jobs", level: 1 })).toBeVisible();
  // The second demo client's River North Condo (Chicago, one of Sam's areas).
  const riverNorth = page.getByRole("article").filter({ hasText: "Chicago, IL 60654" }).first();
  await expect(riverNorth).toBeVisible();
  const board = page.getByRole("main");
  for (const hidden of ["415 N Dearborn St", "Avery Collins", "@tidyline.test", "Special instructions", "Front desk has a key"]) {
    await expect(board).not.toContainText(hidden);
  }
});
