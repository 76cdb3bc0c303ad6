import { expect, test } from "@playwright/test";
import { createVerifiedAccount } from "./support/accounts";
import { expectToast, followNewestMailLink, signInWithForm } from "./support/ui";

test.describe("password reset", () => {
  test("a person resets a forgotten password with the emailed link, once", async ({ page, request, baseURL }) => {
    // A fresh account: the reset changes its password and ends its sessions.
    const account = await createVerifiedAccount(request, baseURL!, { label: "reset", password: "old-password-1" });
    const newPassword = "new-password-2";

    await page.goto("/signin");
    const forgot = page.getByRole("button", { name: "Forgot your password?" });
    await forgot.click();
    await expectToast(page, "Email required", "Please enter your email address first.");

    await page.getByLabel("Email").fill(account.email);
    await forgot.click();
    await expectToast(page, "Reset link sent", "Check your email for password reset instructions.");

    const link = await followNewestMailLink(page, account.email, /reset your tidyline password/i);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();

    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill("something-else-3");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Passwords don't match", "Please make sure both passwords are identical.");
    await expect(page).toHaveURL(/\/reset-password\?token=/);

    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Password updated", "Your password has been successfully updated.");
    await expect(page).toHaveURL(/\/signin$/);

    // The link works once.
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=/);
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);

    // The old password no longer works; the new one does.
    await signInWithForm(page, account.email, account.password);
    await expectToast(page, "Sign in failed", /invalid email or password/i);
    await expect(page).toHaveURL(/\/signin$/);
    await signInWithForm(page, account.email, newPassword);
    await expectToast(page, "Welcome back!");
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test("/reset-password without a token shows the invalid link card", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expectToast(page, "Invalid reset link", "This password reset link is invalid or missing required parameters.");
    await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("a made-up ?token= shows Invalid Reset Link as the page opens, before anyone types a password", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expectToast(
      page,
      "Invalid reset link",
      "This password reset link is invalid or has expired. Please request a new password reset.",
    );
    await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("a made-up token is refused by the server", async ({ page }) => {
    await page.goto("/api/auth/reset-password/not-a-real-token?callbackURL=%2Freset-password");
    await expect(page).toHaveURL(/\/reset-password\?error=/);
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  });
});
