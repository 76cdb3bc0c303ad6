import { toast } from "../../lib/lazy-toast";
import { errorMessage } from "../../lib/api";
import { useSignOut } from "./api";

/** Sign Out as the header and the user menu offer it: home on success, a toast on failure. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onError: (error) => toast.error("Sign out failed", { description: errorMessage(error) }),
      }),
  };
}
