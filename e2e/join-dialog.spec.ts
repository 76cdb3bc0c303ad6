import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { expectToast } from "./support/ui";

// spec 2, 4, 5 and 8: the lead-capture dialog. Every POST /api/leads counts against the per-IP
// limit (10 in 10 minutes, and the whole run shares 127.0.0.1), so these journeys send few.

async function openJoin(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Join Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Join Tidyline" });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface LeadFields {
  name: string;
  phone: string;
  email: string;
  location: string;
  other?: string;
  services: string[];
  notes?: string;
}

async function fillLead(page: Page, fields: LeadFields) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill(fields.name);
  await dialog.getByLabel("Phone").fill(fields.phone);
  await dialog.getByLabel("Email").fill(fields.email);
  await dialog.getByLabel("Location").selectOption(fields.location);
  if (fields.other !== undefined) await dialog.getByLabel("City and state").fill(fields.other);
  for (const service of fields.services) await dialog.getByRole("checkbox", { name: service, exact: true }).check();
  if (fields.notes) await dialog.getByLabel("Notes").fill(fields.notes);
}

/** What the server holds, read the way a repeat visitor finds out: a second submission. */
async function resubmit(request: APIRequestContext, baseURL: string, lead: Record<string, unknown>) {
  const response = await request.post("/api/leads", { data: lead, headers: { Origin: new URL(baseURL).origin } });
  return { status: response.status(), body: (await response.json()) as unknown };
}

