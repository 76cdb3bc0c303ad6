import { expect, test, type Page } from "@playwright/test";
import { expectToast, signInWithForm } from "./support/ui";

async function expectCredentialsShown(page: Page) {
  const table = page.getByRole("table", { name: "Test account credentials" });
  await expect(table.getByRole("row")).toHaveText([
    /Role\s*Email\s*Password/,
    /Client\s*test-client@tidyline\.test\s*test-password/,
    /Cleaner\s*test-cleaner@tidyline\.test\s*test-password/,
  ]);
}

test.describe("test accounts", () => {
  test("a visitor creates the sample accounts and signs in with them", async ({ page }) => {
    await page.goto("/test-accounts");
    await expect(page.getByRole("heading", { name: "Test Accounts" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Test account credentials" })).toHaveCount(0);

    const create = page.getByRole("button", { name: "Create Test Accounts" });
    await create.click();
    // The first click of a run creates them; if this database already has them (a retry), it says so.
    await expect(
      page.getByRole("region", { name: /^Notifications/ }).getByText(/^(Test accounts created|Account already exists)$/),
    ).toBeVisible();
    await expectCredentialsShown(page);

    await create.click();
    await expectToast(page, "Account already exists");
    await expectCredentialsShown(page);

    await page.getByRole("link", { name: "Go to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signInWithForm(page, "test-client@tidyline.test", "test-password");
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });
});
