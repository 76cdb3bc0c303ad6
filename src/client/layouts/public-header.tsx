import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { dashboardPath } from "../../shared/domain/roles";
import { AppLink } from "../components/app-link";
import { BrandLogo } from "../components/brand-logo";
import { MARKETING_SECTIONS, SectionLink } from "../components/marketing-nav";
import { Button } from "../components/ui/button";
import type { AccountState } from "../features/account/viewer";
import { JoinButton } from "../features/leads/join-button";

const desktopLink =
  "whitespace-nowrap rounded-md px-1 py-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const mobileLink = "flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted";

/**
 * spec 2: brand, section links and the visitor's actions; under 1024 px the links fold into a menu.
 * The app renders it with its cached account state and the router's location key (public-layout.tsx);
 * a prerendered page with its own (app/islands.tsx), where following a link loads a new page.
 */
export function PublicHeader({ account, navigationKey }: { account: AccountState; navigationKey?: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuKey, setMenuKey] = useState(navigationKey);
  // Any navigation (a link in the menu, Back) folds the menu away: adjusted while rendering, as
  // React advises, so the next page never paints with the menu still open.
  if (menuKey !== navigationKey) {
    setMenuKey(navigationKey);
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
          <HeaderActions account={account} />
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
              <SectionLink
                key={section.id}
                path={section.path}
                id={section.id}
                className={mobileLink}
                onNavigate={() => setMenuOpen(false)}
              >
                {section.label}
              </SectionLink>
            ))}
          </nav>
          <MenuAccount account={account} />
        </div>
      )}
    </header>
  );
}

/** spec 2: signed out, Sign In and Join Now; signed in, the greeting, Sign Out and Dashboard. */
function HeaderActions({ account: { viewer, signOut, signingOut } }: { account: AccountState }) {
  // Until the browser knows who is here (and in the prerendered page), the actions keep their room.
  if (viewer === undefined) return <div className="h-10 w-24 md:w-44" aria-hidden />;
  if (!viewer) {
    return (
      <>
        <Button variant="ghost" className="hidden sm:inline-flex" asChild>
          <AppLink to="/signin">Sign In</AppLink>
        </Button>
        <JoinButton>Join Now</JoinButton>
      </>
    );
  }
  return (
    <>
      <span className="hidden max-w-40 truncate text-sm text-muted-foreground md:inline xl:max-w-56">Welcome, {viewer.fullName}</span>
      <Button variant="ghost" className="hidden md:inline-flex" onClick={signOut} disabled={signingOut}>
        Sign Out
      </Button>
      <Button asChild>
        <AppLink to={dashboardPath(viewer.role, "/signup")}>Dashboard</AppLink>
      </Button>
    </>
  );
}

/** The menu's account part: what the bar has no room for (Sign In under 640 px, the greeting and Sign Out under 768 px). */
function MenuAccount({ account: { viewer, signOut, signingOut } }: { account: AccountState }) {
  if (viewer) {
    return (
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-border px-3 pt-3 md:hidden">
        <span className="truncate text-sm text-muted-foreground">Welcome, {viewer.fullName}</span>
        <Button variant="outline" onClick={signOut} disabled={signingOut}>
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2 border-t border-border pt-3 sm:hidden">
      <AppLink to="/signin" className={mobileLink}>
        Sign In
      </AppLink>
    </div>
  );
}
