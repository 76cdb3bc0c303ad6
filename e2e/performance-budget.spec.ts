import { expect, test } from "@playwright/test";
import {
  BUDGET_BYTES,
  gzippedBytes,
  PUBLIC_PAGES,
  publicPageCssBytes,
  publicPageFiles,
  publicPageJsBytes,
} from "../bench/public-page-size";

// docs/architecture.md section 6: each public page's JavaScript is at most 100 KB gzipped on its first load. Reads
// the build that `npm run test:e2e` makes first.
test.describe("performance budget", () => {
  test("the budget is 100 KB gzipped and covers /, /pricing and /signin", () => {
    const sizes = publicPageJsBytes();
    expect(BUDGET_BYTES).toBe(100 * 1024);
    expect(Object.keys(sizes).sort()).toEqual(["/", "/pricing", "/signin"]);
    expect([...PUBLIC_PAGES].sort()).toEqual(Object.keys(sizes).sort());
  });

  for (const page of PUBLIC_PAGES) {
    test(`${page} loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
      const bytes = publicPageJsBytes()[page];
      // A page that counts nothing would pass any budget: React alone is tens of KB.
      expect(bytes).toBeGreaterThan(50 * 1024);
      expect(bytes, `${page}: ${((bytes ?? 0) / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
      // Its stylesheet is counted too (the bench reports it): a page without one would be unstyled.
      expect(publicPageCssBytes()[page]).toBeGreaterThan(1024);
    });

    test(`${page}: a browser's first load fetches no script the budget does not count`, async ({ page: tab }) => {
      const fetched = new Set<string>();
      tab.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" || url.pathname.endsWith(".js")) fetched.add(url.pathname.slice(1));
      });
      await tab.goto(page);
      await tab.waitForLoadState("networkidle");
      // Past the idle moments a page might use to fetch more (a late Toaster, say).
      await tab.waitForTimeout(2_000);
      const counted = publicPageFiles()[page]?.js ?? [];
      expect(
        [...fetched].filter((file) => !counted.includes(file)),
        "fetched but not counted",
      ).toEqual([]);
      const total = [...fetched].reduce((sum, file) => sum + gzippedBytes(file), 0);
      expect(total).toBeGreaterThan(50 * 1024);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
