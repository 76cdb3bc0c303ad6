import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { SITE_NAME, publicPageMeta } from "../../shared/domain/page-meta";

/** Page title from the matched route, and smooth scrolling (unless reduced motion is asked for) to the element named by the hash (spec 2). */
export function Root() {
  const matches = useMatches();
  const { hash, pathname } = useLocation();
  const screenTitle = [...matches].reverse().map((match) => (match.handle as { title?: string } | undefined)?.title).find(Boolean);
  // The public pages keep the title the server wrote into the head (shared/domain/page-meta).
  const title = publicPageMeta(pathname)?.title ?? (screenTitle ? `${screenTitle} · ${SITE_NAME}` : SITE_NAME);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The app is live: boot.js replays the taps it held while a prerendered page was starting.
  useEffect(() => {
    window.dispatchEvent(new Event("tidyline:ready"));
  }, []);

  useEffect(() => {
    if (!hash) return;
    // The target may render a moment later (lazy screens). Reduced motion jumps instead of gliding.
    const timer = window.setTimeout(() => {
      const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [hash, pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
