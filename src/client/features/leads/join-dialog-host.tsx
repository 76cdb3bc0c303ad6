import { Component, createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { toast } from "../../lib/lazy-toast";
import { Spinner } from "../../components/ui/spinner";
import type { JoinStep } from "./join-steps";

// The dialog, its forms, zod and react-hook-form are a chunk of their own: the public pages'
// first load stays small (architecture 6), and Join Now fetches it (hover or focus start it early).
const loadJoinDialog = () => import("./join-dialog");
const lazyJoinDialog = () => lazy(loadJoinDialog);

export type JoinStart = Extract<JoinStep, "chooser" | "client" | "cleaner">;

interface JoinDialogApi {
  /** Opens the lead-capture dialog at the role chooser, or straight at one role's form. */
  openJoin: (start?: JoinStart) => void;
  /** Starts downloading the dialog (Join Now buttons call it on hover and focus). */
  preloadJoin: () => void;
}

const JoinDialogContext = createContext<JoinDialogApi | null>(null);

export function useJoinDialog(): JoinDialogApi {
  const api = useContext(JoinDialogContext);
  if (!api) throw new Error("useJoinDialog needs a JoinDialogProvider (the public layout has one)");
  return api;
}

export function JoinDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; start: JoinStart; requested: boolean }>({ open: false, start: "chooser", requested: false });
  // A new lazy component after a failed download, so the next click tries the network again.
  const [JoinDialog, setJoinDialog] = useState(lazyJoinDialog);

  const preloadJoin = useCallback(() => {
    loadJoinDialog().catch(() => undefined);
  }, []);
  const openJoin = useCallback((start: JoinStart = "chooser") => setState({ open: true, start, requested: true }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const onLoadFailed = useCallback(() => {
    toast.error("Error", { description: "Something went wrong. Please try again." });
    setState((current) => ({ ...current, open: false, requested: false }));
    setJoinDialog(lazyJoinDialog);
  }, []);
  const api = useMemo(() => ({ openJoin, preloadJoin }), [openJoin, preloadJoin]);

  return (
    <JoinDialogContext value={api}>
      {children}
      {state.requested && (
        <LoadBoundary onFailed={onLoadFailed}>
          <Suspense fallback={state.open ? <LoadingOverlay /> : null}>
            <JoinDialog open={state.open} start={state.start} onOpenChange={onOpenChange} />
          </Suspense>
        </LoadBoundary>
      )}
    </JoinDialogContext>
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
