import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { axeCheck } from "./support/axe";
import { expectToast } from "./support/ui";

// docs/decisions/055: an admin puts a cleaner on a client's unit list from the client's details;
// the cleaner finds the unit on their Work Profile and steps down from it. The client and the
// cleaner are this journey's own, so no other journey's offers or lists change.
test.use({ storageState: storageStateOf("admin") });

const seriousFindings = async (page: Page) =>
  (await axeCheck(page).analyze()).violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");

test("an admin lists a cleaner for a unit; the cleaner sees it and steps down", async ({ page, browser, baseURL }) => {
  const clientContext = await browser.newContext();
  const { account: client } = await freshClientWithJobs(clientContext.request, baseURL!, {
    label: "preferred-client",
    fullName: "Harper Lane",
    address: `${uniqueStreet("Steady Street")}, Boston, MA 02108`,
    bookings: [],
  });
  const cleanerContext = await browser.newContext();
  const cleaner = await freshPendingCleaner(cleanerContext.request, baseURL!, { label: "preferred-cleaner", fullName: "Quinn Steady" });
  await approveCleanerAsAdmin(page.request, baseURL!, cleaner.email);

  // The admin opens the client's details, then the unit's cleaners.
  await page.goto("/admin/clients");
  await page.getByLabel("Search", { exact: true }).fill(client.email);
  const row = page.getByRole("table").getByRole("row").filter({ hasText: client.email });
  await row.getByRole("button", { name: "View Harper Lane" }).click();
  const details = page.getByRole("dialog", { name: "Harper Lane" });
  await expect(details.getByText("0 preferred cleaners · 0 backups")).toBeVisible();
  await details.getByRole("button", { name: "Cleaners of Admin Journey Flat" }).click();
  const editor = page.getByRole("dialog", { name: "Cleaners of Admin Journey Flat" });
  await expect(editor.getByRole("region", { name: "Preferred cleaners" })).toContainText("Nobody yet.");
  await editor.getByLabel("Find an Active cleaner").fill(cleaner.email);
  await editor.getByRole("button", { name: "Add as preferred: Quinn Steady" }).click();
  const listed = editor.getByRole("region", { name: "Preferred cleaners" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Quinn Steady");
  await expect(listed).toContainText("Preferred #1");
  expect(await seriousFindings(page)).toEqual([]);
  await editor.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Cleaners saved");
  await expect(editor).toBeHidden();
  await expect(details.getByText("1 preferred cleaner · 0 backups")).toBeVisible();

  // The cleaner finds the unit on their Work Profile, without the client's address.
  const cleanerPage = await cleanerContext.newPage();
  await cleanerPage.setViewportSize({ width: 390, height: 844 });
  await cleanerPage.goto("/cleaner/profile");
  const places = cleanerPage.getByRole("list", { name: "Units you're preferred for" });
  const place = places.getByRole("listitem", { name: "Admin Journey Flat" });
  await expect(place).toContainText("Preferred #1");
  await expect(place).toContainText("Boston · Harper L. · 0 cleanings done here");
  await expect(place).not.toContainText("Steady Street");
  expect(await seriousFindings(cleanerPage)).toEqual([]);

  // Stepping down asks first, then the list is empty.
  await place.getByRole("button", { name: "Step down from Admin Journey Flat" }).click();
  const confirm = cleanerPage.getByRole("alertdialog", { name: "Step down from Admin Journey Flat?" });
  await expect(confirm).toContainText("Its jobs will no longer be offered to you first.");
  await confirm.getByRole("button", { name: "Step Down" }).click();
  await expectToast(cleanerPage, "You stepped down from Admin Journey Flat.");
  await expect(cleanerPage.getByText("No client has made you a preferred cleaner yet.")).toBeVisible();

  // The admin's Activity log says so.
  await page.goto("/admin/settings");
  await expect(page.getByText("Quinn Steady stepped down from its cleaners").first()).toBeVisible();

  await clientContext.close();
  await cleanerContext.close();
});
