import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api";
import { useSignOut } from "./api";

/** Signs out and returns to the home page. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => navigate("/", { replace: true }),
        onError: (error) => toast.error("Sign out failed", { description: errorMessage(error) }),
      }),
  };
}
