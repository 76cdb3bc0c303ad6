import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The accessibility check every journey runs: axe's default rules, plus WCAG 2.5.3 Label in Name
 * (`label-content-name-mismatch`, experimental in axe and so off unless asked for): a control's
 * accessible name contains the text it shows (docs/architecture.md section 4, docs/decisions/029).
 */
export function axeCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
}
