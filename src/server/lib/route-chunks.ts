import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The build's two entries (vite.config.ts): the app, and the prerendered public pages' islands. */
export const APP_ENTRY = "index.html";
export const PUBLIC_ENTRY = "public-entry.tsx";

export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The Vite manifest of `npm run build`, or null when the pages are not built. */
export function readBuildManifest(distClient: string): BuildManifest | null {
  const path = join(distClient, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildManifest) : null;
}

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** An entry's script and the modules it imports statically (what a page starting it downloads at once), as URLs. */
export function entryModules(manifest: BuildManifest, key: string): { entry: string; preloads: string[] } {
  const entry = manifest[key];
  if (!entry?.isEntry) throw new Error(`The build manifest has no entry ${key}: run npm run build`);
  const imports = [...staticClosure(manifest, key)].filter((name) => name !== key).map((name) => `/${manifest[name]!.file}`);
  return { entry: `/${entry.file}`, preloads: imports };
}
