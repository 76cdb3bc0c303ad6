import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { dashboardPath } from "../../shared/domain/roles";
import { BrandLogo } from "../components/brand-logo";
import { MarketingFooter } from "../components/marketing-footer";
import { MARKETING_SECTIONS, SectionLink } from "../components/marketing-nav";
import { Button } from "../components/ui/button";
import { useViewer } from "../features/account/api";
import { useSignOutAndLeave } from "../features/account/use-sign-out-and-leave";
import { JoinButton } from "../features/leads/join-button";
import { JoinDialogProvider } from "../features/leads/join-dialog-provider";
import { useHydrated } from "../lib/use-hydrated";

export function PublicLayout() {
  return (
    <JoinDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50"
        >
          Skip to content
        </a>
        <PublicHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <MarketingFooter />
      </div>
    </JoinDialogProvider>
  );
}

const desktopLink = "whitespace-nowrap rounded-md px-1 py-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const mobileLink = "flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted";

/** spec 2: brand, section links and the visitor's actions; under 1024 px the links fold into a menu. */
function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { key } = useLocation();
  const [menuKey, setMenuKey] = useState(key);
  // Any navigation (a link in the menu, Back) folds the menu away: adjusted while rendering, as
  // React advises, so the next page never paints with the menu still open.
  if (menuKey !== key) {
    setMenuKey(key);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <BrandLogo />
        <nav aria-label="Main" className="hidden items-center gap-5 text-sm font-medium text-muted-foreground lg:flex">
          {MARKETING_SECTIONS.map((section) => (
            <SectionLink key={section.id} path={section.path} id={section.id} className={desktopLink}>
              {section.label}
            </SectionLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <HeaderActions />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <div id="public-menu" className="border-t border-border bg-background px-4 pb-4 pt-2 shadow-md lg:hidden">
          <nav aria-label="Main menu" className="flex flex-col">
            {MARKETING_SECTIONS.map((section) => (
              <SectionLink key={section.id} path={section.path} id={section.id} className={mobileLink} onNavigate={() => setMenuOpen(false)}>
                {section.label}
              </SectionLink>
            ))}
          </nav>
          <MenuAccount />
        </div>
      )}
    </header>
  );
}

/** spec 2: signed out, Sign In and Join Now; signed in, the greeting, Sign Out and Dashboard. */
function HeaderActions() {
  const { data: viewer, isPending } = useViewer();
  const { signOut, pending } = useSignOutAndLeave();
  // A prerendered page knows nobody: it keeps the room until the browser knows who is here.
  const hydrated = useHydrated();
  if (isPending || !hydrated) return <div className="h-10 w-24 md:w-44" aria-hidden />;
  if (!viewer) {
    return (
      <>
        <Button variant="ghost" className="hidden sm:inline-flex" asChild>
          <Link to="/signin">Sign In</Link>
        </Button>
        <JoinButton>Join Now</JoinButton>
      </>
    );
  }
  return (
    <>
      <span className="hidden max-w-40 truncate text-sm text-muted-foreground md:inline xl:max-w-56">Welcome, {viewer.fullName}</span>
      <Button variant="ghost" className="hidden md:inline-flex" onClick={signOut} disabled={pending}>
        Sign Out
      </Button>
      <Button asChild>
        <Link to={dashboardPath(viewer.role, "/signup")}>Dashboard</Link>
      </Button>
    </>
  );
}

/** The menu's account part: what the bar has no room for (Sign In under 640 px, the greeting and Sign Out under 768 px). */
function MenuAccount() {
  const { data: viewer } = useViewer();
  const { signOut, pending } = useSignOutAndLeave();
  if (viewer) {
    return (
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-border px-3 pt-3 md:hidden">
        <span className="truncate text-sm text-muted-foreground">Welcome, {viewer.fullName}</span>
        <Button variant="outline" onClick={signOut} disabled={pending}>
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2 border-t border-border pt-3 sm:hidden">
      <Link to="/signin" className={mobileLink}>
        Sign In
      </Link>
    </div>
  );
}
