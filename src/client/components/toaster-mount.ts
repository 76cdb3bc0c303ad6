// sonner's Toaster is a tenth of a public page's first-load budget (docs/decisions/006, 021), and
// no toast can exist before the page has painted, so it loads after. One Toaster per page, outside
// every React tree: the app and a prerendered page's islands share it. A toast raised before it
// mounts is not lost: sonner replays active toasts to a Toaster that subscribes late.

let mounted: Promise<void> | undefined;

/**
 * Mounts the page's Toaster once; resolves when it is in the page. A modal dialog hides from
 * assistive technology what exists when it opens, except live regions: so a dialog that may toast
 * opens after this (features/leads/join-dialog-host.tsx).
 */
export function mountToaster(): Promise<void> {
  mounted ??= import("./toaster").then(
    ({ mountToasterNow }) => mountToasterNow(),
    (error: unknown) => {
      mounted = undefined; // the next call tries the network again
      throw error;
    },
  );
  return mounted;
}

// "click" too: a tap made before the page's script ran is replayed by boot.js as a click alone.
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "click"] as const;

/**
 * Mounts the Toaster at the first interaction, or (`"idle"`, the app) when the browser is idle
 * after `load` if that comes sooner. On a prerendered public page only a person's action raises a
 * toast, so its first load need not fetch sonner at all.
 */
export function mountToasterLater(when: "idle" | "interaction") {
  const mount = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true });
    mountToaster().catch(() => undefined);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, mount, { once: true, capture: true, passive: true });
  if (when !== "idle") return;
  // Safari before 18 has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(mount, { timeout: 1000 }) : window.setTimeout(mount, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
