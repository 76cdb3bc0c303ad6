import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { waitForEmail } from "./support/mail";
import { expectToast } from "./support/ui";

// docs/decisions/026 (issue 18): an admin changes who does a job and cancels it; each time the
// screen asks for a reason, and the client and the cleaner are emailed (read in /dev/mailbox).
test.use({ storageState: storageStateOf("admin") });

test("an admin assigns a cleaner and cancels the job, giving a reason each time; the client and the cleaner are emailed", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const street = uniqueStreet("Reason Row");
  const clientRequest = await playwright.request.newContext({ baseURL });
  const { account: client, jobs } = await freshClientWithJobs(clientRequest, baseURL!, {
    label: "cancel-reason-client",
    fullName: "Noor Reasonable",
    address: `${street}, Boston, MA 02108`,
    bookings: [{ days: 7, slot: "12:00" }],
  });
  const cleanerRequest = await playwright.request.newContext({ baseURL });
  const cleaner = await freshPendingCleaner(cleanerRequest, baseURL!, { label: "cancel-reason-cleaner", fullName: "Kit Canceled" });
  await approveCleanerAsAdmin(page.request, baseURL!, cleaner.email);
  await Promise.all([clientRequest.dispose(), cleanerRequest.dispose()]);
  const job = jobs[0]!;

  await page.goto("/admin/jobs");
  await page.getByLabel("Search", { exact: true }).fill(street);
  const row = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: `#${job.label}` });
  await expect(row).toContainText("Posted");

  // A first cleaner: the dialog asks for the reason before it sends anything.
  await row.getByRole("button", { name: `Change status of job #${job.label}, now Posted` }).click();
  await page.getByRole("menuitem", { name: /^Assigned/ }).click();
  const assign = page.getByRole("dialog", { name: `Set job #${job.label} to Assigned` });
  await assign.getByLabel("Find a cleaner").fill(cleaner.email);
  await expect(assign.getByLabel("Cleaner", { exact: true }).locator("option")).toHaveCount(1);
  await assign.getByRole("button", { name: "Set to Assigned" }).click();
  await expect(assign.getByText("Please give a reason.")).toBeVisible();
  await assign.getByLabel("Reason").fill("Kit lives around the corner.");
  await assign.getByRole("button", { name: "Set to Assigned" }).click();
  await expectToast(page, "Status Updated", "Job status changed to Assigned");
  await expect(row).toContainText("Kit Canceled");

  // Cancel: a confirmation with a reason; without one nothing is sent.
  await row.getByRole("button", { name: `Change status of job #${job.label}, now Assigned` }).click();
  await page.getByRole("menuitem", { name: "Canceled" }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel job #${job.label}?` });
  await expect(cancel).toContainText("The client and the job's cleaner are emailed");
  // docs/decisions/067: the way out keeps the job; "Cancel" beside "Cancel Job" read as a second cancel.
  await expect(cancel.getByRole("button", { name: "Keep Job" })).toBeVisible();
  await expect(cancel.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await cancel.getByRole("button", { name: "Cancel Job" }).click();
  await expect(cancel.getByText("Please give a reason.")).toBeVisible();
  await cancel.getByLabel("Reason").fill("The client is selling the flat.");
  await cancel.getByRole("button", { name: "Cancel Job" }).click();
  await expectToast(page, "Status Updated", "Job status changed to Canceled");
  await expect(row).toContainText("Canceled");

  // The emails, as delivered: the client heard of the cleaner as a claim tells, then of the cancellation.
  const claimed = await waitForEmail(page.request, client.email, /^Kit Canceled will clean on /);
  expect(claimed.text).toContain("Good news: a cleaner has claimed your Standard Clean.");
  const canceled = await waitForEmail(page.request, client.email, /^Your Standard Clean on .+ is canceled$/);
  expect(canceled.text).toContain(street);
  expect(canceled.text).not.toContain("selling the flat");
  expect(canceled.replyTo).toBe("admin@tidyline.test");
  await waitForEmail(page.request, cleaner.email, /^You have a new job: Standard Clean on /);
  await waitForEmail(page.request, cleaner.email, /^Canceled: the Standard Clean on /);

  // The mailbox page shows them, with the Reply-To someone reads.
  await page.goto("/dev/mailbox");
  const letter = page
    .getByRole("article")
    .filter({ hasText: `To: ${client.email}` })
    .filter({ has: page.getByRole("heading", { name: /is canceled$/ }) });
  await expect(letter).toContainText("Reply-To: admin@tidyline.test");
});
