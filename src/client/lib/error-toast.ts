import { toast } from "sonner";
import { ApiError } from "./api-error";

/**
 * A refusal by a rule: our API answered no, with its reason (a 4xx: taken, not allowed, not found,
 * invalid). Anything else (a 5xx, no answer at all) is a fault, which asking again may cure.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The one way a screen says that an action did not happen (ARCHITECTURE 4, "twice is once";
 * docs/decisions/025). A refusal is titled as a refusal (`refused`, or else the server's reason
 * itself) and gives the reason; only a fault gets the screen's "Failed to …" text, which asks to
 * try again (the spec's own texts say "Please try again" where it has them).
 */
export function toastFailure(error: unknown, { refused, failed }: { refused?: string; failed: string }) {
  if (isRefusal(error)) {
    if (refused) toast.error(refused, { description: error.message });
    else toast.error(error.message);
    return;
  }
  // A 5xx of ours says what went wrong (a payment not yet confirmed, the database away); no answer says nothing.
  const description = error instanceof ApiError ? error.message : /try again/i.test(failed) ? undefined : "Please try again.";
  toast.error(failed, description ? { description } : undefined);
}
