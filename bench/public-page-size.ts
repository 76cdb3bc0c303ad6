// Gzipped JavaScript a visitor downloads for each public page (architecture 6: <= 150 KB).
// Reads the Vite manifest of `npm run build`: the entry, the page's lazy chunk, and what they import.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

export const PUBLIC_PAGES = {
  "/": "routes/public/home.tsx",
  "/pricing": "routes/public/pricing.tsx",
  "/signin": "routes/auth/signin.tsx",
} as const;

export const BUDGET_BYTES = 150 * 1024;

export function publicPageJsBytes(distClient = join(process.cwd(), "dist", "client")): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distClient, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The manifest has no entry: run npm run build first");

  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  };
  const sizes: Record<string, number> = {};
  for (const [page, chunk] of Object.entries(PUBLIC_PAGES)) {
    const keys = new Set<string>();
    collect(entry, keys);
    collect(chunk, keys);
    sizes[page] = [...keys].reduce((total, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith(".js") ? total + gzipSync(readFileSync(join(distClient, file)), { level: 9 }).length : total;
    }, 0);
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = publicPageJsBytes();
  for (const [page, bytes] of Object.entries(sizes)) console.log(`${page.padEnd(10)} ${(bytes / 1024).toFixed(1)} KB gzipped`);
  const largest = Math.max(...Object.values(sizes));
  console.log(`largest public page JavaScript: ${(largest / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`);
}
