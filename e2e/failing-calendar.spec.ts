import { expect, test } from "@playwright/test";
import { createClientWithUnit } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addCalendar, serveCalendarFeed, syncCalendar } from "./support/calendar-feed";
import { expectToast } from "./support/ui";

// Issue 40: a failing rental calendar is seen where the host looks (the unit's card, the
// dashboard), in words that say what happened, that nothing was canceled and when the next try
// is; a unit cannot hold two calendars with the same label.
test.use({ timezoneId: "America/New_York" });

// The listing's link is gone (answered 404); any other address is an empty calendar.
const listing = serveCalendarFeed((request, response) => {
  if (request.url === "/listing.ics") return void response.writeHead(404).end();
  response
    .writeHead(200, { "Content-Type": "text/calendar" })
    .end("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n");
});

const FAILING =
  /^Airbnb has no calendar at this address anymore; your turnovers are kept\. We will try again (within a minute|at \d{1,2}:\d{2} [AP]M)\.$/;

test("a failing calendar shows on its unit's card and the dashboard, and a taken label is refused on the form", async ({
  page,
  baseURL,
}) => {
  const zip = String(Math.floor(Math.random() * 9000) + 90000);
  const unitLabel = `Rental ${zip}`;
  const { unitId } = await createClientWithUnit(page.request, baseURL!, {
    label: "failing-calendar",
    fullName: "Robin Failing",
    unit: { label: unitLabel, fullAddress: `${zip} Turnover Row, Boston, MA ${zip}` },
  });
  const calendarId = await addCalendar(page.request, baseURL!, unitId, { label: "Airbnb", url: listing.url });
  await syncCalendar(page.request, baseURL!, calendarId);

  // The dashboard says so, and links to the unit's calendars.
  await page.goto("/client/dashboard");
  const attention = page.getByRole("region", { name: "Calendars need attention" });
  await expect(attention).toContainText(unitLabel);
  await expect(attention.getByText(FAILING)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await attention.getByRole("link", { name: `Open Calendars: ${unitLabel}` }).click();

  // The link opens the unit's Calendars dialog, where the feed says the same.
  const dialog = page.getByRole("dialog", { name: `Calendars: ${unitLabel}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Airbnb" }).getByText(FAILING)).toBeVisible();

  // A second calendar named like the first, in another case, is refused on the Label field.
  await dialog.getByLabel("Label").fill("airbnb");
  await dialog.getByLabel("Calendar address").fill(`${listing.url}?second=1`);
  await dialog.getByRole("button", { name: "Add Calendar" }).click();
  // The preview (decision 065) refuses it before reading the feed: there is nothing to connect.
  const taken = dialog.getByText("This unit already has a calendar named airbnb.");
  await expect(taken).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Connect Calendar" })).toHaveCount(0);
  await expect(dialog.getByLabel("Label")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The unit's card carries the warning without opening anything.
  const card = page
    .getByRole("list", { name: "Your units" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: unitLabel, exact: true }) });
  await expect(card.getByText(FAILING)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Removed, the feed needs no attention: the card and the dashboard go quiet.
  await card.getByRole("button", { name: "Calendars" }).click();
  await dialog.getByRole("button", { name: "Remove Airbnb" }).click();
  await page.getByRole("alertdialog", { name: "Remove this calendar?" }).getByRole("button", { name: "Remove Calendar" }).click();
  await expectToast(page, "Calendar removed");
  await page.keyboard.press("Escape");
  await expect(card.getByText(FAILING)).toHaveCount(0);
  await page.goto("/client/dashboard");
  await expect(page.getByRole("region", { name: "Upcoming Appointments" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Calendars need attention" })).toHaveCount(0);
});
