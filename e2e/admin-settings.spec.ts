import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";
import { expectToast } from "./support/ui";

// spec 2 Settings and Feature Flags (issue 12). The journey adds a flag of its own (no server
// code reads it) and switches only that one: claim_approval and the other demo flags stay as
// they are for every other journey.
test.use({ storageState: storageStateOf("admin") });

test("an admin adds a flag with a messy name, switches it on, and finds it in Settings with the health check, cache purge, checklist and activity", async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const stored = `e2e_reports_${suffix}`;

  await page.goto("/admin/feature-flags");
  await expect(page.getByRole("heading", { name: "Feature Flags", level: 1 })).toBeVisible();
  await expect(page.getByText("claim_approval", { exact: true })).toBeVisible();

  // spec 5: a name is required once trimmed.
  const name = page.getByLabel("Flag Name");
  const add = page.getByRole("button", { name: "Add Flag" });
  await add.click();
  await expect(page.getByText("Please enter a flag name.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("   ");
  await add.click();
  await expect(page.getByText("Please enter a flag name.")).toBeVisible();

  // Stored lowercased, whitespace runs as underscores; the form says so before it is sent.
  await name.fill(`  E2E   Reports  ${suffix.toUpperCase()} `);
  await expect(page.getByText(`Stored as ${stored}`)).toBeVisible();
  await page.getByLabel("Description").fill("A journey's own flag: nothing reads it.");
  await add.click();
  await expectToast(page, "Feature flag created", `${stored} was added, disabled.`);
  await expect(name).toHaveValue("");
  const flag = page.getByRole("listitem").filter({ has: page.getByText(stored, { exact: true }) });
  await expect(flag).toContainText("A journey's own flag: nothing reads it.");
  await expect(flag).toContainText(/Created /);
  const toggle = flag.getByRole("switch", { name: `Enable ${stored}` });
  await expect(toggle).not.toBeChecked();

  // The same name spelt differently is the same flag: refused (a refusal, not a fault to retry), and the field says why.
  await name.fill(`e2e reports ${suffix}`);
  await add.click();
  await expectToast(page, "Unable to create feature flag", `A flag named ${stored} already exists.`);
  await expect(page.getByText(`A flag named ${stored} already exists.`).first()).toBeVisible();

  await toggle.click();
  await expectToast(page, "Feature flag updated", `${stored} is now enabled.`);
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: `Enable ${stored}` })).toBeChecked();

  // Settings: the flag among the enabled ones.
  await page.getByRole("link", { name: "Settings" }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const enabled = page.getByRole("list", { name: "Enabled feature flags" });
  await expect(enabled.getByText(stored, { exact: true })).toBeVisible();
  await expect(enabled.getByText("claim_approval", { exact: true })).toHaveCount(0);

  // Run Health Check: a fresh check on the server, and spec 8's toast for what it found. Each
  // check must answer within 0.8 s (decision 016), which a loaded test machine can miss.
  const healthCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/settings/health");
  await page.getByRole("button", { name: "Run Health Check" }).click();
  const report = (await (await healthCall).json()) as { status: string };
  if (report.status === "healthy")
    await expectToast(page, "System status: healthy", "Database, authentication, storage and functions all passed.");
  else await expectToast(page, `System status: ${report.status}`, "Some system components are not healthy");
  await expect(page.getByText(new RegExp(`^Status: ${report.status}, checked at `))).toBeVisible();

  // Deployment Status: the run's build (playwright.config.ts BUILD_SHA), recorded at start.
  await expect(page.getByText("Last deployment")).toBeVisible();
  await expect(page.locator("code[title='e2etest1234567']")).toContainText("e2etest");

  // Clear Site Cache shows its progress, then what it emptied. The purge is held a moment so
  // the progress can be seen.
  await page.route("**/api/admin/settings/cache-purge", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Clear Site Cache" }).click();
  await expect(page.getByRole("button", { name: "Clearing…" })).toBeDisabled();
  await expectToast(page, "Site cache cleared", /(Emptied: .+\.|Nothing was cached\.)$/);
  await expect(page.getByRole("button", { name: "Clear Site Cache" })).toBeEnabled();

  // Environment Configuration: the production checklist of this (development) server.
  await expect(page.getByText("Embedded PGlite (local)")).toBeVisible();
  // The run's server (playwright.config.ts): embedded database, local mailbox, http, not production.
  for (const item of ["PostgreSQL database", "Email (SMTP)", "Secure cookies", "PUBLIC_URL uses HTTPS"]) {
    await expect(page.getByText(`${item}: fails`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^AUTH_SECRET set: (passes|fails)$/)).toBeVisible();
  await expect(page.getByText("SMTP_URL is not set: emails are only kept in DATA_DIR/mailbox.jsonl, nobody receives them.")).toBeVisible();
  await expect(page.getByText(/^\d of 5 production checks pass\.$/)).toBeVisible();

  // Recent Admin Activity: the admin's own changes, newest first.
  const activity = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Who" }) });
  await expect(activity.getByRole("row").filter({ hasText: `Feature flag ${stored} turned on` })).toContainText(DEMO.admin.fullName);
  await expect(activity.getByRole("row").filter({ hasText: `Feature flag ${stored} created off` })).toContainText(DEMO.admin.fullName);
});
