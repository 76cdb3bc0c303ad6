import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { freshClientWithJobs, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// spec 2 Jobs Management (issue 12): search, tabs with counts, a job's details, and the status
// dropdown and delete on jobs this journey books itself (a fresh client's three Posted jobs). The
// cleaner it assigns is Jamie Ortiz, the demo's Active cleaner seeded for the admin screens only.
test.use({ storageState: storageStateOf("admin") });

test("an admin finds a client's jobs, views one, cancels one, assigns one to a cleaner and deletes one", async ({
  page,
  request,
  baseURL,
}) => {
  const street = uniqueStreet("Admin Jobs Way");
  const { account, jobs } = await freshClientWithJobs(request, baseURL!, {
    label: "admin-jobs",
    fullName: "Harper Jobsby",
    address: `${street}, Boston, MA 02108`,
    bookings: [
      { days: 3, slot: "08:00" },
      { days: 4, slot: "10:00", type: "Deep Clean" },
      { days: 5, slot: "12:00" },
    ],
  });
  const [toCancel, toAssign, toDelete] = jobs as [(typeof jobs)[0], (typeof jobs)[0], (typeof jobs)[0]];

  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { name: "Jobs Management", level: 1 })).toBeVisible();
  const cards = page.getByRole("list", { name: "Job totals" }).getByRole("listitem");
  await expect(cards).toHaveText([/^Total\d+/, /^Active\d+/, /^Completed\d+/, /^Issues\d+/]);

  // The search narrows the list to this client's jobs; the tabs count within it.
  await page.getByLabel("Search", { exact: true }).fill(street);
  const count = page.getByRole("status").filter({ hasText: / of \d+ jobs$/ });
  await expect(count).toHaveText(/^3 of \d+ jobs$/);
  const tabs = page.getByRole("tablist", { name: "Job groups" });
  await expect(tabs.getByRole("tab")).toHaveText(["All (3)", "Active (3)", "Completed (0)", "Issues (0)"]);
  const table = page.getByRole("table");
  const row = (job: { label: string }) => table.getByRole("row").filter({ hasText: `#${job.label}` });
  for (const job of jobs) {
    await expect(row(job)).toContainText("Harper Jobsby");
    await expect(row(job)).toContainText(account.email);
    await expect(row(job)).toContainText("Posted");
    await expect(row(job)).toContainText("Unassigned");
  }
  await expect(row(toAssign)).toContainText("Deep Clean");
  await expect(row(toAssign)).toContainText("$150.00");

  // The details: client, unit and timeline.
  await row(toAssign)
    .getByRole("button", { name: `View job #${toAssign.label}` })
    .click();
  const details = page.getByRole("dialog", { name: `Job #${toAssign.label}` });
  await expect(details).toContainText("Harper Jobsby");
  await expect(details).toContainText(street);
  await expect(details).toContainText("Deep Clean");
  await expect(details).toContainText(`Job ID ${toAssign.jobId}`);
  await details.getByRole("button", { name: "Close" }).first().click();
  await expect(details).toBeHidden();

  // Canceled: spec 8's toast; it moves to the Issues tab.
  await row(toCancel)
    .getByRole("button", { name: `Change status of job #${toCancel.label}, now Posted` })
    .click();
  await page.getByRole("menuitem", { name: "Canceled" }).click();
  // Cancelling asks for a reason (docs/decisions/026).
  const cancel = page.getByRole("dialog", { name: `Cancel job #${toCancel.label}?` });
  await cancel.getByLabel("Reason").fill("The client asked us by phone.");
  await cancel.getByRole("button", { name: "Cancel Job" }).click();
  await expectToast(page, "Status Updated", "Job status changed to Canceled");
  await expect(row(toCancel)).toContainText("Canceled");
  await expect(tabs.getByRole("tab")).toHaveText(["All (3)", "Active (2)", "Completed (0)", "Issues (1)"]);

  // Assigned asks for the cleaner first.
  await row(toAssign)
    .getByRole("button", { name: `Change status of job #${toAssign.label}, now Posted` })
    .click();
  await page.getByRole("menuitem", { name: /^Assigned/ }).click();
  const assign = page.getByRole("dialog", { name: `Set job #${toAssign.label} to Assigned` });
  await expect(assign).toContainText("Choose the Active cleaner who takes this job.");
  await assign.getByLabel("Find a cleaner").fill("jamie.ortiz");
  const cleaner = assign.getByLabel("Cleaner", { exact: true });
  await expect(cleaner.locator("option")).toHaveCount(1);
  await expect(cleaner.locator("option")).toContainText("Jamie Ortiz (jamie.ortiz@tidyline.test)");
  // A new cleaner for the job: the reason is asked for too (docs/decisions/026).
  await assign.getByLabel("Reason").fill("Jamie knows the building.");
  await assign.getByRole("button", { name: "Set to Assigned" }).click();
  await expectToast(page, "Status Updated", "Job status changed to Assigned");
  await expect(assign).toBeHidden();
  await expect(row(toAssign)).toContainText("Assigned");
  await expect(row(toAssign)).toContainText("Jamie Ortiz");
  await expect(row(toAssign)).not.toContainText("Unassigned");

  // Delete asks first; the job is gone from the list and the counts.
  await row(toDelete)
    .getByRole("button", { name: `Delete job #${toDelete.label}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete job #${toDelete.label}?` });
  await expect(confirm).toContainText("Are you sure you want to delete this job? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete Job" }).click();
  await expectToast(page, "Job Deleted", "The job has been permanently deleted.");
  await expect(row(toDelete)).toHaveCount(0);
  await expect(count).toHaveText(/^2 of \d+ jobs$/);
  await expect(tabs.getByRole("tab")).toHaveText(["All (2)", "Active (1)", "Completed (0)", "Issues (1)"]);

  // The tabs and the status filter narrow the list further.
  await tabs.getByRole("tab", { name: "Issues (1)" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(row(toCancel)).toBeVisible();
  await tabs.getByRole("tab", { name: "All (2)" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("Assigned");
  await expect(count).toHaveText(/^1 of \d+ jobs$/);
  await expect(row(toAssign)).toBeVisible();

  // What the server now holds, after a reload: the filters live in the URL, so they are kept.
  await page.reload();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(street);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Assigned");
  await expect(count).toHaveText(/^1 of \d+ jobs$/);
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await expect(count).toHaveText(/^2 of \d+ jobs$/);
  await expect(row(toCancel)).toContainText("Canceled");
  await expect(row(toAssign)).toContainText("Jamie Ortiz");

  // Nothing matches: spec 2's empty text.
  await page.getByLabel("Search", { exact: true }).fill(`${street} nowhere`);
  await expect(page.getByText("No jobs found matching your criteria.")).toBeVisible();
});
