import { toast } from "sonner";
import { adminReviewMessages as messages } from "../../../shared/schemas/admin-reviews";
import { ApiError } from "../../lib/api-error";
import { useDeleteReview, useSetReviewVisibility } from "./api";

/** The server's reason for a refusal (already hidden, deleted meanwhile), shown under spec 8's text. */
const reasonOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? { description: error.message } : undefined);

/** Hide, show and delete with spec 8's toasts; `onDone` runs once the change has succeeded. */
export function useReviewActions() {
  const visibility = useSetReviewVisibility();
  const remove = useDeleteReview();
  return {
    pending: visibility.isPending || remove.isPending,
    deleting: remove.isPending,
    setVisible: (reviewId: string, isVisible: boolean) =>
      visibility.mutate(
        { reviewId, isVisible },
        {
          onSuccess: () => toast.success(isVisible ? messages.shown : messages.hidden),
          onError: (error) => toast.error(messages.visibilityFailed, reasonOf(error)),
        },
      ),
    deleteReview: (reviewId: string, onDone?: () => void) =>
      remove.mutate(reviewId, {
        onSuccess: () => {
          toast.success(messages.deleted);
          onDone?.();
        },
        onError: (error) => toast.error(messages.deleteFailed, reasonOf(error)),
      }),
  };
}
