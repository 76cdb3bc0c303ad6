import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, found from this file whether it runs from src/ or dist/. */
export const projectRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
})();

export const migrationsFolder = join(projectRoot, "drizzle");
export const clientDistFolder = join(projectRoot, "dist", "client");
export const prerenderedPagesFile = join(projectRoot, "dist", "prerendered", "pages.json");
