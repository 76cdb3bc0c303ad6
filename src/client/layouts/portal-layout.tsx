import { useQuery } from "@tanstack/react-query";
import { LogOut, User } from "lucide-react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { dashboardPath, isRole, roleLabel } from "../../shared/domain/roles";
import { PORTALS } from "../app/navigation";
import { SCREEN_ICONS } from "../app/navigation-icons";
import { BrandLogo } from "../components/brand-logo";
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from "../components/sidebar";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";
import { metaQuery, useViewer } from "../features/account/api";
import type { Viewer } from "../features/account/viewer";
import { useSignOutAndLeave } from "../features/account/use-sign-out-and-leave";
import { LiveMessages, MessagesHeaderLink, useSidebarUnread } from "../features/messages/portal-messages";
import { NotificationBell } from "../features/notifications/bell";
import { useLiveUpdates } from "../features/notifications/use-live-updates";
import { UnreadBadge } from "../features/messages/unread-badge";
import { OffersBadge, offersCountWords, useSidebarOffers } from "../features/open-jobs/sidebar-offers";
import { useConfirmPushDevice } from "../features/push-devices/api";
import { cn } from "../lib/cn";
import { LIVE_JOB_LISTS } from "./live-job-lists";

const NO_LISTS: readonly [] = [];

/** spec 2 signed-in layout: the role's sidebar, the header with brand, environment badge, the bell and user menu. */
export function PortalLayout() {
  const { data: viewer } = useViewer();
  // docs/decisions/069: this browser still holds its push subscription (at most once a day).
  useConfirmPushDevice(viewer?.userId);
  const live = useLiveUpdates(viewer && isRole(viewer.role) ? LIVE_JOB_LISTS[viewer.role] : NO_LISTS);
  if (!viewer) return null; // the guard above renders nothing else without a viewer
  return (
    <SidebarProvider>
      {/* New messages arrive live on every page, and the unread badges follow (docs/decisions/036); so do the
          bell and the portal's job lists (docs/decisions/068). */}
      <LiveMessages role={viewer.role} listeners={live} />
      <div className="flex min-h-screen bg-background">
        <PortalSidebar viewer={viewer} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-background/95 px-3 backdrop-blur">
            <SidebarTrigger />
            <BrandLogo to={dashboardPath(viewer.role)} />
            <EnvironmentBadge />
            <div className="ml-auto flex items-center gap-1">
              {viewer.role === "cleaner" && <MessagesHeaderLink />}
              {isRole(viewer.role) && <NotificationBell />}
              <UserMenu viewer={viewer} />
            </div>
          </header>
          <main id="main" className="flex-1 p-4 md:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}

function PortalSidebar({ viewer }: { viewer: Viewer }) {
  const { setMobileOpen } = useSidebar();
  const unread = useSidebarUnread(viewer.role);
  const offers = useSidebarOffers(viewer.role);
  if (!isRole(viewer.role)) return null;
  const portal = PORTALS[viewer.role];
  return (
    <Sidebar label={portal.name}>
      {(collapsed) => (
        <>
          <p className={cn("px-4 pb-2 pt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground", collapsed && "sr-only")}>
            {portal.name}
          </p>
          <ul className={cn("flex flex-col gap-1 px-2", collapsed && "px-1.5 pt-4")}>
            {portal.screens
              .filter((screen) => screen.inSidebar)
              .map(({ path, title }) => {
                const Icon = SCREEN_ICONS[path];
                // WCAG 2.5.3: the name holds the visible text, name then count ("Messages 2 unread messages",
                // "Open Jobs 1 open offer": docs/decisions/067).
                const offered = offers[path];
                const count = offered ?? unread[path];
                const counted = offered ? offersCountWords(offered) : `${count && count > 99 ? "99+" : count} unread messages`;
                const label = count ? `${title} ${counted}` : title;
                return (
                  <li key={path}>
                    <NavLink
                      to={path}
                      onClick={() => setMobileOpen(false)}
                      title={collapsed ? label : undefined}
                      // Rather than the run-together text of name and badge.
                      aria-label={collapsed || count ? label : undefined}
                      className={({ isActive }) =>
                        cn(
                          "flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-sidebar-accent hover:text-foreground",
                          isActive && "bg-sidebar-accent text-foreground",
                          collapsed && "justify-center px-0",
                        )
                      }
                    >
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {!collapsed && <span className="truncate">{title}</span>}
                      {/* A space between name and count, so the text shown ("Upcoming 2") is in the name as it reads. */}
                      {!collapsed && count ? " " : null}
                      {!collapsed &&
                        (offered ? <OffersBadge count={offered} className="ml-auto" /> : <UnreadBadge count={count} className="ml-auto" />)}
                    </NavLink>
                  </li>
                );
              })}
          </ul>
        </>
      )}
    </Sidebar>
  );
}

/** spec 2: "Dev" on localhost, else "Prod", then the first 7 characters of the build hash. */
function EnvironmentBadge() {
  const { data: meta } = useQuery(metaQuery());
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
  return (
    <Badge className={cn("hidden sm:inline-flex", local ? "bg-amber-100 text-amber-900" : "bg-accent text-accent-foreground")}>
      {local ? "Dev" : "Prod"}
      {meta && <span className="ml-1 font-mono font-normal">{meta.buildSha.slice(0, 7)}</span>}
    </Badge>
  );
}

function UserMenu({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const { signOut } = useSignOutAndLeave();
  const initial = (viewer.fullName || viewer.email).charAt(0).toUpperCase();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* WCAG 2.5.3: the name comes from the content, so it holds the role shown ("Admin account menu"). */}
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <span
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-hidden
          >
            {initial}
          </span>
          <span className="hidden text-sm text-muted-foreground sm:inline">{roleLabel(viewer.role)}</span>
          <span className="sr-only"> account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{viewer.fullName}</span>
          <span className="block text-xs text-muted-foreground">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <User aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
