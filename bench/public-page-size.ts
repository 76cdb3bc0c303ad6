// Gzipped JavaScript and CSS a visitor downloads for each public page (architecture 6: JavaScript
// <= 150 KB): the entry, the page's screen chunk, what they import, and their stylesheets.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { entryKey, PUBLIC_PAGE_CHUNKS, readBuildManifest, staticClosure } from "../src/server/lib/route-chunks";

export const PUBLIC_PAGES = PUBLIC_PAGE_CHUNKS;
export const BUDGET_BYTES = 150 * 1024;

type PageFiles = Record<string, { js: string[]; css: string[] }>;

function publicPageFiles(distClient: string): PageFiles {
  const manifest = readBuildManifest(distClient);
  if (!manifest) throw new Error("No build manifest: run npm run build first");
  const files: PageFiles = {};
  for (const [page, chunk] of Object.entries(PUBLIC_PAGES)) {
    const keys = staticClosure(manifest, chunk, staticClosure(manifest, entryKey(manifest)));
    const chunks = [...keys].map((key) => manifest[key]).filter((item) => item !== undefined);
    files[page] = {
      js: chunks.map((item) => item.file).filter((file) => file.endsWith(".js")),
      css: [...new Set(chunks.flatMap((item) => item.css ?? []))],
    };
  }
  return files;
}

const gzippedBytes = (distClient: string, files: string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(distClient, file)), { level: 9 }).length, 0);

function sizesOf(kind: "js" | "css", distClient: string): Record<string, number> {
  return Object.fromEntries(Object.entries(publicPageFiles(distClient)).map(([page, files]) => [page, gzippedBytes(distClient, files[kind])]));
}

export const publicPageJsBytes = (distClient = join(process.cwd(), "dist", "client")) => sizesOf("js", distClient);
export const publicPageCssBytes = (distClient = join(process.cwd(), "dist", "client")) => sizesOf("css", distClient);

if (import.meta.url === `file://${process.argv[1]}`) {
  const js = publicPageJsBytes();
  const css = publicPageCssBytes();
  const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const page of Object.keys(PUBLIC_PAGES)) console.log(`${page.padEnd(10)} JavaScript ${kb(js[page])}, CSS ${kb(css[page])} gzipped`);
  const largest = Math.max(...Object.values(js));
  console.log(`largest public page JavaScript: ${kb(largest)} gzipped (budget ${BUDGET_BYTES / 1024} KB)`);
}
