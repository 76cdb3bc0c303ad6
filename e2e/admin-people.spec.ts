import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { dayFromToday, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// issue 12 Clients and Cleaners: an admin deactivates and reactivates a client, and approves a
// new cleaner, each with a reason kept in the account's history; the person sees the outcome.
// Both people are this journey's own (Riley, the demo's Pending cleaner, belongs to the cleaner
// journeys).
test.use({ storageState: storageStateOf("admin") });

test("a deactivated client cannot book until an admin activates them again", async ({ page, browser, baseURL }) => {
  const person = await browser.newContext();
  const { account } = await freshClientWithJobs(person.request, baseURL!, {
    label: "admin-client",
    fullName: "Dakota Pause",
    address: `${uniqueStreet("Pause Place")}, Boston, MA 02108`,
    bookings: [],
  });

  await page.goto("/admin/clients");
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(account.email);
  await expect(page.getByRole("status").filter({ hasText: /clients$/ })).toHaveText(/^1 of \d+ clients$/);
  const row = page.getByRole("table").getByRole("row").filter({ hasText: account.email });
  await expect(row).toContainText("Dakota Pause");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("None");

  // Deactivate asks why; the reason is required.
  await row.getByRole("button", { name: "Deactivate Dakota Pause" }).click();
  const dialog = page.getByRole("dialog", { name: "Deactivate Dakota Pause?" });
  await expect(dialog).toContainText("Dakota Pause will not be able to book cleanings or choose a plan.");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(dialog.getByText("Please give a reason.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Chargeback under review.");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Client deactivated", "Dakota Pause is now Inactive.");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Inactive");
  await page.getByLabel("Status", { exact: true }).selectOption("Inactive");
  await expect(row).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("Active");
  await expect(page.getByText("No clients found matching your criteria.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("all");

  // The client is refused a booking, titled as a refusal (not a fault to retry), with the server's reason.
  const client = await person.newPage();
  const book = async () => {
    await client.goto("/client/new-job");
    await client.getByLabel("Cleaning Type").selectOption("Standard Clean");
    await client.getByLabel("Date").fill(dayFromToday(3));
    await client.getByLabel("Time Slot").selectOption({ label: "8-10 AM" });
    await client.getByRole("button", { name: "Book Cleaning" }).click();
  };
  await book();
  await expectToast(client, "Unable to create job", "Your account is inactive. Contact support to book cleanings.");

  // Activated again, with its reason; the history keeps both.
  await row.getByRole("button", { name: "Activate Dakota Pause" }).click();
  const activate = page.getByRole("dialog", { name: "Activate Dakota Pause?" });
  await activate.getByLabel("Reason").fill("Chargeback resolved.");
  await activate.getByRole("button", { name: "Activate" }).click();
  await expectToast(page, "Client activated", "Dakota Pause is now Active.");
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Inactive");
  await row.getByRole("button", { name: "View Dakota Pause" }).click();
  const details = page.getByRole("dialog", { name: "Dakota Pause" });
  await expect(details.getByText("Reason: Chargeback under review.")).toBeVisible();
  await expect(details.getByText("Reason: Chargeback resolved.")).toBeVisible();

  await book();
  await expectToast(client, "Cleaning booked!");
  await person.close();
});

test("an admin approves a new cleaner with a reason; the cleaner is emailed and sees they are Active", async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await browser.newContext();
  const account = await freshPendingCleaner(person.request, baseURL!, { label: "admin-approve", fullName: "Emery Newhire" });

  await page.goto("/admin/cleaners");
  await expect(page.getByRole("heading", { name: "Cleaners", level: 1 })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("Pending");
  await page.getByLabel("Search", { exact: true }).fill(account.email);
  const row = page.getByRole("table").getByRole("row").filter({ hasText: account.email });
  await expect(row).toContainText("Emery Newhire");
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Boston");

  await row.getByRole("button", { name: "Approve Emery Newhire" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Emery Newhire?" });
  await expect(dialog).toContainText("Emery Newhire becomes Active, can claim jobs at once and is emailed that the account is approved.");
  await dialog.getByLabel("Reason").fill("References and ID checked.");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Cleaner approved", "Emery Newhire is now Active and has been emailed.");
  // No longer Pending: the filter leaves them out; All shows them Active.
  await expect(page.getByText("No cleaners found matching your criteria.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: "Deactivate Emery Newhire" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Approve Emery Newhire" })).toHaveCount(0);
  await row.getByRole("button", { name: "View Emery Newhire" }).click();
  await expect(page.getByRole("dialog", { name: "Emery Newhire" }).getByText("Reason: References and ID checked.")).toBeVisible();

  // The approval email, through the outbox.
  await expect(async () => {
    const response = await page.request.get("/api/dev/mailbox");
    const { emails } = (await response.json()) as { emails: { to: string; subject: string }[] };
    expect(emails.some((email) => email.to === account.email && email.subject === "Your Tidyline cleaner account is approved")).toBe(true);
  }).toPass({ timeout: 45_000 });

  // The cleaner sees it: Active on their profile, no Account Status card on the dashboard.
  const cleaner = await person.newPage();
  await cleaner.goto("/cleaner/profile");
  await expect(cleaner.getByRole("status").filter({ hasText: "Account Status" })).toContainText("Active");
  await expect(cleaner.getByRole("status").filter({ hasText: "Account Status" })).toContainText("You can claim and work jobs.");
  await cleaner.goto("/cleaner/dashboard");
  await expect(cleaner.getByRole("heading", { name: "Welcome, Emery Newhire", level: 1 })).toBeVisible();
  await expect(cleaner.getByRole("status", { name: /Account Status/ })).toHaveCount(0);
  await person.close();
});
