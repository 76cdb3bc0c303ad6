import { expect, test, type Page } from "@playwright/test";
import { storageStateOf, uniqueEmail } from "./support/accounts";
import { expectToast, signInWithForm } from "./support/ui";

// issue 12 Leads and Drafts: a person joins through the public dialog, an admin turns the lead
// into an application, vets and approves it, converts it to an account; the person sets a
// password from the email and signs in to their dashboard. The lead is this journey's own (one
// POST /api/leads: the run shares the per-IP limit with the join dialog's journeys); Request Info
// goes to Mia Johnson, a demo client draft seeded for the admin screens only.

/** The newest email to `to` titled `subject`, from /dev/mailbox (the outbox delivers within seconds). */
async function openMail(page: Page, to: string, subject: string) {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Mailbox", level: 1 })).toBeVisible();
  const email = page
    .getByRole("article")
    .filter({ hasText: `To: ${to}` })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await expect(async () => {
    if (!(await email.isVisible())) await page.getByRole("button", { name: "Refresh" }).click();
    await expect(email).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  return email;
}

test("a cleaner's lead becomes an application, is approved and converted; the new cleaner sets a password and signs in", async ({
  page,
  browser,
}) => {
  // Five screens, two people and two emails waited for through the outbox: longer than one screen's journey.
  test.slow();
  const email = uniqueEmail("lead-to-account");
  const name = "Skyler Applicant";
  const password = "first-cleaner-pass-1";

  // The person joins from the landing page.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Join Now" }).click();
  await page
    .getByRole("dialog", { name: "Join Tidyline" })
    .getByRole("button", { name: /I am a Cleaner/ })
    .click();
  const form = page.getByRole("dialog", { name: "Cleaner Information" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone").fill("(617) 555-0177");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Location").selectOption("Boston, MA");
  await form.getByRole("checkbox", { name: "Residential", exact: true }).check();
  await form.getByRole("checkbox", { name: "Deep Clean", exact: true }).check();
  await form.getByLabel("Years of Experience").fill("5");
  await form.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Thank you!", "We've received your information. Our team will reach out soon.");

  // The admin finds the lead, marks it contacted and starts the application.
  const adminContext = await browser.newContext({ storageState: storageStateOf("admin") });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/leads");
  await expect(admin.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await admin.getByLabel("Search", { exact: true }).fill(email);
  const tabs = admin.getByRole("tablist", { name: "Lead roles" });
  await expect(tabs.getByRole("tab")).toHaveText(["All (1)", "Clients (0)", "Cleaners (1)"]);
  const row = admin.getByRole("table").getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Cleaner");
  await expect(row).toContainText("Boston, MA");
  await expect(row.getByRole("combobox", { name: `Status of ${name}` })).toHaveValue("new");
  await row.getByRole("combobox", { name: `Status of ${name}` }).selectOption("contacted");
  await expectToast(admin, "Status updated", "Lead status has been updated successfully");
  await row.getByRole("button", { name: `Start application for ${name}` }).click();
  const started = admin.getByRole("dialog", { name: "Application started" });
  await expect(started).toContainText(`A cleaner application for ${name} was created from the lead, and the lead is now In Progress.`);
  await started.getByRole("link", { name: "Open application" }).click();
  await expect(admin).toHaveURL(/\/admin\/cleaner-drafts\?draft=/);

  // The draft, filled in from the lead: vetted, approved, converted.
  const draft = admin.getByRole("dialog", { name });
  await expect(draft).toContainText(email);
  await expect(draft).toContainText("Boston");
  await expect(draft).toContainText("Residential, Deep Clean");
  await expect(draft.getByRole("button", { name: "Convert to Account" })).toHaveCount(0);
  await draft.getByLabel("Background Check").selectOption("verified");
  await expectToast(admin, "Background check updated");
  await draft.getByLabel("Status", { exact: true }).selectOption("approved");
  await expectToast(admin, "Status updated");
  await draft.getByRole("button", { name: "Convert to Account" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Convert to Account" });
  await expect(confirm).toContainText(`Create a cleaner account for ${name} (${email})? They are emailed a link to set their password.`);
  await confirm.getByRole("button", { name: "Convert to Account" }).click();
  await expectToast(admin, "Account created", `${name} now has a cleaner account.`);
  await expect(draft.getByLabel("Status", { exact: true })).toHaveValue("converted");
  await expect(draft.getByLabel("Status", { exact: true })).toBeDisabled();
  await expect(draft.getByRole("button", { name: "Convert to Account" })).toHaveCount(0);
  await adminContext.close();

  // The person sets a password from the email and signs in as a cleaner.
  const mail = await openMail(page, email, "Your Tidyline account is ready: set your password");
  await expect(mail).toContainText("We have created a cleaner account for you");
  await mail.getByRole("link", { name: /\/api\/auth\/reset-password\// }).click();
  await expect(page).toHaveURL(/\/reset-password\?first=1&token=/);
  await expect(page.getByText("Welcome to Tidyline! Choose a password for your new account")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm New Password").fill(password);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password updated", "Your password has been successfully updated.");
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithForm(page, email, password);
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(/\/cleaner\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${name}`, level: 1 })).toBeVisible();
  // The background check was verified: Active at once, no Account Status card.
  await expect(page.getByRole("status", { name: /Account Status/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Complete Your Profile" })).toHaveCount(0);
});

test.describe("as the admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("Request Info emails the applicant what is missing and marks the draft Info Requested", async ({ page }) => {
    await page.goto("/admin/client-drafts");
    await expect(page.getByRole("heading", { name: "Client Drafts", level: 1 })).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill("mia.johnson@example.test");
    const row = page.getByRole("table").getByRole("row").filter({ hasText: "mia.johnson@example.test" });
    await row.getByRole("button", { name: "View details of Mia Johnson" }).click();
    const draft = page.getByRole("dialog", { name: "Mia Johnson" });
    await expect(draft).toContainText("Every other Friday");
    await draft.getByRole("button", { name: "Request Info" }).click();
    const ask = page.getByRole("dialog", { name: "Request Info" });
    await expect(ask).toContainText(
      "Mia Johnson (mia.johnson@example.test) is emailed your message, and the draft moves to Info Requested.",
    );
    const message = `Please send the building's access details (${Date.now()}).`;
    await ask.getByLabel("What is missing?").fill(message);
    await ask.getByRole("button", { name: "Send Request" }).click();
    await expectToast(page, "Info requested", "We emailed mia.johnson@example.test what is missing.");
    await expect(ask).toBeHidden();
    await expect(draft.getByLabel("Status", { exact: true })).toHaveValue("info_requested");
    await expect(draft).toContainText(/Info last requested /);

    const mail = await openMail(page, "mia.johnson@example.test", "We need a little more information for your Tidyline application");
    await expect(mail).toContainText(message);
  });
});
