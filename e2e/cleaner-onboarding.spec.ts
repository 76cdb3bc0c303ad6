import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInViaApi, uniqueEmail } from "./support/accounts";
import { expectToast, followNewestMailLink, signInWithForm } from "./support/ui";

// spec 2 and 4: a new cleaner fills in their profile and waits for review; a cleaner under
// review cannot claim jobs, and the server says why.
test("a new cleaner signs up, completes the profile and sees it is under review", async ({ page }) => {
  const email = uniqueEmail("onboarding");
  const password = "cleaner-pass-1";
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Quinn Newhire");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByLabel("I want to").selectOption({ label: "Provide cleaning services" });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Account created!");
  await followNewestMailLink(page, email, /verify your email/i);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expectToast(page, "Email verified");
  await page.goto("/signin");
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/cleaner\/dashboard$/);

  // No profile yet: the dashboard asks for one.
  const complete = page.getByRole("region", { name: "Complete Your Profile" });
  await expect(complete).toBeVisible();
  await complete.getByRole("link", { name: "Complete Setup" }).click();
  await expect(page).toHaveURL(/\/cleaner\/profile$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("Quinn Newhire");
  await page.getByLabel("Phone").fill("(617) 555-0142");
  await page.getByRole("group", { name: "Work Areas" }).getByRole("checkbox", { name: "Boston" }).check();
  await page.getByRole("group", { name: "Services" }).getByRole("checkbox", { name: "Deep Clean" }).check();
  await page.getByLabel("Years of Experience").fill("3");
  await page.getByLabel("Short Bio").fill("Deep cleans and move-outs around Boston.");
  await page.getByRole("button", { name: "Submit Profile" }).click();
  await expectToast(page, "Profile updated successfully", "Your profile is under review");

  await page.goto("/cleaner/dashboard");
  const status = page.getByRole("status", { name: /Account Status/ });
  await expect(status).toContainText("Pending");
  await expect(status).toContainText("Your profile is under review");
  await expect(page.getByRole("region", { name: "Complete Your Profile" })).toHaveCount(0);
});

test("Riley, whose profile is under review, is refused a claim with the server's reason", async ({ page, baseURL }) => {
  await signInViaApi(page.request, baseURL!, "pending-cleaner@tidyline.test", DEMO_PASSWORD);
  await page.goto("/cleaner/open-jobs");
  await expect(page.getByRole("heading", { name: "Open Jobs", level: 1 })).toBeVisible();
  // Riley works in Miami: the board starts on their areas; every area shows the demo's jobs.
  await page.getByRole("switch", { name: "In my areas" }).click();
  // The board shows the area, not the street (docs/decisions/026): Wicker Park's ZIP.
  const card = page.getByRole("article").filter({ hasText: "Chicago, IL 60622" }).first();
  await card.getByRole("button", { name: "Claim This Job" }).click();
  await page.getByRole("alertdialog", { name: "Claim this job?" }).getByRole("button", { name: "Claim This Job" }).click();
  await expectToast(page, "Your cleaner account is not active yet: an admin reviews your profile before you can take jobs.");
  await expect(card).toBeVisible();
});
