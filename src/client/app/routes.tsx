import type { RouteObject } from "react-router";
import { PRERENDERED_SCREEN_TITLES } from "../../shared/domain/page-meta";
import type { Role } from "../../shared/domain/roles";
import { PublicLayout } from "../layouts/public-layout";
import { RedirectIfSignedIn, RequireSignIn } from "./guards";
import { PORTALS } from "./navigation";
import { Root } from "./root";

// Every screen is its own chunk; the portals never load for a visitor of the public pages.
const screen = (title: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  handle: { title },
  lazy: async () => ({ Component: (await load()).default }),
});

const portalLayout = { lazy: async () => ({ Component: (await import("../layouts/portal-layout")).PortalLayout }) };

/** Screens later issues build; until then each says so, inside the working guard and layout. */
const BUILT_SCREENS: Partial<Record<string, () => Promise<{ default: React.ComponentType }>>> = {
  "/client/dashboard": () => import("../routes/client/dashboard"),
  "/client/units": () => import("../routes/client/units"),
  "/client/new-job": () => import("../routes/client/new-job"),
  "/client/upcoming": () => import("../routes/client/upcoming"),
  "/client/history": () => import("../routes/client/history"),
  "/client/messages": () => import("../routes/client/messages"),
  "/client/subscription": () => import("../routes/client/subscription"),
  "/client/billing": () => import("../routes/client/billing"),
  "/cleaner/dashboard": () => import("../routes/cleaner/dashboard"),
  "/cleaner/open-jobs": () => import("../routes/cleaner/open-jobs"),
  "/cleaner/assignments": () => import("../routes/cleaner/assignments"),
  "/cleaner/payouts": () => import("../routes/cleaner/payouts"),
  "/cleaner/profile": () => import("../routes/cleaner/profile"),
  "/cleaner/calendar": () => import("../routes/cleaner/calendar"),
  "/cleaner/messages": () => import("../routes/cleaner/messages"),
  "/admin/dashboard": () => import("../routes/admin/dashboard"),
  "/admin/jobs": () => import("../routes/admin/jobs"),
  "/admin/clients": () => import("../routes/admin/clients"),
  "/admin/cleaners": () => import("../routes/admin/cleaners"),
  "/admin/subscriptions": () => import("../routes/admin/subscriptions"),
  "/admin/transactions": () => import("../routes/admin/transactions"),
  "/admin/payouts": () => import("../routes/admin/payouts"),
  "/admin/reviews": () => import("../routes/admin/reviews"),
  "/admin/leads": () => import("../routes/admin/leads"),
  "/admin/cleaner-drafts": () => import("../routes/admin/cleaner-drafts"),
  "/admin/client-drafts": () => import("../routes/admin/client-drafts"),
  "/admin/exceptions": () => import("../routes/admin/exceptions"),
  "/admin/settings": () => import("../routes/admin/settings"),
  "/admin/feature-flags": () => import("../routes/admin/feature-flags"),
};

function roleRoutes(role: Role): RouteObject {
  return {
    element: <RequireSignIn role={role} />,
    children: [
      {
        ...portalLayout,
        children: PORTALS[role].screens.map(({ path, title }) => ({
          path,
          handle: { title },
          lazy: async () => {
            const built = BUILT_SCREENS[path];
            if (built) return { Component: (await built()).default };
            const { UnderConstruction } = await import("../routes/under-construction");
            return { Component: () => <UnderConstruction title={title} /> };
          },
        })),
      },
    ],
  };
}

/** Every route of the app: the browser router (main.tsx) and the build's prerender (prerender.tsx) use it. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // While the first screen's code loads, the page stays blank.
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: "/", ...screen("Cleaning services for property professionals", () => import("../routes/public/home")) },
          { path: "/pricing", ...screen("Pricing", () => import("../routes/public/pricing")) },
          { path: "/test-accounts", ...screen("Test accounts", () => import("../routes/public/test-accounts")) },
          { path: "/dev/mailbox", ...screen("Mailbox", () => import("../routes/dev/mailbox")) },
          { path: "/reset-password", ...screen("Reset password", () => import("../routes/auth/reset-password")) },
          { path: "/verify-email", ...screen("Verify email", () => import("../routes/auth/verify-email")) },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: "/signin", ...screen(PRERENDERED_SCREEN_TITLES["/signin"], () => import("../routes/auth/signin")) },
              { path: "/signup", ...screen("Sign up", () => import("../routes/auth/signup")) },
            ],
          },
          { path: "*", ...screen("Page not found", () => import("../routes/public/not-found")) },
        ],
      },
      {
        element: <RequireSignIn />,
        children: [{ ...portalLayout, children: [{ path: "/profile", ...screen("Profile", () => import("../routes/profile")) }] }],
      },
      roleRoutes("admin"),
      roleRoutes("client"),
      roleRoutes("cleaner"),
    ],
  },
];
