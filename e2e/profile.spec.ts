import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";
import { expectToast } from "./support/ui";

test.describe("profile", () => {
  test("a person edits their name and phone, and the site greets them by the new name", async ({ page, baseURL }) => {
    // A fresh account: the journey changes the profile and signs out.
    const account = await createVerifiedAccount(page.request, baseURL!, { label: "profile", fullName: "Alex Original" });
    await signInViaApi(page.request, baseURL!, account.email, account.password);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    const email = page.getByLabel("Email", { exact: true });
    const role = page.getByLabel("Role");
    const fullName = page.getByLabel("Full Name");
    const phone = page.getByLabel("Phone");
    await expect(email).toHaveValue(account.email);
    await expect(email).not.toBeEditable();
    await expect(role).toHaveValue("Client");
    await expect(role).not.toBeEditable();
    await expect(fullName).toHaveValue("Alex Original");
    await expect(fullName).not.toBeEditable();
    await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

    // Edit and save.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(fullName).toBeEditable();
    await expect(email).not.toBeEditable();
    await fullName.fill("Alex Renamed");
    await phone.fill("(617) 555-0199");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Profile updated successfully");
    await expect(fullName).not.toBeEditable();

    await page.reload();
    await expect(fullName).toHaveValue("Alex Renamed");
    await expect(phone).toHaveValue("(617) 555-0199");

    // Cancel puts back the saved values.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await fullName.fill("Not Kept");
    await phone.fill("000");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(fullName).toHaveValue("Alex Renamed");
    await expect(phone).toHaveValue("(617) 555-0199");
    await expect(fullName).not.toBeEditable();
    await page.reload();
    await expect(fullName).toHaveValue("Alex Renamed");

    // The back arrow goes to the role's dashboard.
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    // The dashboard greets by the new name too (decision 027: one name, everywhere).
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Alex Renamed" })).toBeVisible();

    // The public header greets by the new name and offers Dashboard and Sign Out.
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByText("Welcome, Alex Renamed")).toBeVisible();
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/client/dashboard");
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByText(/Welcome,/)).toHaveCount(0);

    // Signed out on the server too, not only on screen.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
  });
});
