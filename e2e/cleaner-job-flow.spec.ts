import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createVerifiedAccount, DEMO_PASSWORD, signInViaApi, storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// spec 2 and 5: a cleaner claims a booked job, then works one from start to completion; the
// client sees the photos and reviews it.
const PHOTO = join(import.meta.dirname, "..", "assets", "demo-photos", "kitchen-after.jpg");
const AVERY = "client2@tidyline.test";

/** A date `days` from today in the browser's own zone, as the date input takes it. */
const dateIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return day.toLocaleDateString("en-CA");
  }, days);

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext();
  await signInViaApi(context.request, baseURL, email, DEMO_PASSWORD);
  return context.newPage();
}

test("a client books a cleaning and Sam claims it; Start Job waits until 2 hours before the start", async ({ page, browser, baseURL }) => {
  // The client: a fresh account with a Boston unit (one of Sam's work areas) at an address no one
  // else uses; the board shows its area only (docs/decisions/026), so its ZIP is the one to find.
  const street = `${Math.floor(Math.random() * 9000) + 1000} Claimable Lane`;
  const zip = String(Math.floor(Math.random() * 9000) + 90000);
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "claimed", fullName: "Robin Claimed" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);
  const unit = await page.request.post("/api/client/units", {
    data: { label: "Harbor Flat", fullAddress: `${street}, Boston, MA ${zip}` },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(unit.status()).toBe(201);
  await page.goto("/client/new-job");
  await page.getByLabel("Cleaning Type").selectOption("Standard Clean");
  await page.getByLabel("Date").fill(await dateIn(page, 2));
  await page.getByLabel("Time Slot").selectOption({ label: "8-10 AM" });
  await page.getByRole("button", { name: "Book Cleaning" }).click();
  await expectToast(page, "Cleaning booked!");

  // Sam finds it on the board and claims it.
  const sam = await (await browser.newContext({ storageState: storageStateOf("cleaner") })).newPage();
  await sam.goto("/cleaner/open-jobs");
  await expect(sam.getByRole("heading", { name: "Open Jobs", level: 1 })).toBeVisible();
  await sam.getByLabel("Search").fill(zip);
  const card = sam.getByRole("article").filter({ hasText: `Boston, MA ${zip}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Standard Clean" })).toBeVisible();
  // Who the client is and where exactly wait for the assignment.
  await expect(card).not.toContainText("Robin Claimed");
  await expect(card).not.toContainText(street);
  await card.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = sam.getByRole("alertdialog", { name: "Claim this job?" });
  await expect(confirm).toContainText("Are you sure you want to claim this job?");
  await confirm.getByRole("button", { name: "Claim This Job" }).click();
  await expectToast(sam, "Job Claimed!");
  await expect(card).toHaveCount(0);

  // It is Sam's now, Assigned; starting it is not open yet, and the screen says from when.
  await sam.goto("/cleaner/assignments");
  await expect(sam.getByRole("tab", { name: /Active/, selected: true })).toBeVisible();
  const assignment = sam.getByRole("list", { name: "Active assignments" }).getByRole("article").filter({ hasText: street });
  await expect(assignment.getByText("Ready to start")).toBeVisible();
  await expect(assignment.getByRole("button", { name: "Start Job" })).toBeDisabled();
  await expect(assignment.getByText(/^You can start this job from /)).toBeVisible();

  // The client sees the cleaner on the upcoming job.
  await page.goto("/client/upcoming");
  const upcoming = page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: "Harbor Flat" });
  await expect(upcoming).toContainText("Sam Rivera");
  await sam.context().close();
});

test("Sam starts a job due within 2 hours but completes only a job whose start has passed, after an after photo; the client sees the photo and reviews it", async ({
  browser,
  baseURL,
}) => {
  const sam = await (await browser.newContext({ storageState: storageStateOf("cleaner") })).newPage();
  await sam.goto("/cleaner/assignments");
  const active = sam.getByRole("list", { name: "Active assignments" }).getByRole("article");
  // The demo's Standard Clean of Avery Collins that starts an hour after the demo data loaded.
  const soon = active.filter({ hasText: "Avery Collins" }).filter({ has: sam.getByRole("heading", { name: "Standard Clean" }) });
  await expect(soon).toHaveCount(1);
  await expect(soon.getByRole("button", { name: "Start Job" })).toBeEnabled();
  await soon.getByRole("button", { name: "Start Job" }).click();
  await expectToast(sam, "Job Started");
  await expect(soon.getByText("In Progress", { exact: true })).toBeVisible();
  // Started early, but not done before it was due to begin (docs/decisions/027).
  await expect(soon.getByRole("button", { name: "Mark Complete" })).toBeDisabled();
  await expect(soon.getByText(/^You can mark this job complete from its scheduled start, /)).toBeVisible();

  // Avery's Deep Clean, under way since its start: completion asks for an after photo first.
  const card = active.filter({ hasText: "Avery Collins" }).filter({ has: sam.getByRole("heading", { name: "Deep Clean" }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Add Photos" }).click();
  const photos = sam.getByRole("dialog", { name: "Add Photos" });
  await expect(photos.getByRole("radio", { name: "After" })).toBeChecked();
  await photos.getByLabel("Photo", { exact: true }).setInputFiles(PHOTO);
  await photos.getByRole("button", { name: "Upload Photo" }).click();
  await expectToast(sam, "Photo added", "After photo saved.");
  await expect(photos.getByRole("img")).toHaveCount(1);
  await photos.getByRole("button", { name: "Done" }).click();
  await expect(photos).toBeHidden();

  await card.getByRole("button", { name: "Mark Complete" }).click();
  const confirm = sam.getByRole("alertdialog", { name: "Mark as completed?" });
  await expect(confirm).toContainText("Are you sure you want to mark this job as completed?");
  await confirm.getByRole("button", { name: "Mark Complete" }).click();
  await expectToast(sam, "Job Completed!");
  await sam.getByRole("tab", { name: /Completed/ }).click();
  const done = sam
    .getByRole("list", { name: "Completed assignments" })
    .getByRole("article")
    .filter({ hasText: "Avery Collins" })
    .filter({ has: sam.getByRole("heading", { name: "Deep Clean" }) });
  await expect(done.getByText("Completed", { exact: true })).toBeVisible();
  await sam.context().close();

  // Avery sees the after photo in Job History and reviews the clean.
  const avery = await signedInPage(browser, baseURL!, AVERY);
  await avery.goto("/client/history");
  await expect(avery.getByRole("heading", { name: "Job History", level: 1 })).toBeVisible();
  const history = avery.getByRole("list", { name: "Completed cleanings" }).getByRole("listitem").first();
  await expect(history).toContainText("Sam Rivera");
  const image = history.getByRole("img", { name: /^After photo/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await history.getByRole("button", { name: "Leave a Review" }).click();
  const review = avery.getByRole("dialog", { name: "Leave a Review" });
  // The star radios are visually hidden; while the dialog still slides in, Playwright may find
  // one outside the viewport, so the choice is made by keyboard (as a keyboard user does).
  await expect(review).toBeVisible();
  const fiveStars = review.getByRole("radio", { name: "5 stars" });
  await fiveStars.focus();
  await fiveStars.press("Space");
  await expect(fiveStars).toBeChecked();
  await review.getByLabel("Comment (optional)").fill("Spotless, and the plants were watered.");
  await review.getByRole("button", { name: "Submit Review" }).click();
  await expect(review).toBeHidden();
  await expect(history).toContainText("Spotless, and the plants were watered.");

  // The completion email reaches the client through the outbox (delivered every 15 s).
  await avery.goto("/dev/mailbox");
  const email = avery
    .getByRole("article")
    .filter({ hasText: `To: ${AVERY}` })
    .filter({ has: avery.getByRole("heading", { name: "Your Deep Clean is complete" }) });
  await expect(async () => {
    await avery.getByRole("button", { name: "Refresh" }).click();
    await expect(email.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await avery.context().close();
});
