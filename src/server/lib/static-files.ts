import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";
import { withPageHead } from "./page-head";
import { clientDistFolder } from "./paths";

/**
 * The built pages: hashed assets cached for a year, everything else answered with index.html so
 * the browser router shows the screen (or its not-found page), with the path's title, description
 * and social preview tags in its head.
 */
export function serveClient<E extends Env>(app: Hono<E>, publicUrl: string) {
  const indexFile = join(clientDistFolder, "index.html");
  if (!existsSync(indexFile)) return;
  const root = relative(process.cwd(), clientDistFolder) || ".";
  const indexHtml = readFileSync(indexFile, "utf8");

  const staticFiles = serveStatic<E>({
    root,
    precompressed: true, // .br / .gz written by scripts/compress-assets.mjs
    onFound: (path, c) => {
      const hashed = path.includes("/assets/");
      c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // Dot folders (the build manifest) are not for browsers; pages (/, *.html) get their own head below.
  const notStatic = (path: string) => path.includes("/.") || path.endsWith("/") || path.endsWith(".html");
  app.use("/*", (c, next) => (notStatic(c.req.path) ? next() : staticFiles(c, next)));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(withPageHead(indexHtml, c.req.path, publicUrl));
  });
}
