import { useState } from "react";
import { authClient } from "../../lib/auth-client";
import { forgetThisPushDevice } from "../../lib/forget-push-device";
import { toastFailure } from "../../lib/error-toast";

/**
 * Sign Out as the header and the user menu offer it: the home page loaded afresh on success, so
 * nothing of the last person stays in memory and no route guard races the way home; a toast on
 * failure. Plain state, no mutation cache: the prerendered pages' header offers it too.
 */
export function useSignOutAndLeave() {
  const [pending, setPending] = useState(false);
  return {
    pending,
    signOut: () => {
      setPending(true);
      // docs/decisions/069: this browser's pushes end with the session.
      forgetThisPushDevice()
        .then(() => authClient.signOut())
        .then(
          () => window.location.assign("/"),
          (error: unknown) => {
            setPending(false);
            toastFailure(error, "Sign out failed", "Sign out failed");
          },
        );
    },
  };
}
