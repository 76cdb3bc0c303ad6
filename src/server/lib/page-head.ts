import { PUBLIC_PAGE_META, SITE_NAME, SOCIAL_IMAGE, publicPageMeta } from "../../shared/domain/page-meta";
import { escapeAttribute } from "./html";

const START = "<!-- page-head -->";
const END = "<!-- /page-head -->";


/**
 * The title, description, canonical link and social preview tags for one path. Pages without
 * their own entry (sign-in, the portals) share the landing page's description and the site name.
 */
export function pageHeadTags(pathname: string, publicUrl: string): string {
  const meta = publicPageMeta(pathname);
  const title = meta?.title ?? SITE_NAME;
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

/**
 * index.html with the head block between its page-head markers written for this path, and
 * `preloads` (the screen's chunks, route-chunks.ts) fetched beside the entry.
 */
export function withPageHead(indexHtml: string, pathname: string, publicUrl: string, preloads: readonly string[] = []): string {
  const start = indexHtml.indexOf(START);
  const end = indexHtml.indexOf(END);
  if (start < 0 || end < start) return indexHtml;
  const head = [pageHeadTags(pathname, publicUrl), ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`)];
  return `${indexHtml.slice(0, start + START.length)}\n    ${head.join("\n    ")}\n    ${indexHtml.slice(end)}`;
}
