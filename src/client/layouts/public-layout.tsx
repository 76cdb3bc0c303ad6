import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { MarketingFooter } from "../components/marketing-footer";
import { useAppAccount } from "../features/account/api";
import { JoinDialogHost } from "../features/leads/join-dialog-host";
import { PublicHeader } from "./public-header";

/** The public pages in the app (sign-up, password reset, not found, and any public page reached in place). */
export function PublicLayout() {
  const { key } = useLocation();
  return (
    <>
      <PublicFrame header={<PublicHeader account={useAppAccount()} navigationKey={key} />} footer={<MarketingFooter />}>
        <Outlet />
      </PublicFrame>
      <JoinDialogHost />
    </>
  );
}

/** spec 2: the public pages' frame, the app's and the prerendered ones' (prerender.tsx): skip link, header, page, footer. */
export function PublicFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
