import { PUBLIC_PAGE_META, SITE_NAME, SOCIAL_IMAGE, pageTitle, publicPageMeta } from "../../shared/domain/page-meta";
import { escapeAttribute } from "./html";

const START = "<!-- page-head -->";
const END = "<!-- /page-head -->";

/**
 * The title, description, canonical link and social preview tags for one path. Pages without
 * their own entry (sign-in, the portals) share the landing page's description; their title is the
 * screen's when the page is prerendered (sign-in), else the site name, which the app then replaces.
 */
export function pageHeadTags(pathname: string, publicUrl: string): string {
  const meta = publicPageMeta(pathname);
  const title = pageTitle(pathname);
  const description = (meta ?? PUBLIC_PAGE_META["/"]).description;
  const url = `${publicUrl}${pathname}`;
  const image = `${publicUrl}${SOCIAL_IMAGE.path}`;
  const tags: [string, string, string][] = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:locale", "en_US"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:image:width", String(SOCIAL_IMAGE.width)],
    ["property", "og:image:height", String(SOCIAL_IMAGE.height)],
    ["property", "og:image:alt", SOCIAL_IMAGE.alt],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
  ];
  return [
    `<title>${escapeAttribute(title)}</title>`,
    ...(meta ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}" />`),
  ].join("\n    ");
}

/** index.html with the head block between its page-head markers written for this path. */
export function withPageHead(indexHtml: string, pathname: string, publicUrl: string): string {
  const start = indexHtml.indexOf(START);
  const end = indexHtml.indexOf(END);
  if (start < 0 || end < start) return indexHtml;
  return `${indexHtml.slice(0, start + START.length)}\n    ${pageHeadTags(pathname, publicUrl)}\n    ${indexHtml.slice(end)}`;
}
