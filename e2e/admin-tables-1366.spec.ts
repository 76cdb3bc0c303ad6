import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";

// Issue 18 (docs/decisions/029): on a 1366 × 768 screen with the sidebar open, the admin tables'
// Actions column is in view without sideways scrolling; a list's filters, tab and page live in the
// URL, so a reload and the browser's Back keep them; the sidebar's column reaches the page's end;
// a toast leaves the header's controls free.
test.use({ storageState: storageStateOf("admin"), viewport: { width: 1366, height: 768 } });

const SCREENS = [
  { path: "/admin/jobs", heading: "Jobs Management" },
  { path: "/admin/leads", heading: "Leads" },
  { path: "/admin/leads?tab=client", heading: "Leads" },
  { path: "/admin/cleaner-drafts", heading: "Cleaner Drafts" },
  { path: "/admin/client-drafts", heading: "Client Drafts" },
];

/** Where the Actions header sits, and whether the table or the page scrolls sideways. */
async function actionsFit(page: Page) {
  const header = page.getByRole("columnheader", { name: "Actions" });
  await expect(header).toBeVisible();
  return header.evaluate((th) => {
    const scroller = th.closest("table")!.parentElement!;
    const page = document.documentElement;
    return {
      actionsRight: th.getBoundingClientRect().right,
      scrollerRight: scroller.getBoundingClientRect().right,
      tableOverflow: scroller.scrollWidth - scroller.clientWidth,
      pageOverflow: page.scrollWidth - page.clientWidth,
      viewport: page.clientWidth,
    };
  });
}

for (const screen of SCREENS) {
  test(`${screen.path}: the Actions column is in view at 1366 × 768 with the sidebar open`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    const fit = await actionsFit(page);
    expect(fit.tableOverflow, "the table scrolls sideways").toBeLessThanOrEqual(0);
    expect(fit.pageOverflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
    expect(fit.actionsRight).toBeLessThanOrEqual(fit.scrollerRight + 0.5);
    expect(fit.actionsRight).toBeLessThanOrEqual(fit.viewport);
  });
}

test("the Jobs list's search, filter and tab survive a reload and Back; the sidebar reaches the page's end", async ({ page }) => {
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { name: "Jobs Management", level: 1 })).toBeVisible();

  // The sidebar's column (and its background) is as tall as the page, however long.
  const heights = await page.evaluate(() => ({
    aside: document.querySelector("aside")!.getBoundingClientRect().height,
    page: document.documentElement.scrollHeight,
  }));
  expect(heights.page).toBeGreaterThan(768);
  expect(Math.round(heights.aside)).toBe(heights.page);

  await page.getByLabel("Search", { exact: true }).fill("Beacon");
  await page.getByLabel("Status", { exact: true }).selectOption("Posted");
  await page
    .getByRole("tablist", { name: "Job groups" })
    .getByRole("tab", { name: /^Active/ })
    .click();
  await expect(page).toHaveURL(/search=Beacon/);
  await expect(page).toHaveURL(/status=Posted/);
  await expect(page).toHaveURL(/tab=active/);
  const rows = page.getByRole("table").getByRole("row").filter({ hasText: "Beacon" });
  await expect(rows.first()).toBeVisible();
  // "X of Y jobs": Y counts every job, which other journeys add to while this one runs; X is this list's.
  const countLine = page.getByRole("status").filter({ hasText: / of \d+ jobs$/ });
  const shown = (await countLine.textContent())!.replace(/ of \d+ jobs$/, " of");

  const expectFiltered = async () => {
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("Beacon");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Posted");
    await expect(page.getByRole("tab", { name: /^Active/ })).toHaveAttribute("aria-selected", "true");
    await expect(countLine).toHaveText(new RegExp(`^${shown} \\d+ jobs$`));
    for (const row of await page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
      .all()) {
      await expect(row).toContainText("Beacon");
      await expect(row).toContainText("Posted");
    }
  };

  await page.reload();
  await expectFiltered();

  // To another screen and Back: the list is as it was left.
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Jobs Management", level: 1 })).toBeVisible();
  await expectFiltered();
});

test("the Leads list's tab and status filter survive a reload and Back", async ({ page }) => {
  await page.goto("/admin/leads");
  await page
    .getByRole("tablist", { name: "Lead roles" })
    .getByRole("tab", { name: /^Cleaners/ })
    .click();
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await expect(page).toHaveURL(/tab=cleaner/);
  await expect(page).toHaveURL(/status=new/);

  const expectFiltered = async () => {
    await expect(page.getByRole("tab", { name: /^Cleaners/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");
  };
  await page.reload();
  await expectFiltered();
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { name: "Jobs Management", level: 1 })).toBeVisible();
  await page.goBack();
  await expectFiltered();
});

test("a toast starts below the header, leaving the account menu free", async ({ page }) => {
  await page.goto("/admin/settings");
  await page.getByRole("button", { name: "Run Health Check" }).click();
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .first();
  await expect(toast).toBeVisible();
  const header = await page.getByRole("banner").boundingBox();
  const menu = await page.getByRole("button", { name: "Admin account menu" }).boundingBox();
  // A toast slides down into place: where it rests is what counts, not a frame of its entrance.
  const restingTop = async () => {
    const first = await toast.boundingBox();
    await page.waitForTimeout(100);
    const second = await toast.boundingBox();
    return first!.y === second!.y ? second!.y : Number.NaN;
  };
  await expect.poll(restingTop).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(await restingTop()).toBeGreaterThan(menu!.y + menu!.height);
  // The menu still opens while the toast shows.
  await page.getByRole("button", { name: "Admin account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
});
