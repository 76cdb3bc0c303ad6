import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { dashboardPath } from "../shared/domain/roles";
import { ISLANDS, isIslandName, islandOptions } from "./app/islands";
import { mountToasterLater } from "./components/toaster-mount";
import { pageViewer } from "./features/account/page-account";
import { JoinDialogHost } from "./features/leads/join-dialog-host";
import { showToastFromLastPage } from "./lib/lazy-toast";

// The prerendered public pages' script (/, /pricing, /signin; docs/decisions/021): React adopts
// the few parts a visitor interacts with (app/islands.tsx) and nothing else; no router, query
// cache or forms library. Following a link into the app loads it as a page of its own (main.tsx).

// Who is here, asked while React starts: the header's actions wait for it.
const viewer = pageViewer();
// spec 2: a signed-in person on /signin goes to their dashboard, as the app's guard sends them.
if (window.location.pathname === "/signin") {
  void viewer.then((signedIn) => signedIn && window.location.replace(dashboardPath(signedIn.role)));
}

// As a transition, React adopts the islands in short slices, so a tap is never kept waiting long.
startTransition(() => {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const Island = ISLANDS[name];
    hydrateRoot(
      element,
      <StrictMode>
        <Island />
      </StrictMode>,
      islandOptions(name),
    );
  }
});

/** Tells boot.js the page is live, once the join dialog listens: it replays the taps it held until then. */
function AnnounceReady() {
  useEffect(() => {
    window.dispatchEvent(new Event("tidyline:ready"));
  }, []);
  return null;
}

mountToasterLater(showToastFromLastPage() ? "idle" : "interaction");

const page = document.body.appendChild(document.createElement("div"));
createRoot(page).render(
  <StrictMode>
    <JoinDialogHost />
    <AnnounceReady />
  </StrictMode>,
);
