import type { toast as sonnerToast } from "sonner";

type Kind = "success" | "info" | "error";
type ToastArgs = Parameters<typeof sonnerToast.success>;

const show = (kind: Kind, ...args: ToastArgs): void => {
  void import("sonner").then((sonner) => sonner.toast[kind](...args));
};

/**
 * `toast` for code on the public pages' first load (header, join dialog host, sign-in). Importing
 * sonner there would put it in every such page's first download (docs/decisions/006, 021);
 * screens in their own chunks import `toast` from sonner as usual. The same sonner module either
 * way, so the one Toaster shows these toasts too.
 */
export const toast = {
  success: (...args: ToastArgs) => show("success", ...args),
  info: (...args: ToastArgs) => show("info", ...args),
  error: (...args: ToastArgs) => show("error", ...args),
};

const NEXT_PAGE_KEY = "tidyline:next-page-toast";

/** A toast for the page about to load (signing in ends by loading the app afresh): shown when it starts. */
export function toastOnNextPage(kind: Kind, title: string, description: string) {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ kind, title, description }));
  } catch {
    // Storage refused (private mode, full): the next page simply starts without the toast.
  }
}

/** The toast the last page left for this one, taken (it shows once). */
function takeSavedToast(): { kind?: unknown; title?: unknown; description?: unknown } | null {
  try {
    const saved = sessionStorage.getItem(NEXT_PAGE_KEY);
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    return saved ? (JSON.parse(saved) as { kind?: unknown; title?: unknown; description?: unknown }) : null;
  } catch {
    return null;
  }
}

/** Shows the toast the last page left for this one, if any; true when there was one. */
export function showToastFromLastPage(): boolean {
  const saved = takeSavedToast();
  const kind = saved?.kind;
  if ((kind !== "success" && kind !== "info" && kind !== "error") || typeof saved?.title !== "string") return false;
  show(kind, saved.title, typeof saved.description === "string" ? { description: saved.description } : undefined);
  return true;
}
