import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { completeJobAsAdmin, freshClientWithJobs, uniqueStreet } from "./support/admin-setup";
import { axeCheck } from "./support/axe";
import { expectToast } from "./support/ui";

// docs/decisions/055: a client keeps Sam for a unit from the review dialog, then orders the unit's
// cleaners in its Cleaners dialog. Dispatch stays off here: the lists are kept either way.
test.use({ storageState: storageStateOf("admin") });

test("a client keeps Sam after a 5-star review, then adds, orders and removes the unit's cleaners", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const client = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const { jobs } = await freshClientWithJobs(client.request, baseURL!, {
    label: "unit-cleaners",
    fullName: "Kim Keeper",
    address: `${uniqueStreet("Keeper Lane")}, Boston, MA 02108`,
    bookings: [
      { days: 5, slot: "10:00" },
      { days: 6, slot: "10:00" },
    ],
  });
  await completeJobAsAdmin(page.request, baseURL!, jobs[0]!.jobId, "cleaner@tidyline.test");
  await completeJobAsAdmin(page.request, baseURL!, jobs[1]!.jobId, "jamie.ortiz@tidyline.test");

  // The review prompt: 5 stars for Sam's cleaning, then "Keep Sam for this unit".
  await client.goto("/client/history");
  const samsCard = client.getByRole("article").filter({ hasText: "Sam Rivera" });
  await samsCard.getByRole("button", { name: "Leave a Review" }).click();
  const review = client.getByRole("dialog", { name: "Leave a Review" });
  await review.getByRole("radio", { name: "5 stars" }).locator("..").click();
  await review.getByRole("button", { name: "Submit Review" }).click();
  const prompt = client.getByRole("dialog", { name: "Thank you for your review" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Keep Sam for this unit" }).click();
  await expectToast(client, "Sam will be offered this unit's jobs first.");
  await expect(prompt).toBeHidden();

  // The unit's Cleaners dialog: Sam is preferred; Jamie, who also cleaned for Kim, can be added.
  await client.goto("/client/units");
  const card = client.getByRole("list", { name: "Your units" }).getByRole("listitem").filter({ hasText: "Admin Journey Flat" });
  await card.getByRole("button", { name: "Cleaners" }).click();
  const dialog = client.getByRole("dialog", { name: "Cleaners: Admin Journey Flat" });
  const preferred = dialog.getByRole("region", { name: "Preferred cleaners" });
  const backups = dialog.getByRole("region", { name: "Backups" });
  await expect(preferred.getByRole("listitem")).toHaveText([/Sam Rivera/]);
  await expect(backups).toContainText("Nobody yet.");
  const add = dialog.getByLabel("Add a cleaner");
  await add.selectOption(await add.locator("option", { hasText: "Jamie Ortiz:" }).getAttribute("value"));
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(preferred.getByRole("listitem")).toHaveText([/Sam Rivera/, /Jamie Ortiz/]);
  // Keyboard: Jamie up to first place.
  await dialog.getByRole("button", { name: "Move Jamie Ortiz up" }).focus();
  await client.keyboard.press("Enter");
  await expect(preferred.getByRole("listitem")).toHaveText([/Jamie Ortiz.*Preferred #1/, /Sam Rivera.*Preferred #2/]);
  await dialog.getByRole("button", { name: "Move to backups: Sam Rivera" }).click();
  await expect(backups.getByRole("listitem")).toHaveText([/Sam Rivera.*Backup #1/]);
  await dialog.getByLabel("How long each cleaner has to answer").selectOption({ label: "4 hours" });
  await client.mouse.move(0, 0);
  const axe = await axeCheck(client).exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(client, "Cleaners saved");
  await expect(dialog).toBeHidden();

  // Saved: reopened, the order and the answer time are as left; removing asks first.
  await client.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("button", { name: "Cleaners" }).click();
  await expect(preferred.getByRole("listitem")).toHaveText([/Jamie Ortiz/]);
  await expect(backups.getByRole("listitem")).toHaveText([/Sam Rivera/]);
  await expect(dialog.getByLabel("How long each cleaner has to answer")).toHaveValue("240");
  await dialog.getByRole("button", { name: "Remove Sam Rivera" }).click();
  const confirm = client.getByRole("alertdialog", { name: "Remove Sam Rivera?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(backups).toContainText("Nobody yet.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(client, "Cleaners saved");
});
