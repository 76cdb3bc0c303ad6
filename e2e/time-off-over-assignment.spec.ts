import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, dayFromToday, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { expectToast } from "./support/ui";

// docs/decisions/027: time off cannot cover a job the cleaner holds, as a claim cannot fall on time
// off. The calendar's Add Availability dialog shows the refusal, naming the job, and stays open.
test("time off over an assigned job is refused in the calendar dialog, naming the job; other days are fine", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { Origin: new URL(baseURL!).origin };
  // A client of this journey's own books a Deep Clean in Boston nine days ahead.
  const street = uniqueStreet("Timeoff Way");
  const clientContext = await browser.newContext();
  const { jobs } = await freshClientWithJobs(clientContext.request, baseURL!, {
    label: "timeoff-client",
    fullName: "Tess Timeoff",
    address: `${street}, Boston, MA 02118`,
    bookings: [{ days: 9, slot: "10:00", type: "Deep Clean" }],
  });
  await clientContext.close();

  // A cleaner of its own, approved by the admin, claims it.
  const cleaner = await freshPendingCleaner(page.request, baseURL!, { label: "timeoff-cleaner", fullName: "Val Vacation" });
  const adminContext = await browser.newContext({ storageState: storageStateOf("admin") });
  await approveCleanerAsAdmin(adminContext.request, baseURL!, cleaner.email);
  await adminContext.close();
  const claim = await page.request.post("/api/cleaner/claims", { data: { jobId: jobs[0]!.jobId }, headers: origin });
  expect(claim.status(), await claim.text()).toBe(201);

  // Time off from day 8 to day 10 covers it: refused, the job named in the dialog.
  await page.goto("/cleaner/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Availability" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Availability" });
  await dialog.getByLabel("Type").selectOption({ label: "Time Off" });
  await dialog.getByLabel("Start Date").fill(dayFromToday(8));
  await dialog.getByLabel("End Date").fill(dayFromToday(10));
  await dialog.getByLabel("Note").fill("Family trip");
  await dialog.getByRole("button", { name: "Add Availability" }).click();
  await expectToast(page, "Failed to update availability");
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("This time off covers a job you are assigned: Deep Clean on");
  await expect(refusal).toContainText(street);
  await expect(refusal).toContainText("Choose other days, or ask support to reassign it first.");
  // Nothing was added: the dialog stays open with what was entered, for other days.
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("list", { name: "Time off" })).toHaveCount(0);

  // Days after the job are free: added, and the dialog closes.
  await dialog.getByLabel("Start Date").fill(dayFromToday(11));
  await dialog.getByLabel("End Date").fill(dayFromToday(12));
  await dialog.getByRole("button", { name: "Add Availability" }).click();
  await expectToast(page, "Availability updated successfully");
  await expect(dialog).toBeHidden();
  // The Time Off list is the month shown's: go to the month of the first day off.
  const monthOf = (days: number) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return day.toLocaleDateString("en-US", { month: "long", year: "numeric" });
  };
  if (monthOf(11) !== monthOf(0)) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: monthOf(11) })).toBeVisible();
  await expect(page.getByRole("list", { name: "Time off" })).toContainText("Family trip");
});
