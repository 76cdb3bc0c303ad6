import { describe, expect, it } from "vitest";
import { withPrerenderedRoot } from "./static-files";

describe("withPrerenderedRoot", () => {
  const page = '<body><div id="root"></div><script src="/a.js"></script></body>';

  it("puts the prerendered markup inside #root, leaving the rest as it was", () => {
    expect(withPrerenderedRoot(page, "<main>Price $& $1</main>")).toBe(
      '<body><div id="root"><main>Price $& $1</main></div><script src="/a.js"></script></body>',
    );
  });

  it("leaves a page without prerendered markup empty, for the app to render", () => {
    expect(withPrerenderedRoot(page, undefined)).toBe(page);
  });
});
