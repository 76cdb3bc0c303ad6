import type { toast as sonnerToast } from "sonner";

/**
 * `toast.error` for code in the first-load chunk (public header, join dialog provider). Importing
 * sonner there would put the whole Toaster in every page's first download (docs/decisions/006);
 * screens in their own chunks import `toast` from sonner as usual. The same sonner module either way,
 * so the Toaster providers.tsx mounts shows these toasts too.
 */
export const toast = {
  error: (...args: Parameters<typeof sonnerToast.error>): void => {
    void import("sonner").then((sonner) => sonner.toast.error(...args));
  },
};
