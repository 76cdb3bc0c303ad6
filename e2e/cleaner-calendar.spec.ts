import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// spec 2 Calendar: the cleaner adds a weekly rule and time off through Add Availability, sees
// them on the month grid and in the lists, and deletes each after confirming.
test.use({ storageState: storageStateOf("cleaner") });

/** A day `days` from today in the browser's zone: the date input's value, its grid label and its month's title. */
const dayIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return {
      value: day.toLocaleDateString("en-CA"),
      label: day.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" }),
      month: day.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
    };
  }, days);

test("add a weekly rule and time off, see them, delete each; move between months", async ({ page }) => {
  await page.goto("/cleaner/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  const today = await dayIn(page, 0);
  const title = page.getByRole("heading", { level: 2, name: today.month });
  await expect(title).toBeVisible();
  const weekly = page.getByRole("list", { name: "Weekly availability" });
  await expect(weekly).toContainText("Monday 8:00 AM – 5:00 PM");

  // A weekly rule on Sundays, which Sam has none of.
  const sundays = page.getByRole("gridcell", { name: /^Sunday, / });
  await expect(sundays.first()).toBeVisible();
  const sundaysFree = await page.getByRole("gridcell", { name: /^Sunday, .*: nothing scheduled$/ }).count();
  expect(sundaysFree).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Add Availability" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Availability" });
  await dialog.getByLabel("Type").selectOption({ label: "Weekly Schedule" });
  await dialog.getByLabel("Day of Week").selectOption({ label: "Sunday" });
  await dialog.getByLabel("Start Time").fill("07:00");
  await dialog.getByLabel("End Time").fill("11:00");
  await dialog.getByLabel(/^Note/).fill("Early Sunday turnovers");
  await dialog.getByRole("button", { name: "Add Availability" }).click();
  await expectToast(page, "Availability updated successfully");
  await expect(dialog).toBeHidden();
  const rule = weekly.getByRole("listitem").filter({ hasText: "Sunday 7:00 AM – 11:00 AM" });
  await expect(rule).toContainText("Early Sunday turnovers");
  await expect(page.getByRole("gridcell", { name: /^Sunday, .*: nothing scheduled$/ })).toHaveCount(0);

  // Time off two weeks ahead (Sam's demo time off is 10 to 12 days ahead).
  const off = await dayIn(page, 15);
  await page.getByRole("button", { name: "Add Availability" }).click();
  dialog = page.getByRole("dialog", { name: "Add Availability" });
  await dialog.getByLabel("Type").selectOption({ label: "Time Off" });
  await dialog.getByLabel("Start Date").fill(off.value);
  await dialog.getByLabel("End Date").fill(off.value);
  await dialog.getByLabel(/^Note/).fill("Dentist");
  await dialog.getByRole("button", { name: "Add Availability" }).click();
  await expectToast(page, "Availability updated successfully");
  if (off.month !== today.month) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: off.month })).toBeVisible();
  }
  await expect(page.getByRole("gridcell", { name: new RegExp(`^${off.label}: time off`) })).toBeVisible();
  const timeOff = page.getByRole("list", { name: "Time off" }).getByRole("listitem").filter({ hasText: "Dentist" });
  await expect(timeOff).toHaveCount(1);

  // Deleting asks first.
  await timeOff.getByRole("button", { name: /^Delete time off/ }).click();
  let confirm = page.getByRole("alertdialog", { name: "Delete this time off?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Availability rule deleted successfully");
  await expect(timeOff).toHaveCount(0);
  await expect(page.getByRole("gridcell", { name: new RegExp(`^${off.label}: time off`) })).toHaveCount(0);

  await page.getByRole("button", { name: "Today" }).click();
  await expect(title).toBeVisible();
  await rule.getByRole("button", { name: /^Delete Sunday 7:00 AM/ }).click();
  confirm = page.getByRole("alertdialog", { name: "Delete this availability?" });
  await expect(confirm).toContainText("will be removed from your calendar.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Availability rule deleted successfully");
  await expect(rule).toHaveCount(0);
  await expect(page.getByRole("gridcell", { name: /^Sunday, .*: nothing scheduled$/ })).toHaveCount(sundaysFree);

  // Previous, Today and Next move the month shown.
  const next = await page.evaluate(() => {
    const day = new Date();
    return {
      next: new Date(day.getFullYear(), day.getMonth() + 1, 1).toLocaleDateString("en-US", { month: "long", year: "numeric" }),
      previous: new Date(day.getFullYear(), day.getMonth() - 1, 1).toLocaleDateString("en-US", { month: "long", year: "numeric" }),
    };
  });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: next.next })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { level: 2, name: next.previous })).toBeVisible();
  await page.getByRole("button", { name: "Today" }).click();
  await expect(title).toBeVisible();
});
