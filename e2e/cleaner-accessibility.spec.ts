import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { axeCheck } from "./support/axe";

// docs/architecture.md sections 4 and 6: every cleaner screen, with the demo cleaner's data, has no serious or
// critical axe findings.
test.use({ storageState: storageStateOf("cleaner") });

const SCREENS = [
  { path: "/cleaner/dashboard", heading: "Welcome, Sam Rivera" },
  { path: "/cleaner/open-jobs", heading: "Open Jobs" },
  { path: "/cleaner/assignments", heading: "My Assignments" },
  { path: "/cleaner/payouts", heading: "Earnings & Payouts" },
  { path: "/cleaner/profile", heading: "Work Profile" },
  { path: "/cleaner/calendar", heading: "Calendar" },
  { path: "/cleaner/messages", heading: "Messages" },
];

for (const { path, heading } of SCREENS) {
  test(`${path} has no serious or critical axe violations`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // Lists load after the heading: check the page with its content, not its spinner.
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    await expect(page.getByRole("article").or(page.getByRole("table")).or(page.getByRole("list")).first()).toBeVisible();
    const results = await axeCheck(page).exclude("[data-sonner-toaster]").analyze();
    await testInfo.attach(`axe-${path}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(blocking, `axe on ${path}`).toEqual([]);
  });
}
