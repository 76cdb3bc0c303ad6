import { expect, test } from "@playwright/test";
import { DASHBOARD, DEMO, storageStateOf, type Role } from "./support/accounts";

// spec 2 route guard: signed out -> /signin (carrying the path, docs/decisions/026); another
// role's route -> one's own dashboard.

test.describe("signed out", () => {
  for (const path of ["/client/upcoming", "/admin/jobs", "/cleaner/open-jobs", "/profile"]) {
    test(`${path} redirects to /signin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("next") === path);
      await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    });
  }
});

test.describe("signed in as a client", () => {
  test.use({ storageState: storageStateOf("client") });

  test("another role's routes redirect to the client dashboard", async ({ page }) => {
    for (const path of ["/admin/jobs", "/cleaner/open-jobs"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/client\/dashboard$/);
      await expect(page.getByRole("navigation", { name: "Client Portal" })).toBeVisible();
    }
  });

  test("the client's own routes open", async ({ page }) => {
    await page.goto("/client/upcoming");
    await expect(page).toHaveURL(/\/client\/upcoming$/);
    await expect(page.getByRole("heading", { name: "Upcoming", level: 1 })).toBeVisible();
  });

  test("/signin and /signup redirect to the dashboard", async ({ page }) => {
    for (const path of ["/signin", "/signup"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/client\/dashboard$/);
    }
  });
});

test.describe("signed in as an admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("client routes and /signin redirect to the admin dashboard", async ({ page }) => {
    for (const path of ["/client/upcoming", "/signin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });
});

for (const role of ["admin", "client", "cleaner"] as const satisfies Role[]) {
  test.describe(`/profile as the ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test("opens the profile settings", async ({ page }) => {
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(DEMO[role].email);
      await expect(page.getByLabel("Back to dashboard")).toHaveAttribute("href", DASHBOARD[role]);
    });
  });
}
