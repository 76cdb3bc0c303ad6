import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";
import { completeJobAsAdmin, freshClientWithJobs, setFeatureFlag } from "./support/admin-setup";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookViaApi, dateFromToday, demoPageAs, originOf, weekdayOffset } from "./support/booking";
import { expectToast } from "./support/ui";

// docs/decisions/068: the bell. A client whose unit keeps Sam books a cleaning; dispatch offers it
// to Sam, who accepts it in his own browser; the client's bell counts it and lists it, and their
// Upcoming shows who accepted, without a reload. This journey runs in the dispatch project
// (playwright.config.ts), after every other journey, with automatic assignment on for its bookings.

async function samsCleanerId(adminRequest: APIRequestContext) {
  const found = await adminRequest.get(`/api/admin/jobs/assignable-cleaners?search=${encodeURIComponent("cleaner@tidyline.test")}`);
  expect(found.status(), await found.text()).toBe(200);
  const { cleaners } = (await found.json()) as { cleaners: { cleanerId: string; email: string }[] };
  return cleaners.find((cleaner) => cleaner.email === "cleaner@tidyline.test")!.cleanerId;
}

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await demoPageAs(browser, "admin");
});
test.afterAll(async ({ baseURL }) => {
  await setFeatureFlag(admin.request, baseURL!, "auto_assign", false);
  await admin.context().close();
});

test("the client's bell counts and lists Sam's acceptance of their job's offer, live", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const zip = String(Math.floor(Math.random() * 9000) + 90000);
  const client = await (await browser.newContext({ timezoneId: "UTC" })).newPage();

  // Set-up: a client whose unit Sam cleaned once, kept for the unit; then dispatch on.
  const { unitId, jobs } = await freshClientWithJobs(client.request, baseURL!, {
    label: "bell",
    fullName: "Bea Bell",
    address: `${Math.floor(Math.random() * 9000) + 1000} Bell Way, Boston, MA ${zip}`,
    // Not dispatch.spec.ts's day and slot: Sam cannot have done two cleanings at once.
    bookings: [{ days: 8, slot: "12:00" }],
  });
  await completeJobAsAdmin(admin.request, baseURL!, jobs[0]!.jobId, "cleaner@tidyline.test");
  const keep = await client.request.post(`/api/client/units/${unitId}/cleaners/keep`, {
    data: { cleanerId: await samsCleanerId(admin.request) },
    headers: originOf(baseURL!),
  });
  expect(keep.status(), await keep.text()).toBeLessThan(300);
  await setFeatureFlag(admin.request, baseURL!, "auto_assign", true);

  // The client reads their bell: what the set-up told them is marked read, with Mark all read.
  await client.goto("/client/upcoming");
  const bell = client.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = client.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("link", { name: /^Unread: Sam will clean your cleaning/ })).toBeVisible();
  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(panel.getByRole("link", { name: /^Sam will clean your cleaning/ })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await expectNoSeriousAxeViolations(client, "[role=dialog]");
  await client.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // A booking: offered to Sam, the unit's preferred cleaner.
  // 2 PM UTC on a Tuesday to Thursday: 9 AM in Boston, in Sam's demo hours.
  await bookViaApi(client.request, baseURL!, { unitId, date: dateFromToday(weekdayOffset(45)), slot: "14:00", timeZone: "UTC" });
  const upcoming = client.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem");
  await expect(upcoming.filter({ hasText: /Offered to Sam R\./ })).toHaveCount(1);

  // Sam accepts it in his own browser.
  const sam = await demoPageAs(browser, "cleaner");
  await sam.goto("/cleaner/open-jobs");
  const offered = sam
    .getByRole("region", { name: "Offered to you" })
    .getByRole("article")
    .filter({ hasText: `Boston, MA ${zip}` });
  await expect(offered).toHaveCount(1);
  await offered.getByRole("button", { name: "Accept" }).click();
  await sam.getByRole("alertdialog", { name: "Accept this job?" }).getByRole("button", { name: "Accept" }).click();
  await expectToast(sam, "Job Accepted!");

  // The client, who has not reloaded: the count, the list, and Upcoming naming who accepted.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(upcoming.filter({ hasText: "Sam R. accepted" })).toHaveCount(1);
  await bell.press("Enter");
  const accepted = panel.getByRole("link", { name: /^Unread: Sam accepted your cleaning/ });
  await expect(accepted).toBeVisible();
  await expect(accepted).toContainText(/at \d+ Bell Way\./);
  // The newest first.
  await expect(panel.getByRole("listitem").first()).toContainText("Sam accepted your cleaning");

  // Opening it goes to its screen and marks it read.
  await accepted.click();
  await expect(panel).toBeHidden();
  await expect(client).toHaveURL(/\/client\/upcoming$/);
  await expect(bell).toHaveAccessibleName("Notifications");

  for (const page of [client, sam]) await page.context().close();
});

test("on a phone, a new client's bell opens within the screen, says it is empty, and closes with Escape", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "UTC" });
  const client = await context.newPage();
  const account = await createVerifiedAccount(client.request, baseURL!, { label: "bell-phone", fullName: "Pia Phone" });
  await signInViaApi(client.request, baseURL!, account.email, account.password);
  await client.goto("/client/dashboard");
  const bell = client.getByRole("banner").getByRole("button", { name: "Notifications" });
  await bell.focus();
  await client.keyboard.press("Enter");
  const panel = client.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("No notifications yet.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(client, "[role=dialog]");
  await client.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await context.close();
});
