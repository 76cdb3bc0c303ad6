import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";

/**
 * Toasts start below the sticky headers (the portal's is 56 px tall, the public pages' 64 px), so a
 * toast never covers the account menu, Messages or Sign Out (issue 18, docs/decisions/029).
 */
const BELOW_HEADER = { top: 76 } as const;

/** sonner's toast list, in a chunk of its own and a root of its own at the end of <body> (toaster-mount.ts). */
export function mountToasterNow() {
  const host = document.body.appendChild(document.createElement("div"));
  // At once, not at React's next turn: a dialog opening after this leaves a live region it finds alone.
  flushSync(() =>
    createRoot(host).render(<Toaster richColors closeButton position="top-right" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />),
  );
}
