import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { expectToast, followNewestMailLink, signInWithForm } from "./support/ui";

async function fillSignUp(page: Page, values: { name: string; email: string; password: string; confirm: string }) {
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm Password").fill(values.confirm);
}

test.describe("sign-up", () => {
  test("the form checks the passwords before anything is sent (spec 5)", async ({ page }) => {
    const signUpCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUpCalls.push(request.url());
    });
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    const email = uniqueEmail("signup-checks");

    await fillSignUp(page, { name: "Pat Checks", email, password: "long-enough-1", confirm: "long-enough-2" });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Password mismatch", "Please make sure both passwords match.");

    await fillSignUp(page, { name: "Pat Checks", email, password: "abcde", confirm: "abcde" });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Password too short", "Password must be at least 6 characters long.");

    await expect(page).toHaveURL(/\/signup$/);
    expect(signUpCalls, "no sign-up request for a form that fails its checks").toEqual([]);
  });

  test("a new cleaner signs up, verifies the email from the mailbox and signs in", async ({ page }) => {
    const email = uniqueEmail("signup");
    const password = "cleaner-pass-1";

    await page.goto("/signup");
    await fillSignUp(page, { name: "Riley Novak", email, password, confirm: password });
    const role = page.getByLabel("I want to");
    await expect(role).toHaveValue("client"); // spec 2: client is the default
    await role.selectOption({ label: "Provide cleaning services" });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Account created!", "Please check your email to verify your account before signing in.");
    await expect(page).toHaveURL(/\/signin$/);

    // Not verified yet: refused, with a message that says why.
    await signInWithForm(page, email, password);
    await expectToast(page, "Sign in failed", /verify your email/i);
    await expect(page).toHaveURL(/\/signin$/);

    // The link opens a page that verifies only when asked (decision 018).
    const link = await followNewestMailLink(page, email, /verify your email/i);
    expect(new URL(link).pathname).toBe("/verify-email");
    await expect(page.getByRole("heading", { name: "Verify Email" })).toBeVisible();
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expectToast(page, "Email verified", "Your email is confirmed. You can sign in now.");
    await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await signInWithForm(page, email, password);
    await expectToast(page, "Welcome back!", "You have successfully signed in.");
    await expect(page).toHaveURL(/\/cleaner\/dashboard$/);

    const accountMenu = page.getByRole("button", { name: "Account menu" });
    await expect(accountMenu.getByText("R", { exact: true })).toBeVisible();
    await expect(accountMenu.getByText("Cleaner", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Cleaner Portal" })).toBeVisible();
  });

  test("a made-up verification link says so and leads back to sign in", async ({ page }) => {
    await page.goto("/verify-email?token=not-a-real-token");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expectToast(page, "Verification failed", "This verification link is invalid or has expired. Sign in to get a new one.");
    await expect(page.getByRole("heading", { name: "Invalid Verification Link" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
