import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The screen each public page renders first (each is a lazy chunk of its own, client/app/routes.tsx). */
export const PUBLIC_PAGE_CHUNKS = {
  "/": "routes/public/home.tsx",
  "/pricing": "routes/public/pricing.tsx",
  "/signin": "routes/auth/signin.tsx",
} as const;

export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The Vite manifest of `npm run build`, or null when the pages are not built. */
export function readBuildManifest(distClient: string): BuildManifest | null {
  const path = join(distClient, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildManifest) : null;
}

export function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error("The build manifest has no entry: run npm run build");
  return key;
}

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The files a public page's screen needs beyond the entry's own: fetched in parallel with the
 * entry (modulepreload) instead of after it has run, which saves the page one round trip.
 */
export function screenPreloads(manifest: BuildManifest, pathname: string): string[] {
  const chunk = (PUBLIC_PAGE_CHUNKS as Record<string, string>)[pathname];
  if (!chunk || !manifest[chunk]) return [];
  const entry = staticClosure(manifest, entryKey(manifest));
  return [...staticClosure(manifest, chunk)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** A prerendered page's app: the entry to start and every module it and the page's screen need. */
export function appBoot(manifest: BuildManifest, pathname: string): { entry: string; preloads: string[] } {
  const entry = entryKey(manifest);
  const entryImports = [...staticClosure(manifest, entry)].filter((key) => key !== entry).map((key) => `/${manifest[key]!.file}`);
  return { entry: `/${manifest[entry]!.file}`, preloads: [...entryImports, ...screenPreloads(manifest, pathname)] };
}
