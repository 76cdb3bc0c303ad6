// The build renders the public pages (/, /pricing) to HTML once (scripts/prerender.mjs), so a
// visitor reads them before the JavaScript has arrived; main.tsx then renders the same in place.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PUBLIC_PAGE_META } from "../shared/domain/page-meta";
import { Providers } from "./app/providers";
import { routes } from "./app/routes";

export const PRERENDERED_PATHS = Object.keys(PUBLIC_PAGE_META);

export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
