import { expect, test, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signInViaApi, storageStateOf } from "./support/accounts";

// spec 2 signed-in layout (and spec 9: cookie sidebar_state, mobile under 768px).

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "sidebar_state")?.value;
}

async function sidebarWidth(page: Page) {
  const box = await page.getByRole("navigation", { name: "Client Portal" }).boundingBox();
  expect(box, "the sidebar is on screen").not.toBeNull();
  return box!.width;
}

test.describe("signed-in shell on a desktop", () => {
  test.use({ storageState: storageStateOf("client") });

  test("Control+B collapses and expands the sidebar, and the choice survives a reload", async ({ page }) => {
    await page.goto("/client/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Client Portal" });
    await expect(sidebar.getByText("My Units", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    expect(await sidebarWidth(page)).toBeGreaterThan(200);

    await page.keyboard.press("Control+B");
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    // Icon-only: the labels are gone from sight, the links keep their names.
    await expect(sidebar.getByText("My Units", { exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "My Units" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(64);
    expect(await sidebarCookie(page)).toBe("false");

    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(sidebar.getByText("My Units", { exact: true })).toHaveCount(0);
    expect(await sidebarWidth(page)).toBeLessThan(64);

    await page.keyboard.press("Control+B");
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect(sidebar.getByText("My Units", { exact: true })).toBeVisible();
    expect(await sidebarCookie(page)).toBe("true");

    await page.reload();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBeGreaterThan(200);
  });

  test("the header button toggles the sidebar too", async ({ page }) => {
    await page.goto("/client/dashboard");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    expect(await sidebarCookie(page)).toBe("false");
  });

  test("the header shows the environment badge with the build's short hash, and the person", async ({ page }) => {
    await page.goto("/client/dashboard");
    const header = page.getByRole("banner");
    // Dev on localhost; BUILD_SHA=e2etest1234567 shows as its first 7 characters.
    await expect(header.getByText(/^Dev\s*e2etest$/)).toBeVisible();
    const accountMenu = header.getByRole("button", { name: "Account menu" });
    await expect(accountMenu.getByText(DEMO.client.fullName.charAt(0), { exact: true })).toBeVisible();
    await expect(accountMenu.getByText("Client", { exact: true })).toBeVisible();
  });

  test("the user menu opens the profile", async ({ page }) => {
    await page.goto("/client/dashboard");
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Sign out"]);
    await expect(menu).toContainText(DEMO.client.email);
    await menu.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
  });
});

test.describe("signing out from the user menu", () => {
  // Its own session: signing out of a shared one would sign other tests out.
  test("Sign out ends the session and goes home", async ({ page, baseURL }) => {
    await signInViaApi(page.request, baseURL!, DEMO.cleaner.email, DEMO_PASSWORD);
    await page.goto("/cleaner/dashboard");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/cleaner/dashboard");
    await expect(page).toHaveURL(/\/signin\?next=%2Fcleaner%2Fdashboard$/);
  });
});

test.describe("signed-in shell on a phone", () => {
  test.use({ storageState: storageStateOf("client"), viewport: { width: 375, height: 740 } });

  test("the sidebar is a slide-in panel opened by the menu button", async ({ page }) => {
    await page.goto("/client/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Jordan Blake", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Client Portal" })).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Client Portal" });
    await expect(panel).toBeVisible();
    // Slides in from the left edge, narrower than the screen.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())!.width).toBeLessThan(375);

    await panel.getByRole("link", { name: "Upcoming" }).click();
    await expect(page).toHaveURL(/\/client\/upcoming$/);
    await expect(panel).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toHaveCount(0);
  });
});
