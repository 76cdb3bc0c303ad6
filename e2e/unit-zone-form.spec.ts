import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";
import { expectToast } from "./support/ui";
import { axeCheck } from "./support/axe";

// Issue 40, docs/decisions/064: a unit's zone comes from its address and can be corrected on the
// unit; the booking form reads the slots in the chosen unit's zone and says so to a host elsewhere.
test.use({ timezoneId: "America/New_York" });

/** YYYY-MM-DD `days` from today in Chicago, as the booking form takes the unit's date. */
const chicagoDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    Date.now() + days * 86_400_000,
  );
/** The Central abbreviation at noon on `day`, as the form names it. */
const centralOn = (day: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", timeZoneName: "short" })
    .formatToParts(new Date(`${day}T18:00:00Z`))
    .find((part) => part.type === "timeZoneName")!.value;

test("a New York host adds a Chicago unit, sees its zone from the address, corrects it, and books its own 10 AM", async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "unit-zone", fullName: "Nia Zone" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);

  await page.goto("/client/units");
  await page.getByRole("button", { name: "Add Unit" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Unit" });
  await dialog.getByLabel("Label").fill("Loop Loft");
  const zone = dialog.getByLabel("Time zone");
  await expect(zone.locator("option:checked")).toHaveText("From the address: Eastern (New York)");
  await dialog.getByLabel("Full Address").fill("415 N Dearborn St, Unit 1204, Chicago, IL 60654");
  // The default follows the address as it is typed.
  await expect(zone.locator("option:checked")).toHaveText("From the address: Central (Chicago)");
  await expect(zone.locator("option")).toContainText([
    "Eastern (New York)",
    "Central (Chicago)",
    "Mountain (Denver)",
    "Pacific (Los Angeles)",
  ]);
  const axe = await axeCheck(page).include("[role=dialog]").analyze();
  expect(axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")).map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Add Unit" }).click();
  await expectToast(page, "Unit added", "Loop Loft");

  // The card names the zone: the host's clock reads otherwise.
  await expect(page.getByText("Time zone: Central (Chicago)")).toBeVisible();

  // Corrected to Mountain, then back to the address's.
  await page.getByRole("button", { name: "Edit Loop Loft" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Unit" });
  await expect(edit.getByLabel("Time zone").locator("option:checked")).toHaveText("From the address: Central (Chicago)");
  await edit.getByLabel("Time zone").selectOption({ label: "Mountain (Denver)" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Unit updated");
  await expect(page.getByText("Time zone: Mountain (Denver)")).toBeVisible();
  await page.getByRole("button", { name: "Edit Loop Loft" }).click();
  await expect(edit.getByLabel("Time zone").locator("option:checked")).toHaveText("Mountain (Denver)");
  await edit.getByLabel("Time zone").selectOption({ label: "From the address: Central (Chicago)" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Unit updated");
  await expect(page.getByText("Time zone: Central (Chicago)")).toBeVisible();

  // Booking: the slots are the unit's wall clock, said so to a New York host.
  await page.goto("/client/new-job");
  await page.getByLabel("Unit").selectOption({ label: "Loop Loft — 415 N Dearborn St, Unit 1204, Chicago, IL 60654" });
  const day = chicagoDay(9);
  await page.getByLabel("Date").fill(day);
  const abbreviation = centralOn(day);
  await expect(page.getByText(`Times are Chicago time (${abbreviation}).`)).toBeVisible();
  await page.getByLabel("Cleaning Type").selectOption("Standard Clean");
  await page.getByLabel("Time Slot").selectOption({ label: "10 AM-12 PM" });
  await page.getByRole("button", { name: "Book Cleaning" }).click();
  await expectToast(page, "Cleaning booked!", `at 10:00 AM ${abbreviation}.`);
});
