import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility check every journey runs: axe's default rules, plus WCAG 2.5.3 Label in Name
 * (`label-content-name-mismatch`, experimental in axe and so off unless asked for): a control's
 * accessible name contains the text it shows (docs/architecture.md section 4, docs/decisions/029).
 */
export function axeCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
}

/**
 * No serious or critical axe finding on the resting page, or in `within` (a selector, e.g. the open
 * dialog): the pointer moved off the button last clicked and its hover faded, toasts left out (a
 * toast fading in is measured mid-animation; its contrast is the toaster's, app-wide).
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const check = axeCheck(page);
  if (within) check.include(within);
  const axe = await check.exclude("[data-sonner-toaster]").analyze();
  expect(
    axe.violations
      .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
