import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// spec 2 and 5: the demo client reviews a recent clean from the dashboard, then edits the review
// from Job History. The demo data leaves the two newest completed cleans unreviewed.
test.use({ storageState: storageStateOf("client") });

test("leave a review with both validation errors, then edit it", async ({ page }) => {
  await page.goto("/client/dashboard");
  const rateSection = page.getByRole("region", { name: "Rate Your Recent Cleans" });
  const leave = rateSection.getByRole("button", { name: /^Leave a Review: Airbnb Turnover/ });
  await leave.click();

  const dialog = page.getByRole("dialog", { name: "Leave a Review" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expectToast(page, "Rating Required", "Please select a star rating.");
  await expect(dialog).toBeVisible();

  // A person clicks the star; the radio it labels is visually hidden (keyboard users use arrows).
  await dialog.getByRole("radio", { name: "4 stars" }).locator("..").click();
  const comment = dialog.getByLabel("Comment (optional)");
  await comment.fill("a".repeat(1001));
  await expect(dialog.getByText("1001/1000")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expectToast(page, "Comment Too Long", "Please keep comments under 1000 characters.");
  await expect(dialog).toBeVisible();

  await comment.fill("Quick turnover, the guests loved it.");
  await expect(dialog.getByText("36/1000")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(dialog).toBeHidden();
  await expect(rateSection.getByRole("button", { name: /^Edit Review: Airbnb Turnover/ })).toBeVisible();

  // The review is stored: History shows it, and editing starts from it.
  await page.goto("/client/history");
  const card = page.getByRole("article").filter({ hasText: "Quick turnover, the guests loved it." });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Edit Review" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Your Review" });
  await expect(edit.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(edit.getByLabel("Comment (optional)")).toHaveValue("Quick turnover, the guests loved it.");
  await edit.getByRole("radio", { name: "5 stars" }).locator("..").click();
  await expect(edit.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await edit.getByLabel("Comment (optional)").fill("Second visit was even better.");
  await edit.getByRole("button", { name: "Update Review" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("article").filter({ hasText: "Second visit was even better." })).toBeVisible();
  await expect(page.getByText("Quick turnover, the guests loved it.")).toHaveCount(0);
});
