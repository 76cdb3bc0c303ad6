import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// issue 12 Exceptions: what needs a human. The demo loads a no-show (Jamie Ortiz's Airbnb Turnover
// for Harper Lin that began an hour before loading), a Deep Clean at River North (Chicago) whose claim window closed
// unclaimed, a Problem job and Jordan's failed payment (src/server/seed/demo/admin-exceptions.ts). The
// journey re-posts the unclaimed one: a job seeded for this screen only (no other journey
// looks for that address on the open board).
test.use({ storageState: storageStateOf("admin") });

test("the demo's no-show, unclaimed job and failed payment are listed; Re-post takes the job off the Unclaimed list", async ({ page }) => {
  await page.goto("/admin/exceptions");
  await expect(page.getByRole("heading", { name: "Exceptions", level: 1 })).toBeVisible();
  const counts = page.getByRole("list", { name: "Exception counts" }).getByRole("listitem");
  await expect(counts).toHaveCount(4);

  const noShows = page.locator("#no-shows");
  await expect(noShows.getByRole("heading", { name: /^No-shows/ })).toBeVisible();
  const noShow = noShows.getByRole("listitem").filter({ hasText: "Airbnb Turnover" }).filter({ hasText: "Cleaner: Jamie Ortiz" });
  await expect(noShow).toContainText("Client: Harper Lin");
  await expect(noShow).toContainText("not started");
  await expect(noShow.getByRole("link", { name: "Reassign in Jobs" })).toHaveAttribute("href", /^\/admin\/jobs\?search=/);
  await expect(noShow.getByRole("link", { name: "Email cleaner Jamie Ortiz" })).toHaveAttribute("href", "mailto:jamie.ortiz@tidyline.test");

  const unclaimed = page.locator("#unclaimed");
  const job = unclaimed.getByRole("listitem").filter({ hasText: "Deep Clean" }).filter({ hasText: "415 N Dearborn St" });
  await expect(job).toHaveCount(1);
  await expect(job).toContainText(/window closed /);
  const unclaimedBefore = Number(await unclaimed.getByRole("heading").locator("span").textContent());
  expect(unclaimedBefore).toBeGreaterThanOrEqual(1);

  const failed = page.locator("#failed-payments");
  const payment = failed.getByRole("listitem").filter({ hasText: "Jordan Blake" }).first();
  await expect(payment).toContainText(/\$[\d,]+\.\d\d/);
  await expect(payment).toContainText("failed");
  await expect(payment.getByRole("link", { name: "Open Transactions" })).toHaveAttribute("href", "/admin/transactions");
  await expect(payment.getByRole("link", { name: "Email client Jordan Blake" })).toBeVisible();

  await expect(page.locator("#problems").getByRole("listitem").filter({ hasText: "marked Problem" }).first()).toBeVisible();

  // Re-post gives the job a new claim window: the toast says so and it leaves the list.
  await job.getByRole("button", { name: "Re-post" }).click();
  await expectToast(page, "Job re-posted", "Deep Clean is open for claims again.");
  await expect(job).toHaveCount(0);
  await expect(unclaimed.getByRole("heading").locator("span")).toHaveText(String(unclaimedBefore - 1));
  // Read again from the server, not only the screen's cache.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Exceptions", level: 1 })).toBeVisible();
  await expect(page.locator("#no-shows").getByRole("listitem").first()).toBeVisible();
  await expect(page.locator("#unclaimed").getByRole("listitem").filter({ hasText: "415 N Dearborn St" })).toHaveCount(0);
});
