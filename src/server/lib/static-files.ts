import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono } from "hono";
import { isAddressedToLoopback } from "./loopback";
import { withPageHead } from "./page-head";
import { clientDistFolder, prerenderedPagesFile } from "./paths";
import { APP_ENTRY, entryModules, PUBLIC_ENTRY, readBuildManifest } from "./route-chunks";
import { deferAppBoot } from "./app-boot";

/**
 * The built pages: hashed assets cached for a year, everything else answered with index.html so
 * the browser router shows the screen (or its not-found page), with the path's title, description
 * and social preview tags in its head. Returns what empties the pages kept in memory (Clear Site
 * Cache, site-cache.ts): the next request reads the build from disk again.
 */
export function serveClient<E extends Env>(
  app: Hono<E>,
  publicUrl: string,
  distFolder = clientDistFolder,
  pagesFile = prerenderedPagesFile,
): () => void {
  // The mailbox page shows reset links: only for requests addressed to this machine, under any
  // spelling the browser router would still match (docs/decisions/016).
  app.get("*", (c, next) => (isMailboxPage(c.req.path) && !isAddressedToLoopback(c.req.url) ? c.text("Not found", 404) : next()));
  if (!existsSync(join(distFolder, "index.html"))) return () => undefined;
  const root = relative(process.cwd(), distFolder) || ".";
  // Read now (a broken build stops the start, as before) and kept until a purge.
  let built: BuiltPages | undefined = readBuiltPages(distFolder, pagesFile, publicUrl);
  const pages = () => (built ??= readBuiltPages(distFolder, pagesFile, publicUrl));

  const staticFiles = serveStatic<E>({
    root,
    precompressed: true, // .br / .gz written by scripts/compress-assets.mjs
    onFound: (path, c) => {
      const hashed = path.includes("/assets/");
      c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      // docs/decisions/069: the push worker may govern the whole site; no-cache (above) lets an update reach browsers.
      if (path.endsWith("/push-sw.js")) c.header("Service-Worker-Allowed", "/");
    },
  });
  // Dot folders (the build manifest) are not for browsers; pages (/, *.html) get their own head below.
  const notStatic = (path: string) => path.includes("/.") || path.endsWith("/") || path.endsWith(".html");
  app.use("/*", (c, next) => (notStatic(c.req.path) ? next() : staticFiles(c as Context<E, string>, next)));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    const path = c.req.path;
    const { indexHtml, prerenderedPages } = pages();
    return c.html(prerenderedPages.get(path) ?? withPageHead(indexHtml, path, publicUrl));
  });
  return () => {
    built = undefined;
  };
}

interface BuiltPages {
  indexHtml: string;
  prerenderedPages: Map<string, string>;
}

/**
 * index.html and the prerendered pages whole. They start the public pages' script, not the app's
 * (docs/decisions/021), after the first paint (app-boot.ts). Its imports are not preloaded: adding
 * a dozen modulepreload links cost the main thread 10-30 ms, more than the one round trip the
 * browser then takes to find them. Without a manifest, pages start as usual.
 */
function readBuiltPages(distFolder: string, pagesFile: string, publicUrl: string): BuiltPages {
  const indexHtml = readFileSync(join(distFolder, "index.html"), "utf8");
  const manifest = readBuildManifest(distFolder);
  const prerenderedPages = new Map<string, string>();
  if (manifest) {
    const app = entryModules(manifest, APP_ENTRY);
    const islands = { entry: entryModules(manifest, PUBLIC_ENTRY).entry, preloads: [] };
    for (const [path, markup] of Object.entries(readPrerenderedPages(pagesFile))) {
      prerenderedPages.set(path, deferAppBoot(withPrerenderedRoot(withPageHead(indexHtml, path, publicUrl), markup), app, islands));
    }
  }
  return { indexHtml, prerenderedPages };
}

const isMailboxPage = (path: string) => path.toLowerCase().replace(/\/+$/, "") === "/dev/mailbox";

/** The public pages as the build rendered them (scripts/prerender.mjs), by path; none when not built. */
function readPrerenderedPages(pagesFile: string): Record<string, string> {
  if (!existsSync(pagesFile)) return {};
  const pages = JSON.parse(readFileSync(pagesFile, "utf8")) as Record<string, string>;
  return Object.fromEntries(Object.entries(pages).filter(([, html]) => typeof html === "string"));
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page with its prerendered markup inside #root, whose islands public-entry.tsx adopts. */
export function withPrerenderedRoot(page: string, markup: string | undefined): string {
  if (!markup || !page.includes(EMPTY_ROOT)) return page;
  const at = page.indexOf(EMPTY_ROOT);
  return `${page.slice(0, at)}<div id="root">${markup}</div>${page.slice(at + EMPTY_ROOT.length)}`;
}
