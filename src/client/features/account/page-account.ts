import { useEffect, useState } from "react";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";
import { fetchViewer, type AccountState, type Viewer } from "./viewer";

let asked: Promise<Viewer | null> | undefined;

/**
 * Who is signed in, asked once per page load on a prerendered public page (public-entry.tsx asks
 * before React starts). A failed answer counts as nobody, as the app's header shows it.
 */
export const pageViewer = () => (asked ??= fetchViewer().catch(() => null));

/** The header's account state on a prerendered public page: no query cache there. */
export function usePageAccount(): AccountState {
  // Unknown at first, as the prerendered header is: React adopts it as it is, then fills it in.
  const [viewer, setViewer] = useState<Viewer | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void pageViewer().then((answer) => live && setViewer(answer));
    return () => {
      live = false;
    };
  }, []);
  const { signOut, pending } = useSignOutAndLeave();
  return { viewer, signOut, signingOut: pending };
}
