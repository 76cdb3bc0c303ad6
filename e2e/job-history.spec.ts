import { expect, test } from "@playwright/test";
import { createClientWithUnit } from "./support/accounts";
import { addCalendar, airbnbFeed as airbnbFeedIn, serveCalendarFeed, shownDay, syncCalendar, type Stay } from "./support/calendar-feed";

// docs/decisions/066: a host's feed moves one stay and removes another. The moved turnover's card
// says "Moved from <day>" and its history says the calendar moved it; the removed one is no longer
// Upcoming but stays reachable in History's Canceled tab, with its reason and its history. The
// browser is in New York, the unit in Chicago: the history's times name the unit's zone.
const VIEWER_ZONE = "America/New_York";
const UNIT_ZONE = "America/Chicago";
test.use({ timezoneId: VIEWER_ZONE });

/** As a card's date reads (spec 9: MMM dd, yyyy). */
const shown = (days: number) => shownDay(days, UNIT_ZONE);
/** As a move names a day ("Dec 16"). */
const dayOfMove = (days: number) => shown(days).replace(/, \d{4}$/, "");
const airbnbFeed = (stays: Stay[]) => airbnbFeedIn(stays, UNIT_ZONE);

// Far ahead of other journeys' cleanings.
const MOVED = { uid: `moved-${Date.now()}`, checkin: 70, checkout: 73 };
const MOVED_LATER = { ...MOVED, checkout: 74 };
const REMOVED = { uid: `removed-${Date.now()}`, checkin: 76, checkout: 79 };

let feed = "";
const listing = serveCalendarFeed((_request, response) => void response.writeHead(200, { "Content-Type": "text/calendar" }).end(feed));

test("a feed moves and removes stays: the host sees the moved mark, the history and the Canceled tab", async ({ page, baseURL }) => {
  // A Chicago ZIP (606xx): the unit's zone comes from its address (decision 064).
  const zip = `606${String(Math.floor(Math.random() * 90) + 10)}`;
  const unitLabel = `Loft ${zip}-${Date.now() % 10_000}`;
  const { unitId } = await createClientWithUnit(page.request, baseURL!, {
    label: "history",
    fullName: "Harper History",
    unit: { label: unitLabel, fullAddress: `${zip} Lake Shore Dr, Chicago, IL ${zip}` },
  });

  feed = airbnbFeed([MOVED, REMOVED]);
  const calendarId = await addCalendar(page.request, baseURL!, unitId, { label: "Airbnb", url: listing.url });
  const sync = () => syncCalendar(page.request, baseURL!, calendarId);
  await sync();

  // The guest of the first stay leaves a day later; the second stay is canceled on Airbnb.
  feed = airbnbFeed([MOVED_LATER]);
  await sync();

  await page.goto("/client/upcoming");
  const cards = page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: unitLabel });
  await expect(cards).toHaveCount(1);
  const moved = cards.first();
  await expect(moved).toContainText(shown(MOVED_LATER.checkout));
  await expect(moved).toContainText(`Moved from ${dayOfMove(MOVED.checkout)}`);
  await moved.getByRole("button", { name: "History" }).click();
  const history = moved.getByRole("region", { name: "Job history" });
  await expect(history).toContainText("Booked from the Airbnb calendar");
  await expect(history).toContainText(`Calendar moved this from ${dayOfMove(MOVED.checkout)} to ${dayOfMove(MOVED_LATER.checkout)}`);
  // The unit's clock, named: the viewer is in New York.
  await expect(history.getByRole("listitem").first()).toContainText(/C[SD]T/);

  await page.goto("/client/history");
  await page.getByRole("tab", { name: "Canceled" }).click();
  await expect(page).toHaveURL(/tab=canceled/);
  const canceled = page.getByRole("list", { name: "Canceled cleanings" }).getByRole("listitem").filter({ hasText: unitLabel });
  await expect(canceled).toHaveCount(1);
  await expect(canceled).toContainText(shown(REMOVED.checkout));
  await expect(canceled).toContainText("Canceled: the reservation was removed from the Airbnb calendar");
  await canceled.getByRole("button", { name: "History" }).click();
  await expect(canceled.getByRole("region", { name: "Job history" })).toContainText("Booked from the Airbnb calendar");
  await expect(canceled.getByRole("region", { name: "Job history" })).toContainText(
    "Canceled: the reservation was removed from the Airbnb calendar",
  );

  // A reload keeps the tab (the URL holds it).
  await page.reload();
  await expect(page.getByRole("tab", { name: "Canceled" })).toHaveAttribute("aria-selected", "true");
});
