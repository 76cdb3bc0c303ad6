import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { resolveLazyMatches } from "./app/hydrate";
import { Providers } from "./app/providers";
import { routes } from "./app/routes";
import { viewerQuery } from "./features/account/api";
import { queryClient } from "./lib/query-client";
import "./styles.css";

// Ask who is signed in while the first screen's code downloads, not after (every guard needs it).
void queryClient.prefetchQuery(viewerQuery());

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Built after the lazy routes are settled: the router reads the route objects when it is created.
const app = () => (
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // A prerendered public page (scripts/prerender.mjs): React adopts its markup in place instead of
  // painting it again, once the page's screen has loaded.
  // No top-level await: the screens' chunks import this entry, which must not wait on them.
  void resolveLazyMatches(routes, window.location).then(() =>
    // As a transition, React adopts the page in short slices, so a tap is never kept waiting long.
    startTransition(() => {
      hydrateRoot(container, app());
    }),
  );
} else {
  createRoot(container).render(app());
}
