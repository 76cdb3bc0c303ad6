import type { MouseEvent, ReactNode } from "react";
import { AppLink } from "./app-link";

/** spec 2: the header's links. The first three are sections of the landing page. */
export const MARKETING_SECTIONS = [
  { label: "How It Works", path: "/", id: "how-it-works" },
  { label: "Benefits", path: "/", id: "benefits" },
  { label: "Services", path: "/", id: "services" },
  { label: "Pricing", path: "/pricing", id: "pricing-plans" },
] as const;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls to a section of the current page (smoothly, unless the visitor asked for less motion)
 * and moves keyboard focus there, so Tab continues from the section, not from the header.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Next frame: a menu that closes on the same click has then left the layout.
  requestAnimationFrame(() => {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    // The address shows the section (to share or bookmark) without a new history entry.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${id}`);
  });
  return true;
}

/**
 * A link to a section: on its own page it scrolls there; from any other page it goes to
 * /page#section, and the page scrolls once loaded (app/root.tsx).
 */
export function SectionLink({
  path,
  id,
  className,
  onNavigate,
  children,
}: {
  path: string;
  id: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    // The address bar's path, read at the click: the router keeps it current, and a page without one has it too.
    if (window.location.pathname === path && scrollToSection(id)) event.preventDefault();
  };
  return (
    <AppLink to={`${path}#${id}`} className={className} onClick={onClick}>
      {children}
    </AppLink>
  );
}
