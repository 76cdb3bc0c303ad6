import { toast } from "sonner";
import { adminReviewMessages as messages } from "../../../shared/schemas/admin-reviews";
import { toastFailure } from "../../lib/error-toast";
import { useDeleteReview, useSetReviewVisibility } from "./api";

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
          onError: (error) => toastFailure(error, messages.visibilityFailed),
        },
      ),
    deleteReview: (reviewId: string, onDone?: () => void) =>
      remove.mutate(reviewId, {
        onSuccess: () => {
          toast.success(messages.deleted);
          onDone?.();
        },
        onError: (error) => toastFailure(error, messages.deleteFailed),
      }),
  };
}