test.describe("join dialog", () => {
  test("a client joins from the landing page; closing the dialog returns to the chooser", async ({ page, request, baseURL }) => {
    await page.goto("/");
    const chooser = await openJoin(page);
    await expect(chooser.getByRole("button", { name: /I am a Client.*I need cleaning services/ })).toBeVisible();
    await expect(chooser.getByRole("button", { name: /I am a Cleaner.*I offer cleaning services/ })).toBeVisible();
    await chooser.getByRole("button", { name: /I am a Client/ }).click();

    const form = page.getByRole("dialog", { name: "Client Information" });
    await expect(form).toBeVisible();
    const submit = form.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await expect(form.getByLabel("Company (optional)")).toBeVisible();
    await expect(form.getByLabel("Years of Experience")).toHaveCount(0);
    // The six cities as City, ST, then Other.
    await expect(form.getByLabel("Location").locator("option:not([disabled])")).toHaveText([
      "Boston, MA",
      "Manhattan, NY",
      "Chicago, IL",
      "Atlanta, GA",
      "Miami, FL",
      "Austin, TX",
      "Other (please specify)",
    ]);
    await expect(form.getByRole("checkbox")).toHaveCount(7);

    const email = uniqueEmail("lead-client");
    await fillLead(page, {
      name: "Avery Host",
      phone: "(305) 555-0142",
      email: "not-an-email",
      location: "Miami, FL",
      services: ["Airbnb", "Deep Clean"],
    });
    await form.getByLabel("Company (optional)").fill("Bayfront Stays");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email").fill(email);
    await submit.click();
    await expectToast(page, "Thank you!", "We've received your information. Our team will reach out soon.");
    const success = page.getByRole("dialog", { name: "Thank you!" });
    await expect(success).toBeVisible();

    // spec 4: back to the chooser 300 ms after closing, once the dialog has faded out, so the
    // chooser never flashes inside the closing dialog. Every title it shows on its way out is kept.
    // The fade is stretched past the 300 ms, as a busy device stretches it.
    await page.addStyleTag({ content: '.dialog-content[data-state="closed"] { animation-duration: 1s !important; }' });
    await page.evaluate(() => {
      const titles: string[] = [];
      Object.assign(window, { closingTitles: titles });
      new MutationObserver(() => {
        const title = document.querySelector('[role="dialog"] h2')?.textContent;
        if (title && titles.at(-1) !== title) titles.push(title);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await success.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { closingTitles: string[] }).closingTitles)).not.toContain("Join Tidyline");
    await openJoin(page);

    // Stored as a client lead: the same email and role is now a duplicate.
    const again = await resubmit(request, baseURL!, {
      role: "client",
      name: "Avery Host",
      phone: "3055550142",
      email: email.toUpperCase(),
      location: "Miami, FL",
      services: ["Airbnb"],
    });
    expect(again).toEqual({ status: 200, body: { status: "already_registered" } });
  });

  test("a cleaner joins from the pricing page with an Other location", async ({ page, request, baseURL }) => {
    await page.goto("/pricing");
    const chooser = await openJoin(page);
    await chooser.getByRole("button", { name: /I am a Cleaner/ }).click();
    const form = page.getByRole("dialog", { name: "Cleaner Information" });
    await expect(form.getByLabel("Company (optional)")).toHaveCount(0);
    // Back leads to the chooser.
    await form.getByRole("button", { name: "Back" }).click();
    await page
      .getByRole("dialog", { name: "Join Tidyline" })
      .getByRole("button", { name: /I am a Cleaner/ })
      .click();

    const email = uniqueEmail("lead-cleaner");
    await fillLead(page, { name: "Sam Scrub", phone: "503-555-0199", email, location: "Other", services: ["Residential", "Move-in/Out"] });
    await form.getByLabel("Years of Experience").fill("6");
    const submit = form.getByRole("button", { name: "Submit" });
    // spec 5: Other needs its text before the form can be sent.
    await expect(form.getByLabel("City and state")).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel("City and state").fill("Portland, OR");
    await expect(submit).toBeEnabled();

    await submit.click();
    await expectToast(page, "Thank you!", "We've received your information. Our team will reach out soon.");
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();

    const again = await resubmit(request, baseURL!, {
      role: "cleaner",
      name: "Sam Scrub",
      phone: "5035550199",
      email,
      location: "Other",
      otherLocation: "Portland, OR",
      services: ["Residential"],
    });
    expect(again).toEqual({ status: 200, body: { status: "already_registered" } });
  });

  test("an email already on the list for the role says so and moves to the thank-you screen", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("lead-repeat");
    const first = await resubmit(request, baseURL!, {
      role: "cleaner",
      name: "Jo Early",
      phone: "6175550100",
      email,
      location: "Boston, MA",
      services: ["Deep Clean"],
    });
    expect(first).toEqual({ status: 201, body: { status: "created" } });

    await page.goto("/");
    const chooser = await openJoin(page);
    await chooser.getByRole("button", { name: /I am a Cleaner/ }).click();
    await fillLead(page, {
      name: "Jo Again",
      phone: "617-555-0100",
      email: email.toUpperCase(),
      location: "Boston, MA",
      services: ["Deep Clean"],
    });
    await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Already registered", "You're already in our system, we'll be in touch soon.");
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toContainText("You're already in our system, we'll be in touch soon.");
  });

  test("failures keep the form open with the spec's texts", async ({ page }) => {
    let answer: { status: number; body: unknown } = {
      status: 503,
      body: { error: { code: "LEAD_CHECK_FAILED", message: "Unable to verify email. Please try again." } },
    };
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) }),
    );

    await page.goto("/");
    const chooser = await openJoin(page);
    await chooser.getByRole("button", { name: /I am a Client/ }).click();
    await fillLead(page, {
      name: "Flaky Network",
      phone: "312-555-0100",
      email: uniqueEmail("lead-fail"),
      location: "Chicago, IL",
      services: ["Commercial"],
    });
    const form = page.getByRole("dialog", { name: "Client Information" });

    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Error", "Unable to verify email. Please try again.");
    await expect(form).toBeVisible();

    answer = { status: 500, body: { error: { code: "LEAD_SAVE_FAILED", message: "Something went wrong. Please try again." } } };
    await form.getByRole("button", { name: "Submit" }).click();
    const saveFailed = page
      .getByRole("region", { name: /^Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Something went wrong. Please try again." });
    await expect(saveFailed).toBeVisible();
    await expect(saveFailed.getByText("Error", { exact: true })).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Flaky Network");
  });
});
