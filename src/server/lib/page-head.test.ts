import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_META } from "../../shared/domain/page-meta";
import { withPageHead } from "./page-head";

const INDEX = `<head>\n    <!-- page-head -->\n    <title>Tidyline</title>\n    <!-- /page-head -->\n  </head>`;
const URL = "https://tidyline.example";

const contentOf = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta ${attribute} content="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

describe("page head", () => {
  it("gives / and /pricing their own title, description, canonical link and social tags", () => {
    for (const [path, meta] of Object.entries(PUBLIC_PAGE_META)) {
      const html = withPageHead(INDEX, path, URL);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(contentOf(html, 'name="description"')).toBe(meta.description);
      expect(contentOf(html, 'property="og:title"')).toBe(meta.title);
      expect(contentOf(html, 'property="og:description"')).toBe(meta.description);
      expect(contentOf(html, 'property="og:url"')).toBe(`${URL}${path}`);
      expect(contentOf(html, 'property="og:image"')).toBe(`${URL}/og-image.png`);
      expect(contentOf(html, 'name="twitter:card"')).toBe("summary_large_image");
      expect(html).toContain(`<link rel="canonical" href="${URL}${path}" />`);
    }
    expect(PUBLIC_PAGE_META["/pricing"].description).not.toBe(PUBLIC_PAGE_META["/"].description);
  });

  it("states the pricing figures of the plans in the pricing description", () => {
    expect(PUBLIC_PAGE_META["/pricing"].description).toContain("from $100 per clean (Monthly $200, Bi-Weekly $300, Weekly $400 a month)");
  });

  it("gives other paths the site name, no canonical link, and escapes what it writes", () => {
    const html = withPageHead(INDEX, '/signin"><script>', URL);
    expect(html).toContain("<title>Tidyline</title>");
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("<script>");
    expect(contentOf(html, 'property="og:url"')).toBe(`${URL}/signin&quot;&gt;&lt;script&gt;`);
  });

  it("leaves a page without the markers as it is", () => {
    expect(withPageHead("<head></head>", "/", URL)).toBe("<head></head>");
  });
});
