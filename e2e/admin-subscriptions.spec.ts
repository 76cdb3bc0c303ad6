import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { freshClientWithJobs, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// spec 2 Subscriptions Management (issue 12): New Subscription for a fresh client of this
// journey, search (by email and by id), details, edit of the included cleans, delete with
// confirmation, and the empty text. The demo's plans and their subscribers are not touched.
test.use({ storageState: storageStateOf("admin") });

test("an admin gives a fresh client a plan, finds it, edits its included cleans and deletes it", async ({ page, browser, baseURL }) => {
  const person = await browser.newContext();
  const { account } = await freshClientWithJobs(person.request, baseURL!, {
    label: "admin-plan",
    fullName: "Sasha Planless",
    address: `${uniqueStreet("Plan Street")}, Boston, MA 02108`,
    bookings: [],
  });

  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("heading", { name: "Subscriptions Management", level: 1 })).toBeVisible();
  const search = page.getByLabel("Search", { exact: true });
  await expect(search).toHaveAttribute("placeholder", "Search by client name, email, or subscription ID");
  await search.fill(account.email);
  await expect(page.getByText("No subscriptions found", { exact: true })).toBeVisible();

  // New Subscription: the client found by email, and a plan.
  await page.getByRole("button", { name: "New Subscription" }).click();
  const create = page.getByRole("dialog", { name: "New Subscription" });
  await create.getByRole("button", { name: "Create Subscription" }).click();
  await expect(create.getByRole("alert")).toHaveText("Please choose a client.");
  await create.getByLabel("Find a client").fill(account.email);
  await expect(create.getByRole("radio")).toHaveCount(1);
  await create.getByRole("radio", { name: /Sasha Planless/ }).check();
  await create.getByLabel("Plan", { exact: true }).selectOption({ label: "Bi-Weekly: $300.00/mo, 2 cleans/month" });
  await create.getByRole("button", { name: "Create Subscription" }).click();
  await expectToast(page, "Subscription created", "Bi-Weekly plan for Sasha Planless");
  await expect(create).toBeHidden();

  const status = page.getByRole("status").filter({ hasText: /^\d+ subscriptions?$/ });
  await expect(status).toHaveText("1 subscription");
  const row = page.getByRole("table").getByRole("row").filter({ hasText: account.email });
  await expect(row).toContainText("Bi-Weekly");
  await expect(row).toContainText("2 cleans/month");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("0/2");

  // The details, with the id the search also finds it by.
  const who = "Bi-Weekly subscription of Sasha Planless";
  await row.getByRole("button", { name: `View the ${who}` }).click();
  const details = page.getByRole("dialog", { name: "Subscription Details" });
  await expect(details).toContainText(account.email);
  await expect(details).toContainText("0 of 2 cleans used");
  const subscriptionId = (await details.locator(".font-mono").textContent())!.trim();
  expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await search.fill(subscriptionId);
  await expect(status).toHaveText("1 subscription");
  await expect(row).toBeVisible();

  // The client sees the plan the admin gave.
  const client = await person.newPage();
  await client.goto("/client/subscription");
  await expect(client.getByRole("heading", { name: "Bi-Weekly", level: 2 })).toBeVisible();

  // Edit: more included cleans.
  await row.getByRole("button", { name: `Edit the ${who}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Subscription" });
  await expect(edit.getByLabel("Status", { exact: true })).toHaveValue("Active");
  await edit.getByLabel("Included cleans").fill("5");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Subscription updated", "Bi-Weekly plan of Sasha Planless");
  await expect(edit).toBeHidden();
  await expect(row).toContainText("5 cleans/month");
  await expect(row).toContainText("0/5");
  await client.reload();
  await expect(client.getByRole("progressbar", { name: "Cleans used" })).toHaveAttribute("aria-valuemax", "5");

  // Delete asks first; it has no jobs or payments, so it goes.
  await row.getByRole("button", { name: `Delete the ${who}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the Bi-Weekly plan of Sasha Planless?" });
  await expect(confirm).toContainText("Are you sure you want to delete this subscription? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete Subscription" }).click();
  await expectToast(page, "Subscription deleted", "Bi-Weekly plan of Sasha Planless");
  await expect(page.getByText("No subscriptions found", { exact: true })).toBeVisible();
  await client.reload();
  await expect(client.getByRole("heading", { name: "Choose a plan" })).toBeVisible();
  await person.close();
});
