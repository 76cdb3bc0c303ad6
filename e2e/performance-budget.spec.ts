import { expect, test } from "@playwright/test";
import { BUDGET_BYTES, PUBLIC_PAGES, publicPageCssBytes, publicPageJsBytes } from "../bench/public-page-size";

// Architecture 6: each public page's JavaScript is at most 150 KB gzipped. Reads the build that
// `npm run test:e2e` makes first.
test.describe("performance budget", () => {
  test("the budget is 150 KB gzipped and covers /, /pricing and /signin", () => {
    const sizes = publicPageJsBytes();
    expect(BUDGET_BYTES).toBe(150 * 1024);
    expect(Object.keys(sizes).sort()).toEqual(["/", "/pricing", "/signin"]);
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual(Object.keys(sizes).sort());
  });

  for (const page of Object.keys(PUBLIC_PAGES)) {
    test(`${page} loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
      const bytes = publicPageJsBytes()[page];
      // A page that counts nothing would pass any budget: the entry alone is tens of KB.
      expect(bytes).toBeGreaterThan(10 * 1024);
      expect(bytes, `${page}: ${((bytes ?? 0) / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
      // Its stylesheet is counted too (the bench reports it): a page without one would be unstyled.
      expect(publicPageCssBytes()[page]).toBeGreaterThan(1024);
    });
  }
});
