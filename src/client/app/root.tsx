import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";

/** Page title from the matched route, and smooth scrolling (unless reduced motion is asked for) to the element named by the hash (spec 2). */
export function Root() {
  const matches = useMatches();
  const { hash, pathname } = useLocation();
  const title = [...matches].reverse().map((match) => (match.handle as { title?: string } | undefined)?.title).find(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · Tidyline` : "Tidyline";
  }, [title]);

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
