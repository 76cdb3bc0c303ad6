import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The toast titled `title` (sonner's list inside the "Notifications" region), asserted visible,
 * with its description when one is given (spec 8 gives both).
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<Locator> {
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
  return toast;
}

/** Fills and sends the /signin form as a person does. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Opens /dev/mailbox and follows the link of the newest email to `to` whose subject matches. The
 * page lists emails newest first; Refresh covers a mail that arrives a moment after the page loads.
 */
export async function followNewestMailLink(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Mailbox", level: 1 })).toBeVisible();
  const newest = page
    .getByRole("article")
    .filter({ hasText: `To: ${to}` })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await expect(async () => {
    if (!(await newest.isVisible())) await page.getByRole("button", { name: "Refresh" }).click();
    await expect(newest).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = newest.getByRole("link");
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^http:\/\/localhost:\d+\//);
  await link.click();
  return href as string;
}
