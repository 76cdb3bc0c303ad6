import { expect, test } from "@playwright/test";

test.describe("not found", () => {
  test("an unknown path shows the not-found page with a way home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveCount(0);
  });
});
