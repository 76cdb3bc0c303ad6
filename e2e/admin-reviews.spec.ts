import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { completeJobAsAdmin, freshClientWithJobs, reviewJob, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// spec 2 Reviews Moderation (issue 12): filters, hide and show, delete with confirmation, the
// empty state. The review is this journey's own: a fresh client's job, completed by Jamie Ortiz
// (the demo's cleaner for the admin screens), reviewed with a comment no one else writes.
test.use({ storageState: storageStateOf("admin") });

test("an admin hides, shows and deletes a review, with the filters and the empty state", async ({ page, request, baseURL }) => {
  const { jobs } = await freshClientWithJobs(request, baseURL!, {
    label: "admin-reviews",
    fullName: "Rowan Reviewer",
    address: `${uniqueStreet("Moderation Row")}, Boston, MA 02108`,
    bookings: [{ days: 6, slot: "14:00" }],
  });
  await completeJobAsAdmin(page.request, baseURL!, jobs[0]!.jobId, "jamie.ortiz@tidyline.test");
  const marker = `mod-${randomUUID().slice(0, 8)}`;
  const comment = `Left the sink dirty (${marker}).`;
  await reviewJob(request, baseURL!, jobs[0]!.jobId, { rating: 2, comment });

  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { name: "Reviews Moderation", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^\d+ reviews?$/ })).toBeVisible();
  const search = page.getByLabel("Search", { exact: true });
  await search.fill(marker);
  const badge = page.getByRole("status").filter({ hasText: /^\d+ reviews?$/ });
  await expect(badge).toHaveText("1 review");
  const list = page.getByRole("list", { name: "Reviews" });
  const card = list.getByRole("listitem").filter({ hasText: comment });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Jamie Ortiz");
  await expect(card).toContainText("Rowan Reviewer");
  await expect(card).toContainText("Standard Clean");
  await expect(card.getByText("Hidden", { exact: true })).toHaveCount(0);

  const actions = card.getByRole("button", { name: "Actions for the review of Jamie Ortiz by Rowan Reviewer" });
  await actions.click();
  await page.getByRole("menuitem", { name: "Hide review" }).click();
  await expectToast(page, "Review hidden successfully.");
  await expect(card.getByText("Hidden", { exact: true })).toBeVisible();

  // Visibility and rating filters; Clear Filters puts every one back.
  const visibility = page.getByLabel("Visibility");
  await visibility.selectOption("hidden");
  await expect(card).toBeVisible();
  await visibility.selectOption("visible");
  await expect(page.getByText("No reviews found matching your filters.")).toBeVisible();
  await expect(badge).toHaveText("0 reviews");
  await visibility.selectOption("all");
  const rating = page.getByLabel("Rating");
  await rating.selectOption("high");
  await expect(page.getByText("No reviews found matching your filters.")).toBeVisible();
  await rating.selectOption("low");
  await expect(card).toBeVisible();
  await rating.selectOption("2");
  await expect(card).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(search).toHaveValue("");
  await expect(rating).toHaveValue("all");
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  await search.fill(marker);
  await expect(badge).toHaveText("1 review");

  // Shown again: the badge goes.
  await actions.click();
  await page.getByRole("menuitem", { name: "Show review" }).click();
  await expectToast(page, "Review shown successfully.");
  await expect(card.getByText("Hidden", { exact: true })).toHaveCount(0);

  // Delete asks first.
  await actions.click();
  await page.getByRole("menuitem", { name: "Delete review" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this review?" });
  await expect(confirm).toContainText("Are you sure you want to delete this review? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete Review" }).click();
  await expectToast(page, "Review deleted successfully.");
  await expect(page.getByText("No reviews found matching your filters.")).toBeVisible();
  await page.reload();
  await page.getByLabel("Search", { exact: true }).fill(marker);
  await expect(page.getByText("No reviews found matching your filters.")).toBeVisible();
});
