import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { routes } from "./app/routes";
import { mountToasterLater } from "./components/toaster-mount";
import { viewerQuery } from "./features/account/api";
import { showToastFromLastPage } from "./lib/lazy-toast";
import { queryClient } from "./lib/query-client";
import "./styles.css";

// The app: every page but the prerendered public ones, which start public-entry.tsx instead
// (docs/decisions/021). No top-level await: the screens' chunks import this entry.

// Ask who is signed in while the first screen's code downloads, not after (every guard needs it).
void queryClient.prefetchQuery(viewerQuery());
// "Welcome back!" after signing in, which ends by loading the app afresh.
showToastFromLastPage();
mountToasterLater("idle");

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>,
);
