import { describe, expect, it } from "vitest";
import { deferAppBoot } from "./app-boot";

const PAGE = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"><main>Hello</main></div></body>`;

describe("deferAppBoot", () => {
  it("hands the entry and its preloads to boot.js, keeping the stylesheet", () => {
    const page = deferAppBoot(PAGE, { entry: "/assets/index-1.js", preloads: ["/assets/react-2.js", "/assets/home-4.js"] });
    expect(page).toContain(
      '<script src="/boot.js" data-app="/assets/index-1.js" data-preload="/assets/react-2.js /assets/home-4.js" defer></script>',
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(page).toContain("<main>Hello</main>");
  });

  it("can start another entry than the one the page was built with, dropping the page's own preloads", () => {
    const page = deferAppBoot(
      PAGE,
      { entry: "/assets/index-1.js", preloads: ["/assets/react-2.js"] },
      { entry: "/assets/public-5.js", preloads: ["/assets/react-2.js"] },
    );
    expect(page).toContain('<script src="/boot.js" data-app="/assets/public-5.js" data-preload="/assets/react-2.js" defer></script>');
    expect(page).not.toContain("index-1.js");
    expect(page).not.toContain("modulepreload");
  });

  it("leaves a page whose entry it cannot find to start as usual", () => {
    expect(deferAppBoot(PAGE, { entry: "/assets/index-9.js", preloads: [] })).toBe(PAGE);
  });
});
