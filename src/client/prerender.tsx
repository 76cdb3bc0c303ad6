// The build renders the public pages to HTML once (scripts/prerender.mjs), so a visitor reads them
// before any script has arrived; public-entry.tsx then adopts their islands in place.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ISLANDS, islandOptions, type IslandName } from "./app/islands";
import { PublicFrame } from "./layouts/public-layout";
import Home from "./routes/public/home";
import Pricing from "./routes/public/pricing";

/** The prerendered pages (the public pages of docs/architecture.md section 6); the server serves each with public-entry.tsx. */
const PAGES: Record<string, ReactNode> = {
  "/": <Home />,
  "/pricing": <Pricing />,
  "/signin": <Island name="sign-in" />,
};

export const PRERENDERED_PATHS = Object.keys(PAGES);

/** An island rendered alone, as the browser hydrates it (its own root, its own ids), in a box-less wrapper. */
function Island({ name }: { name: IslandName }) {
  const Content = ISLANDS[name];
  const html = renderToString(<Content />, islandOptions(name));
  return <div data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function prerender(path: string): string {
  const page = PAGES[path];
  if (page === undefined) throw new Error(`${path} is not a prerendered page`);
  return renderToString(
    <PublicFrame header={<Island name="header" />} footer={<Island name="footer" />}>
      {page}
    </PublicFrame>,
  );
}
