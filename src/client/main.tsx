import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { viewerQuery } from "./features/account/api";
import { queryClient } from "./lib/query-client";
import "./styles.css";

// Ask who is signed in while the first screen's code downloads, not after (every guard needs it).
void queryClient.prefetchQuery(viewerQuery());

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
