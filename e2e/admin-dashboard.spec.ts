import { expect, test } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";

// spec 2 admin Dashboard (issue 12): the greeting, the four totals, the 12-week trends with their
// table view, the health monitor and its manual refresh. Reads only: nothing here changes data.
test.use({ storageState: storageStateOf("admin") });

test("the admin's dashboard greets them, shows the four totals, the trends as a table and refreshes health", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: `${DEMO.admin.fullName}'s Dashboard`, level: 1 })).toBeVisible();

  // The four cards, each with a figure and its note.
  const totals = page.getByRole("list", { name: "Platform totals" }).getByRole("listitem");
  await expect(totals).toHaveCount(4);
  await expect(totals.nth(0)).toContainText("Total Users");
  await expect(totals.nth(0)).toContainText(/\d+ clients?, \d+ cleaners?/);
  await expect(totals.nth(1)).toContainText("Active Jobs");
  await expect(totals.nth(1)).toContainText(/\d+ total, \d+ completed/);
  await expect(totals.nth(2)).toContainText("Reviews");
  // The demo has reviews: an average with one decimal, not N/A.
  await expect(totals.nth(2)).toContainText(/\d\.\d/);
  await expect(totals.nth(2)).toContainText(/Average of \d+ reviews?/);
  await expect(totals.nth(3)).toContainText("Revenue (MTD)");
  await expect(totals.nth(3)).toContainText(/\$[\d,]+\.\d\d/);

  // Recent Jobs (5 newest) and Recent Reviews, each linking to its screen.
  await expect(page.getByText("Recent Jobs", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "View all jobs" })).toHaveAttribute("href", "/admin/jobs");
  await expect(page.getByText("Recent Reviews", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Moderate reviews" })).toHaveAttribute("href", "/admin/reviews");

  // The trends: a summary in words, and a table of the 12 weeks on demand.
  await expect(page.getByText("Last 12 weeks", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Over the last 12 weeks: \d+ jobs booked, \d+ completed, \$[\d,]+\.\d\d revenue\.$/)).toBeVisible();
  const toggle = page.getByRole("button", { name: "Show as table" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Week of" }) });
  await expect(table.getByRole("columnheader")).toHaveText(["Week of", "Booked", "Completed", "Revenue"]);
  await expect(table.locator("tbody").getByRole("row")).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Show charts" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Show charts" }).click();
  await expect(table).toHaveCount(0);

  // The health monitor: checked on load, and again on Refresh. Each check must answer within
  // 0.8 s (decision 016), which a loaded test machine can miss: the screen shows whichever the
  // server answered, healthy (200) or not (503, with the spec's warning).
  await expect(page.getByText(/^Status: (healthy|unhealthy), checked at /)).toBeVisible();
  const refresh = page.getByRole("button", { name: "Refresh system health" });
  const healthCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/health" && response.request().method() === "GET",
  );
  await refresh.click();
  const answer = await healthCall;
  const report = (await answer.json()) as { status: string; checks: Record<string, boolean> };
  await expect(refresh).toBeEnabled();
  const labels = { database: "Database", auth: "Authentication", storage: "Storage", functions: "Functions" } as const;
  for (const [key, label] of Object.entries(labels)) {
    const healthy = report.checks[key];
    await expect(
      page.getByRole("listitem").filter({ hasText: new RegExp(`^${label}\\s*${healthy ? "healthy" : "not healthy"}$`) }),
    ).toBeVisible();
  }
  const warning = page.getByRole("alert").filter({ hasText: "System Health Warning" });
  if (answer.status() === 200) {
    expect(report.status).toBe("healthy");
    await expect(page.getByText(/^Status: healthy, checked at /)).toBeVisible();
    await expect(warning).toHaveCount(0);
  } else {
    expect(answer.status()).toBe(503);
    await expect(page.getByText(/^Status: unhealthy, checked at /)).toBeVisible();
    await expect(warning).toContainText("Some system components are not healthy");
  }
  await expect(page.getByRole("alert").filter({ hasText: "System Alert" })).toHaveCount(0);
});
