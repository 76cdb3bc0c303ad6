import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";
import { axeCheck } from "./support/axe";

// docs/architecture.md sections 4 and 6: accessible markup. Serious and critical findings fail the journey; the
// rest are attached to the report so they can be looked at.
const BLOCKING = new Set(["serious", "critical"]);

/** `all`: any finding fails, whatever its impact (the landing and pricing pages, issue 3). */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string, { all = false } = {}) {
  const results = await axeCheck(page).analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  const minor = summary.filter((violation) => !BLOCKING.has(violation.impact ?? ""));
  if (minor.length > 0) testInfo.annotations.push({ type: "axe (moderate/minor)", description: `${name}: ${JSON.stringify(minor)}` });
  expect(
    summary.filter((violation) => all || BLOCKING.has(violation.impact ?? "")),
    `axe on ${name}`,
  ).toEqual([]);
}

test.describe("accessibility of the public pages", () => {
  const pages = [
    { path: "/", heading: "How it works" },
    { path: "/pricing", heading: "Simple, transparent pricing" },
    { path: "/signin", heading: "Sign In" },
    { path: "/signup", heading: "Create Account" },
    { path: "/test-accounts", heading: "Test Accounts" },
  ];
  for (const { path, heading } of pages) {
    test(`${path} has no serious or critical axe violations`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, path);
    });
  }
});

test.describe("accessibility of the landing and pricing pages: no axe findings of any impact", () => {
  for (const path of ["/", "/pricing"]) {
    test(`${path}, then with the join dialog open at the chooser and at a form showing its problems`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, path, { all: true });

      await page.getByRole("banner").getByRole("button", { name: "Join Now" }).click();
      await expect(page.getByRole("dialog", { name: "Join Tidyline" })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `${path} (join dialog)`, { all: true });

      await page.getByRole("button", { name: /I am a Cleaner/ }).click();
      const form = page.getByRole("dialog", { name: "Cleaner Information" });
      await form.getByLabel("Location").selectOption("Other");
      await form.getByLabel("City and state").fill("Portland, OR");
      await form.getByRole("checkbox", { name: "Deep Clean" }).check();
      await form.getByLabel("Email").fill("not-an-email");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `${path} (cleaner form)`, { all: true });
    });
  }

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("/ with the header menu open", async ({ page }, testInfo) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, "/ (phone, menu open)", { all: true });
    });
  });
});

test.describe("accessibility of the signed-in shell", () => {
  test.use({ storageState: storageStateOf("client") });

  test("the client dashboard shell, with the user menu open", async ({ page }, testInfo) => {
    await page.goto("/client/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Jordan Blake", level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByText(/e2etest/)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "/client/dashboard");

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "/client/dashboard (user menu)");
  });

  test("/profile, reading and editing", async ({ page }, testInfo) => {
    await page.goto("/profile");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(/@/);
    await expectNoSeriousViolations(page, testInfo, "/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "/profile (editing)");
  });
});

test.describe("accessibility of the admin shell", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("the admin dashboard shell, with the sidebar collapsed", async ({ page }, testInfo) => {
    await page.goto("/admin/dashboard");
    // The dashboard's real heading (issue 12), no longer the placeholder's "Overview"; its figures loaded.
    await expect(page.getByRole("heading", { name: `${DEMO.admin.fullName}'s Dashboard`, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Platform totals" })).toBeVisible();
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, testInfo, "/admin/dashboard");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "/admin/dashboard (collapsed)");
  });
});

test.describe("accessibility of the client screens, with the demo client's data", () => {
  test.use({ storageState: storageStateOf("client") });
  const screens = [
    { path: "/client/new-job", heading: "Book New Cleaning" },
    { path: "/client/upcoming", heading: "Upcoming Appointments" },
    { path: "/client/history", heading: "Job History" },
    // docs/decisions/067: the client's conversations, where the unread count now sits.
    { path: "/client/messages", heading: "Messages" },
    { path: "/client/units", heading: "My Units" },
    { path: "/client/subscription", heading: "Subscription" },
    { path: "/client/billing", heading: "Billing" },
  ];
  for (const { path, heading } of screens) {
    test(`${path} has no serious or critical axe violations`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      // Lists load after the heading: check the page with its content, not its spinner.
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      await expectNoSeriousViolations(page, testInfo, path);
    });
  }
});

test.describe("accessibility on a phone", () => {
  test.use({ storageState: storageStateOf("cleaner"), viewport: { width: 375, height: 740 } });

  test("the cleaner dashboard with the slide-in sidebar open", async ({ page }, testInfo) => {
    await page.goto("/cleaner/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Sam Rivera", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Cleaner Portal" })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "/cleaner/dashboard (phone, menu open)");
  });
});
