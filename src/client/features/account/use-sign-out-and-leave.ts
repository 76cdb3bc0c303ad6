import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api";
import { useSignOut } from "./api";

/** Signs out and returns to the home page. */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  // Home first, then the viewer is cleared: the other order let the portal's guard win with /signin.
  const signOut = useSignOut({ onSignedOut: () => navigate("/", { replace: true }) });
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onError: (error) => toast.error("Sign out failed", { description: errorMessage(error) }),
      }),
  };
}
