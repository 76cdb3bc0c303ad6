import { expect, test } from "@playwright/test";
import { createVerifiedAccount, signInViaApi, storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("a new client chooses a plan, sees it charged to the test card, and cancels it at period end", async ({ page, baseURL }) => {
  // A fresh client: the journey subscribes and cancels.
  const account = await createVerifiedAccount(page.request, baseURL!, { label: "subscription", fullName: "Riley Planner" });
  await signInViaApi(page.request, baseURL!, account.email, account.password);

  await page.goto("/client/subscription");
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose a plan" })).toBeVisible();

  // The catalogue: the plans of /pricing by monthly price, Bi-Weekly marked Most Popular.
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Monthly", "Bi-Weekly", "Weekly"]);
  await expect(page.getByRole("article", { name: "Bi-Weekly plan", exact: true }).getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("Most Popular")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Weekly plan", exact: true })).toContainText("$400");
  await expect(page.locator("p").filter({ hasText: "Pay per clean" })).toContainText("$100 to $250 a clean");
  await expect(page.getByText("4242").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Choosing asks first, stating the price and the test provider's sample card.
  await page.getByRole("button", { name: "Choose Weekly" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Subscribe to Weekly?" });
  await expect(confirm).toContainText("$400.00 is charged now");
  await expect(confirm).toContainText("sample card ending 4242");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: "Choose a plan" })).toBeVisible();

  await page.getByRole("button", { name: "Choose Weekly" }).click();
  await confirm.getByRole("button", { name: "Pay $400.00 and Subscribe" }).click();
  await expectToast(page, "Welcome to Weekly", "$400.00 was charged to the sample card ending 4242.");

  // The current plan.
  await expect(page.getByRole("heading", { name: "Weekly", level: 2 })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/0\s*of 4 used/)).toBeVisible();
  await expect(page.getByText("4 included cleans left.")).toBeVisible();
  await expect(page.getByText(/^\$400\.00 on [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The charge is in the billing history.
  await page.getByRole("navigation", { name: "Client Portal" }).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Payment summary" })).toContainText("Total Spent$400.00");
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Weekly plan subscription");
  await expect(rows.first()).toContainText("Succeeded");

  // Cancel at period end: asked first; keeping the plan changes nothing.
  await page.getByRole("navigation", { name: "Client Portal" }).getByRole("link", { name: "Subscription" }).click();
  await page.getByRole("button", { name: "Cancel Plan" }).click();
  const cancelDialog = page.getByRole("alertdialog", { name: "Cancel your plan?" });
  await expect(cancelDialog).toContainText("stays active until");
  await cancelDialog.getByRole("button", { name: "Keep My Plan" }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(page.getByText(/^Cancels on /)).toHaveCount(0);

  await page.getByRole("button", { name: "Cancel Plan" }).click();
  await cancelDialog.getByRole("button", { name: "Cancel at Period End" }).click();
  await expectToast(page, "Plan set to cancel");
  await expect(page.getByText(/^Cancels on [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Plan" })).toHaveCount(0);
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Plan" })).toHaveCount(0);
});

test.describe("the demo client", () => {
  test.use({ storageState: storageStateOf("client") });

  test("sees the Bi-Weekly plan with one of two cleans used and the sample card", async ({ page }) => {
    await page.goto("/client/subscription");
    await expect(page.getByRole("heading", { name: "Bi-Weekly", level: 2 })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Cleans used" })).toHaveAttribute("aria-valuemax", "2");
    await expect(page.getByText("Visa")).toBeVisible();
    await expect(page.getByText("4242")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Plan" })).toBeVisible();
  });
});
