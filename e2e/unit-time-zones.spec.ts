import { expect, test, type Browser } from "@playwright/test";
import { createVerifiedAccount, signInViaApi, storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// Issue 40, docs/decisions/064: a job's times are its unit's local time, with the zone named when
// the viewer's browser reads otherwise. A New York host books a Chicago unit and a Boston unit for
// 10 AM: the Chicago job reads "10:00 AM CST" (CDT in summer) everywhere, the Boston one "10:00 AM".
const VIEWER_ZONE = "America/New_York";
test.use({ timezoneId: VIEWER_ZONE });

const CHICAGO = "America/Chicago";
const CENTRAL = /10:00 AM C[SD]T/;
/** Any zone named after a time: the Boston job, read from New York, has none. */
const ANY_ZONE = /\d:\d\d [AP]M [A-Z]{3}\b/;
const DAYS_AHEAD = 9;

/** YYYY-MM-DD `days` from today where the unit is, as a booking takes its date. */
const dayIn = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(Date.now() + days * 86_400_000);
/** "Dec 08, 2026", as spec 9 writes a date. */
const shownDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "2-digit", year: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );

const suffix = () => String(10 + Math.floor(Math.random() * 90));

async function pageAs(browser: Browser, role: "admin" | "cleaner") {
  return (await browser.newContext({ storageState: storageStateOf(role), timezoneId: VIEWER_ZONE })).newPage();
}

test("a New York host's Chicago and Boston cleanings read at each unit's own 10 AM, the Chicago one naming its zone", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const tag = `${Date.now().toString(36)}${suffix()}`;
  // ZIPs the journey's own (the board shows only a job's area, docs/decisions/026): 606xx is
  // Chicago's prefix, 021xx Boston's, so each unit's zone comes from its address.
  const chicagoZip = `606${suffix()}`;
  const bostonZip = `021${suffix()}`;
  const chicagoStreet = `${tag} Lakeshore Drive`;
  const bostonStreet = `${tag} Harbor Street`;

  const host = await createVerifiedAccount(page.request, baseURL!, { label: "zones", fullName: "Harper Zones" });
  await signInViaApi(page.request, baseURL!, host.email, host.password);
  const unitOf = async (label: string, fullAddress: string) => {
    const response = await page.request.post("/api/client/units", { data: { label, fullAddress }, headers: origin });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { unit: { unitId: string } }).unit.unitId;
  };
  const chicagoUnit = await unitOf("Lakeshore Loft", `${chicagoStreet}, Chicago, IL ${chicagoZip}`);
  const bostonUnit = await unitOf("Harbor Flat", `${bostonStreet}, Boston, MA ${bostonZip}`);

  // Booked through the API for the unit's own day and 10 AM slot (the booking form is another
  // journey's): each unit's date is its own, the zone sent is the unit's.
  const chicagoDay = dayIn(CHICAGO, DAYS_AHEAD);
  const bostonDay = dayIn(VIEWER_ZONE, DAYS_AHEAD);
  // The board card shows no street: a size of the journey's own tells its card from other 606xx jobs'.
  const chicagoSqFt = 1_000 + Math.floor(Math.random() * 9_000);
  const book = async (unitId: string, date: string, timeZone: string, sqFt: number | null) => {
    const response = await page.request.post("/api/client/jobs", {
      data: { unitId, type: "Standard Clean", date, slot: "10:00", durationHours: 2, isExtraClean: false, timeZone, sqFt },
      headers: origin,
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await book(chicagoUnit, chicagoDay, CHICAGO, chicagoSqFt);
  await book(bostonUnit, bostonDay, VIEWER_ZONE, null);

  // The host's cards: Chicago from 10:00 AM to 12:00 PM CST, Boston from 10:00 AM with no zone.
  await page.goto("/client/upcoming");
  const upcoming = page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem");
  const chicagoCard = upcoming.filter({ hasText: "Lakeshore Loft" });
  const bostonCard = upcoming.filter({ hasText: "Harbor Flat" });
  await expect(chicagoCard).toContainText(shownDate(chicagoDay));
  await expect(chicagoCard).toContainText(/10:00 AM - 12:00 PM C[SD]T/);
  await expect(bostonCard).toContainText(shownDate(bostonDay));
  await expect(bostonCard).toContainText("10:00 AM - 12:00 PM");
  await expect(bostonCard).not.toContainText(ANY_ZONE);

  // The dashboard's rows too.
  await page.goto("/client/dashboard");
  const rows = page.getByRole("region", { name: "Upcoming Appointments" }).getByRole("listitem");
  await expect(rows.filter({ hasText: "Lakeshore Loft" })).toContainText(new RegExp(`${shownDate(chicagoDay)} at ${CENTRAL.source}`));
  await expect(rows.filter({ hasText: "Harbor Flat" })).toContainText(`${shownDate(bostonDay)} at 10:00 AM`);
  await expect(rows.filter({ hasText: "Harbor Flat" })).not.toContainText(ANY_ZONE);

  // Sam (who works Chicago) finds it on the board at Chicago's 10 AM, named so; the claim's
  // question says the same, and so does the job's card in his assignments once he has claimed it.
  const sam = await pageAs(browser, "cleaner");
  await sam.goto("/cleaner/open-jobs");
  await expect(sam.getByRole("heading", { name: "Open Jobs", level: 1 })).toBeVisible();
  await sam.getByLabel("Search").fill(chicagoZip);
  const boardCard = sam
    .getByRole("article")
    .filter({ hasText: `Chicago, IL ${chicagoZip}` })
    .filter({ hasText: `${chicagoSqFt.toLocaleString("en-US")} sq ft` });
  await expect(boardCard).toHaveCount(1);
  await expect(boardCard.getByRole("definition").filter({ hasText: CENTRAL })).toHaveCount(1);
  await expect(boardCard).toContainText(shownDate(chicagoDay));
  await boardCard.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = sam.getByRole("alertdialog", { name: "Claim this job?" });
  await expect(confirm).toContainText(
    new RegExp(`Standard Clean on \\w+day, ${shownDate(chicagoDay)} at ${CENTRAL.source}, Chicago, IL ${chicagoZip}`),
  );
  await confirm.getByRole("button", { name: "Claim This Job" }).click();
  await expectToast(sam, "Job Claimed!", new RegExp(`Standard Clean on ${shownDate(chicagoDay)} at ${CENTRAL.source}`));
  await sam.goto("/cleaner/assignments");
  const assignment = sam.getByRole("list", { name: "Active assignments" }).getByRole("article").filter({ hasText: chicagoStreet });
  await expect(assignment).toContainText(shownDate(chicagoDay));
  await expect(assignment).toContainText(/10:00 AM - 12:00 PM C[SD]T/);
  await sam.context().close();

  // The admin's Jobs list: the Chicago row names its zone, the Boston row does not.
  const admin = await pageAs(browser, "admin");
  await admin.goto("/admin/jobs");
  await expect(admin.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
  await admin.getByLabel("Search", { exact: true }).fill(tag);
  const table = admin.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: chicagoStreet })).toContainText(CENTRAL);
  const bostonRow = table.getByRole("row").filter({ hasText: bostonStreet });
  await expect(bostonRow).toContainText("10:00 AM");
  await expect(bostonRow).not.toContainText(ANY_ZONE);
  await admin.context().close();
});
