import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createVerifiedAccount, signInViaApi, storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";
import { expectNoSeriousAxeViolations } from "./support/axe";

/** A date `days` from today in the browser's own zone, as the date input takes it. */
const dateIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return day.toLocaleDateString("en-CA");
  }, days);

async function freshClientWithUnit(page: Page, baseURL: string, label: string) {
  const account = await createVerifiedAccount(page.request, baseURL, { label, fullName: "Jamie Booker" });
  await signInViaApi(page.request, baseURL, account.email, account.password);
  await addUnit(page.request, baseURL, "Maple Duplex", "77 Maple Ave, Chicago, IL 60614");
}

async function addUnit(request: APIRequestContext, baseURL: string, label: string, fullAddress: string) {
  const response = await request.post("/api/client/units", { data: { label, fullAddress }, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status()).toBe(201);
}

test("a client books a cleaning, sees it upcoming as 'Waiting for cleaner', and cancels it", async ({ page, baseURL }) => {
  await freshClientWithUnit(page, baseURL!, "booking");

  await page.goto("/client/new-job");
  await expect(page.getByRole("heading", { name: "Book New Cleaning", level: 1 })).toBeVisible();
  await expect(page.getByText("Cleaners claim jobs within 24 hours.")).toBeVisible();

  // spec 9: every option, exactly.
  await expect(page.getByLabel("Cleaning Type").locator("option")).toHaveText([
    "Select a cleaning type",
    "Standard Clean ($100)",
    "Deep Clean ($150)",
    "Move-in/Move-out ($200)",
    "Post Construction ($250)",
    "Airbnb Turnover ($120)",
  ]);
  await expect(page.getByLabel("Time Slot").locator("option")).toContainText([
    "Select a time slot",
    "8-10 AM",
    "10 AM-12 PM",
    "12-2 PM",
    "2-4 PM",
    "4-6 PM",
  ]);
  await expect(page.getByLabel("Duration").locator("option")).toHaveText(["1 hour", "2 hours", "3 hours", "4 hours", "6 hours", "8 hours"]);
  await expect(page.getByLabel("Duration")).toHaveValue("2");
  await expect(page.getByLabel("Bedrooms").locator("option")).toHaveText(["Not specified", "Studio", "1", "2", "3", "4", "5"]);
  await expect(page.getByLabel("Bathrooms").locator("option")).toHaveText([
    "Not specified",
    "1",
    "1.5",
    "2",
    "2.5",
    "3",
    "3.5",
    "4",
    "4.5",
    "5",
  ]);
  // Past dates are disabled: the earliest date is today.
  await expect(page.getByLabel("Date")).toHaveAttribute("min", await dateIn(page, 0));

  // The submit button needs a cleaning type; then unit, date and slot are required.
  const book = page.getByRole("button", { name: "Book Cleaning" });
  await expect(book).toBeDisabled();
  await page.getByLabel("Cleaning Type").selectOption("Deep Clean");
  await expect(page.getByTestId("booking-price")).toHaveText("$150.00");
  await expect(book).toBeEnabled();
  await book.click();
  await expectToast(page, "Missing Information", "Please select a unit, date, and time slot.");

  // The only active unit is chosen already.
  await expect(page.getByLabel("Unit", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Date").fill(await dateIn(page, 3));
  await page.getByLabel("Time Slot").selectOption({ label: "10 AM-12 PM" });
  await page.getByLabel("Duration").selectOption("3");
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Bathrooms").selectOption("1.5");
  await page.getByLabel("Square Footage").fill("950");
  await page.getByLabel("Special Instructions").fill("The cat stays in the bedroom.");
  // With no plan, the extra-clean option is recorded but changes nothing about the price.
  const extraClean = page.getByRole("checkbox", { name: "Extra clean" });
  await expect(extraClean).toHaveAccessibleDescription(
    "Records this booking as an extra clean. With no plan covering the unit, it is priced as usual.",
  );
  await extraClean.check();
  await expect(page.getByTestId("booking-price")).toHaveText("$150.00");
  await expectNoSeriousAxeViolations(page);
  await book.click();
  await expectToast(page, "Cleaning booked!");

  // The upcoming list shows it as the client reads Posted.
  await expect(page).toHaveURL(/\/client\/upcoming$/);
  await expect(page.getByRole("heading", { name: "Upcoming Appointments", level: 1 })).toBeVisible();
  const card = page
    .getByRole("list", { name: "Upcoming appointments" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Deep Clean" }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Waiting for cleaner")).toBeVisible();
  await expect(card).toContainText("10:00 AM - 1:00 PM");
  await expect(card).toContainText("Maple Duplex");
  await expect(card).toContainText("$150.00");
  await expect(card).not.toContainText("additional clean");
  await expect(card).toContainText("No cleaner assigned yet");
  await expect(page.getByRole("link", { name: "Book New Cleaning" })).toHaveAttribute("href", "/client/new-job");
  await expectNoSeriousAxeViolations(page);

  // Reschedule only informs.
  await card.getByRole("button", { name: "Reschedule" }).click();
  await expectToast(page, "Please contact support to reschedule your appointment.");

  // Cancel asks first; keeping it changes nothing.
  await card.getByRole("button", { name: "Cancel" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await expect(confirm).toContainText("Deep Clean");
  await confirm.getByRole("button", { name: "Keep Appointment" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Cancel" }).click();
  await confirm.getByRole("button", { name: "Cancel Appointment" }).click();
  await expectToast(page, "Appointment canceled");
  await expect(page.getByText("No upcoming appointments")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No upcoming appointments")).toBeVisible();
});

test("with no included cleans left, the booking screen warns it will be tracked as additional usage", async ({ page, baseURL }) => {
  await freshClientWithUnit(page, baseURL!, "booking-plan");
  const origin = { Origin: new URL(baseURL!).origin };
  const { plans } = (await (await page.request.get("/api/client/plans")).json()) as { plans: { id: string; name: string }[] };
  const monthly = plans.find((plan) => plan.name === "Monthly");
  expect((await page.request.post("/api/client/subscription", { data: { planId: monthly?.id }, headers: origin })).status()).toBe(201);

  await page.goto("/client/new-job");
  await page.getByLabel("Cleaning Type").selectOption("Deep Clean");
  // One included clean left: the booking takes it, at the type's price.
  await expect(page.getByText("Uses 1 of your Monthly plan's included cleans")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Extra clean" })).toHaveAccessibleDescription(
    "Book this beyond your Monthly plan's included cleans, at its extra-clean fee ($100.00) for a Standard Clean, plus the difference for other types.",
  );
  await expect(page.getByText(/tracked as additional usage/)).toHaveCount(0);
  await page.getByLabel("Date").fill(await dateIn(page, 4));
  await page.getByLabel("Time Slot").selectOption({ label: "2-4 PM" });
  await page.getByRole("button", { name: "Book Cleaning" }).click();
  const booked = await expectToast(page, "Cleaning booked!");
  await expect(page).toHaveURL(/\/client\/upcoming$/);
  await expect(
    page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: "Deep Clean" }),
  ).toContainText("included in your plan");
  // The toast lies over the header's Book New Cleaning, and a pointer resting on it keeps it open:
  // closed first, as a person would (a click aimed at the link lands on the toast).
  await booked.getByRole("button", { name: "Close toast" }).click();
  await expect(booked).toBeHidden();

  // None left: warned, still allowed, priced at the plan's $100 fee plus a Deep Clean's $50 difference to a Standard Clean: decision 010.
  await page.getByRole("link", { name: "Book New Cleaning" }).click();
  await page.getByLabel("Cleaning Type").selectOption("Deep Clean");
  await expect(page.getByRole("alert").filter({ hasText: "the booking will be tracked as additional usage at $150.00" })).toBeVisible();
  await expect(page.getByTestId("booking-price")).toHaveText("$150.00");
  await expect(
    page.getByText("Additional usage of your Monthly plan: its extra-clean fee ($100.00) plus $50.00 for a Deep Clean."),
  ).toBeVisible();
  await page.getByLabel("Date").fill(await dateIn(page, 5));
  await page.getByLabel("Time Slot").selectOption({ label: "8-10 AM" });
  await page.getByRole("button", { name: "Book Cleaning" }).click();
  await expectToast(page, "Cleaning booked!");
  await expect(
    page.getByRole("list", { name: "Upcoming appointments" }).getByRole("listitem").filter({ hasText: "additional clean" }),
  ).toContainText("$150.00");
});

test.describe("the demo client's past cleanings", () => {
  test.use({ storageState: storageStateOf("client") });

  test("show in Job History with before and after photos served by the app", async ({ page }) => {
    await page.goto("/client/history");
    await expect(page.getByRole("heading", { name: "Job History", level: 1 })).toBeVisible();
    const first = page.getByRole("list", { name: "Completed cleanings" }).getByRole("listitem").first();
    await expect(first.getByText("Completed", { exact: true })).toBeVisible();
    await expect(first).toContainText("Sam Rivera");

    const photos = first.getByRole("group", { name: "Photos" });
    await expect(photos.getByRole("button", { name: "After" })).toHaveAttribute("aria-pressed", "true");
    const image = first.getByRole("img", { name: /^After photo/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
    await photos.getByRole("button", { name: "Before" }).click();
    const before = first.getByRole("img", { name: /^Before photo/ });
    await expect(before).toBeVisible();
    await expect.poll(() => before.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
    await expectNoSeriousAxeViolations(page);
  });

  test("the dashboard welcomes them and links to booking, the plan and the history", async ({ page }) => {
    await page.goto("/client/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Jordan Blake", level: 1 })).toBeVisible();
    const links = page.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(links).toHaveCount(3);
    for (const path of ["/client/new-job", "/client/subscription", "/client/history"]) {
      await expect(page.getByRole("navigation", { name: "Quick links" }).locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Upcoming Appointments" })).toBeVisible();
    // Every job not Completed or Canceled (spec 4): the demo client's one booked in each open status,
    // and the turnovers the demo's Airbnb calendar made (how many depends on the day, decision 054).
    const upcoming = page.getByRole("region", { name: "Upcoming Appointments" });
    await expect(upcoming.getByRole("listitem").filter({ hasNotText: "From Airbnb calendar" })).toHaveCount(3);
    await expect(upcoming.getByRole("listitem").filter({ hasText: "From Airbnb calendar" }).first()).toBeVisible();
    await expect(upcoming.getByRole("link", { name: "Manage appointments" })).toHaveAttribute("href", "/client/upcoming");
    await expect(page.getByRole("heading", { name: "Rate Your Recent Cleans" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
