import { expect, test, type Page } from "@playwright/test";
import { createClientWithUnit, storageStateOf } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { airbnbFeed as airbnbFeedIn, serveCalendarFeed, shownDay, type Stay } from "./support/calendar-feed";
import { expectToast } from "./support/ui";

// docs/decisions/054: a host connects a unit's rental calendar; its reservations become turnovers,
// a changed stay moves its turnover and a removed one cancels it; a cleaner claims a same-day turnover.
// docs/decisions/065: the host first sees what the feed would book and confirms; a turnover lasts
// the unit's duration (2 hours by default) and shows its deadline, the next check-in.
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

/** As the screens write a date (spec: MMM dd, yyyy). */
const shown = (days: number) => shownDay(days, ZONE);
const airbnbFeed = (stays: Stay[]) => airbnbFeedIn(stays, ZONE);

// Far enough ahead that no other journey's cleanings meet Sam's claim. A checks out the day B
// checks in: A's turnover is a same-day turnover.
const A = { uid: `a-${Date.now()}`, checkin: 40, checkout: 43 };
const B = { uid: `b-${Date.now()}`, checkin: 43, checkout: 46 };
const C = { uid: `c-${Date.now()}`, checkin: 48, checkout: 50 };

let feed = "";
const listing = serveCalendarFeed((_request, response) => void response.writeHead(200, { "Content-Type": "text/calendar" }).end(feed));

/** No serious or critical axe finding in the open dialog (its toasts aside). */
const expectAccessibleDialog = (page: Page) => expectNoSeriousAxeViolations(page, "[role=dialog]");

const turnovers = (page: Page, unitLabel: string) =>
  page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: unitLabel });

