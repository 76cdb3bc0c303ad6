import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { queryClient } from "../lib/query-client";

// sonner's Toaster is a fifth of the public pages' first-load script (docs/decisions/006), and no
// toast can exist before the page has painted, so it loads after.
const AppToaster = lazy(() => import("./toaster"));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Mounts the Toaster when the browser is idle after `load`, or at the first interaction if that
 * comes sooner. A toast raised before it mounts is not lost: sonner replays active toasts to a
 * Toaster that subscribes late.
 */
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    // Safari before 18 has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === "function";
    let idle: number | undefined;
    const whenIdle = () => {
      idle = hasIdle ? window.requestIdleCallback(mount, { timeout: 1000 }) : window.setTimeout(mount, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    for (const type of INTERACTIONS) window.addEventListener(type, mount, { once: true, capture: true, passive: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true });
      if (idle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
