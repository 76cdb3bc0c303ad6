import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signInViaApi } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expectToast } from "./support/ui";

// docs/decisions/068: /profile → Notifications. The browser's clock is Denver's, so the time zone
// the section offers before anything is saved is that one.
test.use({ timezoneId: "America/Denver" });

const OFFERS_NOTE = "Job offers need at least one way to reach you, since an offer waits for you only a limited time.";
/** The last offers box's description: the Text column's hint (no phone yet), then why it stays ticked. */
const LAST_OFFERS_BOX_DESCRIPTION = `Add a phone number below ${OFFERS_NOTE}`;

test.describe("notification preferences", () => {
  test("a cleaner turns off Payouts by email and sets quiet hours, and finds them after a reload", async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(page.request, baseURL!, {
      role: "cleaner",
      label: "notify-prefs",
      fullName: "Riley Quiet",
    });
    await signInViaApi(page.request, baseURL!, account.email, account.password);

    await page.goto("/profile");
    const section = page.getByRole("form", { name: "Notification settings" });
    await expect(section).toBeVisible();
    const zone = section.getByLabel("Time zone");
    await expect(zone).toHaveValue("America/Denver");
    await expect(section.getByText("Emails to verify your address or reset your password are always sent.")).toBeVisible();
    await expect(section.getByText(OFFERS_NOTE)).toBeVisible();
    // No device and no phone yet: the columns point at the sections below.
    const table = section.getByRole("table", { name: "Notification channels" });
    await expect(table.getByRole("columnheader", { name: /Push/ })).toContainText("Turn on notifications on this device below");
    await expect(table.getByRole("columnheader", { name: /Text/ })).toContainText("Add a phone number below");
    // A cleaner's groups, not a client's.
    await expect(table.getByRole("rowheader", { name: /Payouts/ })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: /Rental calendars/ })).toHaveCount(0);

    const payoutsEmail = section.getByRole("checkbox", { name: "Payouts: Email" });
    await expect(payoutsEmail).toBeChecked();
    // By keyboard, as a person without a mouse does.
    await payoutsEmail.focus();
    await page.keyboard.press("Space");
    await expect(payoutsEmail).not.toBeChecked();

    const quiet = section.getByRole("switch", { name: "Quiet hours for push and texts" });
    await expect(quiet).not.toBeChecked();
    await quiet.click();
    const from = section.getByLabel("Quiet from");
    const until = section.getByLabel("Quiet until");
    await expect(from).toHaveValue("22:00");
    await expect(until).toHaveValue("07:00");

    // Ending when they start is refused on the field.
    await until.fill("22:00");
    await section.getByRole("button", { name: "Save Notification Settings" }).click();
    await expect(until).toHaveAccessibleDescription("Quiet hours must end at another time than they start.");

    await from.fill("21:30");
    await until.fill("06:45");
    await section.getByRole("button", { name: "Save Notification Settings" }).click();
    await expectToast(page, "Notification settings saved");
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(section.getByRole("checkbox", { name: "Payouts: Email" })).not.toBeChecked();
    await expect(section.getByRole("checkbox", { name: "Payouts: In the app" })).toBeChecked();
    await expect(quiet).toBeChecked();
    await expect(from).toHaveValue("21:30");
    await expect(until).toHaveValue("06:45");
    await expect(zone).toHaveValue("America/Denver");

    // What the server keeps, which the notify door reads: minutes in the person's zone.
    const saved = await page.request.get("/api/notifications/preferences");
    expect(await saved.json()).toMatchObject({
      channels: { money: { inApp: true, email: false, push: true, text: false } },
      quietHours: { startMinute: 21 * 60 + 30, endMinute: 6 * 60 + 45 },
      timeZone: "America/Denver",
    });
  });

  test("a cleaner cannot untick the last way offers reach them, and the screen says why", async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(page.request, baseURL!, {
      role: "cleaner",
      label: "notify-offers",
      fullName: "Avery Offers",
    });
    await signInViaApi(page.request, baseURL!, account.email, account.password);
    await page.goto("/profile");
    const section = page.getByRole("form", { name: "Notification settings" });
    const offers = (channel: string) => section.getByRole("checkbox", { name: `Job offers: ${channel}` });

    for (const channel of ["In the app", "Email", "Push"]) await offers(channel).uncheck();
    await expect(offers("Text")).toBeChecked();
    await expect(offers("Text")).toBeDisabled();
    await expect(offers("Text")).toHaveAccessibleDescription(LAST_OFFERS_BOX_DESCRIPTION);

    await section.getByRole("button", { name: "Save Notification Settings" }).click();
    await expectToast(page, "Notification settings saved");
    await page.reload();
    await expect(offers("Text")).toBeChecked();
    await expect(offers("Text")).toBeDisabled();
    await expect(offers("Email")).not.toBeChecked();

    // A second channel back on frees the last one again.
    await offers("Email").check();
    await expect(offers("Text")).toBeEnabled();
  });
});