test("a host's rental calendar books, moves and cancels turnovers; Sam claims a same-day turnover and sees its window", async ({
  page,
  browser,
  baseURL,
}) => {
  // A New England ZIP (010 to 069): the unit's zone comes from its ZIP (decision 064), Boston's here.
  const zip = String(Math.floor(Math.random() * 6000) + 1000).padStart(5, "0");
  const unitLabel = `Rental ${zip}`;
  await createClientWithUnit(page.request, baseURL!, {
    label: "calendar",
    fullName: "Robin Calendar",
    unit: { label: unitLabel, fullAddress: `${zip} Turnover Row, Boston, MA ${zip}` },
  });
  feed = airbnbFeed([A, B, C]);

  // The host connects the listing's calendar on the unit and presses Sync now.
  await page.goto("/client/units");
  const card = page.getByRole("list", { name: "Your units" }).getByRole("listitem").filter({ hasText: unitLabel });
  await card.getByRole("button", { name: "Calendars" }).click();
  const dialog = page.getByRole("dialog", { name: `Calendars: ${unitLabel}` });
  await expect(dialog.getByText("No calendars connected yet")).toBeVisible();
  await expect(dialog.getByText("Paste the iCal / export link from Airbnb, VRBO or Booking.com")).toBeVisible();
  await dialog.getByLabel("Label").fill("Airbnb");
  await dialog.getByLabel("Calendar address").fill(listing.url);
  await dialog.getByRole("button", { name: "Add Calendar" }).click();
  // The feed is read first and nothing is connected until the host confirms. Its stays are over 30
  // days ahead (clear of other journeys' cleanings), so the next 30 days hold none.
  const preview = dialog.getByRole("region", { name: "What this calendar will book" });
  await expect(preview).toHaveText(/No turnovers in the next 30 days/);
  await expect(dialog.getByText("No calendars connected yet")).toBeVisible();
  await preview.getByRole("button", { name: "Connect Calendar" }).click();
  await expectToast(page, "Calendar added");
  const row = dialog.getByRole("listitem", { name: "Airbnb" });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Sync now" }).click();
  // The runner may have synced the new feed a moment before the press: then this press finds no changes.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText(/3 turnovers created, 0 moved, 0 canceled|No changes/);
  await expect(row).toContainText("Synced just now");
  await expect(row).toContainText("3 events found · 3 jobs created");
  // What the last sync that read the feed did: the press's own, or the runner's just before it.
  await expect(row).toContainText(/Last sync: [03] created, 0 moved, 0 canceled/);
  await expectAccessibleDialog(page);
  // The turnover settings: the defaults, the time zone from the unit's address.
  await dialog.getByRole("tab", { name: "Turnover settings" }).click();
  await expect(dialog.getByLabel("Clean on")).toHaveValue("checkout");
  await expect(dialog.getByLabel("Cleaning type")).toHaveValue("Airbnb Turnover");
  await expect(dialog.getByLabel("Check-out time")).toHaveValue("11:00");
  await expect(dialog.getByLabel("Check-in time")).toHaveValue("16:00");
  await expect(dialog.getByLabel("Time zone").locator("option:checked")).toHaveText("From the address: Eastern (New York)");
  await expect(dialog.getByLabel("Ignore blocked dates")).toBeChecked();
  await expectAccessibleDialog(page);

  // The turnovers are in Upcoming, labelled with their calendar; A's is a same-day turnover.
  await page.goto("/client/upcoming");
  await expect(turnovers(page, unitLabel)).toHaveCount(3);
  for (const stay of [A, B, C]) {
    const job = turnovers(page, unitLabel).filter({ hasText: shown(stay.checkout) });
    await expect(job).toContainText("From Airbnb calendar");
    await expect(job).toContainText("11:00 AM - 1:00 PM");
    await expect(job).toContainText("Done by 4:00 PM (next check-in)");
  }
  await expect(turnovers(page, unitLabel).filter({ hasText: "Same-day turnover" })).toHaveCount(1);
  await expect(turnovers(page, unitLabel).filter({ hasText: "Same-day turnover" })).toContainText(shown(A.checkout));

  // The guest of B stays a day longer and C's reservation is canceled: Sync now moves and cancels.
  feed = airbnbFeed([A, { ...B, checkout: 47 }]);
  await page.goto("/client/units");
  await card.getByRole("button", { name: "Calendars" }).click();
  await row.getByRole("button", { name: "Sync now" }).click();
  // The runner syncs the new feed once within a minute of its adding (decision 054: Sync now leaves
  // the schedule as it was): if that lands between the change and the press, the runner made the
  // changes and this press finds none. The turnovers below show them either way.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText(/0 turnovers created, 1 moved, 1 canceled|No changes/);
  await page.goto("/client/upcoming");
  await expect(turnovers(page, unitLabel)).toHaveCount(2);
  await expect(turnovers(page, unitLabel).filter({ hasText: shown(47) })).toContainText("From Airbnb calendar");
  await expect(turnovers(page, unitLabel).filter({ hasText: shown(B.checkout) })).toHaveCount(0);
  await expect(turnovers(page, unitLabel).filter({ hasText: shown(C.checkout) })).toHaveCount(0);

  // Sam finds the same-day turnover on the board, claims it and sees its window.
  const sam = await (await browser.newContext({ storageState: storageStateOf("cleaner"), timezoneId: ZONE })).newPage();
  await sam.goto("/cleaner/open-jobs");
  await sam.getByLabel("Search").fill(zip);
  const board = sam.getByRole("article").filter({ hasText: `Boston, MA ${zip}` });
  await expect(board).toHaveCount(2);
  const sameDay = board.filter({ hasText: "Same-day turnover" });
  await expect(sameDay).toContainText("From Airbnb calendar");
  await expect(sameDay).toContainText(shown(A.checkout));
  await expect(sameDay).toContainText("11:00 AM");
  // Two hours of work for the payout, not the five-hour window: $66.00 is $33.00 an hour.
  await expect(sameDay).toContainText("$33.00/hr");
  await expect(sameDay).toContainText("Done by 4:00 PM (next check-in)");
  await sameDay.getByRole("button", { name: "Claim This Job" }).click();
  await sam.getByRole("alertdialog", { name: "Claim this job?" }).getByRole("button", { name: "Claim This Job" }).click();
  await expectToast(sam, "Job Claimed!");
  await sam.goto("/cleaner/assignments");
  const assignment = sam
    .getByRole("list", { name: "Active assignments" })
    .getByRole("article")
    .filter({ hasText: `${zip} Turnover Row` });
  await expect(assignment).toContainText("Same-day turnover");
  await expect(assignment).toContainText("From Airbnb calendar");
  await expect(assignment).toContainText(shown(A.checkout));
  await expect(assignment).toContainText("11:00 AM - 1:00 PM");
  await expect(assignment).toContainText("Done by 4:00 PM (next check-in)");
  await sam.context().close();
});
