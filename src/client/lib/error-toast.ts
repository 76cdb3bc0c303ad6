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
 * A refusal's title from the fault's: "Failed to claim job. Please try again" becomes "Unable to
 * claim job". Undefined for a title of another shape (the refusal is then titled by its reason).
 */
export function refusalTitle(failed: string): string | undefined {
  const action = /^Failed to (.+?)[.!]?(?:\s+Please try again[.!]?)?$/i.exec(failed.trim())?.[1];
  return action ? `Unable to ${action}` : undefined;
}

/**
 * The one way a screen says that an action did not happen (ARCHITECTURE 4, "twice is once";
 * docs/decisions/025). `failed` is the screen's fault text (spec 8's "Failed to …"). A refusal is
 * titled as a refusal ("Unable to …", or `refused`) with the server's reason under it; only a
 * fault gets the "Failed to …" title, with a request to try again.
 */
export function toastFailure(error: unknown, failed: string, refused = refusalTitle(failed)) {
  if (isRefusal(error)) {
    if (refused) toast.error(refused, { description: error.message });
    else toast.error(error.message);
    return;
  }
  // A 5xx of ours says what went wrong (a payment not yet confirmed, the database away); no answer says nothing.
  const description = error instanceof ApiError ? error.message : /try again/i.test(failed) ? undefined : "Please try again.";
  toast.error(failed, description ? { description } : undefined);
}
