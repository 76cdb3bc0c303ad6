import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";

// docs/decisions/066: a host's feed moves one stay and removes another. The moved turnover's card
// says "Moved from <day>" and its history says the calendar moved it; the removed one is no longer
// Upcoming but stays reachable in History's Canceled tab, with its reason and its history. The
// browser is in New York, the unit in Chicago: the history's times name the unit's zone.
const VIEWER_ZONE = "America/New_York";
const UNIT_ZONE = "America/Chicago";
test.use({ timezoneId: VIEWER_ZONE });

/** The day `days` after today in the unit's zone, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: UNIT_ZONE }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
/** As a card's date reads (spec 9: MMM dd, yyyy). */
const shown = (days: number) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${dayFromToday(days)}T12:00:00Z`),
  );
/** As a move names a day ("Dec 16"). */
const dayOfMove = (days: number) => shown(days).replace(/, \d{4}$/, "");

interface Stay {
  uid: string;
  checkin: number;
  checkout: number;
}
const airbnbFeed = (stays: Stay[]) =>
  [
    "BEGIN:VCALENDAR",
    "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "VERSION:2.0",
    ...stays.flatMap((stay) => [
      "BEGIN:VEVENT",
      "DTSTAMP:20261101T120000Z",
      `DTSTART;VALUE=DATE:${dayFromToday(stay.checkin).replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${dayFromToday(stay.checkout).replaceAll("-", "")}`,
      "SUMMARY:Reserved",
      `UID:${stay.uid}@airbnb.com`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

// Far ahead of other journeys' cleanings.
const MOVED = { uid: `moved-${Date.now()}`, checkin: 70, checkout: 73 };
const MOVED_LATER = { ...MOVED, checkout: 74 };
const REMOVED = { uid: `removed-${Date.now()}`, checkin: 76, checkout: 79 };

let feed = "";
let server: Server;
let feedUrl = "";
test.beforeAll(async () => {
  server = createServer((_request, response) => void response.writeHead(200, { "Content-Type": "text/calendar" }).end(feed));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/listing.ics`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, "close");
});

test("a feed moves and removes stays: the host sees the moved mark, the history and the Canceled tab", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // A Chicago ZIP (606xx): the unit's zone comes from its address (decision 064).
  const zip = `606${String(Math.floor(Math.random() * 90) + 10)}`;
  const unitLabel = `Loft ${zip}-${Date.now() % 10_000}`;
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "history", fullName: "Harper History" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);
  const unit = await page.request.post("/api/client/units", {
    data: { label: unitLabel, fullAddress: `${zip} Lake Shore Dr, Chicago, IL ${zip}` },
    headers: { Origin: origin },
  });
  expect(unit.status()).toBe(201);
  const { unit: created } = (await unit.json()) as { unit: { unitId: string } };

  feed = airbnbFeed([MOVED, REMOVED]);
  const added = await page.request.post(`/api/client/units/${created.unitId}/calendars`, {
    data: { label: "Airbnb", url: feedUrl },
    headers: { Origin: origin },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { calendar } = (await added.json()) as { calendar: { calendarId: string } };
  const sync = async () => {
    const response = await page.request.post(`/api/client/calendars/${calendar.calendarId}/sync`, { headers: { Origin: origin } });
    expect(response.status(), await response.text()).toBe(200);
  };
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
