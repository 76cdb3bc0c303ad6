import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";
import { axeCheck } from "./support/axe";

// docs/architecture.md sections 4 and 6, issue 12: every admin screen of spec 2, with the demo's data, shows its
// real heading (not the placeholder's) and has no serious or critical axe findings, as the
// cleaner screens (cleaner-accessibility.spec.ts). The list screens also fit a phone: their
// tables become cards or scroll inside their card, never the page sideways. Reads only.
test.use({ storageState: storageStateOf("admin") });
// Each check only reads: the two workers may share them (the file is the suite's longest).
test.describe.configure({ mode: "parallel" });

const SCREENS = [
  { path: "/admin/dashboard", heading: `${DEMO.admin.fullName}'s Dashboard` },
  { path: "/admin/jobs", heading: "Jobs Management" },
  { path: "/admin/clients", heading: "Clients" },
  { path: "/admin/cleaners", heading: "Cleaners" },
  { path: "/admin/subscriptions", heading: "Subscriptions Management" },
  { path: "/admin/transactions", heading: "Transactions" },
  { path: "/admin/payouts", heading: "Payouts" },
  { path: "/admin/reviews", heading: "Reviews Moderation" },
  { path: "/admin/leads", heading: "Leads" },
  { path: "/admin/cleaner-drafts", heading: "Cleaner Drafts" },
  { path: "/admin/client-drafts", heading: "Client Drafts" },
  { path: "/admin/exceptions", heading: "Exceptions" },
  { path: "/admin/settings", heading: "Settings" },
  { path: "/admin/feature-flags", heading: "Feature Flags" },
];

const PHONE_SCREENS = [
  "/admin/jobs",
  "/admin/clients",
  "/admin/cleaners",
  "/admin/subscriptions",
  "/admin/transactions",
  "/admin/payouts",
  "/admin/reviews",
  "/admin/leads",
  "/admin/cleaner-drafts",
  "/admin/client-drafts",
];

/** Opens `path` and waits for its content, not its spinner or the placeholder. */
async function openScreen(page: Page, path: string) {
  const { heading } = SCREENS.find((screen) => screen.path === path)!;
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText("This screen is being built")).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("article").or(main.getByRole("table")).or(main.getByRole("list")).first()).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
}

async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo, name: string) {
  // A toast fading in is measured mid-animation: the screen's own markup is what is checked.
  const results = await axeCheck(page).exclude("[data-sonner-toaster]").analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking, `axe on ${name}`).toEqual([]);
}

for (const { path } of SCREENS) {
  test(`${path} shows its screen and has no serious or critical axe violations`, async ({ page }, testInfo) => {
    await openScreen(page, path);
    await expectNoSeriousAxeViolations(page, testInfo, path);
  });
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of PHONE_SCREENS) {
    test(`${path} fits the width and has no serious or critical axe violations`, async ({ page }, testInfo) => {
      await openScreen(page, path);
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
      });
      expect(overflow.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(overflow.innerWidth);
      await expectNoSeriousAxeViolations(page, testInfo, `${path}-phone`);
    });
  }
});

test("the details dialogs of a job and of a draft have no serious or critical axe violations", async ({ page }, testInfo) => {
  await openScreen(page, "/admin/jobs");
  await page
    .getByRole("button", { name: /^View job #/ })
    .first()
    .click();
  const job = page.getByRole("dialog", { name: /^Job #/ });
  await expect(job.getByText(/^Job ID /)).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "job-details");

  await openScreen(page, "/admin/cleaner-drafts");
  await page.getByRole("button", { name: "View details of Ava Thompson" }).click();
  const draft = page.getByRole("dialog", { name: "Ava Thompson" });
  await expect(draft.getByLabel("Background Check")).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "cleaner-draft-details");
});
