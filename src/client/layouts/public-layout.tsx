import { Link, Outlet } from "react-router";
import { dashboardPath } from "../../shared/domain/roles";
import { BrandLogo } from "../components/brand-logo";
import { Button } from "../components/ui/button";
import { useViewer } from "../features/account/api";
import { useSignOutAndLeave } from "../features/account/use-sign-out-and-leave";
import { BRAND } from "../lib/brand";

const SECTIONS = [
  { label: "How It Works", to: "/#how-it-works" },
  { label: "Benefits", to: "/#benefits" },
  { label: "Services", to: "/#services" },
  { label: "Pricing", to: "/pricing#pricing-plans" },
];

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <BrandLogo />
          <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-medium text-muted-foreground md:flex">
            {SECTIONS.map((section) => (
              <Link key={section.label} to={section.to} className="hover:text-foreground">
                {section.label}
              </Link>
            ))}
          </nav>
          <HeaderActions />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-muted/50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>© {new Date().getFullYear()} Tidyline. Vetted, insured cleaners for every property.</p>
          <div className="flex gap-4">
            <a className="hover:text-foreground" href={`mailto:${BRAND.email}`}>
              {BRAND.email}
            </a>
            <a className="hover:text-foreground" href={BRAND.phoneHref}>
              {BRAND.phone}
            </a>
          </div>
        </div>
      </footer>
    </div>
  );
}

/** spec 2: signed out, Sign In and Join Now; signed in, the greeting, Sign Out and Dashboard. */
function HeaderActions() {
  const { data: viewer, isPending } = useViewer();
  const { signOut, pending } = useSignOutAndLeave();
  if (isPending) return <div className="h-10 w-40" aria-hidden />;
  if (!viewer) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" asChild>
          <Link to="/signin">Sign In</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">Join Now</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-sm text-muted-foreground sm:inline">Welcome, {viewer.fullName}</span>
      <Button variant="ghost" onClick={signOut} disabled={pending}>
        Sign Out
      </Button>
      <Button asChild>
        <Link to={dashboardPath(viewer.role, "/signup")}>Dashboard</Link>
      </Button>
    </div>
  );
}
