// Gzipped JavaScript and CSS a visitor downloads on the first load of each public page
// (docs/architecture.md section 6: JavaScript <= 100 KB): boot.js, the public pages' entry it starts and every
// module that imports, and the page's stylesheet. e2e/performance-budget.spec.ts checks in a
// browser that a first load fetches no script beyond these.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { APP_ENTRY, entryModules, PUBLIC_ENTRY, readBuildManifest } from "../src/server/lib/route-chunks";

export const PUBLIC_PAGES = ["/", "/pricing", "/signin"] as const;
export const BUDGET_BYTES = 100 * 1024;

const DIST = join(process.cwd(), "dist");

/** The files (paths under dist/client) each public page loads first, as the server serves it (server/lib/static-files.ts). */
export function publicPageFiles(dist = DIST): Record<string, { js: string[]; css: string[] }> {
  const distClient = join(dist, "client");
  const manifest = readBuildManifest(distClient);
  const pagesFile = join(dist, "prerendered", "pages.json");
  if (!manifest || !existsSync(pagesFile)) throw new Error("No build: run npm run build first");
  const prerendered = JSON.parse(readFileSync(pagesFile, "utf8")) as Record<string, unknown>;
  const { entry, preloads } = entryModules(manifest, PUBLIC_ENTRY);
  const js = ["/boot.js", entry, ...preloads].map((url) => url.slice(1));
  const css = manifest[APP_ENTRY]?.css ?? [];
  return Object.fromEntries(
    PUBLIC_PAGES.map((page) => {
      // Any other page starts the whole app: a public page has to be prerendered (scripts/prerender.mjs).
      if (typeof prerendered[page] !== "string") throw new Error(`${page} is not prerendered: it would load the whole app`);
      return [page, { js, css }];
    }),
  );
}

export const gzippedBytes = (file: string, dist = DIST) => gzipSync(readFileSync(join(dist, "client", file)), { level: 9 }).length;

function sizesOf(kind: "js" | "css", dist: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(publicPageFiles(dist)).map(([page, files]) => [
      page,
      files[kind].reduce((total, file) => total + gzippedBytes(file, dist), 0),
    ]),
  );
}

export const publicPageJsBytes = (dist = DIST) => sizesOf("js", dist);
export const publicPageCssBytes = (dist = DIST) => sizesOf("css", dist);

if (import.meta.url === `file://${process.argv[1]}`) {
  const js = publicPageJsBytes();
  const css = publicPageCssBytes();
  const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const page of PUBLIC_PAGES) console.log(`${page.padEnd(10)} JavaScript ${kb(js[page])}, CSS ${kb(css[page])} gzipped`);
  const largest = Math.max(...Object.values(js));
  console.log(`largest public page JavaScript: ${kb(largest)} gzipped (budget ${BUDGET_BYTES / 1024} KB)`);
}
