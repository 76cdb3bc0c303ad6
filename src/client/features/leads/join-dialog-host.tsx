import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { FAULT_MESSAGE } from "../../../shared/domain/error-codes";
import { mountToaster } from "../../components/toaster-mount";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/lazy-toast";
import { isJoinStart, type JoinStart } from "./join-steps";

// The dialog, its forms, zod and react-hook-form are a chunk of their own: the public pages'
// first load stays small (docs/architecture.md section 6), and Join Now fetches it (hover or focus start it early).
// It opens once the page's Toaster is in place, so its toasts are not hidden behind the dialog.
const loadJoinDialog = () => Promise.all([import("./join-dialog"), mountToaster()]).then(([dialog]) => dialog);
const lazyJoinDialog = () => lazy(loadJoinDialog);

/** The Join button (join-button.tsx) an event happened on, if any. */
const joinButtonOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>("[data-join]") : null);
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * The lead-capture dialog of a page: opens at the start a Join button names when one is pressed,
 * anywhere on the page, and starts downloading the dialog when one is pointed at or focused.
 */
export function JoinDialogHost() {
  const [state, setState] = useState<{ open: boolean; start: JoinStart; requested: boolean }>({
    open: false,
    start: "chooser",
    requested: false,
  });
  // A new lazy component after a failed download, so the next click tries the network again.
  const [JoinDialog, setJoinDialog] = useState(lazyJoinDialog);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const start = joinButtonOf(event)?.dataset.join;
      if (start !== undefined) setState({ open: true, start: isJoinStart(start) ? start : "chooser", requested: true });
    };
    const onIntent = (event: Event) => {
      if (joinButtonOf(event)) loadJoinDialog().catch(() => undefined);
    };
    document.addEventListener("click", onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, []);

  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const onLoadFailed = useCallback(() => {
    toast.error("Error", { description: FAULT_MESSAGE });
    setState((current) => ({ ...current, open: false, requested: false }));
    setJoinDialog(lazyJoinDialog);
  }, []);

  if (!state.requested) return null;
  return (
    <LoadBoundary onFailed={onLoadFailed}>
      <Suspense fallback={state.open ? <LoadingOverlay /> : null}>
        <JoinDialog open={state.open} start={state.start} onOpenChange={onOpenChange} />
      </Suspense>
    </LoadBoundary>
  );
}

/** What shows for the moment the dialog's code is still on its way. */
function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/50">
      <span className="rounded-full bg-background p-3 shadow-lg">
        <Spinner label="Opening the join form" />
      </span>
    </div>
  );
}

/** A failed download of the dialog's chunk (offline, a deploy in between) becomes a toast, not a broken page. */
class LoadBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
