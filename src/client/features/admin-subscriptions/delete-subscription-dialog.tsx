import { toast } from "sonner";
import { adminSubscriptionMessages as messages } from "../../../shared/schemas/admin-subscriptions";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { useDeleteSubscription, type AdminSubscriptionRow } from "./api";

/** Delete, confirmed: only a subscription with no jobs or payments (docs/decisions/045). */
export function DeleteSubscriptionDialog({
  subscription,
  onOpenChange,
}: {
  subscription: AdminSubscriptionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSubscription();
  return (
    <ConfirmDialog
      open={subscription !== null}
      onOpenChange={(open) => !remove.isPending && onOpenChange(open)}
      title={subscription ? `Delete the ${subscription.plan} plan of ${subscription.client.name}?` : "Delete subscription?"}
      description={messages.deleteConfirm}
      confirmLabel="Delete Subscription"
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        subscription &&
        remove.mutate(subscription.subscriptionId, {
          onSuccess: () => {
            toast.success(messages.deleted, { description: `${subscription.plan} plan of ${subscription.client.name}` });
            onOpenChange(false);
          },
          onError: (error) => toastFailure(error, messages.deleteFailed),
        })
      }
    />
  );
}
