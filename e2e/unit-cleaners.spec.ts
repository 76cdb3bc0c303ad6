import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { completeJobAsAdmin, freshClientWithJobs, uniqueStreet } from "./support/admin-setup";
import { axeCheck } from "./support/axe";
import { expectToast } from "./support/ui";

// docs/decisions/055: a client orders a unit's cleaners in its Cleaners dialog. Dispatch stays off
// here (the lists are kept either way); the review's "Keep Sam for this unit" needs it on.
test.use({ storageState: storageStateOf("admin") });

test("a client adds, orders, moves and removes a unit's cleaners and sets the answer time", async ({ page, browser, baseURL }) => {
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

  // The unit's Cleaners dialog: nobody yet; Sam and Jamie, who each cleaned for Kim, can be added.
  await client.goto("/client/units");
  const card = client.getByRole("list", { name: "Your units" }).getByRole("listitem").filter({ hasText: "Admin Journey Flat" });
  await card.getByRole("button", { name: "Cleaners" }).click();
  const dialog = client.getByRole("dialog", { name: "Cleaners: Admin Journey Flat" });
  const preferred = dialog.getByRole("region", { name: "Preferred cleaners" });
  const backups = dialog.getByRole("region", { name: "Backups" });
  await expect(preferred).toContainText("Nobody yet.");
  await expect(backups).toContainText("Nobody yet.");
  const add = dialog.getByLabel("Add a cleaner");
  for (const name of ["Sam Rivera", "Jamie Ortiz"]) {
    await add.selectOption(await add.locator("option", { hasText: `${name}:` }).getAttribute("value"));
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
  }
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
