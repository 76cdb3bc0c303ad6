import { PanelLeft } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { Sheet, SheetContent } from "./ui/sheet";

// spec 9: cookie lasts 7 days; 16rem wide (18rem on mobile), 3rem collapsed; mobile under 768px.
const COOKIE_NAME = "sidebar_state";
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
const MOBILE_QUERY = "(max-width: 767px)";
const SHORTCUT_KEY = "b";

interface SidebarState {
  expanded: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar needs a SidebarProvider");
  return state;
}

function readCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE_NAME}=(true|false)`));
  return match ? match[1] === "true" : true;
}

function useIsMobile() {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return isMobile;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  const isMobile = useIsMobile();

  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((open) => !open);
    setExpanded((current) => {
      document.cookie = `${COOKIE_NAME}=${!current}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ expanded, isMobile, mobileOpen, setMobileOpen, toggle }), [expanded, isMobile, mobileOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** Children get `collapsed` so they can show icons only. */
export function Sidebar({ label, children }: { label: string; children: (collapsed: boolean) => ReactNode }) {
  const { expanded, isMobile, mobileOpen, setMobileOpen } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent title={label} className="w-72">
          <nav aria-label={label} className="flex h-full flex-col">
            {children(false)}
          </nav>
        </SheetContent>
      </Sheet>
    );
  }
  // The column (and its background) runs the page's whole height, however long; the links inside
  // stay in view while the page scrolls (issue 18).
  return (
    <aside
      data-state={expanded ? "expanded" : "collapsed"}
      className={cn(
        "hidden shrink-0 self-stretch border-r border-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:block",
        expanded ? "w-64" : "w-12",
      )}
    >
      <nav aria-label={label} className="sticky top-0 flex h-screen flex-col overflow-y-auto overflow-x-hidden">
        {children(!expanded)}
      </nav>
    </aside>
  );
}

export function SidebarTrigger() {
  const { toggle, expanded, isMobile } = useSidebar();
  const label = isMobile ? "Open menu" : expanded ? "Collapse sidebar" : "Expand sidebar";
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={`${label} (Ctrl/⌘ + B)`}>
      <PanelLeft aria-hidden />
    </Button>
  );
}
