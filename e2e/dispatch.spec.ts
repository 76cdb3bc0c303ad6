import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/accounts";
import { approveCleanerAsAdmin, completeJobAsAdmin, freshClientWithJobs, freshPendingCleaner, setFeatureFlag } from "./support/admin-setup";
import { bookViaApi, dateFromToday, demoPageAs, weekdayOffset } from "./support/booking";
import { expectToast } from "./support/ui";

// docs/decisions/055: dispatch. A client keeps Sam for a unit; the jobs booked there are offered to
// Sam first, on his board, and he accepts one and declines the other, which goes to the unit's
// backup; the client sees who accepted, the admin the whole history. This project runs after every
// other journey (playwright.config.ts), with automatic assignment on.

test.describe.configure({ mode: "serial" });

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await demoPageAs(browser, "admin");
});
test.afterAll(async ({ baseURL }) => {
  await setFeatureFlag(admin.request, baseURL!, "auto_assign", false);
  await admin.context().close();
});

test("a client keeps Sam for a unit; Sam accepts one offer and declines another, which goes to the backup; the admin sees the history", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const client = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
  const zip = String(Math.floor(Math.random() * 9000) + 90000);
  const street = `${Math.floor(Math.random() * 9000) + 1000} Dispatch Way`;

  // Set-up, with dispatch still off: a client whose unit Sam and a second cleaner, Jamie, have each
  // cleaned once (only cleaners who cleaned for a client can be kept), then dispatch turned on.
  const jamie = await (await browser.newContext({ timezoneId: "UTC" })).newPage();
  const jamieAccount = await freshPendingCleaner(jamie.request, baseURL!, { label: "jamie", fullName: "Jamie Dispatch" });
  await approveCleanerAsAdmin(admin.request, baseURL!, jamieAccount.email);
  await signInViaApi(jamie.request, baseURL!, jamieAccount.email, jamieAccount.password);
  const { unitId, jobs } = await freshClientWithJobs(client.request, baseURL!, {
    label: "dispatch",
    fullName: "Dana Dispatch",
    address: `${street}, Boston, MA ${zip}`,
    bookings: [
      { days: 2, slot: "10:00" },
      { days: 3, slot: "10:00" },
    ],
  });
  await completeJobAsAdmin(admin.request, baseURL!, jobs[0]!.jobId, "cleaner@tidyline.test");
  await completeJobAsAdmin(admin.request, baseURL!, jobs[1]!.jobId, jamieAccount.email);
  await setFeatureFlag(admin.request, baseURL!, "auto_assign", true);

  // Five stars for Sam's cleaning: the client is offered to keep Sam for the unit, and does.
  await client.goto("/client/history");
  const samsCleaning = client.getByRole("list", { name: "Completed cleanings" }).getByRole("listitem").filter({ hasText: "Sam Rivera" });
  await samsCleaning.getByRole("button", { name: "Leave a Review" }).click();
  const review = client.getByRole("dialog", { name: "Leave a Review" });
  await expect(review).toBeVisible();
  const fiveStars = review.getByRole("radio", { name: "5 stars" });
  await fiveStars.focus();
  await fiveStars.press("Space");
  await review.getByRole("button", { name: "Submit Review" }).click();
  const keep = client.getByRole("dialog", { name: "Thank you for your review" });
  await keep.getByRole("button", { name: "Keep Sam for this unit" }).click();
  await expectToast(client, "Sam will be offered this unit's jobs first.");

  // Sam is first on the unit's list; the client adds Jamie as the backup.
  await client.goto("/client/units");
  const unitCard = client.getByRole("list", { name: "Your units" }).getByRole("listitem").filter({ hasText: "Admin Journey Flat" });
  await unitCard.getByRole("button", { name: "Cleaners" }).click();
  const dialog = client.getByRole("dialog", { name: "Cleaners: Admin Journey Flat" });
  const preferred = dialog.getByRole("region", { name: "Preferred cleaners" });
  const backups = dialog.getByRole("region", { name: "Backups" });
  await expect(preferred).toContainText("Sam Rivera");
  const addCleaner = dialog.getByLabel("Add a cleaner");
  const jamieOption = addCleaner.locator("option", { hasText: "Jamie Dispatch:" });
  await addCleaner.selectOption(await jamieOption.getAttribute("value"));
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await dialog.getByRole("button", { name: "Move to backups: Jamie Dispatch" }).click();
  await expect(backups).toContainText("Jamie Dispatch");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(client, "Cleaners saved");

  // A booking through the form: it is offered to Sam, at the top of his board. With dispatch on, the
  // page no longer promises a 24-hour claim: it says what happens (docs/decisions/067).
  const firstDay = weekdayOffset(20);
  await client.goto("/client/new-job");
  await expect(client.getByText("We offer each cleaning to one cleaner at a time, your unit's preferred cleaners first;")).toBeVisible();
  await expect(client.getByText("Cleaners claim jobs within 24 hours.")).toHaveCount(0);
  await client.getByLabel("Cleaning Type").selectOption("Standard Clean");
  await client.getByLabel("Date").fill(dateFromToday(firstDay));
  await client.getByLabel("Time Slot").selectOption({ label: "2-4 PM" });
  await client.getByRole("button", { name: "Book Cleaning" }).click();
  await expectToast(client, "Cleaning booked!");

  // docs/decisions/067: Sam's sidebar counts his open offers on Open Jobs, and his dashboard lists
  // each with its countdown, linked to the board.
  const sam = await demoPageAs(browser, "cleaner");
  await sam.goto("/cleaner/dashboard");
  await expect(
    sam.getByRole("navigation", { name: "Cleaner Portal" }).getByRole("link", { name: /^Open Jobs \d+ open offers?$/ }),
  ).toBeVisible();
  const waiting = sam
    .getByRole("region", { name: "Offered to you" })
    .getByRole("listitem")
    .filter({ hasText: `Boston, MA ${zip}` });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(/Answer within (1 h \d+ m|2 h)/);
  await waiting.getByRole("link", { name: /^Answer the offer: Standard Clean/ }).click();
  await expect(sam).toHaveURL(/\/cleaner\/open-jobs\?offer=/);
  const offers = sam.getByRole("region", { name: "Offered to you" });
  const offered = offers.getByRole("article").filter({ hasText: `Boston, MA ${zip}` });
  await expect(offered).toHaveCount(1);
  // One countdown, the offer's: no claim window and no Urgent or Soon on an offer's card.
  await expect(offered).toContainText(/Answer within (1 h \d+ m|2 h)/);
  await expect(offered).not.toContainText("Time left to claim");
  await expect(offered).not.toContainText(/Urgent|Soon/);
  await offered.getByRole("button", { name: "Accept" }).click();
  const accept = sam.getByRole("alertdialog", { name: "Accept this job?" });
  await accept.getByRole("button", { name: "Accept" }).click();
  await expectToast(sam, "Job Accepted!");
  await expect(offered).toHaveCount(0);

  // The client sees who accepted.
  await client.goto("/client/upcoming");
  const upcoming = client.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem");
  await expect(upcoming.filter({ hasText: "Sam R. accepted" })).toHaveCount(1);

  // A second job: Sam declines it, and it is offered to Jamie, the backup.
  const secondJobId = await bookViaApi(client.request, baseURL!, {
    unitId,
    date: dateFromToday(weekdayOffset(firstDay + 1)),
    slot: "14:00",
    timeZone: "UTC",
  });
  await sam.goto("/cleaner/open-jobs");
  const second = sam
    .getByRole("region", { name: "Offered to you" })
    .getByRole("article")
    .filter({ hasText: `Boston, MA ${zip}` });
  await expect(second).toHaveCount(1);
  await second.getByRole("button", { name: "Decline" }).click();
  const decline = sam.getByRole("alertdialog", { name: "Decline this job? It will be offered to another cleaner." });
  await decline.getByRole("button", { name: "Decline" }).click();
  await expectToast(sam, "Offer declined");
  await expect(second).toHaveCount(0);
  await client.goto("/client/upcoming");
  await expect(upcoming.filter({ hasText: /Offered to Jamie D\. \(answers within/ })).toHaveCount(1);
  // docs/decisions/067: and why Sam, the preferred cleaner, does not have it.
  await expect(upcoming.filter({ hasText: "Sam R. declined; offered to Jamie D." })).toHaveCount(1);

  await jamie.goto("/cleaner/open-jobs");
  await expect(
    jamie
      .getByRole("region", { name: "Offered to you" })
      .getByRole("article")
      .filter({ hasText: `Boston, MA ${zip}` }),
  ).toHaveCount(1);

  // The admin's Offered filter lists the job, its Cleaner column naming Jamie and the time left
  // (docs/decisions/067); then the history, oldest first.
  const label = secondJobId.split("-").at(-1)!;
  await admin.goto("/admin/jobs");
  await admin.getByLabel("Dispatch", { exact: true }).selectOption({ label: "Offered" });
  await expect(admin).toHaveURL(/dispatch=offered/);
  await admin.getByLabel("Search", { exact: true }).fill(street);
  const offeredRows = admin.getByRole("table").getByRole("row").filter({ hasText: street });
  await expect(offeredRows).toHaveCount(1);
  const secondRow = offeredRows.filter({ hasText: `#${label}` });
  await expect(secondRow).toContainText(/Offered to Jamie D\. \((1 h \d+ m|2 h|\d+ m) left\)/);
  await secondRow.getByRole("button", { name: `View job #${label}` }).click();
  const details = admin.getByRole("dialog", { name: `Job #${label}` });
  const history = details.getByRole("list", { name: "Offers, oldest first" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Sam Rivera");
  await expect(history.nth(0)).toContainText("Declined");
  await expect(history.nth(1)).toContainText("Jamie Dispatch");
  await expect(history.nth(1)).toContainText("Open");

  for (const page of [client, sam, jamie]) await page.context().close();
});
