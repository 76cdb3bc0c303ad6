import { expect, test, type Page } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";
import { expectToast } from "./support/ui";
import { expectNoSeriousAxeViolations } from "./support/axe";

const unitCard = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Your units" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: label, exact: true }) });

test("a client adds a unit, edits it, deactivates and reactivates it, and deletes it", async ({ page, baseURL }) => {
  // A fresh client: the journey changes units.
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "units", fullName: "Robin Units" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);

  await page.goto("/client/units");
  await expect(page.getByRole("heading", { name: "My Units", level: 1 })).toBeVisible();
  await expect(page.getByText("No units yet")).toBeVisible();

  // Add: label and full address are required (spec 5).
  await page.getByRole("button", { name: "Add Unit" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Unit" });
  await dialog.getByRole("button", { name: "Add Unit" }).click();
  await expect(dialog.getByText("Please enter a label for the unit.")).toBeVisible();
  await expect(dialog.getByText("Please enter the unit's full address.")).toBeVisible();
  await dialog.getByLabel("Label").fill("Harbor Flat");
  await dialog.getByLabel("Full Address").fill("1 Harbor Way, Boston, MA 02110");
  await dialog.getByLabel("Notes (optional)").fill("Doorman has a key.");
  await dialog.getByRole("button", { name: "Add Unit" }).click();
  await expectToast(page, "Unit added", "Harbor Flat");
  await expect(dialog).toBeHidden();
  const card = unitCard(page, "Harbor Flat");
  await expect(card).toContainText("1 Harbor Way, Boston, MA 02110");
  await expect(card).toContainText("Doorman has a key.");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Edit.
  await card.getByRole("button", { name: "Edit Harbor Flat" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Unit" });
  await expect(edit.getByLabel("Label")).toHaveValue("Harbor Flat");
  await edit.getByLabel("Label").fill("Harbor Penthouse");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Unit updated", "Harbor Penthouse");
  const edited = unitCard(page, "Harbor Penthouse");
  await expect(edited).toBeVisible();

  // Deactivate, then activate again; both survive a reload.
  await edited.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Unit deactivated");
  await expect(edited.getByText("Inactive", { exact: true })).toBeVisible();
  await page.reload();
  await expect(unitCard(page, "Harbor Penthouse").getByText("Inactive", { exact: true })).toBeVisible();
  await unitCard(page, "Harbor Penthouse").getByRole("button", { name: "Activate" }).click();
  await expectToast(page, "Unit activated");
  await expect(unitCard(page, "Harbor Penthouse").getByText("Active", { exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps it; confirming removes it.
  await unitCard(page, "Harbor Penthouse").getByRole("button", { name: "Delete Harbor Penthouse" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this unit?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(unitCard(page, "Harbor Penthouse")).toBeVisible();
  await unitCard(page, "Harbor Penthouse").getByRole("button", { name: "Delete Harbor Penthouse" }).click();
  await confirm.getByRole("button", { name: "Delete Unit" }).click();
  await expectToast(page, "Unit deleted");
  await expect(page.getByText("No units yet")).toBeVisible();
});

test("a unit with a booked cleaning is kept: delete offers to deactivate it instead", async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "units-kept", fullName: "Kai Keeper" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);
  const origin = { Origin: new URL(baseURL!).origin };
  const created = await page.request.post("/api/client/units", {
    data: { label: "Elm Cottage", fullAddress: "9 Elm St, Austin, TX 78701" },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { unit } = (await created.json()) as { unit: { unitId: string } };
  const date = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 2);
    return day.toLocaleDateString("en-CA");
  });
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const booked = await page.request.post("/api/client/jobs", {
    data: { unitId: unit.unitId, type: "Standard Clean", date, slot: "12:00", durationHours: 2, isExtraClean: false, timeZone },
    headers: origin,
  });
  expect(booked.status()).toBe(201);

  await page.goto("/client/units");
  const card = unitCard(page, "Elm Cottage");
  await card.getByRole("button", { name: "Delete Elm Cottage" }).click();
  const explain = page.getByRole("alertdialog", { name: "This unit can't be deleted" });
  await expect(explain).toContainText("has cleanings on record");
  await explain.getByRole("button", { name: "Deactivate Unit" }).click();
  await expectToast(page, "Unit deactivated");
  await expect(explain).toBeHidden();
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
});

test("without a reload, a new booking makes Delete offer Deactivate, and a renamed unit shows in Upcoming", async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "units-fresh", fullName: "Ari Fresh" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);
  const created = await page.request.post("/api/client/units", {
    data: { label: "Birch House", fullAddress: "4 Birch Rd, Denver, CO 80203" },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(created.status()).toBe(201);
  const date = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 2);
    return day.toLocaleDateString("en-CA");
  });

  // Each screen is read once, then kept by the browser's cache while the client moves around.
  await page.goto("/client/units");
  await expect(unitCard(page, "Birch House")).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Client Portal" });
  await sidebar.getByRole("link", { name: "Book Cleaning" }).click();
  await page.getByLabel("Cleaning Type").selectOption("Standard Clean");
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Time Slot").selectOption({ label: "12-2 PM" });
  await page.getByRole("button", { name: "Book Cleaning" }).click();
  await expectToast(page, "Cleaning booked!");
  const upcomingCard = page
    .getByRole("list", { name: "Upcoming appointments" })
    .getByRole("listitem")
    .filter({ hasText: "Standard Clean" });
  await expect(upcomingCard).toContainText("Birch House");

  // The units list knows the unit has a cleaning now (docs/decisions/013).
  await sidebar.getByRole("link", { name: "My Units" }).click();
  await unitCard(page, "Birch House").getByRole("button", { name: "Delete Birch House" }).click();
  const explain = page.getByRole("alertdialog", { name: "This unit can't be deleted" });
  await expect(explain).toBeVisible();
  await explain.getByRole("button", { name: "Close" }).click();
  await expect(explain).toBeHidden();

  // The job lists show the unit's new label.
  await unitCard(page, "Birch House").getByRole("button", { name: "Edit Birch House" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Unit" });
  await edit.getByLabel("Label").fill("Birch Cottage");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Unit updated", "Birch Cottage");
  await sidebar.getByRole("link", { name: "Upcoming" }).click();
  await expect(upcomingCard).toContainText("Birch Cottage");
});
