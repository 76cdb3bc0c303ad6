// The lazy toast: sign-in and the header use this on the public pages' first load (decision 021).
import { toast } from "./lazy-toast";
import { ApiError, failureText } from "./api-error";

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
 * The one way a screen says that an action did not happen (docs/architecture.md section 4, "twice is once";
 * docs/decisions/025). `failed` is the screen's fault text (spec 8's "Failed to …"). A refusal is
 * titled as a refusal ("Unable to …", or `refused`) with the server's reason under it; only a
 * fault gets the "Failed to …" title, with failureText under it: the generic text and the
 * request id unless the server worded the fault on purpose.
 */
export function toastFailure(error: unknown, failed: string, refused = refusalTitle(failed)) {
  const { title, description } = failureToast(error, failed, refused);
  toast.error(title, description ? { description } : undefined);
}

/** What toastFailure shows: a title and the words under it. */
export function failureToast(error: unknown, failed: string, refused = refusalTitle(failed)): { title: string; description?: string } {
  if (!isRefusal(error)) return { title: failed, description: failureText(error) };
  return refused ? { title: refused, description: error.message } : { title: error.message };
}
