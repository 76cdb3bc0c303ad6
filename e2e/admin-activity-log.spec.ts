import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { dayFromToday, freshClientWithJobs, uniqueStreet } from "./support/admin-setup";

// Settings' Recent Admin Activity (issue 18, docs/decisions/029): a change reads as a sentence
// that names its object (a job by id, client, type and day) and links to the object's screen.
test.use({ storageState: storageStateOf("admin") });

test("an admin's change is named in the recent activity, with a link to the object", async ({ page, request, baseURL }) => {
  const street = uniqueStreet("Activity Lane");
  const { jobs } = await freshClientWithJobs(request, baseURL!, {
    label: "admin-activity",
    fullName: "Quinn Activity",
    address: `${street}, Boston, MA 02108`,
    bookings: [{ days: 3, slot: "10:00" }],
  });
  const job = jobs[0]!;
  // The admin cancels it, with the reason decision 026 asks for.
  const cancel = await page.request.patch(`/api/admin/jobs/${job.jobId}/status`, {
    data: { status: "Canceled", reason: "Client called to cancel" },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await page.goto("/admin/settings");
  const activity = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Who" }) });
  // The job's day as the admin's browser says it ("Dec 08"): the server writes it in the admin's zone.
  const day = new Date(`${dayFromToday(3)}T12:00:00`).toLocaleDateString("en-US", { month: "short", day: "2-digit" });
  const subject = `Job #${job.label} (Quinn Activity, Standard Clean, ${day})`;
  const row = activity.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText(`${subject} set to Canceled (was Posted): Client called to cancel`);
  await expect(row).toContainText("Morgan Reyes");

  // The named job is a link to it on the Jobs screen.
  await row.getByRole("link", { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?search=${job.jobId}$`));
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(job.jobId);
  const listed = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: `#${job.label}` });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Canceled");
  await expect(page.getByRole("status").filter({ hasText: / of \d+ jobs$/ })).toHaveText(/^1 of \d+ jobs$/);
});
