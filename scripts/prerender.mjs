// Renders the public pages to HTML after `vite build` (src/client/prerender.tsx): a server-side
// build of the client code, run once, written to dist/prerendered/pages.json, which the server
// puts inside each page's #root (server/lib/static-files.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const outDir = resolve("dist/prerender-build");
await build({
  configFile: resolve("vite.config.ts"),
  logLevel: "warn",
  build: { ssr: resolve("src/client/prerender.tsx"), outDir, emptyOutDir: true, sourcemap: false, manifest: false },
});
const { prerender, PRERENDERED_PATHS } = await import(pathToFileURL(join(outDir, "prerender.js")).href);

const pages = {};
for (const path of PRERENDERED_PATHS) pages[path] = await prerender(path);
mkdirSync("dist/prerendered", { recursive: true });
writeFileSync("dist/prerendered/pages.json", JSON.stringify(pages));
rmSync(outDir, { recursive: true, force: true });
console.log(
  `prerendered ${Object.entries(pages)
    .map(([path, html]) => `${path} (${(html.length / 1024).toFixed(0)} KB)`)
    .join(", ")}`,
);
