import { useEffect } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { publicPageMeta, screenTitle } from "../../shared/domain/page-meta";
import { LinkContext, type AppLinkProps } from "../components/app-link";

/** In the app, links move in place through the router (components/app-link.tsx). */
const renderRouterLink = (props: AppLinkProps) => <Link {...props} />;

/** Page title from the matched route, and smooth scrolling (unless reduced motion is asked for) to the element named by the hash (spec 2). */
export function Root() {
  const matches = useMatches();
  const { hash, pathname } = useLocation();
  const screen = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  // The public pages keep the title the server wrote into the head (shared/domain/page-meta).
  const title = publicPageMeta(pathname)?.title ?? screenTitle(screen);

  useEffect(() => {
    document.title = title;
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
    <LinkContext value={renderRouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkContext>
  );
}
